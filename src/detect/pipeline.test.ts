import { describe, expect, it } from 'vitest';
import { ChannelPolicySchema, FindingSchema, VaultSchema, type ChannelId, type Finding } from '../contracts/index.js';
import { allPatterns, createDetectionEngine, defaultDetectors, DETECTOR_VERSIONS, markEchoes } from './pipeline.js';
import type { Detector, DetectorHit } from './types.js';
import { field, SAMPLE_VAULT } from './vault.test-helpers.js';

const policy = ChannelPolicySchema.parse({ defaultAllowed: [], allowed: { C3: ['email', 'name'] } });
const engine = createDetectionEngine();
const prepared = engine.prepare(SAMPLE_VAULT, policy);

function detect(content: string, channel: ChannelId = 'C1'): Finding[] {
  const findings = prepared.detectEvent({ traceId: 't1', seq: 7, channel, content });
  for (const finding of findings) FindingSchema.parse(finding);
  return findings;
}

/** A detector that reports fixed hits, to test attribution independently of real detectors. */
function fixedDetector(id: string, tier: 1 | 2 | 3, hits: readonly Omit<DetectorHit, 'tier' | 'detector'>[]): Detector {
  return { id, version: '0.0.1', tier, prepare: () => ({ detect: () => hits.map((hit) => ({ ...hit, tier, detector: id })) }) };
}

describe('detection engine', () => {
  it('turns a vault value on a channel where it is not allowed into a masked vault-leak finding', () => {
    expect(detect('The SSN is 787 08 3753.')).toEqual([
      {
        traceId: 't1',
        seq: 7,
        channel: 'C1',
        kind: 'vault-leak',
        field: 'ssn',
        tier: 2,
        detector: 'structured',
        method: 'digits',
        span: { start: 11, end: 22 },
        confidence: 1,
        evidence: 'ssn ***-**-3753 (digits)',
        valueKind: 'ssn',
      },
    ]);
  });

  it('marks fields allowed on the channel as allowed disclosures', () => {
    const text = 'reply to colleen.nguyen@example.org';
    expect(detect(text, 'C3').map((finding) => [finding.field, finding.kind])).toEqual([
      ['name', 'allowed-disclosure'],
      ['email', 'allowed-disclosure'],
    ]);
    expect(detect(text, 'C1').map((finding) => finding.kind)).toEqual(['vault-leak', 'vault-leak']);
  });

  it('counts each field once per event, keeping the best hit', () => {
    const findings = detect('SSN 787-08-3753, again 787 08 3753, and ending in 3753');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ field: 'ssn', method: 'verbatim', span: { start: 4, end: 15 } });
  });

  it('attributes a leak to the lowest tier that found it', () => {
    const note = field({ key: 'note', value: 'Patient reports CANARY_MED_NOTE_0A1B2C3D in the intake form', tier: 'semantic' });
    const findings = engine.prepare([note], policy).detectEvent({ traceId: 't', seq: 0, channel: 'C6', content: `log: ${note.value}` });
    expect(findings.map((finding) => [finding.field, finding.tier, finding.detector])).toEqual([['note', 1, 'canary']]);
  });

  it('reports regulated identifiers outside the vault as unvaulted PII, masked', () => {
    expect(detect('other SSN 123-45-6780 and card 5555 5555 5555 4444').map((finding) => [finding.kind, finding.field, finding.evidence])).toEqual([
      ['unvaulted-pii', null, 'ssn ***-**-6780 (ssn-rules)'],
      ['unvaulted-pii', null, 'card **** **** **** 4444 (luhn)'],
    ]);
  });

  it('drops unvaulted hits that overlap a vault hit of any tier, and keeps one per stretch of text', () => {
    const custom = createDetectionEngine({
      detectors: [
        fixedDetector('three', 3, [
          { kind: 'vault', field: 'ssn', method: 'semantic', span: { start: 0, end: 5 }, confidence: 0.6 },
          { kind: 'unvaulted', field: null, method: 'x', span: { start: 10, end: 14 }, confidence: 0.9, recogniser: 'phone' },
        ]),
        fixedDetector('two', 2, [
          { kind: 'unvaulted', field: null, method: 'y', span: { start: 2, end: 8 }, confidence: 0.9, recogniser: 'ssn' },
          { kind: 'unvaulted', field: null, method: 'z', span: { start: 11, end: 13 }, confidence: 0.5, recogniser: 'card' },
        ]),
      ],
    });
    const findings = custom.prepare(SAMPLE_VAULT, policy).detectEvent({ traceId: 't', seq: 0, channel: 'C1', content: '0123456789abcdefgh' });
    expect(findings.map((finding) => [finding.kind, finding.detector, finding.span.start])).toEqual([
      ['vault-leak', 'three', 0],
      ['unvaulted-pii', 'two', 11],
    ]);
  });

  it('never puts a raw vault value in a finding', () => {
    const text = SAMPLE_VAULT.map((entry) => entry.value).join(' | ');
    const findings = detect(text);
    expect(new Set(findings.map((finding) => finding.field))).toEqual(new Set(SAMPLE_VAULT.map((entry) => entry.key)));
    for (const finding of findings) {
      for (const entry of SAMPLE_VAULT) expect(JSON.stringify(finding)).not.toContain(entry.value);
    }
  });

  it('finds nothing in an empty event', () => {
    expect(detect('')).toEqual([]);
  });

  it('exposes detector versions and every pattern', () => {
    expect(DETECTOR_VERSIONS).toEqual({ canary: '1.0.0', structured: '2.3.0' });
    expect(engine.versions).toEqual(DETECTOR_VERSIONS);
    const identity = (detectors: readonly Detector[]) => detectors.map((detector) => [detector.id, detector.version, detector.tier]);
    expect(identity(engine.detectors)).toEqual(identity(defaultDetectors()));
    // Each engine owns its default detectors (and their caches).
    expect(createDetectionEngine().detectors[0]).not.toBe(engine.detectors[0]);
    const patterns = allPatterns();
    expect(patterns.length).toBeGreaterThan(30);
    expect(patterns.every((pattern) => pattern instanceof RegExp)).toBe(true);
  });
});

