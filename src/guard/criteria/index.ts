/**
 * The criteria, by id: a plain registry. Callers may pass their own `Criterion` objects
 * wherever an id is accepted; every criterion passes the shared contract suite.
 */
import { LeakscopeError } from '../../contracts/index.js';
import type { Criterion } from '../types.js';
import { allowedSetCriterion } from './allowed-set.js';
import { createContextualIntegrityCriterion } from './contextual-integrity.js';
import { CRITERION_IDS, type CriterionId } from './ids.js';
import { createMinimizationCriterion } from './minimization.js';
import type { ModelJudgeOptions } from './model-judge.js';
import { piiCriterion } from './pii.js';

export { allowedSetCriterion } from './allowed-set.js';
export { piiCriterion } from './pii.js';
export { createMinimizationCriterion, MINIMIZATION_QUESTION, type MinimizationOptions } from './minimization.js';
export { createContextualIntegrityCriterion, CONTEXTUAL_INTEGRITY_QUESTION, type ContextualIntegrityOptions } from './contextual-integrity.js';
export { DEFAULT_NORMS, type Norm, type NormsTable } from './norms.js';
export { judgeWithModel, JudgementSchema, type ModelJudgeOptions } from './model-judge.js';
export { purposeMentions } from './shared.js';

export { CRITERION_IDS, type CriterionId };

/**
 * A built-in criterion by id, or a `Criterion` object passed through. `judge` makes
 * minimization and contextual integrity model-judged (the other two never use a model).
 *
 * @example resolveCriterion('allowed-set').id // 'allowed-set'
 * @throws LeakscopeError `invalid-config` naming the unknown id and the known ones.
 */
export function resolveCriterion(selector: string | Criterion, judge?: ModelJudgeOptions): Criterion {
  if (typeof selector !== 'string') return selector;
  const options = judge === undefined ? {} : { judge };
  switch (selector) {
    case 'allowed-set':
      return allowedSetCriterion;
    case 'pii':
      return piiCriterion;
    case 'minimization':
      return createMinimizationCriterion(options);
    case 'contextual-integrity':
      return createContextualIntegrityCriterion(options);
    default:
      throw new LeakscopeError('invalid-config', `unknown guard criterion "${selector}" (known: ${CRITERION_IDS.join(', ')})`, { criterion: selector });
  }
}
