/**
 * The guard's safe defaults, applied after every criterion (issue 16, Build 1): an identifier or
 * special-category fact is never PASSed without an explicit need, whoever judged it — an offline
 * criterion, a model or a user's own criterion. Explicit need is one of:
 *
 * - the scenario policy allows the field on the channel (the deployer's statement of need);
 * - the fact is the principal's own and goes back to the principal;
 * - a norm rule licenses that type to that recipient for that principle (`norm-rules.ts`);
 * - the purpose names the fact's own concept (`sensitivity.ts`).
 *
 * A PASS without one becomes what the criteria do with a fact that must not flow as it is
 * (`withholdAction`: generalise, omit, or block a regulated identifier on an external write),
 * and the rationale says so. Ordinary facts keep their verdict. Turn off with `safeDefaults: false`.
 *
 * Where the policy lists what may go on the flow's channel, that list is the deployer's explicit
 * norm for identifiers: an identifier it leaves out is withheld whatever the purpose says and
 * whatever a default norm licenses — only the deployer's own norm rules can still allow it. So no
 * criterion is ever less protective of identifiers than the plain allowed-set rule.
 */
import type { ChannelId, ChannelPolicy } from '../../contracts/index.js';
import type { CriterionContext, FieldVerdict } from '../types.js';
import { needOf } from './need.js';
import { matchNormRule, type NormRule } from './norm-rules.js';
import { IDENTIFIER_TYPES, namesConcept, sensitiveType } from './sensitivity.js';
import { REGULATED_RECOGNISERS, unvaultedField, withholdAction } from './shared.js';

/**
 * Applies the safe defaults to a criterion's verdicts.
 *
 * @example
 * applySafeDefaults(judged.verdicts, context, DEFAULT_NORM_RULES)
 * // a model's { target: 'vault:patient.ssn', action: 'pass' } for "refer the patient" → 'omit', with the reason
 */
export function applySafeDefaults(verdicts: readonly FieldVerdict[], context: CriterionContext, rules: readonly NormRule[], userRules: readonly NormRule[] = []): FieldVerdict[] {
  const fields = new Map(context.fields.map((found) => [found.target, found]));
  const listed = policyLists(context.policy, context.flow.channel);
  const unvaulted = new Map(context.unvaulted.map((found) => [found.target, found]));
  return verdicts.map((entry) => {
    if (entry.action !== 'pass') return entry;
    const found = fields.get(entry.target);
    if (found !== undefined) {
      const field = found.field;
      if (found.allowed) return entry;
      const type = sensitiveType(field) ?? found.revealed;
      if (type === undefined) return entry;
      if (context.principal !== undefined && field.record === context.principal && context.recipientClass === 'principal') return entry;
      if (listed && IDENTIFIER_TYPES.has(type)) {
        if (matchNormRule(userRules, field, context.flow, context.recipientClass, type)?.decision === 'allow') return entry;
        const action = withholdAction(field, context);
        return {
          ...entry,
          action,
          rationale: `${entry.rationale}; safe default: the policy lists what may go on ${context.flow.channel} and this ${type} is not in it, so ${action === 'block' ? 'blocked' : 'omitted'}`,
        };
      }
      const need = needOf(field, context.flow, context.recipientClass, rules, found.revealed);
      if (need.needed) return entry;
      const action = withholdAction(field, context);
      return { ...entry, action, rationale: `${entry.rationale}; safe default: ${need.why}, so ${action === 'generalize' ? 'generalised' : action === 'block' ? 'blocked' : 'omitted'}` };
    }
    const identifier = unvaulted.get(entry.target);
    if (identifier === undefined || !REGULATED_RECOGNISERS.has(identifier.recogniser)) return entry;
    const pseudo = unvaultedField(identifier.recogniser);
    if (namesConcept(pseudo, context.flow.purpose) || matchNormRule(rules, pseudo, context.flow, context.recipientClass)?.decision === 'allow') return entry;
    const action = context.externalWrite ? 'block' : 'omit';
    return { ...entry, action, rationale: `${entry.rationale}; safe default: an unvaulted ${identifier.recogniser} needs an explicit need; the purpose does not name it` };
  });
}

/** Whether the policy states what may go on a channel (a list for it, or a default list), rather than saying nothing. */
export function policyLists(policy: ChannelPolicy, channel: ChannelId): boolean {
  return policy.defaultAllowed.length > 0 || policy.allowed[channel] !== undefined;
}
