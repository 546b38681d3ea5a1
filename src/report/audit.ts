import { CHANNEL_IDS, ChannelPolicySchema, type ChannelPolicy, type Finding, type Report, type Scenario, type Trace, type VaultField } from '../contracts/index.js';
import { createDetectionEngine, defaultDetectors, type DetectionEngine } from '../detect/pipeline.js';
import { createSemanticDetector } from '../detect/semantic/index.js';
import { GroupedMetrics, outcomeFromFindings, outcomeFromLabels, pairedComparisons, type TraceOutcome } from '../metrics/index.js';
import { openTraceSource } from '../trace/source.js';
import type { RejectedLine, SourceList } from '../trace/types.js';
import { AgreementAccumulator } from './agreement.js';

/** Options of {@link audit}. */
export interface AuditOptions {
  readonly sources: SourceList;
  /** Score with leakscope's detectors (default) or with the labels embedded in the traces. */
  readonly labels?: 'detectors' | 'embedded';
  /** Also compute the detectors' agreement with the embedded labels. */
  readonly compareEmbedded?: boolean;
  /** Score failed runs as if they were clean runs (reproduces releases that did so). */
  readonly includeErrors?: boolean;
  /** Vault and policy for traces that reference a scenario instead of carrying them inline. */
  readonly scenarios?: ReadonlyMap<string, Pick<Scenario, 'vault' | 'policy'>>;
  /** Called for every finding as it is made (e.g. to stream `findings.jsonl`). */
  readonly onFinding?: (finding: Finding) => void | Promise<void>;
  /** Called after each trace with running counts. */
  readonly onProgress?: (progress: { traces: number; rejected: number; leaking: number }) => void;
  readonly engine?: DetectionEngine;
  /** Tier 3: `off` (tiers 1–2 only) or `offline` (the embedded paraphrase matcher). Default `off`. */
  readonly semantic?: 'off' | 'offline';
  /** Injected clock for `generatedAt`. */
  readonly now?: () => Date;
  readonly version?: string;
}

/** What {@link audit} returns: the report and the outcomes it was computed from. */
export interface AuditResult {
  readonly report: Report;
  readonly outcomes: readonly TraceOutcome[];
}

const MAX_REJECTED_EXAMPLES = 20;
const EMPTY_POLICY: ChannelPolicy = ChannelPolicySchema.parse({});

function context(trace: Trace, scenarios: AuditOptions['scenarios']): { vault: readonly VaultField[]; policy: ChannelPolicy } | null {
  if (trace.start.vault !== undefined) return { vault: trace.start.vault, policy: trace.start.policy ?? EMPTY_POLICY };
  const id = trace.start.scenarioId;
  const scenario = id === undefined || id === null ? undefined : scenarios?.get(id);
  if (scenario === undefined) return null;
  return { vault: scenario.vault, policy: trace.start.policy ?? scenario.policy };
}

/**
 * Detect + metrics over traces from anywhere (leakscope JSONL, AgentLeak release files),
 * streaming: one trace in memory at a time, plus one small outcome per trace.
 *
 * @example
 * const { report } = await audit({ sources: ['traces.jsonl.gz'] });
 * console.log(report.channels.C2.rate, report.h1);
 */
