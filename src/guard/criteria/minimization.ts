/**
 * The data-minimization criterion: only what the task's purpose needs may flow.
 *
 * With a model, the model judges each fact ("would the message still serve the purpose
 * without it?"), over the deterministic floor: what the offline rules below block (a regulated
 * identifier on an external write that is not needed) stays blocked whatever the model says, so
 * a model can make a decision stricter, never lift that BLOCK (`floorVerdicts`). Without one, an offline approximation decides: a fact is needed when it is
 * allowed on the channel by the scenario policy (the author's statement of what the task uses
 * there), or when `needOf` says so — a norm licenses it; a sensitive field (identifier or special
 * category) only when the purpose names its own concept, never on a shared word; an ordinary
 * field when the purpose mentions a word of its key or label, its kind, or its category. Facts
 * that are not needed are withheld: generalised when that is clean, else omitted, or blocked
 * on an external write when they are regulated identifiers. Unvaulted identifiers are needed
 * only when the purpose names their kind.
 */
import type { Criterion, CriterionContext, CriterionResult, FieldVerdict } from '../types.js';
import { floorVerdicts, judgeWithModel, type ModelJudgeOptions } from './model-judge.js';
import { needOf } from './need.js';
import { DEFAULT_NORM_RULES, type NormRule } from './norm-rules.js';
import { REGULATED_RECOGNISERS, termsOf, verdict, withholdAction } from './shared.js';

/** The question asked of a model. */
export const MINIMIZATION_QUESTION =
  'Data minimization: is this exact fact necessary to accomplish the stated purpose? Pass only facts the message could not do without; generalize facts whose gist is needed; omit the rest; block only when the flow cannot happen without an unnecessary sensitive fact.';

/** The offline rule (module comment): what the criterion decides without a model, and the floor under a model's verdicts. */
export const decideMinimizationOffline =
  (rules: readonly NormRule[]) =>
  (context: CriterionContext): CriterionResult => {
    const purpose = context.flow.purpose;
    const verdicts: FieldVerdict[] = context.fields.map((found) => {
      const key = found.field.key;
      if (found.allowed) return verdict(found, 'pass', `${key} is allowed on ${context.flow.channel}, so the task uses it there`);
      const need = needOf(found.field, context.flow, context.recipientClass, rules, found.revealed);
      if (need.needed) return verdict(found, 'pass', `${key}: ${need.why}`);
      const action = withholdAction(found.field, context);
      return verdict(found, action, `${key} is not needed (${need.why}); ${action === 'generalize' ? 'generalised' : action === 'block' ? 'blocked' : 'omitted'}`);
    });
    const words = new Set(termsOf(purpose));
    for (const found of context.unvaulted) {
      if (words.has(found.recogniser)) verdicts.push(verdict(found, 'pass', `the purpose mentions ${found.recogniser}`));
      else verdicts.push(verdict(found, context.externalWrite && REGULATED_RECOGNISERS.has(found.recogniser) ? 'block' : 'omit', `an unvaulted ${found.recogniser} is not needed for the purpose`));
    }
    return { status: 'judged', verdicts };
  };

/** Options of {@link createMinimizationCriterion}. */
export interface MinimizationOptions {
  /** Judge with this model; offline approximation when absent. */
  readonly judge?: ModelJudgeOptions;
  /** Norms tried before the defaults (`DEFAULT_NORM_RULES`), first match wins. */
  readonly normRules?: readonly NormRule[];
}

/**
 * Creates the minimization criterion.
 *
 * @example createMinimizationCriterion() // offline approximation
 * @example createMinimizationCriterion({ judge: { model: openai('gpt-4o-mini') } })
 */
export function createMinimizationCriterion(options: MinimizationOptions = {}): Criterion {
  const judge = options.judge;
  const offline = decideMinimizationOffline([...(options.normRules ?? []), ...DEFAULT_NORM_RULES]);
  if (judge === undefined) {
    return {
      id: 'minimization',
      description: 'only what the purpose needs (offline: norms, then the purpose naming a sensitive field, then a word of an ordinary one)',
      kind: 'deterministic',
      decide: offline,
    };
  }
  return {
    id: 'minimization',
    description: 'only what the purpose needs (model-judged, over the offline BLOCK floor)',
    kind: 'model',
    decide: async (context) => floorVerdicts(await judgeWithModel(MINIMIZATION_QUESTION, context, judge), offline(context)),
  };
}
