/**
 * The arbiter criterion (AgentPrivAudit's decision engine): before an outbound write, one model
 * call sees what the write boundary knows — the inventory of five-field flow records (what
 * entered the agent's context and from where), the outbound flow (sender → recipient, recipient
 * class, channel, tool, external write), the purpose, every detected fact by id with the
 * contextual norm that matches it (`norm-rules.ts`), and the content — and answers with a
 * decision for the flow (PASS / ABSTRACT / BLOCK), a rationale, and an action per fact.
 *
 * The answer becomes one verdict per fact. Where the decision and the fact actions disagree, the
 * stricter reading wins and the rationale says what was filled in:
 *
 * - PASS: every fact needs an action; a missing one makes the answer `unknown` (the fail mode
 *   decides). A fact the model marked generalize, omit or block keeps that action.
 * - ABSTRACT: a fact without an action is omitted; if no fact is withheld, every fact is
 *   generalised (the decision asks for general statements and names no fact to keep specific).
 * - BLOCK: a fact without an action is blocked; if no fact is blocked, every fact is.
 *
 * Facts listed for ids that were not detected are ignored; a fact listed twice takes its stricter
 * action. A failed call, a refusal or an unparsable answer is `unknown`: never a PASS by itself.
 *
 * The content is fenced and long content is judged in stretches, as for every model-judged
 * criterion (`model-judge.ts`): one arbiter call per stretch with facts, the strictest action per
 * fact, a fact never shown blocked. Under the answer lies the deterministic floor of the offline
 * contextual-integrity rules (the criterion the arbiter applies by default): a fact they block
 * — a regulated identifier on an external write — stays blocked whatever the arbiter decided.
 */
import { z } from 'zod';
import { unvaultedField } from './shared.js';
import type { Criterion, CriterionContext, CriterionResult, DetectedField, DetectedUnvaulted, FieldAction, FieldVerdict, FlowRecord } from '../types.js';
import { randomFenceKey, neutraliseData } from '../../detect/judge/prompts.js';
import { CONTEXTUAL_INTEGRITY_QUESTION, decideContextualIntegrityOffline } from './contextual-integrity.js';
import {
  ActionSchema,
  askModel,
  contentSection,
  DEFAULT_MAX_CONTENT_CHARS,
  DEFAULT_MAX_CONTENT_CHUNKS,
  describeFlow,
  describeTargets,
  floorVerdicts,
  judgeInWindows,
  judgeSystem,
  maskedReason,
  planContent,
  secretsOf,
  targetsOf,
  type ContentWindow,
  type ModelJudgeOptions,
} from './model-judge.js';
import { DEFAULT_NORMS } from './norms.js';
import { DEFAULT_NORM_RULES, matchNormRule, type NormRule } from './norm-rules.js';
import { sensitiveType } from './sensitivity.js';

/** The answer the arbiter's model must give. */
export const ArbiterAnswerSchema = z.object({
  decision: z.enum(['PASS', 'ABSTRACT', 'BLOCK']),
  rationale: z.string(),
  facts: z.array(z.object({ target: z.string(), action: ActionSchema, reason: z.string() })),
});
export type ArbiterAnswer = z.infer<typeof ArbiterAnswerSchema>;

/** Options of {@link createArbiterCriterion}. */
export interface ArbiterOptions {
  /** The model and how to call it (layer, retries, timeout, content length). */
  readonly judge: ModelJudgeOptions;
  /** Norm rules tried before the defaults (`DEFAULT_NORM_RULES`), first match wins; the prompt quotes the one matching each fact. */
  readonly normRules?: readonly NormRule[];
  /** Most inventory records sent; default 40 (the records of the detected facts first, then the latest others). */
  readonly maxInventory?: number;
  /** The criterion the arbiter applies (AgentPrivAudit swaps it); default contextual integrity. */
  readonly question?: string;
}

const STRICTNESS: Readonly<Record<FieldAction, number>> = { pass: 0, generalize: 1, omit: 2, block: 3 };