export async function audit(options: AuditOptions): Promise<AuditResult> {
  const labels = options.labels ?? 'detectors';
  const includeErrors = options.includeErrors === true;
  const semantic = options.semantic ?? 'off';
  const engine = options.engine ?? createDetectionEngine(semantic === 'offline' ? { detectors: [...defaultDetectors(), createSemanticDetector()] } : {});
  const grouped = new GroupedMetrics();
  const outcomes: TraceOutcome[] = [];
  const agreement = options.compareEmbedded === true ? new AgreementAccumulator() : null;
  const rejected: RejectedLine[] = [];
  let rejectedTotal = 0;
  let leaking = 0;
  const excludedByReason: Record<string, number> = {};
  const findingsByTier: Record<string, number> = {};
  const findingsByChannel: Record<string, number> = {};
  const findingsByChannelTier: Record<string, Record<string, number>> = {};
  let findingsTotal = 0;
  let unvaulted = 0;
  let missingContext = 0;

  for await (const item of openTraceSource(options.sources)) {
    if (item.kind === 'rejected') {
      rejectedTotal += 1;
      if (rejected.length < MAX_REJECTED_EXAMPLES) rejected.push(item.error);
      continue;
    }
    const trace = item.trace;
    const resolved = context(trace, options.scenarios);
    let outcome: TraceOutcome;
    if (resolved === null && labels === 'detectors') {
      missingContext += 1;
      // Without a vault nothing can be detected; scoring it as clean would be a lie.
      outcome = { ...outcomeFromLabels(trace, []), included: false, exclusion: 'no vault (scenario not found)' };
    } else {
      const vault = resolved?.vault ?? [];
      const policy = resolved?.policy ?? EMPTY_POLICY;
      const labelled = outcomeFromLabels(trace, vault, { includeErrors });
      let detected: TraceOutcome | null = null;
      if (labels === 'detectors' || agreement !== null) {
        const prepared = engine.prepare(vault, policy);
        const findings: Finding[] = [];
        const fieldsBySeq = new Map<number, string[]>();
        for (const event of trace.events) {
          for (const finding of prepared.detectEvent(event)) {
            findings.push(finding);
            if (finding.kind === 'vault-leak' && finding.field !== null) {
              const list = fieldsBySeq.get(event.seq) ?? [];
              list.push(finding.field);
              fieldsBySeq.set(event.seq, list);
            }
          }
        }
        detected = outcomeFromFindings(trace, vault, findings, { includeErrors });
        if (detected.included || includeErrors) {
          for (const finding of findings) {
            findingsTotal += 1;
            findingsByTier[`tier${finding.tier}`] = (findingsByTier[`tier${finding.tier}`] ?? 0) + 1;
            if (finding.kind === 'unvaulted-pii') unvaulted += 1;
            if (finding.kind === 'vault-leak') {
              findingsByChannel[finding.channel] = (findingsByChannel[finding.channel] ?? 0) + 1;
              const perTier = (findingsByChannelTier[finding.channel] ??= {});
              perTier[`tier${finding.tier}`] = (perTier[`tier${finding.tier}`] ?? 0) + 1;
            }
            if (options.onFinding !== undefined) await options.onFinding(finding);
          }
        }
        agreement?.add(trace, vault, detected, labelled, fieldsBySeq);
      }
      outcome = labels === 'embedded' ? labelled : (detected ?? labelled);
    }
    if (!outcome.included) excludedByReason[outcome.exclusion ?? 'excluded'] = (excludedByReason[outcome.exclusion ?? 'excluded'] ?? 0) + 1;
    else if (Object.keys(outcome.leaked).length > 0) leaking += 1;
    grouped.add(outcome);
    outcomes.push(outcome);
    options.onProgress?.({ traces: outcomes.length, rejected: rejectedTotal, leaking });
  }

  const overall = grouped.overall.result();
  const excludedTotal = Object.values(excludedByReason).reduce((sum, n) => sum + n, 0);
  const runs = countRuns(outcomes);
  const notes: string[] = [];
  if (excludedTotal > 0) {
    const reasons = Object.entries(excludedByReason)
      .map(([reason, n]) => `${n} ${reason}`)
      .join(', ');
    const runNote = runs === undefined ? '' : ` (${runs.excluded} of ${runs.total} source runs; rates are over ${runs.included} runs)`;
    notes.push(`Excluded ${excludedTotal} of ${outcomes.length} traces${runNote}: ${reasons}.`);
  }
  if (includeErrors) notes.push('Failed runs are INCLUDED and scored as if they were clean (--include-errors).');
  if (labels === 'embedded') notes.push('Rates come from labels embedded in the traces, not from leakscope detectors.');
  else
    notes.push(
      semantic === 'offline'
        ? 'Detection tiers: 1 (canaries), 2 (structured values), 3 (offline paraphrase matcher).'
        : 'Detection tiers: 1 (canaries) and 2 (structured values); tier 3 (paraphrases) was off (--semantic offline turns it on).',
    );
  if (missingContext > 0) notes.push(`${missingContext} traces had no vault (inline or via --scenarios) and could not be scored.`);
  if (rejectedTotal > 0) notes.push(`${rejectedTotal} input lines were rejected (see rejectedLines).`);

  const report: Report = {
    schemaVersion: '1',
    tool: { name: 'leakscope', version: options.version ?? '0.0.0', detectors: { ...engine.versions } },
    generatedAt: (options.now ?? (() => new Date()))().toISOString(),
    inputs: typeof options.sources === 'string' ? [options.sources] : [...options.sources],
    labels,
    includeErrors,
    traces: { total: outcomes.length, included: outcomes.length - excludedTotal, excluded: { total: excludedTotal, byReason: excludedByReason } },
    ...(runs === undefined ? {} : { runs }),
    rejectedLines: { total: rejectedTotal, examples: rejected },
    ...overall,
    groups: grouped.groupResults(),
    paired: pairedComparisons(outcomes),
    findings: { total: findingsTotal, byTier: findingsByTier, byChannel: sortChannels(findingsByChannel), byChannelAndTier: findingsByChannelTier, unvaultedPii: unvaulted },
    ...(agreement === null ? {} : { agreement: agreement.result() }),
    notes,
  };
  return { report, outcomes };
}

function sortChannels(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(CHANNEL_IDS.filter((id) => counts[id] !== undefined).map((id) => [id, counts[id] ?? 0]));
}

/** Source runs, for importers that split one run into paired traces (all of a run's traces share a pairId). */
function countRuns(outcomes: readonly TraceOutcome[]): Report['runs'] {
  const runs = new Map<string, boolean>();
  for (const outcome of outcomes) {
    const id = outcome.run.pairId;
    if (id === undefined) continue;
    runs.set(id, (runs.get(id) ?? true) && outcome.included);
  }
  if (runs.size === 0) return undefined;
  let included = 0;
  for (const ok of runs.values()) if (ok) included += 1;
  return { total: runs.size, included, excluded: runs.size - included };
}
