/**
 * Criteria judged by a language model (any provider, through the model layer: cache, retries,
 * budget, accounting): one structured call per flow, a verdict per detected fact. A failed
 * call, an unparsable answer or a missing verdict is `unknown` — the guard's fail mode decides,
 * and the reason is logged.
 *
 * The prompt pieces (the flow, the detected facts, the content) and the call itself are shared
 * with the arbiter (`arbiter.ts`), so every model-judged criterion describes a flow the same way
 * and reaches its model by one path.
 */
import { Output } from 'ai';
import { z } from 'zod';
import { CHANNELS } from '../../contracts/index.js';
import { maskValuesInText } from '../../lib/masking.js';
import type { ModelLayer, ModelRef } from '../../models/index.js';
import type { CriterionContext, CriterionResult, DetectedField, DetectedUnvaulted, FieldVerdict } from '../types.js';

/** How a model-judged criterion calls its model. */
export interface ModelJudgeOptions {
  /** A `provider:model` spec, a selection or a model object. */
  readonly model: ModelRef;
  /** The layer the calls go through (its cache, budget and accounting); default a private layer without cache. */
  readonly models?: ModelLayer;
  /** Per-attempt timeout; default 30 s. */
  readonly timeoutMs?: number;
  /** Retries on transient errors (the layer's policy); default 1. */
  readonly maxRetries?: number;
  /** Longest content sent to the model, in characters; default 8,000. */
  readonly maxContentChars?: number;
}

/** The per-fact actions a model may give. */
export const ActionSchema = z.enum(['pass', 'generalize', 'omit', 'block']);
/** The answer the model must give. */
export const JudgementSchema = z.object({
  verdicts: z.array(z.object({ target: z.string(), action: ActionSchema, reason: z.string() })),
});

/** The ids of every detected fact, vault fields first: what a criterion owes a verdict for. */
export function targetsOf(context: CriterionContext): string[] {
  return [...context.fields.map((found) => found.target), ...context.unvaulted.map((found) => found.target)];
}

/**
 * What a model's words must not repeat: the vault values, the values of fields learned from
 * reads, and the text of unvaulted identifiers found in the content.
 */
export function secretsOf(context: CriterionContext): string[] {
  const found = context.unvaulted.flatMap((entry) => entry.occurrences.map((occurrence) => context.parts[occurrence.part]?.slice(occurrence.span.start, occurrence.span.end) ?? ''));
  return [...context.vault.map((field) => field.value), ...context.fields.map((entry) => entry.field.value), ...found];
}

/** A model's words fit for a rationale: values masked, at most `max` characters. */
export function maskedReason(text: string, secrets: readonly string[], max = 300): string {
  return maskValuesInText(text, secrets).slice(0, max);
}

/** The flow's ends, channel, tool and purpose, as the prompt states them. */
export function describeFlow(context: CriterionContext): string[] {
  const flow = context.flow;
  return [
    `Flow: ${flow.sender} -> ${flow.recipient} (recipient class: ${context.recipientClass}) on ${flow.channel} (${CHANNELS[flow.channel].name})${flow.tool === undefined ? '' : `, tool ${flow.tool}`}${context.externalWrite ? ', an external write' : ''}.`,
    `Purpose of the task: ${flow.purpose === '' ? '(not stated)' : flow.purpose}`,
  ];
}

/** One fact's line: its id and what it is, never its value. */
export function describeFact(found: DetectedField | DetectedUnvaulted): string {
  if ('recogniser' in found) return `- ${found.target}: a ${found.recogniser} that is not in the data vault`;
  const field = found.field;
  return `- ${found.target}: type "${field.label ?? field.key}", category ${field.category}, subject ${field.record ?? 'unspecified'}${found.allowed ? ', allowed on this channel by the scenario policy' : ''}${found.observed ? ', read earlier in this task' : ''}`;
}

/** The detected facts, one line each, with optional lines under each (the arbiter's norms). */
export function describeTargets(context: CriterionContext, extra: (found: DetectedField | DetectedUnvaulted) => readonly string[] = () => []): string {
  return [...context.fields, ...context.unvaulted].flatMap((found) => [describeFact(found), ...extra(found)]).join('\n');
}

