/**
 * Runs the benchmark: agents × examples × configurations × repetitions, in simulated or live
 * mode; judges every final answer; replays each answer through the anti-mosaic guards. A run
 * whose agent call failed is kept as an excluded record with its reason, never scored.
 * Results come back in a fixed order whatever the concurrency, so a seeded run is reproducible.
 */
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
  readonly agentKind: 'reference' | 'llm';
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
  readonly onProgress?: (done: number, total: number) => void;
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

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function safeJudge(judge: MosaicJudge, example: MosaicExample, text: string): Promise<Judgement> {
  try {
    return await judge(example, text);
  } catch (error) {
    return { mosaic: null, refusal: null, judge: `failed: ${errorText(error)}` };
  }
}

async function runTask(task: Task, options: MosaicRunOptions, judge: MosaicJudge): Promise<MosaicResult> {
  const { agent, example, configuration, rep } = task;
  const base = {
    id: `${agent.id}|${example.id}|${configuration.id}|${rep}`,
    exampleId: example.id,
    domain: example.domain,
    agent: agent.id,
    agentKind: agent.kind,
    model: agent.model,
    mode: options.mode,
    configuration,
    rep,
  };
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
      ({ text, usage } = await agent.answer(environment, options.signal));
    } catch (error) {
      return {
        ...base,
        status: 'error',
        error: errorText(error),
        answer: null,
        documentsRead: documentsRead(),
        toolCalls: toolCalls(),
        usage: { inputTokens: 0, outputTokens: 0 },
        judgement: null,
        benignAnswered: null,
        guards: [],
      };
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
 * Runs the benchmark and returns one result per answer, ordered by agent, example,
 * configuration and repetition.
 *
 * @example
 * const results = await runMosaic({ dataset, agents: [synthesizerAgent], mode: 'simulated', reps: 1 });
 */
export async function runMosaic(options: MosaicRunOptions): Promise<MosaicResult[]> {
  const configurations = options.configurations ?? allConfigurations();
  const judge: MosaicJudge = options.judge ?? judgeOffline;
  const tasks: Task[] = [];
  for (const agent of options.agents) {
    for (const example of options.dataset.examples) {
      for (const configuration of configurations) {
        for (let rep = 1; rep <= repsFor(agent, options.reps); rep += 1) tasks.push({ index: tasks.length, agent, example, configuration, rep });
      }
    }
  }
  const results: MosaicResult[] = new Array<MosaicResult>(tasks.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next] as Task;
      next += 1;
      if (options.signal?.aborted === true) throw options.signal.reason ?? new Error('aborted');
      results[task.index] = await runTask(task, options, judge);
      done += 1;
      options.onProgress?.(done, tasks.length);
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, tasks.length));
  await Promise.all(Array.from({ length: lanes }, () => worker()));
  return results;
}
