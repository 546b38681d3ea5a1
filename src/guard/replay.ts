/**
 * Replay: "what would the guard have stopped" over recorded traces. Read-boundary events
 * (C4 tool outputs, C5 memory reads, C2 messages as received) are observed; outbound events
 * (C1, C2 as sent, C3, C5 memory writes, C6, C7) are inspected. Per channel it reports the
 * share of leaking events the guard would have stopped (BLOCK, or ABSTRACT whose rewritten
 * content no longer leaks when detection runs again) and the share of clean events it would
 * have touched (false interventions), each with its n and a Wilson interval.
 */
import { CHANNEL_IDS, type ChannelId, type Finding, type Rate, type Scenario, type Trace, type TraceEvent } from '../contracts/index.js';
import { defaultDetectors } from '../detect/pipeline.js';
import { rate } from '../metrics/rate.js';
import { openTraceSource } from '../trace/source.js';
import type { SourceList, TraceItem } from '../trace/types.js';
import { orderedWorkerMap, workerScript } from '../lib/partitioned-workers.js';
import type { ModelJudgeOptions } from './criteria/model-judge.js';
import { createGuard, type Guard, type GuardOptions } from './engine.js';
import { isLearnedKey } from './extract.js';
import type { Criterion, GuardDecisionKind } from './types.js';

/** Options of {@link replayTraces}. */
export interface ReplayOptions {
  readonly sources: SourceList;
  /** Criterion id or object; default `allowed-set`. */
  readonly criterion?: string | Criterion;
  readonly judge?: ModelJudgeOptions;
  /** What the guard of each trace learns from reads beyond the vault (`GuardOptions.extract`). */
  readonly extract?: GuardOptions['extract'];
  /** Purpose for traces whose scenario does not give one. */
  readonly purpose?: string;
  /** Vault, policy and purpose for traces that reference a scenario. */
  readonly scenarios?: ReadonlyMap<string, Pick<Scenario, 'vault' | 'policy'> & { readonly task?: { readonly purpose: string } }>;
  /** Replay failed runs too (they are excluded by default: a failed run is not a clean run). */
  readonly includeErrors?: boolean;
  readonly onProgress?: (progress: { readonly traces: number; readonly events: number }) => void;
  /**
   * Worker threads (default 1: this thread); the report is the same for any number. Used with a
   * criterion given by id, no judge model and file sources; otherwise the replay runs here.
   */
  readonly jobs?: number;
}

/** Replay figures of one channel. */
export interface ChannelReplay {
  /** Leaking events (a disallowed vault field detected) the guard would have stopped. */
  readonly stopped: Rate;
  /** Clean events the guard would have blocked or rewritten (false interventions). */
  readonly touched: Rate;
  readonly decisions: Readonly<Record<GuardDecisionKind, number>>;
  /** ABSTRACT decisions on leaking events whose rewritten content still leaked. */
  readonly abstractStillLeaking: number;
  /** Decisions that came from the fail mode (an error or an unknown judgement). */
  readonly failures: number;
}

/** The replay report. */
export interface ReplayReport {
  readonly criterion: string;
  readonly traces: { readonly replayed: number; readonly excluded: Readonly<Record<string, number>> };
  readonly rejectedLines: number;
  /** Read-boundary events fed to `observe`. */
  readonly observedEvents: number;
  /** Inspected channels only. */
  readonly channels: Partial<Record<ChannelId, ChannelReplay>>;
  readonly overall: ChannelReplay;
}

/** Counts of one channel (or all) over a replay. */
export interface Tally {
  leaking: number;
  stopped: number;
  clean: number;
  touched: number;
  decisions: Record<GuardDecisionKind, number>;
  abstractStillLeaking: number;
  failures: number;
}

const newTally = (): Tally => ({ leaking: 0, stopped: 0, clean: 0, touched: 0, decisions: { PASS: 0, ABSTRACT: 0, BLOCK: 0 }, abstractStillLeaking: 0, failures: 0 });

function finish(tally: Tally): ChannelReplay {
  return {
    stopped: rate(tally.stopped, tally.leaking),
    touched: rate(tally.touched, tally.clean),
    decisions: { ...tally.decisions },
    abstractStillLeaking: tally.abstractStillLeaking,
    failures: tally.failures,
  };
}

/** A leak of the trace's own vault (fields the guard learned from reads are its evidence, not the ground truth). */
const leaks = (findings: readonly Finding[]): boolean =>
  findings.some((finding) => finding.kind === 'vault-leak' && !(finding.field !== null && finding.field !== undefined && isLearnedKey(finding.field)));

