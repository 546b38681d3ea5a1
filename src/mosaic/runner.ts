/**
 * Runs the benchmark: agents × examples × configurations × repetitions, in simulated or live
 * mode; judges every final answer; replays each answer through the anti-mosaic guards. A run
 * whose agent call failed is kept as an excluded record with its reason, never scored.
 * Results come back in a fixed order whatever the concurrency, so a seeded run is reproducible.
 */
import { LeakscopeError, NO_USAGE, type AgentKind } from '../contracts/index.js';
import { runPool } from '../run/index.js';
import { environmentTask } from './agents/task.js';
import type { AgentEnvironment, AgentUsage, MosaicAgent } from './agents/types.js';
import type { AntiMosaicDecision, AntiMosaicGuard } from './anti-mosaic.js';
import { allConfigurations, renderDocument, type MosaicConfiguration } from './config.js';
import { exampleDocuments, type MosaicDataset, type MosaicDocument, type MosaicExample } from './dataset.js';
import { answersBenign, judgeOffline, type Judgement } from './judge.js';
import { createLiveRun } from './modes/live.js';
import { buildSimulatedRun } from './modes/simulated.js';

/** A judge function: the offline judge, or an LLM judge with majority voting. */
export type MosaicJudge = (example: MosaicExample, answer: string) => Judgement | Promise<Judgement>;

/** What one guard did with one answer, and how the guarded answer was judged. */
export interface GuardedOutcome {
  readonly guard: string;
  readonly decision: AntiMosaicDecision;
  /** The rewritten or withheld text (only when the decision is not PASS). */
  readonly content: string | null;
  readonly mosaic: boolean | null;
  readonly refusal: boolean | null;
  readonly benignAnswered: boolean;
}

/** One final answer (one line of `mosaic-results.jsonl`). */
export interface MosaicResult {
  readonly id: string;
  readonly exampleId: string;
  readonly domain: string;
  readonly agent: string;
  readonly agentKind: AgentKind;
  readonly model: string | null;
  readonly mode: 'simulated' | 'live';
  readonly configuration: MosaicConfiguration;
  readonly rep: number;
  /** `error` results are excluded from every rate and counted with their reason. */
  readonly status: 'ok' | 'error';
  readonly error: string | null;
  readonly answer: string | null;
  /** Ids of the benchmark documents that entered the agent's context. */
  readonly documentsRead: readonly string[];
  readonly toolCalls: number;
  readonly usage: AgentUsage;
  readonly judgement: Judgement | null;
  /** Whether the answer contains the benign query's answer (meaningful for benign intent). */
  readonly benignAnswered: boolean | null;
  readonly guards: readonly GuardedOutcome[];
}

/** Options of {@link runMosaic}. */
export interface MosaicRunOptions {
  readonly dataset: MosaicDataset;
  readonly agents: readonly MosaicAgent[];
  readonly mode: 'simulated' | 'live';
  /** Repetitions per cell for LLM agents (the paper used 5). Reference agents are deterministic and always run once. */
  readonly reps: number;
  readonly configurations?: readonly MosaicConfiguration[];
  /** Default: the offline judge. */
  readonly judge?: MosaicJudge;
  readonly guards?: readonly AntiMosaicGuard[];
  /** Answers in flight at once (default 1; reference agents gain nothing from more). */
  readonly concurrency?: number;
  /** Per answer; an answer that runs longer is excluded as a timeout. Default none. */
  readonly timeoutMs?: number;
  /** Called in result order, once per answer. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Cancels the run: no answer starts after it fires, and `runMosaic` rejects with its reason. */
  readonly signal?: AbortSignal;
}

interface Task {
  readonly index: number;
  readonly agent: MosaicAgent;
  readonly example: MosaicExample;
  readonly configuration: MosaicConfiguration;
  readonly rep: number;
}

/** Repetitions an agent gets: reference agents are deterministic, so one. */
export function repsFor(agent: MosaicAgent, reps: number): number {
  return agent.kind === 'reference' ? 1 : Math.max(1, Math.floor(reps));
}

/** `Name: message`, with the cause's message when the error wraps one (a failed model call names what failed). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error && !error.message.includes(error.cause.message) ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

async function safeJudge(judge: MosaicJudge, example: MosaicExample, text: string): Promise<Judgement> {
  try {
    return await judge(example, text);
  } catch (error) {
    return { mosaic: null, refusal: null, judge: `failed: ${errorText(error)}` };
  }
}

function baseOf(task: Task, mode: MosaicRunOptions['mode']) {
  const { agent, example, configuration, rep } = task;
  return {
    id: `${agent.id}|${example.id}|${configuration.id}|${rep}`,
    exampleId: example.id,
    domain: example.domain,
    agent: agent.id,
    agentKind: agent.kind,
    model: agent.model,
    mode,
    configuration,
    rep,
  };
}

/** The excluded record of an answer that failed, with its reason (never scored). */
function failedResult(task: Task, mode: MosaicRunOptions['mode'], error: string, documentsRead: string[], toolCalls: number): MosaicResult {
  return { ...baseOf(task, mode), status: 'error', error, answer: null, documentsRead, toolCalls, usage: NO_USAGE, judgement: null, benignAnswered: null, guards: [] };
}

