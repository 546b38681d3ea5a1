/**
 * The built-in defenses, by id. A registry is a plain map; callers may pass their own `Defense`
 * objects (e.g. `guard:<criterion>`) wherever an id is accepted.
 */
import { LeakscopeError } from '../../contracts/index.js';
import { createGuardDefense, OFFLINE_CRITERION_IDS, type CriterionId } from '../../guard/index.js';
import { internalInterceptorDefense } from './internal-interceptor.js';
import { noDefense } from './none.js';
import { outputSanitizerDefense } from './output-sanitizer.js';
import { privacyPromptDefense } from './privacy-prompt.js';
import { roleSeparationDefense } from './role-separation.js';
import type { Defense } from './types.js';

export type { Defense, DefenseScope, DefenseSession, Flow, FlowDecision } from './types.js';
export { PRIVACY_PROMPT } from './privacy-prompt.js';
export { redactFields, disallowedFields, fieldsToRedact, type Redaction } from './redact.js';

/** Built-in defenses by id. */
export const DEFENSES: Readonly<Record<string, Defense>> = {
  none: noDefense,
  'privacy-prompt': privacyPromptDefense,
  'role-separation': roleSeparationDefense,
  'output-sanitizer': outputSanitizerDefense,
  'internal-interceptor': internalInterceptorDefense,
};

/**
 * Looks up a built-in defense, or passes a `Defense` object through.
 *
 * @example resolveDefense('internal-interceptor').id // 'internal-interceptor'
 * @throws LeakscopeError `invalid-config` naming the unknown id and the known ones.
 */
export function resolveDefense(selector: string | Defense): Defense {
  if (typeof selector !== 'string') return selector;
  if (selector.startsWith('guard:')) {
    const criterion = selector.slice('guard:'.length);
    if (criterion === 'arbiter')
      throw new LeakscopeError(
        'usage',
        'guard:arbiter needs a model, and the harness defense decides synchronously without one: use guard:contextual-integrity or guard:minimization (offline), or the arbiter through the library, AI SDK, MCP gateway or sidecar',
        { defense: selector },
      );
    if ((OFFLINE_CRITERION_IDS as readonly string[]).includes(criterion)) return createGuardDefense(criterion as CriterionId);
    throw new LeakscopeError('invalid-config', `unknown guard criterion "${criterion}" (known: ${OFFLINE_CRITERION_IDS.join(', ')})`, { defense: selector });
  }
  const defense = DEFENSES[selector];
  if (defense === undefined) {
    throw new LeakscopeError('invalid-config', `unknown defense "${selector}" (known: ${Object.keys(DEFENSES).join(', ')}, guard:<${OFFLINE_CRITERION_IDS.join('|')}>)`, { defense: selector });
  }
  return defense;
}