/** How an event meets the guard: observed (read boundary), inspected (write boundary), or both (C2). */
export function boundaryOf(event: Pick<TraceEvent, 'channel' | 'kind'>): 'observe' | 'inspect' | 'both' | 'skip' {
  if (event.kind === 'guard-decision') return 'skip';
  switch (event.channel) {
    case 'C4':
      return 'observe';
    case 'C2':
      return 'both';
    case 'C5':
      return event.kind === 'memory-read' ? 'observe' : 'inspect';
    default:
      return event.kind === 'tool-result' ? 'observe' : 'inspect';
  }
}

async function replayTrace(trace: Trace, guard: Guard, tallies: Map<ChannelId, Tally>, overall: Tally): Promise<number> {
  let observed = 0;
  for (const event of trace.events) {
    const boundary = boundaryOf(event);
    if (boundary === 'skip') continue;
    const sender = event.from ?? event.tool ?? 'agent';
    const recipient = event.to ?? (event.channel === 'C1' ? 'user' : event.tool !== undefined ? `tool:${event.tool}` : 'unknown');
    if (boundary === 'observe') {
      guard.observe({ channel: event.channel, source: sender, recipient: event.to ?? 'agent', content: event.content });
      observed += 1;
      continue;
    }
    const result = await guard.inspect({ channel: event.channel, sender, recipient, content: event.content, ...(event.tool === undefined ? {} : { tool: event.tool }) });
    const tally = tallies.get(event.channel) ?? newTally();
    tallies.set(event.channel, tally);
    const findings = result.failure === undefined ? result.findings : guard.detect(event.content, event.channel);
    const leaking = leaks(findings);
    let stopped = result.decision === 'BLOCK';
    if (result.decision === 'ABSTRACT') {
      // The guard re-ran detection on the rewritten content to verify it; in shadow mode it is in `shadow`.
      stopped = !leaks(result.recheck ?? guard.detect(result.content, event.channel));
      if (leaking && !stopped) {
        tally.abstractStillLeaking += 1;
        overall.abstractStillLeaking += 1;
      }
    }
    for (const target of [tally, overall]) {
      target.decisions[result.decision] += 1;
      if (result.failure !== undefined) target.failures += 1;
      if (leaking) {
        target.leaking += 1;
        if (stopped) target.stopped += 1;
      } else {
        target.clean += 1;
        if (result.decision !== 'PASS') target.touched += 1;
      }
    }
    // The recipient of a message receives what the guard would have let through.
    if (boundary === 'both' && result.decision !== 'BLOCK') {
      guard.observe({ channel: event.channel, source: sender, recipient: event.to ?? 'agent', content: result.content });
      observed += 1;
    }
  }
  return observed;
}

/** What one trace item contributes to a replay: a rejected line, an exclusion, or its tallies. */
export type ReplayItemResult =
  | { readonly kind: 'rejected' }
  | { readonly kind: 'excluded'; readonly reason: string }
  | { readonly kind: 'replayed'; readonly criterion: string; readonly observed: number; readonly channels: readonly (readonly [ChannelId, Tally])[]; readonly overall: Tally };

/** Replays trace items one at a time with a fresh guard per trace; keep one per replay (its detectors' caches are shared). */
export interface TraceReplayer {
  replay(item: TraceItem): Promise<ReplayItemResult>;
}

/** Creates the replayer of one replay (also what a `--jobs` worker runs). */
export function createTraceReplayer(options: Omit<ReplayOptions, 'sources' | 'onProgress'>): TraceReplayer {
  const criterion = options.criterion ?? 'allowed-set';
  // One detector set for the whole replay: its caches (per-text profiles, compiled vault values)
  // are then shared by the guard of every trace, as one detection engine shares them across events.
  const detectors = defaultDetectors();
  return {
    async replay(item) {
      if (item.kind === 'rejected') return { kind: 'rejected' };
      const trace = item.trace;
      const reason = trace.end === undefined ? 'incomplete' : trace.end.status !== 'ok' && options.includeErrors !== true ? `status ${trace.end.status}` : undefined;
      const scenario = trace.start.scenarioId === undefined || trace.start.scenarioId === null ? undefined : options.scenarios?.get(trace.start.scenarioId);
      const vault = trace.start.vault ?? scenario?.vault;
      const policy = trace.start.policy ?? scenario?.policy;
      const why = reason ?? (vault === undefined || policy === undefined ? 'no vault or policy' : undefined);
      if (why !== undefined || vault === undefined || policy === undefined) return { kind: 'excluded', reason: why ?? 'no vault or policy' };
      const purpose = scenario?.task?.purpose ?? options.purpose ?? '';
      const guard = createGuard({
        vault,
        policy,
        criterion,
        purpose,
        failMode: 'closed',
        detectors,
        ...(options.judge === undefined ? {} : { judge: options.judge }),
        ...(options.extract === undefined ? {} : { extract: options.extract }),
      });
      const tallies = new Map<ChannelId, Tally>();
      const overall = newTally();
      const observed = await replayTrace(trace, guard, tallies, overall);
      return { kind: 'replayed', criterion: guard.criterion, observed, channels: [...tallies.entries()], overall };
    },
  };
}

