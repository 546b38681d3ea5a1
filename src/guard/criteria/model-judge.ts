/**
 * Criteria judged by a language model (any provider, through the model layer: cache, retries,
 * budget, accounting): one structured call per flow, a verdict per detected fact. A failed
 * call, an unparsable answer or a missing verdict is `unknown` — the guard's fail mode decides,
 * and the reason is logged.
 */
import { Output } from 'ai';
import { z } from 'zod';
import { CHANNELS } from '../../contracts/index.js';
import { maskValuesInText } from '../../lib/masking.js';
import type { ModelLayer, ModelRef } from '../../models/index.js';
import type { CriterionContext, CriterionResult, FieldVerdict } from '../types.js';

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

const ActionSchema = z.enum(['pass', 'generalize', 'omit', 'block']);
/** The answer the model must give. */
export const JudgementSchema = z.object({
  verdicts: z.array(z.object({ target: z.string(), action: ActionSchema, reason: z.string() })),
});

function describeTargets(context: CriterionContext): string {
  const lines = context.fields.map((found) => {
    const field = found.field;
    return `- ${found.target}: type "${field.label ?? field.key}", category ${field.category}, subject ${field.record ?? 'unspecified'}${found.allowed ? ', allowed on this channel by the scenario policy' : ''}${found.observed ? ', read earlier in this task' : ''}`;
  });
  for (const found of context.unvaulted) lines.push(`- ${found.target}: a ${found.recogniser} that is not in the data vault`);
  return lines.join('\n');
}

function prompt(question: string, context: CriterionContext, maxChars: number): string {
  const flow = context.flow;
  const content = context.parts.join('\n---\n');
  return [
    `Criterion: ${question}`,
    '',
    `Flow: ${flow.sender} -> ${flow.recipient} (recipient class: ${context.recipientClass}) on ${flow.channel} (${CHANNELS[flow.channel].name})${flow.tool === undefined ? '' : `, tool ${flow.tool}`}${context.externalWrite ? ', an external write' : ''}.`,
    `Purpose of the task: ${flow.purpose === '' ? '(not stated)' : flow.purpose}`,
    '',
    'Facts detected in the content (decide each one by its id):',
    describeTargets(context),
    '',
    'Content:',
    content.length > maxChars ? `${content.slice(0, maxChars)}\n[truncated]` : content,
    '',
    "For every fact id give an action: pass (may flow as is), generalize (replace by a less specific statement), omit (remove it), block (the whole flow must not happen). Give a short reason without repeating the fact's value.",
  ].join('\n');
}

const SYSTEM = 'You are the privacy arbiter at the write boundary of an LLM agent system. You judge each detected fact against the criterion given and answer only with the JSON object requested.';

/**
 * Asks the model for a verdict on every detected fact.
 *
 * @example
 * const result = await judgeWithModel('Is this fact clearly needed for the purpose?', context, { model });
 * if (result.status === 'unknown') console.warn(result.reason);
 */
export async function judgeWithModel(question: string, context: CriterionContext, options: ModelJudgeOptions): Promise<CriterionResult> {
  const targets = [...context.fields.map((found) => found.target), ...context.unvaulted.map((found) => found.target)];
  if (targets.length === 0) return { status: 'judged', verdicts: [] };
  const values = context.vault.map((field) => field.value);
  let answer: z.infer<typeof JudgementSchema>;
  try {
    // Loaded on first use: a guard without a model criterion never loads the provider packages.
    const models = options.models ?? (await import('../../models/index.js')).createModelLayer();
    const result = await models.generateText({
      model: options.model,
      scope: { retry: { retries: options.maxRetries ?? 1, callTimeoutMs: options.timeoutMs ?? 30_000 } },
      system: SYSTEM,
      prompt: prompt(question, context, options.maxContentChars ?? 8000),
      output: Output.object({ schema: JudgementSchema }),
    });
    answer = result.output;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'unknown', reason: `model judgement failed: ${maskValuesInText(message, values).slice(0, 300)}` };
  }
  const byTarget = new Map(answer.verdicts.map((entry) => [entry.target, entry]));
  const missing = targets.filter((target) => !byTarget.has(target));
  if (missing.length > 0) return { status: 'unknown', reason: `model gave no verdict for ${missing.join(', ')}` };
  const verdicts: FieldVerdict[] = targets.map((target) => {
    const entry = byTarget.get(target);
    const reason = maskValuesInText(entry?.reason ?? '', values).slice(0, 300);
    return { target, action: entry?.action ?? 'block', rationale: `${target.replace(/^vault:/, '')}: ${reason}` };
  });
  return { status: 'judged', verdicts };
}