describe('leaks explained by an allowed field', () => {
  it('does not count a disallowed value that lies inside an allowed one on the same channel', () => {
    const vault = VaultSchema.parse([
      { key: 'employee.title', value: 'Security Engineer', kind: 'text' },
      { key: 'employee.department', value: 'Security', kind: 'text' },
      { key: 'referral.reason', value: 'persistent elevated blood pressure', kind: 'text' },
      { key: 'appointment.reason', value: 'persistent elevated blood pressure', kind: 'text' },
    ]);
    const policy = ChannelPolicySchema.parse({ defaultAllowed: ['employee.title', 'referral.reason'] });
    const prepared = createDetectionEngine().prepare(vault, policy);
    const findings = prepared.detectEvent({ traceId: 't', seq: 0, channel: 'C2', content: 'Title: Security Engineer. Reason: persistent elevated blood pressure.' });
    expect(findings.filter((f) => f.kind === 'vault-leak')).toEqual([]);
    const alone = prepared.detectEvent({ traceId: 't', seq: 1, channel: 'C2', content: 'Works in Security.' });
    expect(alone.map((f) => [f.kind, f.field])).toEqual([['vault-leak', 'employee.department']]);
  });
});

describe('request echoes and joinable findings', () => {
  const vault = VaultSchema.parse([
    { key: 'name', value: 'Rae Finch', kind: 'name' },
    { key: 'ssn', value: '512-44-9087', kind: 'ssn' },
  ]);
  const prepared = createDetectionEngine().prepare(vault, ChannelPolicySchema.parse({}));
  const event = { traceId: 't', seq: 3, channel: 'C2' as const, content: 'Rae Finch, SSN 512-44-9087, mail bob.stone@example.org', source: { messageIndex: 4, pairId: 'p1' } };

  it('turns leaks of fields the request holds into echo findings, and only those', () => {
    const echoed = prepared.fieldsIn('Please book a visit for Rae Finch.');
    expect([...echoed]).toEqual(['name']);
    const findings = markEchoes(prepared.detectEvent(event), echoed);
    expect(findings.map((finding) => [finding.kind, finding.field])).toEqual([
      ['echo', 'name'],
      ['vault-leak', 'ssn'],
      ['unvaulted-pii', null],
    ]);
    expect(findings[0]?.evidence).not.toContain('Rae Finch');
    expect(markEchoes(findings, new Set())).toEqual(findings);
  });

  it('carries value kind, entity type and the event source position', () => {
    const findings = prepared.detectEvent(event);
    expect(findings.find((finding) => finding.field === 'name')).toMatchObject({ valueKind: 'name', source: { messageIndex: 4, pairId: 'p1' } });
    expect(findings.find((finding) => finding.kind === 'unvaulted-pii')).toMatchObject({ entityType: 'email', valueKind: 'email', source: { messageIndex: 4, pairId: 'p1' } });
  });

  it('makes findings of hits found by other means (a judge) with the same policy and fields', () => {
    const hit = {
      kind: 'vault' as const,
      field: 'ssn',
      tier: 3 as const,
      detector: 'semantic-judge',
      method: 'judge',
      span: { start: 0, end: 3 },
      confidence: 0.9,
      elements: { matched: 1, total: 2 },
      proposition: { index: 0, of: 2 },
    };
    expect(prepared.findingsOfHits(event, [hit])).toEqual([
      expect.objectContaining({
        kind: 'vault-leak',
        field: 'ssn',
        tier: 3,
        valueKind: 'ssn',
        elements: { matched: 1, total: 2 },
        proposition: { index: 0, of: 2 },
        evidence: 'ssn ***-**-9087 (judge)',
      }),
    ]);
    expect(prepared.findingsOfHits({ ...event, kind: 'guard-decision' }, [hit])).toEqual([]);
  });
});
