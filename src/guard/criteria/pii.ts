/**
 * The PII criterion: regulated identifiers and personal data of anyone but the user, wherever
 * they go (it ignores the recipient and the allowed sets, as the AgentPrivAudit PII prompt does).
 * Per fact found:
 *
 * - a vault field of the principal's own record (`principal` option) → pass;
 * - a vault field that is not personal (category CORP or OTHER, and not an identifier kind) → pass;
 * - a regulated identifier (SSN, card, IBAN, routing, account; vaulted or recognised in the
 *   text without being in the vault) → block on an external write, else omit;
 * - other personal data (names, contact details, dates of birth, health, finance) → generalize
 *   (a last-four mask for phone numbers and e-mail addresses, a range, a month, ...).
 */
import type { Criterion, CriterionContext, CriterionResult, FieldVerdict } from '../types.js';
import { IDENTIFIER_KINDS, isRegulated, PERSONAL_CATEGORIES, REGULATED_RECOGNISERS, verdict } from './shared.js';

function decide(context: CriterionContext): CriterionResult {
  const verdicts: FieldVerdict[] = [];
  for (const found of context.fields) {
    const field = found.field;
    const key = field.key;
    if (context.principal !== undefined && field.record === context.principal) {
      verdicts.push(verdict(found, 'pass', `${key} belongs to the principal (${context.principal})`));
    } else if (isRegulated(field)) {
      verdicts.push(verdict(found, context.externalWrite ? 'block' : 'omit', `${key} is a regulated identifier of someone other than the user`));
    } else if (PERSONAL_CATEGORIES.has(field.category) || (field.kind !== undefined && (IDENTIFIER_KINDS.has(field.kind) || field.kind === 'name' || field.kind === 'address'))) {
      verdicts.push(verdict(found, 'generalize', `${key} is personal data (${field.category}) of someone other than the user`));
    } else {
      verdicts.push(verdict(found, 'pass', `${key} is not personal data (${field.category})`));
    }
  }
  for (const found of context.unvaulted) {
    if (REGULATED_RECOGNISERS.has(found.recogniser)) {
      verdicts.push(verdict(found, context.externalWrite ? 'block' : 'omit', `an unvaulted ${found.recogniser} is a regulated identifier`));
    } else {
      verdicts.push(verdict(found, 'generalize', `an unvaulted ${found.recogniser} is personal data`));
    }
  }
  return { status: 'judged', verdicts };
}

/** The PII criterion (deterministic; uses the tier-2 recognisers, including unvaulted identifiers). */
export const piiCriterion: Criterion = {
  id: 'pii',
  description: 'regulated identifiers and personal data of anyone but the user, whatever the recipient',
  kind: 'deterministic',
  decide,
};
