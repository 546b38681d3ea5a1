/**
 * A synthetic Report the size of a full benchmark (1,000 scenarios × agents × defenses), for
 * size and layout tests of report.html. Numbers are seeded, not meaningful.
 */
import { CHANNEL_IDS, type Finding, type MetricBlock, type Report } from '../../contracts/index.js';
import { createRandom, type SeededRandom } from '../../lib/seeded-random.js';
import { rate } from '../../metrics/index.js';

/** Sizes of the synthetic benchmark. */
export interface SyntheticSizes {
  readonly scenarios?: number;
  readonly attackClasses?: number;
  readonly domains?: number;
  readonly defenses?: number;
  readonly agents?: number;
  /** Leave task success unrecorded (tsr.n = 0) everywhere. */
  readonly noTsr?: boolean;
}

function block(random: SeededRandom, traces: number, options: { internal: boolean; tsr: boolean; attacked: number }): MetricBlock {
  const leak = (n: number): ReturnType<typeof rate> => rate(random.int(0, n), n);
  const internalN = options.internal ? traces : 0;
  return {
    traceCount: traces,
    channels: {
      C1: leak(traces),
      C2: leak(internalN),
      C3: leak(traces),
      C4: leak(traces),
      C5: leak(internalN),
      C6: leak(traces),
      C7: leak(Math.floor(traces / 2)),
    },
    elr: leak(traces),
    anyChannel: leak(traces),
    anyInternal: leak(internalN),
    anyExternal: leak(traces),
    exposure: leak(traces),
    h1: leak(internalN),
    wls: { mean: random.next() * 3, normalisedMean: random.next(), n: traces },
    asr: leak(options.attacked),
    asrBaseline: leak(options.attacked),
    asrLift: { pairs: options.attacked, difference: 0, attackOnly: 0, baselineOnly: 0, pValue: options.attacked === 0 ? null : 1 },
    attackLeak: leak(options.attacked),
    attackDelivery: leak(options.attacked),
    tsr: options.tsr ? leak(traces) : rate(0, 0),
  };
}

/**
 * Builds the report.
 *
 * @example syntheticReport({ attackClasses: 50, domains: 4, defenses: 4, agents: 2 })
 */
export function syntheticReport(sizes: SyntheticSizes = {}): Report {
  const random = createRandom('synthetic-report');
  const scenarios = sizes.scenarios ?? 1000;
  const agents = Array.from({ length: sizes.agents ?? 2 }, (_, i) => `agent-${i + 1}`);
  const defenses = ['none', ...Array.from({ length: (sizes.defenses ?? 4) - 1 }, (_, i) => `defense-${i + 1}`)];
  const domains = ['healthcare', 'finance', 'legal', 'corporate', 'education', 'retail'].slice(0, sizes.domains ?? 4);
  const classes = Array.from({ length: sizes.attackClasses ?? 50 }, (_, i) => `attack_class_${String(i + 1).padStart(2, '0')}`);
  const total = scenarios * agents.length * defenses.length;
  const tsr = sizes.noTsr !== true;
  const make = (size: number, attacked = Math.floor(size * 0.6)): MetricBlock => block(random, Math.floor(size), { internal: true, tsr, attacked });
  const byValue = (values: readonly string[], n: number): Record<string, MetricBlock> => Object.fromEntries(values.map((value) => [value, make(n)]));
  const overall = make(total);
  return {
    schemaVersion: '1',
    tool: { name: 'leakscope', version: '0.1.0', detectors: { canary: '1.0.0', structured: '1.0.0' } },
    generatedAt: '2026-11-20T09:00:00.000Z',
    inputs: ['bench/run-1000/traces.jsonl.gz'],
    labels: 'detectors',
    includeErrors: false,
    traces: { total: total + 40, included: total, excluded: { total: 40, byReason: { 'failed model call': 31, timeout: 9 } } },
    rejectedLines: { total: 0, examples: [] },
    ...overall,
    groups: {
      model: byValue(
        agents.map((agent) => `provider:${agent}-model`),
        total / agents.length,
      ),
      agent: byValue(agents, total / agents.length),
      topology: byValue(['single', 'coordinator-worker'], total / 2),
      defense: byValue(defenses, total / defenses.length),
      domain: byValue(domains, total / domains.length),
      attackLevel: { A0: make(total / 3, 0), A1: make(total / 3), A2: make(total / 3) },
      attackFamily: byValue(['F1', 'F2', 'F3', 'F4', 'F5', 'F6'], total / 6),
      attackClass: byValue(classes, Math.floor(total / classes.length)),
      agentDefense: byValue(
        agents.flatMap((agent) => defenses.map((defense) => `${agent} × ${defense}`)),
        total / (agents.length * defenses.length),
      ),
    },
    paired: agents.flatMap((agent) =>
      defenses
        .slice(1)
        .map((defense) => ({ label: `${agent}: none vs ${defense} (any channel)`, pairs: scenarios, onlyFirst: random.int(0, 200), onlySecond: random.int(0, 200), pValue: random.next() })),
    ),
    findings: { total: 5000, byTier: { tier1: 1000, tier2: 4000 }, byChannel: { C1: 800, C2: 1500 }, unvaultedPii: 100 },
    notes: ['Excluded 40 of 8040 traces: 31 failed model call, 9 timeout.'],
  };
}

/** Synthetic findings with masked evidence, spread over channels. */
export function syntheticFindings(count: number): Finding[] {
  return Array.from(
    { length: count },
    (_, i): Finding => ({
      traceId: `t-${Math.floor(i / 5)}`,
      seq: i % 5,
      channel: CHANNEL_IDS[i % CHANNEL_IDS.length] ?? 'C1',
      kind: i % 3 === 0 ? 'allowed-disclosure' : 'vault-leak',
      field: 'patient.ssn',
      tier: 2,
      detector: 'structured',
      method: 'verbatim',
      span: { start: 0, end: 11 },
      confidence: 1,
      evidence: 'patient.ssn ***-**-3981 (verbatim)',
    }),
  );
}