/** The answer of a model-driven agent; a live run that ended without one failed. */
function checkedAnswer(agent: MosaicAgent, mode: MosaicRunOptions['mode'], result: { output: string; finish?: 'answer' | 'step-limit' }): string {
  if (agent.kind !== 'reference' && mode === 'live') {
    if (result.finish === 'step-limit') throw new LeakscopeError('model-call-failed', `${agent.model ?? agent.id} gave no final answer within its step limit (it was still calling tools)`);
    if (result.output.trim() === '') throw new LeakscopeError('model-call-failed', `${agent.model ?? agent.id} gave an empty final answer`);
  }
  return result.output;
}

async function runTask(task: Task, options: MosaicRunOptions, judge: MosaicJudge, signal: AbortSignal): Promise<MosaicResult> {
  const { agent, example, configuration } = task;
  const base = baseOf(task, options.mode);
  let environment: AgentEnvironment;
  let documentsRead: () => string[];
  let toolCalls: () => number;
  let dispose = async (): Promise<void> => {};
  if (options.mode === 'simulated') {
    const run = buildSimulatedRun(example, configuration);
    environment = run.environment;
    documentsRead = () => [...run.documentIds];
    toolCalls = () => run.environment.transcript.length;
  } else {
    const run = await createLiveRun(example, configuration);
    environment = run.environment;
    documentsRead = () => run.documentsRead();
    toolCalls = () => run.calls.length;
    dispose = () => run.dispose();
  }
  try {
    let text: string;
    let usage: AgentUsage;
    try {
      const result = await agent.run(environmentTask(environment, base.id, signal));
      text = checkedAnswer(agent, options.mode, result);
      usage = result.usage;
    } catch (error) {
      return failedResult(task, options.mode, errorText(error), documentsRead(), toolCalls());
    }
    const read = documentsRead();
    const judgement = await safeJudge(judge, example, text);
    const guards: GuardedOutcome[] = [];
    const byId = new Map<string, MosaicDocument>(exampleDocuments(example).map(({ document }) => [document.id, document]));
    for (const guard of options.guards ?? []) {
      const session = guard.open(example);
      for (const id of read) {
        const document = byId.get(id);
        if (document !== undefined) session.observe(renderDocument(document, configuration.headers), id);
      }
      const verdict = await session.inspect(text);
      const guarded = verdict.decision === 'PASS' ? judgement : await safeJudge(judge, example, verdict.content);
      guards.push({
        guard: guard.id,
        decision: verdict.decision,
        content: verdict.decision === 'PASS' ? null : verdict.content,
        mosaic: guarded.mosaic,
        refusal: guarded.refusal,
        benignAnswered: answersBenign(example, verdict.content),
      });
    }
    return { ...base, status: 'ok', error: null, answer: text, documentsRead: read, toolCalls: toolCalls(), usage, judgement, benignAnswered: answersBenign(example, text), guards };
  } finally {
    await dispose();
  }
}

/**
 * Refuses a mode an agent cannot run, before anything runs: simulated mode needs an agent that
 * continues a replayed transcript (reference and LLM agents); framework agents run live only.
 *
 * @throws LeakscopeError `invalid-config` naming the agents and the mode to use.
 */
export function checkAgentModes(agents: readonly MosaicAgent[], mode: MosaicRunOptions['mode']): void {
  if (mode !== 'simulated') return;
  const unable = agents.filter((agent) => agent.accepts?.history !== true);
  if (unable.length > 0) {
    const names = unable.map((agent) => `${agent.id} (${agent.kind})`).join(', ');
    throw new LeakscopeError(
      'invalid-config',
      `simulated mode replays a scripted transcript as the agent's own earlier steps, which ${names} cannot take (framework agents run their own loop); use --mode live for ${unable.length === 1 ? 'it' : 'them'}`,
      { agents: unable.map((agent) => agent.id), mode },
    );
  }
}

/**
 * Runs the benchmark and returns one result per answer, ordered by agent, example,
 * configuration and repetition.
 *
 * @example
 * const results = await runMosaic({ dataset, agents: [synthesizerAgent], mode: 'simulated', reps: 1 });
 */
export async function runMosaic(options: MosaicRunOptions): Promise<MosaicResult[]> {
  const configurations = options.configurations ?? allConfigurations();
  const judge: MosaicJudge = options.judge ?? judgeOffline;
  checkAgentModes(options.agents, options.mode);
  const tasks: Task[] = [];
  for (const agent of options.agents) {
    for (const example of options.dataset.examples) {
      for (const configuration of configurations) {
        for (let rep = 1; rep <= repsFor(agent, options.reps); rep += 1) tasks.push({ index: tasks.length, agent, example, configuration, rep });
      }
    }
  }
  const outcome = await runPool({
    units: tasks,
    concurrency: options.concurrency ?? 1,
    run: (task, { signal }) => runTask(task, options, judge, signal),
    // A failure outside the agent (the live workspace could not be made) is excluded like a failed answer.
    failed: (task, failure) => failedResult(task, options.mode, failure.error, [], 0),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    onResult: (_, index) => options.onProgress?.(index + 1, tasks.length),
  });
  if (outcome.cancelled) throw options.signal?.reason ?? new Error('aborted');
  return outcome.results as MosaicResult[];
}
