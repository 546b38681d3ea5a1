/**
 * The options, callbacks and summary of `runBenchmark`, and the validation of its settings.
 */
import { z } from 'zod';
import { LeakscopeError, type Scenario, type TraceRecord } from '../contracts/index.js';
import type { ModelLayer } from '../models/index.js';
import { DEFAULT_RETRY, type RetrySettings } from '../models/retry-settings.js';
import type { ModelV3 } from '../models/types.js';
import type { AgentRuntime } from './agents/types.js';
import type { Defense } from './defenses/types.js';
import type { RunProgress } from './progress.js';
import type { Clock } from './runtime/clock.js';
import type { ToolOutputFormat } from './runtime/tools.js';
import type { RunPath } from './topology.js';
import type { Pricing, RunUnit } from './unit.js';

/** Options of {@link runBenchmark}. Plain settings are validated; defaults are listed. */
export interface RunBenchmarkOptions {
  readonly scenarios: readonly Scenario[];
  /** Where the scenarios came from (a file path), recorded in config.json. */
  readonly scenarioSource?: string;
  /** Default `['reference:naive', 'reference:relay', 'reference:minimal']`. */
  readonly agents?: readonly (string | AgentRuntime)[];
  /** Default `['none', 'privacy-prompt', 'internal-interceptor']`. */
  readonly defenses?: readonly (string | Defense)[];
  /** Default both; `multi` runs only for scenarios whose topology is multi-agent. */
  readonly paths?: readonly RunPath[];
  /** `provider:model` for the `llm` agent. */
  readonly model?: string;
  readonly baseURL?: string;
  readonly apiKey?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** A model instance for the `llm` agent instead of `model` (tests: `MockLanguageModelV3`). */
  readonly languageModel?: ModelV3;
  /**
   * The model layer of the run's LLM and framework agents. Default: one the run creates, with
   * the response cache in the run directory (`cache`, `cacheFile`), the run's retry settings and
   * seed, closed when the run ends. A layer passed here is used as it is and not closed.
   */
  readonly models?: ModelLayer;
  /** Default 42. */
  readonly seed?: number;
  /** Units in flight at once. Default 4. */
  readonly concurrency?: number;
  /** Per-run time limit. Default 60 000 ms. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetrySettings>;
  /** Model steps per LLM agent turn. Default 12. */
  readonly maxSteps?: number;
  /** Default `leakscope-out`. */
  readonly outDir?: string;
  /** Default `<yyyymmdd-hhmmss>-<digest>` from the clock and the configuration. */
  readonly runId?: string;
  /** Continue the run in `outDir/runId` (its configuration must match). */
  readonly resume?: boolean;
  /** On resume, run again the units whose trace ended in `error` or `timeout`. */
  readonly rerunFailed?: boolean;
  /** The run's clock (run id, `createdAt`, progress, wall time), and the units' unless `unitClock` says otherwise. Default the system clock. */
  readonly clock?: Clock;
  /**
   * The clock of each unit's trace. `shared` (default): the run's `clock`, one for every unit —
   * with a logical clock, concurrent units interleave its ticks by timing. `logical`: each unit
   * its own logical clock, all starting at a base derived from `seed` (`logicalUnitClocks`), so
   * the same seed, configuration and cached responses give byte-identical traces at any
   * concurrency and on resume. Or a factory called once per unit.
   */
  readonly unitClock?: 'shared' | 'logical' | ((unit: RunUnit) => Clock);
  readonly pricing?: Pricing;
  /** Default `lines`. */
  readonly toolOutputFormat?: ToolOutputFormat;
  /**
   * An LLM task judge (`provider:model` or a model object), asked after the oracle's rule checks
   * passed whether the delivered result does what the task asks (see `task-judge.ts`). Its calls
   * go through the run's model layer (cache, retries); an unreadable reply or a failed call leaves
   * task success unknown. Default: rules only.
   */
  readonly taskJudge?: string | ModelV3;
  /** Embed vault and policy in each trace-start (self-contained traces). Default true. */
  readonly embedScenario?: boolean;
  /**
   * Also run every attacked unit without its attack (an A0 twin, trace id `<unit>/a0`): whether
   * the attack's targets leak anyway is the baseline of targeted ASR. Twins are not part of any
   * leak rate. Default true.
   */
  readonly attackBaseline?: boolean;
  /**
   * Write the traces gzip-compressed, as `traces.jsonl.gz` (each batch sync-flushed, so every
   * written trace is readable from the file as the run goes; `recoverTraceFile` repairs a file
   * cut by a crash). Default false: `traces.jsonl`. A resumed run continues the file its saved
   * config.json names, whatever this says.
   */
  readonly compressTraces?: boolean;
  /** Cache model responses. Default true. */
  readonly cache?: boolean;
  /** The SQLite cache file; default `<run dir>/cache.sqlite`. Share one to replay another run's responses. */
  readonly cacheFile?: string;
  /** Counts leaks for progress (e.g. a detector from `detect/`); true when the trace leaked. */
  readonly countLeaks?: (records: readonly TraceRecord[], scenario: Scenario) => boolean;
  /** Cancels the run: no new units start, unfinished units are not written (resume runs them). */
  readonly signal?: AbortSignal;
}