function addTally(into: Tally, from: Tally): void {
  into.leaking += from.leaking;
  into.stopped += from.stopped;
  into.clean += from.clean;
  into.touched += from.touched;
  for (const kind of Object.keys(into.decisions) as GuardDecisionKind[]) into.decisions[kind] += from.decisions[kind];
  into.abstractStillLeaking += from.abstractStillLeaking;
  into.failures += from.failures;
}

/**
 * Replays traces through a guard (one guard per trace, prepared for its vault and policy).
 *
 * @example
 * const report = await replayTraces({ sources: ['traces.jsonl.gz'], criterion: 'allowed-set' });
 * console.log(report.channels.C2?.stopped.rate, report.channels.C2?.touched.ci);
 */
export async function replayTraces(options: ReplayOptions): Promise<ReplayReport> {
  const criterion = options.criterion ?? 'allowed-set';
  const tallies = new Map<ChannelId, Tally>();
  const overall = newTally();
  const excluded: Record<string, number> = {};
  let replayed = 0;
  let rejectedLines = 0;
  let observedEvents = 0;
  let criterionId = typeof criterion === 'string' ? criterion : criterion.id;
  const sources = typeof options.sources === 'string' ? [options.sources] : [...options.sources];
  const jobs = options.jobs ?? 1;
  if (!Number.isInteger(jobs) || jobs < 1) throw new RangeError(`replayTraces: jobs must be a positive integer, got ${jobs}`);
  const settings: Omit<ReplayOptions, 'sources' | 'onProgress' | 'jobs'> = {
    criterion,
    ...(options.judge === undefined ? {} : { judge: options.judge }),
    ...(options.extract === undefined ? {} : { extract: options.extract }),
    ...(options.purpose === undefined ? {} : { purpose: options.purpose }),
    ...(options.scenarios === undefined ? {} : { scenarios: options.scenarios }),
    ...(options.includeErrors === undefined ? {} : { includeErrors: options.includeErrors }),
  };
  // Workers build their guards from plain data: a criterion object or a judge model stays in this thread.
  const inWorkers = jobs > 1 && options.judge === undefined && !sources.includes('-');
  const results = inWorkers && typeof criterion === 'string' ? replayInWorkers({ ...settings, criterion, sources }, jobs) : replayHere(openTraceSource(options.sources), createTraceReplayer(settings));
  for await (const result of results) {
    if (result.kind === 'rejected') {
      rejectedLines += 1;
      continue;
    }
    if (result.kind === 'excluded') {
      excluded[result.reason] = (excluded[result.reason] ?? 0) + 1;
      continue;
    }
    criterionId = result.criterion;
    for (const [channel, tally] of result.channels) {
      const into = tallies.get(channel) ?? newTally();
      tallies.set(channel, into);
      addTally(into, tally);
    }
    addTally(overall, result.overall);
    observedEvents += result.observed;
    replayed += 1;
    options.onProgress?.({ traces: replayed, events: overall.leaking + overall.clean });
  }
  const channels: Partial<Record<ChannelId, ChannelReplay>> = {};
  for (const channel of CHANNEL_IDS) {
    const tally = tallies.get(channel);
    if (tally !== undefined) channels[channel] = finish(tally);
  }
  return { criterion: criterionId, traces: { replayed, excluded }, rejectedLines, observedEvents, channels, overall: finish(overall) };
}

async function* replayHere(items: AsyncIterable<TraceItem>, replayer: TraceReplayer): AsyncGenerator<ReplayItemResult> {
  for await (const item of items) yield await replayer.replay(item);
}

/** What a replay worker builds its replayer from (structured-clone data). */
export type ReplayWorkerData = Omit<ReplayOptions, 'sources' | 'onProgress' | 'jobs' | 'criterion' | 'judge'> & { readonly criterion: string; readonly sources: readonly string[] };

function replayInWorkers(data: ReplayWorkerData, jobs: number): AsyncGenerator<ReplayItemResult> {
  return orderedWorkerMap<ReplayWorkerData, ReplayItemResult>({ script: workerScript(new URL('./replay-worker.js', import.meta.url)), jobs, data });
}