/** The norm line of one fact: the first rule that matches it, or that none does. */
function normLine(found: DetectedField | DetectedUnvaulted, context: CriterionContext, rules: readonly NormRule[]): string {
  const rule =
    'recogniser' in found
      ? matchNormRule(rules, unvaultedField(found.recogniser), context.flow, context.recipientClass)
      : matchNormRule(rules, found.field, context.flow, context.recipientClass, sensitiveType(found.field) ?? found.revealed);
  return rule === undefined ? '  norm: no norm matches' : `  norm ${rule.id} (${rule.decision}): ${rule.why}`;
}

/** The inventory records sent: those of the detected facts first, then the latest others, in inventory order. */
function chosenRecords(inventory: readonly FlowRecord[], keys: ReadonlySet<string>, max: number): readonly FlowRecord[] {
  if (inventory.length <= max) return inventory;
  const indices = inventory.map((_, index) => index);
  const relevant = indices.filter((index) => keys.has(inventory[index]?.field ?? ''));
  const others = indices.filter((index) => !keys.has(inventory[index]?.field ?? '')).reverse();
  const picked = [...relevant, ...others].slice(0, max).sort((a, b) => a - b);
  return picked.flatMap((index) => inventory[index] ?? []);
}

function describeInventory(context: CriterionContext, max: number): string[] {
  const keys = new Set(context.fields.map((found) => found.field.key));
  const shown = chosenRecords(context.inventory, keys, max);
  if (shown.length === 0) return ['- (nothing recorded yet)'];
  const lines = shown.map((record) => {
    const principle = record.transmissionPrinciple;
    const fact = record.field !== null && keys.has(record.field) ? ` [fact vault:${record.field}]` : '';
    return `- ${record.sender} -> ${record.recipient}: ${record.type} about ${record.subject} (${record.category}), for "${principle.purpose === '' ? 'no stated purpose' : principle.purpose}" on ${principle.channel}${fact}`;
  });
  const hidden = context.inventory.length - shown.length;
  return hidden > 0 ? [...lines, `- (${hidden} more records not shown)`] : lines;
}

/** The instruction of the arbiter's answer. */
const DECIDE =
  "Decide the flow: PASS (everything may flow as is), ABSTRACT (the flow may happen once the facts you mark generalize or omit are replaced by a less specific statement or removed), BLOCK (the flow must not happen). Give a short rationale for the decision, and for every fact id an action — pass, generalize, omit or block — with a short reason. Never repeat a fact's value.";

/**
 * The prompt the arbiter's model receives (exported for tests and docs): for one stretch of the
 * content (default the first with facts), fenced with `fenceKey`.
 *
 * @example arbiterPrompt(context, { judge: { model } }, key) // 'Criterion: Contextual integrity: ...\n\nFlow: agent -> ...'
 */
export function arbiterPrompt(
  context: CriterionContext,
  options: ArbiterOptions,
  fenceKey: string = randomFenceKey(),
  window: ContentWindow | undefined = planContent(context, options.judge.maxContentChars ?? DEFAULT_MAX_CONTENT_CHARS, options.judge.maxContentChunks ?? DEFAULT_MAX_CONTENT_CHUNKS).windows[0],
): string {
  const rules = [...(options.normRules ?? []), ...DEFAULT_NORM_RULES];
  const only = window?.targets ?? new Set(targetsOf(context));
  const head = [
    `Criterion: ${options.question ?? CONTEXTUAL_INTEGRITY_QUESTION}`,
    '',
    ...describeFlow(context),
    '',
    'Inventory — what entered the agent context before this flow (source -> receiver: type about subject, for purpose on channel):',
    ...describeInventory(context, options.maxInventory ?? 40),
    '',
    'Facts detected in the content (decide each one by its id), each with the contextual norm that matches it:',
    describeTargets(context, (found) => [normLine(found, context, rules)], only),
    '',
    DECIDE,
  ].join('\n');
  // Names in the flow and the inventory come from agents and tools too: they may not fake a fence either.
  const content = window === undefined ? '' : `\n\n${contentSection(window, fenceKey)}`;
  return `${neutraliseData(head, fenceKey)}${content}`;
}

/**
 * Turns the arbiter's answer into one verdict per target (the rules of the module comment).
 *
 * @example settleArbiterAnswer({ decision: 'BLOCK', rationale: 'r', facts: [] }, ['vault:ssn'], []) // judged: vault:ssn → block
 */
