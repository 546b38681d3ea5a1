/**
 * The criteria, by id: a plain registry. Callers may pass their own `Criterion` objects
 * wherever an id is accepted; every criterion passes the shared contract suite.
 */
import { LeakscopeError } from '../../contracts/index.js';
import type { Criterion } from '../types.js';
import { allowedSetCriterion } from './allowed-set.js';
import { createArbiterCriterion } from './arbiter.js';
import { createContextualIntegrityCriterion } from './contextual-integrity.js';
import { CRITERION_IDS, OFFLINE_CRITERION_IDS, type CriterionId, type OfflineCriterionId } from './ids.js';
import { createMinimizationCriterion } from './minimization.js';
import type { ModelJudgeOptions } from './model-judge.js';
import type { NormRule } from './norm-rules.js';
import { piiCriterion } from './pii.js';

export { allowedSetCriterion } from './allowed-set.js';
export { piiCriterion } from './pii.js';
export { createMinimizationCriterion, MINIMIZATION_QUESTION, type MinimizationOptions } from './minimization.js';
export { createContextualIntegrityCriterion, CONTEXTUAL_INTEGRITY_QUESTION, type ContextualIntegrityOptions } from './contextual-integrity.js';
export { DEFAULT_NORMS, type Norm, type NormsTable } from './norms.js';
export { judgeWithModel, JudgementSchema, type ModelJudgeOptions } from './model-judge.js';
export { createArbiterCriterion, ArbiterAnswerSchema, arbiterPrompt, settleArbiterAnswer, type ArbiterAnswer, type ArbiterOptions } from './arbiter.js';
export { purposeMentions } from './shared.js';

export { CRITERION_IDS, OFFLINE_CRITERION_IDS, type CriterionId, type OfflineCriterionId };
export { DEFAULT_NORM_RULES, NormRuleSchema, matchNormRule, type NormRule } from './norm-rules.js';
export { SENSITIVE_TYPES, sensitiveType, type SensitiveType } from './sensitivity.js';

/** What the guard hands the criteria it resolves by id, besides the judge. */
export interface CriterionSettings {
  /** Norm rules tried before the defaults, for the need-based criteria and the arbiter. */
  readonly normRules?: readonly NormRule[];
}

/**
 * A built-in criterion by id, or a `Criterion` object passed through. `judge` makes
 * minimization and contextual integrity model-judged (allowed-set and pii never use a model);
 * the arbiter needs it.
 *
 * @example resolveCriterion('allowed-set').id // 'allowed-set'
 * @example resolveCriterion('arbiter', { model: 'openai:gpt-4o-mini' }).kind // 'model'
 * @throws LeakscopeError `invalid-config` naming the unknown id and the known ones, or `arbiter` without a judge.
 */
export function resolveCriterion(selector: string | Criterion, judge?: ModelJudgeOptions, settings: CriterionSettings = {}): Criterion {
  if (typeof selector !== 'string') return selector;
  const rules = settings.normRules === undefined ? {} : { normRules: settings.normRules };
  const options = judge === undefined ? rules : { ...rules, judge };
  switch (selector) {
    case 'allowed-set':
      return allowedSetCriterion;
    case 'pii':
      return piiCriterion;
    case 'minimization':
      return createMinimizationCriterion(options);
    case 'contextual-integrity':
      return createContextualIntegrityCriterion(options);
    case 'arbiter':
      if (judge === undefined) {
        throw new LeakscopeError('invalid-config', 'the arbiter criterion needs a model: pass judge: { model: "provider:model" } to createGuard or resolveCriterion', { criterion: selector });
      }
      return createArbiterCriterion({ ...rules, judge });
    default:
      throw new LeakscopeError('invalid-config', `unknown guard criterion "${selector}" (known: ${CRITERION_IDS.join(', ')})`, { criterion: selector });
  }
}
