import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding, Report } from '../../contracts/index.js';
import { audit } from '../audit.js';
import { renderMarkdown } from '../render-markdown.js';
import { renderText } from '../render-text.js';
import { EXAMPLE_TRACES, rawValuesIn, vaultValues, writeObfuscatedRepeats } from './example-vault.test-helpers.js';
import { renderHtml } from './render-html.js';
import { syntheticFindings, syntheticReport } from './synthetic-report.test-helpers.js';

const FIXED_NOW = (): Date => new Date('2026-11-20T09:00:00.000Z');

async function exampleRun(): Promise<{ report: Report; findings: Finding[] }> {
  const findings: Finding[] = [];
  const { report } = await audit({ sources: [EXAMPLE_TRACES], now: FIXED_NOW, version: '0.1.0', onFinding: (finding) => void findings.push(finding) });
  return { report, findings };
}

/** Opening tags of elements that could load or run something. */
const ACTIVE_TAGS = /<(script|iframe|img|object|embed|link|base|form|input|meta http-equiv="refresh")\b/i;

describe('renderHtml', () => {
  it('renders every section of the example run as one self-contained document', async () => {
    const { report, findings } = await exampleRun();
    const html = await renderHtml(report, { findings });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    for (const id of ['scope', 'channels', 'heatmaps', 'gap', 'defenses', 'attacks', 'paired', 'findings', 'methods']) expect(html).toContain(`id="${id}"`);
    expect(html).not.toMatch(ACTIVE_TAGS);
    expect(html).not.toMatch(/\b(?:src|href)="(?!#)/);
    expect(html).not.toMatch(/@import|url\((?!#)/);
    expect(html).toContain('Content-Security-Policy');
    // Every chart is an accessible image with a title and a data table next to it.
    const charts = html.match(/<svg class="chart" role="img" aria-label="[^"]+"/g) ?? [];
    expect(charts.length).toBeGreaterThanOrEqual(5);
    expect((html.match(/<details class="data">/g) ?? []).length).toBe(charts.length);
    expect(html).toContain('leak rate (share of traces with the channel)');
  });

  it('shows the exclusions with their reasons, and says so when nothing was excluded', async () => {
    const { report } = await exampleRun();
    const html = await renderHtml(report);
    expect(html).toContain('Excluded runs by reason');
    expect(html).toMatch(/<th scope="row">failed model call<\/th><td class="num">1<\/td>/);
    const clean: Report = { ...report, traces: { total: 3, included: 3, excluded: { total: 0, byReason: {} } }, notes: [] };
    expect(await renderHtml(clean)).toContain('No trace was excluded: all 3 traces were scored.');
  });

  it('never contains a raw vault value of the example traces (report.html and report.md)', async () => {
    const { report, findings } = await exampleRun();
    const values = await vaultValues();
    expect(values.length).toBeGreaterThan(10);
    expect(findings.length).toBeGreaterThan(0);
    expect(rawValuesIn(await renderHtml(report, { findings }), values)).toEqual([]);
    expect(rawValuesIn(renderMarkdown(report), values)).toEqual([]);
  });

  it('never shows a value repeated in another form (base64, hex, reversed, upper case), in any report output', async () => {
    const work = mkdtempSync(join(tmpdir(), 'leakscope-report-'));
    try {
      const file = await writeObfuscatedRepeats(work);
      const values = await vaultValues(file);
      const findings: Finding[] = [];
      const { report } = await audit({ sources: [file], now: FIXED_NOW, version: '0.1.0', compareEmbedded: true, onFinding: (finding) => void findings.push(finding) });
      // The label-free check would pass on a report that quotes nothing: this one quotes the event.
      expect(report.agreement?.find((row) => row.channel === 'C2')?.detectorOnlyExamples).toHaveLength(1);
      const outputs = [await renderHtml(report, { findings }), renderMarkdown(report), renderText(report), JSON.stringify(report), JSON.stringify(findings)];
      for (const [at, output] of outputs.entries()) expect({ at, found: rawValuesIn(output, values) }).toEqual({ at, found: [] });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('escapes group names, notes, inputs and evidence that carry markup (HTML injection)', async () => {
    const base = syntheticReport({ attackClasses: 3, agents: 1, defenses: 2, domains: 2 });
    const evil = '<script>alert("512-44-3981")</script>';
    const attribute = '"><img src=x onerror=alert(1)>';
    const domain = base.groups['domain'] ?? {};
    const firstDomain = Object.values(domain)[0];
    if (firstDomain === undefined) throw new Error('synthetic report has no domain');
    const report: Report = {
      ...base,
      inputs: [`traces-${attribute}.jsonl`],
      notes: [`</style><style>body{display:none}</style> ${evil}`],
      traces: { ...base.traces, excluded: { total: 1, byReason: { [evil]: 1 } } },
      groups: { ...base.groups, domain: { ...domain, [evil]: firstDomain }, model: { [attribute]: firstDomain, 'CANARY_CONF_NOTE_7D2E91A4 & co': firstDomain } },
      paired: [{ label: evil, pairs: 3, onlyFirst: 1, onlySecond: 0, pValue: 1 }],
    };
    const findings: Finding[] = [{ ...syntheticFindings(1)[0]!, traceId: evil, field: attribute, evidence: `<b>${evil}</b> 4539 1488 0343 6467` }];
    const html = await renderHtml(report, { findings, title: `Audit ${evil}` });
    expect(html).not.toMatch(ACTIVE_TAGS);
    expect(html).not.toContain('</style><style>');
    expect(html).not.toContain('onerror=alert(1)>');
    expect(html).toContain('&lt;script&gt;alert(&quot;512-44-3981&quot;)&lt;/script&gt;');
    // Vega writes SVG text itself: the planted name must be escaped there too.
    expect(html).toMatch(/<text[^>]*>&lt;script&gt;alert\((?:&quot;|")512-44-3981(?:&quot;|")\)&lt;\/script&gt;<\/text>/);
    // Evidence is redacted once more: a full card number never survives, whatever the detector wrote.
    expect(html).not.toContain('4539 1488 0343 6467');
    expect(html).toContain('**** **** **** ****');
  });

  it('stays under 2 MB for a 1,000-scenario benchmark (50 attack classes × 4 domains × 4 defenses × 2 agents)', async () => {
    const report = syntheticReport({ scenarios: 1000, attackClasses: 50, domains: 4, defenses: 4, agents: 2 });
    const html = await renderHtml(report, { findings: syntheticFindings(20_000) });
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
    expect(html).toContain('First 500 of 20000 findings, leaks first');
    expect(html).toContain('19500 more findings are not shown');
    expect(html).toContain('attack_class_50');
    expect(html).toContain('Privacy-utility trade-off');
    expect(html).toContain('agent-2 × defense-3');
  });

  it('says "no TSR recorded" instead of drawing an empty privacy-utility plot', async () => {
    const html = await renderHtml(syntheticReport({ noTsr: true, attackClasses: 2 }));
    expect(html).toContain('No TSR recorded.');
    expect(html).not.toContain('aria-label="Privacy-utility trade-off: leak rate');
  });

  it('marks the Pareto front of the privacy-utility plot', async () => {
    const { paretoFlags } = await import('./sections/defenses.js');
    expect(
      paretoFlags([
        { leak: 0.1, tsr: 0.5 },
        { leak: 0.2, tsr: 0.9 },
        { leak: 0.3, tsr: 0.4 },
        { leak: 0.1, tsr: 0.5 },
      ]),
    ).toEqual([true, true, false, true]);
  });

  it('is deterministic: the same report renders to the same bytes', async () => {
    const report = syntheticReport({ attackClasses: 5 });
    expect(await renderHtml(report)).toBe(await renderHtml(report));
  });
});