export function settleArbiterAnswer(answer: ArbiterAnswer, targets: readonly string[], secrets: readonly string[]): CriterionResult {
  const detected = new Set(targets);
  const given = new Map<string, { action: FieldAction; reason: string }>();
  for (const fact of answer.facts) {
    if (!detected.has(fact.target)) continue;
    const known = given.get(fact.target);
    if (known === undefined || STRICTNESS[fact.action] > STRICTNESS[known.action]) given.set(fact.target, fact);
  }
  const missing = targets.filter((target) => !given.has(target));
  if (answer.decision === 'PASS' && missing.length > 0) return { status: 'unknown', reason: `the arbiter decided PASS but gave no action for ${missing.join(', ')}` };
  const settled = new Map<string, { action: FieldAction; reason: string; note?: string }>(given);
  for (const target of missing) {
    const action: FieldAction = answer.decision === 'BLOCK' ? 'block' : 'omit';
    settled.set(target, { action, reason: '', note: `no action given under ${answer.decision}, so ${action === 'block' ? 'blocked' : 'omitted'}` });
  }
  const entries = [...settled.values()];
  if (answer.decision === 'ABSTRACT' && entries.every((entry) => entry.action === 'pass')) {
    for (const [target, entry] of settled) settled.set(target, { ...entry, action: 'generalize', note: 'ABSTRACT named no fact to withhold, so every fact is generalised' });
  }
  if (answer.decision === 'BLOCK' && entries.every((entry) => entry.action !== 'block')) {
    for (const [target, entry] of settled) settled.set(target, { ...entry, action: 'block', note: 'BLOCK named no fact to block, so every fact is blocked' });
  }
  const rationale = maskedReason(answer.rationale, secrets);
  const verdicts: FieldVerdict[] = targets.map((target) => {
    const entry = settled.get(target) ?? { action: 'block' as const, reason: '' };
    const reason = entry.reason.trim() === '' ? '' : `${maskedReason(entry.reason, secrets, 200)}; `;
    const note = entry.note === undefined ? '' : `; ${entry.note}`;
    return { target, action: entry.action, rationale: `${target.replace(/^vault:/, '')}: ${reason}arbiter ${answer.decision}: ${rationale === '' ? '(no rationale)' : rationale}${note}` };
  });
  return { status: 'judged', verdicts };
}

/**
 * Creates the arbiter criterion: one model call per flow with detected facts (none without),
 * through the model layer, so its cache replays a decided flow for free.
 *
 * @example
 * const guard = createGuard({ vault, policy, purpose: 'refer the patient', criterion: createArbiterCriterion({ judge: { model: 'openai:gpt-4o-mini', models } }) });
 * const result = await guard.inspect({ channel: 'C3', sender: 'agent', recipient: 'dr.lee@cardiology.example', content });
 * result.rationale // 'ABSTRACT (arbiter): dob → generalize: dob: ...; arbiter ABSTRACT: ...'
 */
export function createArbiterCriterion(options: ArbiterOptions): Criterion {
  const floor = decideContextualIntegrityOffline(DEFAULT_NORMS, [...(options.normRules ?? []), ...DEFAULT_NORM_RULES]);
  return {
    id: 'arbiter',
    description: 'one model decision per flow over the inventory, the flow, the purpose, the facts and their norms (AgentPrivAudit arbiter), over the offline BLOCK floor',
    kind: 'model',
    async decide(context) {
      if (targetsOf(context).length === 0) return { status: 'judged', verdicts: [] };
      const secrets = secretsOf(context);
      const judged = await judgeInWindows(context, options.judge, async (window) => {
        const fenceKey = (options.judge.fenceKey ?? randomFenceKey)();
        const request = { system: judgeSystem(fenceKey), prompt: arbiterPrompt(context, options, fenceKey, window), schema: ArbiterAnswerSchema, fenceKey };
        const answer = await askModel(options.judge, request, secrets);
        if (!answer.ok) return { status: 'unknown', reason: answer.reason };
        return settleArbiterAnswer(
          answer.value,
          targetsOf(context).filter((target) => window.targets.has(target)),
          secrets,
        );
      });
      return floorVerdicts(judged, floor(context));
    },
  };
}
