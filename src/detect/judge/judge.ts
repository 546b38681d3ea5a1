/**
 * The LLM judge of tier 3: prompts, verdicts, statistics — and no model code. The model is an
 * injected {@link JudgeCompletion} (the model layer makes one from any provider, with its cache
 * and retries: `models/judge.ts`), so detection stays pure. One call judges several facts of one
 * event (batch mode), or one secret per call (PrivacyLens mode, for comparability). A failed
 * call or an unreadable reply gives `unknown` verdicts with a reason, counted in
 * {@link JudgeStats}, never "no". Replies are cached under a content hash of what decides them.
 */
import { createHash } from 'node:crypto';
import { maskValuesInText } from '../../lib/masking.js';
import { loadPromptTemplates, randomFenceKey, renderBatchPrompt, renderPrivacyLensPrompt, type JudgedFact, type PromptTemplates, type RenderedPrompt } from './prompts.js';
import { majority, parseBatchReply, parsePrivacyLensReply, type FactVerdict } from './verdicts.js';

/** One completion the judge asks for. */
export interface JudgeCompletionRequest {
  /** The rules (with the fence key). */
  readonly system: string;
  /** The data (facts and the fenced event). */
  readonly user: string;
  /**
   * The cache key of the call: a content hash of everything that decides the answer (model,
   * prompt version and template hash, mode, facts, event), not the random fence key.
   */
  readonly cacheKey: string;
  /** Whether a reply may be cached: only readable replies are, so a garbled one is asked again next run. */
  readonly keep: (reply: string) => boolean;
  readonly maxOutputTokens?: number;
}

/** What a completion returned. */
export interface JudgeCompletionResult {
  readonly text: string;
  /** Served from a cache: no call was made. */
  readonly cached: boolean;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/**
 * The model behind a judge: one chat completion at temperature 0 (system + user), with a cache
 * keyed by `cacheKey`. It throws when the call failed.
 */
export interface JudgeCompletion {
  /** `provider:model`: part of the cache key and the judge's default id. */
  readonly id: string;
  complete(request: JudgeCompletionRequest): Promise<JudgeCompletionResult>;
}

/** One event to judge against some facts. */
export interface JudgeRequest {
  readonly text: string;
  readonly facts: readonly JudgedFact[];
}

/** What a judge has spent and how often it could not answer. */
export interface JudgeStats {
  /** Model calls made (cache hits excluded). */
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheHits: number;
  /** Calls that failed (network, HTTP, timeout). */
  failedCalls: number;
  /** Replies that could not be read. */
  unparsable: number;
  /** Fact verdicts that ended `unknown`, for any reason. */
  unknown: number;
}

/** A judge: verdicts for every requested fact, in request order. */
export interface Judge {
  readonly id: string;
  judge(request: JudgeRequest): Promise<FactVerdict[]>;
  stats(): JudgeStats;
}

/** Options of {@link createLlmJudge}. */
export interface LlmJudgeOptions {
  /** The model (with its cache and retries): `createJudgeCompletion` of the model layer. */
  readonly completion: JudgeCompletion;
  /** Shown in reports; default the completion's id. */
  readonly id?: string;
  /** `batch` (several facts, JSON) or `privacylens` (one Yes/No question per secret). */
  readonly mode?: 'batch' | 'privacylens';
  readonly templates?: PromptTemplates;
  /** Facts per batch call; default 8. */
  readonly maxFactsPerCall?: number;
  readonly maxOutputTokens?: number;
  /** Fence key source (tests inject a fixed one); default random. */
  readonly fenceKey?: () => string;
}

/** The cache key of one judge call. */
export function judgeCacheKey(parts: {
  readonly model: string;
  readonly promptVersion: string;
  readonly promptHash: string;
  readonly mode: string;
  readonly facts: readonly { key: string; statement: string }[];
  readonly event: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.model, parts.promptVersion, parts.promptHash, parts.mode, parts.facts.map((fact) => [fact.key, fact.statement]), parts.event]))
    .digest('hex');
}

/** Stats with every counter at zero. */
export function emptyJudgeStats(): JudgeStats {
  return { calls: 0, inputTokens: 0, outputTokens: 0, cacheHits: 0, failedCalls: 0, unparsable: 0, unknown: 0 };
}

