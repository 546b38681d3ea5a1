import { describe, expect, it } from 'vitest';
import type { Finding, VaultField } from '../../contracts/index.js';
import { maskedDisplay, rawDisplay, truncateDisplay } from './mask-content.js';
import { matches, TraceQuerySchema } from './query.js';
import type { TraceSummary } from './trace-index.js';

const VAULT: VaultField[] = [
  { key: 'ssn', value: '512-44-3981', category: 'PII', weight: 1, tier: 'structured' },
  { key: 'name', value: 'Marisol Okafor', category: 'PII', weight: 0.5, tier: 'structured' },
];

function finding(start: number, end: number, kind: Finding['kind'], field: string | null): Finding {
  return { traceId: 't', seq: 0, channel: 'C2', kind, field, tier: 2, detector: 'structured', method: 'verbatim', span: { start, end }, confidence: 1, evidence: 'masked' };
}

describe('maskedDisplay', () => {
  const text = 'SSN 512-44-3981 for Marisol Okafor';

  it('replaces each span by a masked placeholder and returns it as a highlight', () => {
    const display = maskedDisplay(text, [finding(4, 15, 'vault-leak', 'ssn')], VAULT);
    expect(display.text).toBe('SSN ***-**-3981 for ****');
    const [mark] = display.highlights;
    expect(mark === undefined ? '' : display.text.slice(mark.start, mark.end)).toBe('***-**-3981');
    expect(mark).toMatchObject({ kind: 'vault-leak', fields: ['ssn'] });
  });

  it('redacts vault values and long digit runs that no finding covers', () => {
    expect(maskedDisplay('call 4539148803436467 or Marisol Okafor', [], VAULT).text).toBe('call **************** or ****');
  });

  it('merges overlapping spans, keeping the most severe kind and every field', () => {
    const display = maskedDisplay(text, [finding(4, 15, 'allowed-disclosure', 'ssn'), finding(8, 15, 'unvaulted-pii', null), finding(4, 10, 'vault-leak', 'ssn')], VAULT);
    expect(display.highlights).toHaveLength(1);
    expect(display.highlights[0]).toMatchObject({ kind: 'vault-leak', fields: ['ssn', 'structured PII'] });
  });

  it('clamps spans that run past the text instead of failing', () => {
    expect(maskedDisplay('short', [finding(2, 99, 'vault-leak', 'ssn')], []).highlights[0]).toMatchObject({ start: 2, end: 6 });
  });

  it('masks every other hit too: a repeat of a field with a finding is highlighted as it, any other hit is masked only', () => {
    const content = 'SSN 512-44-3981, again 512443981, ticket 4321';
    const hit = (start: number, end: number, field: string | null, method: string) => ({
      kind: field === null ? ('unvaulted' as const) : ('vault' as const),
      field,
      tier: 2 as const,
      detector: 'structured',
      method,
      span: { start, end },
      confidence: 1,
    });
    const display = maskedDisplay(content, [finding(4, 15, 'vault-leak', 'ssn')], VAULT, { hits: [hit(4, 15, 'ssn', 'verbatim'), hit(23, 32, 'ssn', 'digits'), hit(41, 45, null, 'pii')] });
    expect(display.text).toBe('SSN ***-**-3981, again *****3981, ticket ****');
    expect(display.highlights.map((h) => [display.text.slice(h.start, h.end), h.kind, h.methods])).toEqual([
      ['***-**-3981', 'vault-leak', ['verbatim']],
      ['*****3981', 'vault-leak', ['digits']],
    ]);
    expect(rawDisplay(content, [finding(4, 15, 'vault-leak', 'ssn')], [hit(23, 32, 'ssn', 'digits')]).highlights).toHaveLength(2);
  });

  it('keeps raw text and spans for the --show-values display', () => {
    const raw = rawDisplay(text, [finding(4, 15, 'vault-leak', 'ssn')]);
    expect(raw.text).toBe(text);
    expect(raw.highlights[0]).toMatchObject({ start: 4, end: 15 });
  });

  it('truncates long content with its highlights', () => {
    const cut = truncateDisplay(
      {
        text: 'abcdef',
        highlights: [
          { start: 1, end: 5, kind: 'vault-leak', fields: [], tier: 2, detectors: [], methods: [] },
          { start: 5, end: 6, kind: 'vault-leak', fields: [], tier: 2, detectors: [], methods: [] },
        ],
      },
      3,
    );
    expect(cut).toMatchObject({ text: 'abc', truncated: true, highlights: [{ start: 1, end: 3 }] });
  });
});

describe('trace filters', () => {
  const summary: TraceSummary = {
    id: 'run-1',
    scenarioId: 'scn-9',
    file: 'x',
    line: 1,
    model: 'm',
    agent: 'a',
    topology: 'single',
    defense: 'none',
    domain: 'finance',
    attackLevel: 'A0',
    attackFamily: null,
    attackClass: null,
    status: 'ok',
    exclusion: null,
    taskSuccess: true,
    eventCount: 3,
    channels: ['C1', 'C2'],
    leakedChannels: ['C2'],
    leaks: [{ channel: 'C2', field: 'ssn', tier: 2 }],
    findingCount: 1,
    hasVault: true,
  };
  const query = (params: Record<string, string>): ReturnType<typeof TraceQuerySchema.parse> => TraceQuerySchema.parse(params);

  it('combines channel, field, tier and leaked', () => {
    expect(matches(summary, query({ channel: 'C2', leaked: 'true' }))).toBe(true);
    expect(matches(summary, query({ channel: 'C1', leaked: 'true' }))).toBe(false);
    expect(matches(summary, query({ channel: 'C1', leaked: 'false' }))).toBe(true);
    expect(matches(summary, query({ channel: 'C3', leaked: 'false' }))).toBe(false);
    expect(matches(summary, query({ field: 'ssn', tier: '1' }))).toBe(false);
    expect(matches(summary, query({ field: 'ssn', tier: '2' }))).toBe(true);
    expect(matches(summary, query({ q: 'SCN-9' }))).toBe(true);
    expect(matches(summary, query({ domain: 'healthcare' }))).toBe(false);
  });
});
