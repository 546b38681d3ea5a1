/**
 * Whether a flow needs a field, for the offline need-based criteria: a norm that matches decides
 * (`norm-rules.ts`); otherwise a sensitive field (identifier or special category) is needed only
 * when the purpose names its own concept (`sensitivity.ts`), and an ordinary field when the purpose
 * mentions a word of its key, label, kind or category (the lexical rule of `shared.ts`).
 */
import type { VaultField } from '../../contracts/index.js';
import type { RecipientClass } from '../flow.js';
import { matchNormRule, type NormRule } from './norm-rules.js';
import { namesConcept, sensitiveType, type SensitiveType } from './sensitivity.js';
import { purposeMentions } from './shared.js';

/** The verdict on need, with the reason a rationale quotes. */
export interface Need {
  readonly needed: boolean;
  /** Only its gist is needed (a norm says `abstract`): generalise rather than omit. */
  readonly gist: boolean;
  readonly type: SensitiveType | undefined;
  /** The norm rule that decided, if one did. */
  readonly rule: string | undefined;
  readonly why: string;
}

/** Decides need for one field (see the module comment). */
export function needOf(
  field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>,
  flow: { readonly recipient: string; readonly purpose: string },
  recipientClass: RecipientClass,
  rules: readonly NormRule[],
): Need {
  const type = sensitiveType(field);
  const rule = matchNormRule(rules, field, flow, recipientClass);
  if (rule !== undefined) {
    if (rule.decision === 'allow') return { needed: true, gist: false, type, rule: rule.id, why: `norm ${rule.id} licenses it` };
    if (rule.decision === 'abstract') return { needed: false, gist: true, type, rule: rule.id, why: `norm ${rule.id}: only in general terms` };
    return { needed: false, gist: false, type, rule: rule.id, why: `norm ${rule.id} forbids it` };
  }
  if (type !== undefined) {
    return namesConcept(field, flow.purpose)
      ? { needed: true, gist: false, type, rule: undefined, why: `the purpose names it (${type})` }
      : { needed: false, gist: false, type, rule: undefined, why: `a ${type} field needs an explicit need; the purpose does not name it` };
  }
  return purposeMentions(field, flow.purpose)
    ? { needed: true, gist: false, type, rule: undefined, why: 'the purpose mentions it' }
    : { needed: false, gist: false, type, rule: undefined, why: 'not needed for the purpose' };
}
