/**
 * The data-minimization criterion: only what the task's purpose needs may flow.
 *
 * With a model, the model judges each fact ("would the message still serve the purpose
 * without it?"). Without one, an offline approximation decides — lexical, and honest about
 * it: a fact is needed when it is allowed on the channel by the scenario policy (the author's
 * statement of what the task uses there) or when the purpose text mentions a word of its
 * key or label, its kind, or a word standing for its category ("billing" for FIN). Facts
 * that are not needed are withheld: generalised when that is clean, else omitted, or blocked
 * on an external write when they are regulated identifiers. Unvaulted identifiers are needed
 * only when the purpose names their kind.
 */
import type { Criterion, CriterionContext, CriterionResult, FieldVerdict } from '../types.js';
import { judgeWithModel, type ModelJudgeOptions } from './model-judge.js';
import { purposeMentions, REGULATED_RECOGNISERS, termsOf, verdict, withholdAction } from './shared.js';

/** The question asked of a model. */
export const MINIMIZATION_QUESTION =
  'Data minimization: is this exact fact necessary to accomplish the stated purpose? Pass only facts the message could not do without; generalize facts whose gist is needed; omit the rest; block only when the flow cannot happen without an unnecessary sensitive fact.';

function decideOffline(context: CriterionContext): CriterionResult {
  const purpose = context.flow.purpose;
  const verdicts: FieldVerdict[] = context.fields.map((found) => {
    const key = found.field.key;
    if (found.allowed) return verdict(found, 'pass', `${key} is allowed on ${context.flow.channel}, so the task uses it there`);
    if (purposeMentions(found.field, purpose)) return verdict(found, 'pass', `the purpose mentions ${key}`);
    const action = withholdAction(found.field, context);
    return verdict(found, action, `${key} is not needed for the purpose (offline lexical rule); ${action === 'generalize' ? 'generalised' : action === 'block' ? 'blocked' : 'omitted'}`);
  });
  const words = new Set(termsOf(purpose));
  for (const found of context.unvaulted) {
    if (words.has(found.recogniser)) verdicts.push(verdict(found, 'pass', `the purpose mentions ${found.recogniser}`));
    else verdicts.push(verdict(found, context.externalWrite && REGULATED_RECOGNISERS.has(found.recogniser) ? 'block' : 'omit', `an unvaulted ${found.recogniser} is not needed for the purpose`));
  }
  return { status: 'judged', verdicts };
}

/** Options of {@link createMinimizationCriterion}. */
export interface MinimizationOptions {
  /** Judge with this model; offline approximation when absent. */
  readonly judge?: ModelJudgeOptions;
}

/**
 * Creates the minimization criterion.
 *
 * @example createMinimizationCriterion() // offline approximation
 * @example createMinimizationCriterion({ judge: { model: openai('gpt-4o-mini') } })
 */
export function createMinimizationCriterion(options: MinimizationOptions = {}): Criterion {
  const judge = options.judge;
  if (judge === undefined) {
    return { id: 'minimization', description: 'only what the purpose needs (offline lexical approximation)', kind: 'deterministic', decide: decideOffline };
  }
  return {
    id: 'minimization',
    description: 'only what the purpose needs (model-judged)',
    kind: 'model',
    decide: (context) => judgeWithModel(MINIMIZATION_QUESTION, context, judge),
  };
}