/** The content parts, cut at `maxChars`. */
export function contentSection(context: CriterionContext, maxChars: number): string {
  const content = context.parts.join('\n---\n');
  return content.length > maxChars ? `${content.slice(0, maxChars)}\n[truncated]` : content;
}

/** The instruction every per-fact answer follows. */
export const FACT_ACTIONS =
  "For every fact id give an action: pass (may flow as is), generalize (replace by a less specific statement), omit (remove it), block (the whole flow must not happen). Give a short reason without repeating the fact's value.";

function prompt(question: string, context: CriterionContext, maxChars: number): string {
  return [
    `Criterion: ${question}`,
    '',
    ...describeFlow(context),
    '',
    'Facts detected in the content (decide each one by its id):',
    describeTargets(context),
    '',
    'Content:',
    contentSection(context, maxChars),
    '',
    FACT_ACTIONS,
  ].join('\n');
}

/** The system prompt of the model-judged criteria. */
export const JUDGE_SYSTEM =
  'You are the privacy arbiter at the write boundary of an LLM agent system. You judge each detected fact against the criterion given and answer only with the JSON object requested.';

/** What {@link askModel} returns: the parsed answer, or why there is none (masked). */
export type ModelAnswer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** Whether a reply is the JSON object the schema wants: only such replies are kept in the cache. */
function readable(schema: z.ZodType, result: { readonly content: ReadonlyArray<{ readonly type: string; readonly text?: string }> }): boolean {
  const text = result.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text ?? '')
    .join('');
  try {
    return schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * The one call of the model-judged criteria: a structured `generateText` through the model layer
 * (its cache, retries, budget and accounting). Only readable replies are cached, so a re-run
 * retries a garbage reply instead of replaying it. A failed call, a refusal (content filter) or
 * an unparsable reply is `{ ok: false, reason }`, with `secrets` masked in the reason.
 *
 * @example
 * const answer = await askModel(options, { system: JUDGE_SYSTEM, prompt, schema: JudgementSchema }, secretsOf(context));
 * if (!answer.ok) return { status: 'unknown', reason: answer.reason };
 */
export async function askModel<T>(
  options: ModelJudgeOptions,
  request: { readonly system: string; readonly prompt: string; readonly schema: z.ZodType<T> },
  secrets: readonly string[],
): Promise<ModelAnswer<T>> {
  try {
    // Loaded on first use: a guard without a model criterion never loads the provider packages.
    const models = options.models ?? (await import('../../models/index.js')).createModelLayer();
    const result = await models.generateText({
      model: options.model,
      scope: { retry: { retries: options.maxRetries ?? 1, callTimeoutMs: options.timeoutMs ?? 30_000 }, cacheable: (reply) => readable(request.schema, reply) },
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema }),
    });
    if (result.finishReason === 'content-filter') return { ok: false, reason: 'model judgement failed: the model refused (content filter)' };
    return { ok: true, value: result.output };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `model judgement failed: ${maskedReason(message, secrets)}` };
  }
}

/**
 * Asks the model for a verdict on every detected fact.
 *
 * @example
 * const result = await judgeWithModel('Is this fact clearly needed for the purpose?', context, { model });
 * if (result.status === 'unknown') console.warn(result.reason);
 */
export async function judgeWithModel(question: string, context: CriterionContext, options: ModelJudgeOptions): Promise<CriterionResult> {
  const targets = targetsOf(context);
  if (targets.length === 0) return { status: 'judged', verdicts: [] };
  const secrets = secretsOf(context);
  const answer = await askModel(options, { system: JUDGE_SYSTEM, prompt: prompt(question, context, options.maxContentChars ?? 8000), schema: JudgementSchema }, secrets);
  if (!answer.ok) return { status: 'unknown', reason: answer.reason };
  const byTarget = new Map(answer.value.verdicts.map((entry) => [entry.target, entry]));
  const missing = targets.filter((target) => !byTarget.has(target));
  if (missing.length > 0) return { status: 'unknown', reason: `model gave no verdict for ${missing.join(', ')}` };
  const verdicts: FieldVerdict[] = targets.map((target) => {
    const entry = byTarget.get(target);
    return { target, action: entry?.action ?? 'block', rationale: `${target.replace(/^vault:/, '')}: ${maskedReason(entry?.reason ?? '', secrets)}` };
  });
  return { status: 'judged', verdicts };
}