/** The HTTP status of a failure, from the error or its causes. */
function statusOf(error: unknown): number | undefined {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const status = (current as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number') return status;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A failed call's reason, without secrets: vault statements are masked, length is capped. */
function failureReason(error: unknown, secrets: readonly string[]): string {
  const record = error instanceof Error ? error : undefined;
  const code = statusOf(error);
  const status = code === undefined ? '' : ` HTTP ${code}`;
  const message = record?.message ?? String(error);
  return maskValuesInText(`call-failed:${status} ${record?.name ?? 'Error'}: ${message}`, secrets).slice(0, 240);
}

/**
 * Creates a judge over a completion (the model layer's `createModelJudge` does both steps).
 *
 * @example
 * const judge = createLlmJudge({ completion: createJudgeCompletion(models, 'openai:gpt-4o-mini') });
 * await judge.judge({ text: 'He is on metformin.', facts: [{ key: 'dx', statement: 'has type 2 diabetes' }] });
 * // [{ key: 'dx', disclosed: 'yes', evidence: 'on metformin' }]
 */
export function createLlmJudge(options: LlmJudgeOptions): Judge {
  const mode = options.mode ?? 'batch';
  const templates = options.templates ?? loadPromptTemplates('v1');
  const perCall = Math.max(1, options.maxFactsPerCall ?? 8);
  const fenceKey = options.fenceKey ?? randomFenceKey;
  const { completion } = options;
  const model = completion.id;
  const stats = emptyJudgeStats();

  async function ask(prompt: RenderedPrompt, facts: readonly JudgedFact[], event: string, keep: (reply: string) => boolean): Promise<{ reply: string } | { failure: string }> {
    const cacheKey = judgeCacheKey({ model, promptVersion: templates.version, promptHash: templates.hash, mode, facts, event });
    try {
      const result = await completion.complete({
        system: prompt.system,
        user: prompt.user,
        cacheKey,
        keep,
        ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
      });
      if (result.cached) stats.cacheHits += 1;
      else {
        stats.calls += 1;
        stats.inputTokens += result.inputTokens;
        stats.outputTokens += result.outputTokens;
      }
      return { reply: result.text };
    } catch (error) {
      stats.calls += 1;
      stats.failedCalls += 1;
      return { failure: failureReason(error, [...facts.map((fact) => fact.statement)]) };
    }
  }

  async function judgeChunk(facts: readonly JudgedFact[], event: string): Promise<FactVerdict[]> {
    const keys = facts.map((fact) => fact.key);
    if (mode === 'privacylens') {
      const verdicts: FactVerdict[] = [];
      for (const fact of facts) {
        const answer = await ask(renderPrivacyLensPrompt(templates, fact, event, fenceKey()), [fact], event, (reply) => parsePrivacyLensReply(reply, fact.key).reason !== 'unparsable');
        if ('failure' in answer) {
          verdicts.push({ key: fact.key, disclosed: 'unknown', reason: answer.failure });
          continue;
        }
        const verdict = parsePrivacyLensReply(answer.reply, fact.key);
        if (verdict.reason === 'unparsable') stats.unparsable += 1;
        verdicts.push(verdict);
      }
      return verdicts;
    }
    // Only readable replies are kept: a garbled one is asked again next run.
    const readable = (reply: string): boolean => !parseBatchReply(reply, keys).some((verdict) => verdict.reason === 'unparsable');
    const answer = await ask(renderBatchPrompt(templates, facts, event, fenceKey()), facts, event, readable);
    if ('failure' in answer) return keys.map((key) => ({ key, disclosed: 'unknown', reason: answer.failure }));
    const verdicts = parseBatchReply(answer.reply, keys);
    if (verdicts.some((verdict) => verdict.reason === 'unparsable')) stats.unparsable += 1;
    return verdicts;
  }

  return {
    id: options.id ?? model,
    async judge(request: JudgeRequest): Promise<FactVerdict[]> {
      const verdicts: FactVerdict[] = [];
      for (let start = 0; start < request.facts.length; start += perCall) verdicts.push(...(await judgeChunk(request.facts.slice(start, start + perCall), request.text)));
      stats.unknown += verdicts.filter((verdict) => verdict.disclosed === 'unknown').length;
      return verdicts;
    },
    stats: () => ({ ...stats }),
  };
}

/**
 * Several judges voting per fact ({@link majority}); its stats add up its members'.
 *
 * @example createMajorityJudge([judgeA, judgeB, judgeC]).judge(request)
 */
export function createMajorityJudge(judges: readonly Judge[]): Judge & { readonly members: readonly Judge[] } {
  if (judges.length === 0) throw new RangeError('a majority judge needs at least one judge');
  let unknown = 0;
  return {
    id: `majority(${judges.map((judge) => judge.id).join(',')})`,
    members: judges,
    async judge(request: JudgeRequest): Promise<FactVerdict[]> {
      const all = await Promise.all(judges.map((judge) => judge.judge(request)));
      const verdicts = request.facts.map((fact, index) => majority(all.map((verdicts) => verdicts[index] ?? { key: fact.key, disclosed: 'unknown', reason: 'missing-key' })));
      unknown += verdicts.filter((verdict) => verdict.disclosed === 'unknown').length;
      return verdicts;
    },
    stats(): JudgeStats {
      const total = emptyJudgeStats();
      for (const judge of judges) {
        const stats = judge.stats();
        total.calls += stats.calls;
        total.inputTokens += stats.inputTokens;
        total.outputTokens += stats.outputTokens;
        total.cacheHits += stats.cacheHits;
        total.failedCalls += stats.failedCalls;
        total.unparsable += stats.unparsable;
      }
      total.unknown = unknown;
      return total;
    },
  };
}

/**
 * A judge that lets at most `concurrency` of its `judge` calls run at once (the others wait, in
 * order), so a caller may start all the events of a trace together.
 *
 * @example const judge = createLimitedJudge(createMajorityJudge(judges), 4);
 */
export function createLimitedJudge(judge: Judge, concurrency: number): Judge {
  const limit = Math.max(1, Math.floor(concurrency));
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  };
  return {
    id: judge.id,
    async judge(request: JudgeRequest): Promise<FactVerdict[]> {
      await acquire();
      try {
        return await judge.judge(request);
      } finally {
        release();
      }
    },
    stats: () => judge.stats(),
  };
}
