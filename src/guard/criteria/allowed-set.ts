/**
 * The allowed-set criterion: the scenario's per-channel allowed fields, applied
 * deterministically. The exact rule, per vault field found in the content:
 *
 * 1. allowed on the flow's channel → pass;
 * 2. not allowed, with a clean generalisation (date → month, amount → range, address → city,
 *    age → decade, diagnosis → kind of condition, name → "the <record>") → generalize;
 * 3. not allowed, no clean generalisation (identifiers, canaries, free text): block when the
 *    flow is an external write (C3 tool input, C7 artifact, or `action: 'write'`), else omit
 *    (replace by the category placeholder).
 *
 * Unvaulted identifiers are outside the scenario's sets and pass (the `pii` criterion covers them).
 */
import { allowedFields } from '../../contracts/index.js';
import type { Criterion, CriterionContext, CriterionResult } from '../types.js';
import { generalizesCleanly, verdict, withholdAction } from './shared.js';

function decide(context: CriterionContext): CriterionResult {
  const channel = context.flow.channel;
  const verdicts = context.fields.map((found) => {
    const key = found.field.key;
    if (found.allowed) return verdict(found, 'pass', `${key} is allowed on ${channel}`);
    const action = withholdAction(found.field, context, true);
    const how =
      action === 'generalize'
        ? 'generalised'
        : action === 'block'
          ? 'an identifier that cannot be abstracted on an external write'
          : generalizesCleanly(found.field)
            ? 'omitted'
            : 'omitted (no clean generalisation)';
    return verdict(found, action, `${key} is not allowed on ${channel} (allowed: ${allowedFields(context.policy, channel).join(', ') || 'none'}); ${how}`);
  });
  const unvaulted = context.unvaulted.map((found) => verdict(found, 'pass', `${found.recogniser} matches no vault field; outside the allowed sets`));
  return { status: 'judged', verdicts: [...verdicts, ...unvaulted] };
}

/** The allowed-set criterion (deterministic). */
export const allowedSetCriterion: Criterion = {
  id: 'allowed-set',
  description: "the scenario's per-channel allowed fields; disallowed facts are generalised, omitted, or blocked on external writes",
  kind: 'deterministic',
  decide,
};