/** Callbacks of {@link runBenchmark}. */
export interface RunHooks {
  readonly onProgress?: (progress: RunProgress) => void;
}

/** What a run did. */
export interface RunSummary {
  readonly runId: string;
  readonly runDir: string;
  readonly tracesPath: string;
  readonly configPath: string;
  readonly units: { readonly total: number; readonly alreadyDone: number; readonly written: number };
  readonly status: { readonly ok: number; readonly error: number; readonly timeout: number };
  readonly taskSuccess: { readonly passed: number; readonly failed: number; readonly unknown: number };
  /**
   * Attacked units of this session whose payload had nowhere to go on their path (e.g. inter-agent-message,
   * single path). A resumed run counts only the units it ran; the stored traces' `attackDelivered: false` counts them all.
   */
  readonly attacksNotPlaced: number;
  /** A0 twins run in this session as the baseline of targeted ASR (see `attackBaseline`); not part of any leak rate. */
  readonly attackBaselines: number;
  /** Tokens (and cost, with `pricing`) of every model call in the traces written, replays included. */
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly costUsd?: number };
  /** The part of `usage` that reached the provider in this session (cache misses): what was spent. */
  readonly billed: { readonly inputTokens: number; readonly outputTokens: number; readonly costUsd?: number };
  readonly modelCalls: number;
  readonly cachedCalls: number;
  readonly retries: number;
  readonly leaks?: number;
  readonly cancelled: boolean;
  readonly wallMs: number;
}

const SettingsSchema = z.strictObject({
  seed: z.number().int().default(42),
  concurrency: z.number().int().min(1).max(1024).default(4),
  timeoutMs: z.number().int().positive().default(60_000),
  maxSteps: z.number().int().min(1).max(100).default(12),
  paths: z
    .array(z.enum(['single', 'multi']))
    .min(1)
    .default(['single', 'multi']),
  outDir: z.string().min(1).default('leakscope-out'),
  runId: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, dash and underscore only')
    .optional(),
  toolOutputFormat: z.enum(['lines', 'json']).default('lines'),
  retry: z
    .strictObject({
      retries: z.number().int().min(0).max(20).optional(),
      initialDelayMs: z.number().int().min(0).optional(),
      maxDelayMs: z.number().int().min(0).optional(),
      callTimeoutMs: z.number().int().positive().optional(),
    })
    .default({}),
});

/** The validated plain settings of a run, with defaults applied. */
export type RunSettings = Omit<z.infer<typeof SettingsSchema>, 'retry'> & { readonly retry: RetrySettings };

/**
 * Validates the plain settings of a run and applies the defaults.
 *
 * @throws LeakscopeError `invalid-config` with a readable list of what is wrong.
 */
export function parseRunSettings(options: RunBenchmarkOptions): RunSettings {
  const parsed = SettingsSchema.safeParse({
    seed: options.seed,
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    maxSteps: options.maxSteps,
    paths: options.paths === undefined ? undefined : [...options.paths],
    outDir: options.outDir,
    runId: options.runId,
    toolOutputFormat: options.toolOutputFormat,
    retry: options.retry,
  });
  if (!parsed.success) throw new LeakscopeError('invalid-config', `invalid run options: ${z.prettifyError(parsed.error)}`);
  const { retry, ...rest } = parsed.data;
  return {
    ...rest,
    retry: {
      retries: retry.retries ?? DEFAULT_RETRY.retries,
      initialDelayMs: retry.initialDelayMs ?? DEFAULT_RETRY.initialDelayMs,
      maxDelayMs: retry.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs,
      callTimeoutMs: retry.callTimeoutMs ?? DEFAULT_RETRY.callTimeoutMs,
    },
  };
}
