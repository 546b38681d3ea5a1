/**
 * The LLM judge of tier 3, through the AI SDK provider layer. One call judges several facts
 * of one event (batch mode), or one secret per call (PrivacyLens mode, for comparability).
 * A failed call or an unreadable reply gives `unknown` verdicts with a reason, counted in
 * {@link JudgeStats}, never "no". Replies are cached by content hash.
 */
import { generateText, type LanguageModel } from 'ai';
import { maskValuesInText } from '../../lib/masking.js';
import { createMemoryJudgeCache, judgeCacheKey, type JudgeCache } from './cache.js';
import { loadPromptTemplates, randomFenceKey, renderBatchPrompt, renderPrivacyLensPrompt, type JudgedFact, type PromptTemplates, type RenderedPrompt } from './prompts.js';
import { majority, parseBatchReply, parsePrivacyLensReply, type FactVerdict } from './verdicts.js';

/** A model object (not a gateway id string). */
export type JudgeModel = Exclude<LanguageModel, string>;

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
  readonly model: JudgeModel;
  /** Shown in reports; default `provider:modelId`. */
  readonly id?: string;
  /** `batch` (several facts, JSON) or `privacylens` (one Yes/No question per secret). */
  readonly mode?: 'batch' | 'privacylens';
  readonly templates?: PromptTemplates;
  readonly cache?: JudgeCache;
  /** Facts per batch call; default 8. */
  readonly maxFactsPerCall?: number;
  /** Retries of the AI SDK per call; default 2. */
  readonly maxRetries?: number;
  readonly maxOutputTokens?: number;
  /** Per-call timeout in ms; default 60 000. */
  readonly timeoutMs?: number;
  /** Fence key source (tests inject a fixed one); default random. */
  readonly fenceKey?: () => string;
}

/** Stats with every counter at zero. */
export function emptyJudgeStats(): JudgeStats {
  return { calls: 0, inputTokens: 0, outputTokens: 0, cacheHits: 0, failedCalls: 0, unparsable: 0, unknown: 0 };
}

function modelName(model: JudgeModel): string {
  return `${model.provider}:${model.modelId}`;
}

/** A failed call's reason, without secrets: vault statements are masked, length is capped. */
function failureReason(error: unknown, secrets: readonly string[]): string {
  const record = error instanceof Error ? (error as Error & { statusCode?: unknown }) : undefined;
  const status = typeof record?.statusCode === 'number' ? ` HTTP ${record.statusCode}` : '';
  const message = record?.message ?? String(error);
  return maskValuesInText(`call-failed:${status} ${record?.name ?? 'Error'}: ${message}`, secrets).slice(0, 240);
}

/**
 * Creates a judge over an AI SDK model.
 *
 * @example
 * const judge = createLlmJudge({ model: createJudgeModel(parseJudgeSpec('openai:gpt-4o-mini')) });
 * await judge.judge({ text: 'He is on metformin.', facts: [{ key: 'dx', statement: 'has type 2 diabetes' }] });
 * // [{ key: 'dx', disclosed: 'yes', evidence: 'on metformin' }]
 */
export function createLlmJudge(options: LlmJudgeOptions): Judge {
  const mode = options.mode ?? 'batch';
  const templates = options.templates ?? loadPromptTemplates('v1');
  const cache = options.cache ?? createMemoryJudgeCache();
  const perCall = Math.max(1, options.maxFactsPerCall ?? 8);
  const fenceKey = options.fenceKey ?? randomFenceKey;
  const model = modelName(options.model);
  const stats = emptyJudgeStats();

  async function ask(prompt: RenderedPrompt, facts: readonly JudgedFact[], event: string): Promise<{ reply: string } | { failure: string }> {
    const key = judgeCacheKey({ model, promptVersion: templates.version, promptHash: templates.hash, mode, facts, event });
    const cached = cache.get(key);
    if (cached !== undefined) {
      stats.cacheHits += 1;
      return { reply: cached };
    }
    stats.calls += 1;
    try {
      const result = await generateText({
        model: options.model,
        system: prompt.system,
        prompt: prompt.user,
        temperature: 0,
        maxRetries: options.maxRetries ?? 2,
        abortSignal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
      });
      stats.inputTokens += result.usage.inputTokens ?? 0;
      stats.outputTokens += result.usage.outputTokens ?? 0;
      return { reply: result.text };
    } catch (error) {
      stats.failedCalls += 1;
      return { failure: failureReason(error, [...facts.map((fact) => fact.statement)]) };
    }
  }

  function remember(facts: readonly JudgedFact[], event: string, reply: string, verdicts: readonly FactVerdict[]): void {
    // Only readable replies are kept: a garbled one is asked again next run.
    if (verdicts.some((verdict) => verdict.reason === 'unparsable')) return;
    cache.set(judgeCacheKey({ model, promptVersion: templates.version, promptHash: templates.hash, mode, facts, event }), reply);
  }

  async function judgeChunk(facts: readonly JudgedFact[], event: string): Promise<FactVerdict[]> {
    const keys = facts.map((fact) => fact.key);
    if (mode === 'privacylens') {
      const verdicts: FactVerdict[] = [];
      for (const fact of facts) {
        const answer = await ask(renderPrivacyLensPrompt(templates, fact, event, fenceKey()), [fact], event);
        if ('failure' in answer) {
          verdicts.push({ key: fact.key, disclosed: 'unknown', reason: answer.failure });
          continue;
        }
        const verdict = parsePrivacyLensReply(answer.reply, fact.key);
        if (verdict.reason === 'unparsable') stats.unparsable += 1;
        else remember([fact], event, answer.reply, [verdict]);
        verdicts.push(verdict);
      }
      return verdicts;
    }
    const answer = await ask(renderBatchPrompt(templates, facts, event, fenceKey()), facts, event);
    if ('failure' in answer) return keys.map((key) => ({ key, disclosed: 'unknown', reason: answer.failure }));
    const verdicts = parseBatchReply(answer.reply, keys);
    if (verdicts.some((verdict) => verdict.reason === 'unparsable')) stats.unparsable += 1;
    else remember(facts, event, answer.reply, verdicts);
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
