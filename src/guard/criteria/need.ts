/**
 * Whether a flow needs a field, for the offline need-based criteria and the guard's safe
 * defaults: a norm that matches decides (`norm-rules.ts`); otherwise a sensitive field
 * (identifier or special category, by its type or by what its value reveals) is needed only when
 * the purpose names its own concept (`sensitivity.ts`), and an ordinary field when the purpose
 * mentions a word of its key, label, kind or category (the lexical rule of `shared.ts`) or the
 * task the purpose describes cannot be done without that kind of field (a booking needs its date,
 * a conflicts check the parties' names: `TASK_FRAMES`).
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

/**
 * Tasks that need an ordinary kind of field although the purpose names no word of it: what a
 * privacy engineer would accept as "the task cannot be done without it". Ordinary fields only;
 * a sensitive field always needs an explicit need.
 */
export const TASK_FRAMES: ReadonlyArray<{ readonly task: string; readonly when: RegExp; readonly kinds: readonly string[]; readonly words: RegExp }> = [
  {
    task: 'a booking or a scheduling needs its date and time',
    when: /\b(?:book(?:s|ed|ing)?|re-?schedul\w*|schedul\w*|appointment|calendar)\b/i,
    kinds: ['date', 'time'],
    words: /\b(?:date|time|slot|day)\b/i,
  },
  {
    task: 'a conflicts check searches for the parties by name',
    when: /\bconflicts?(?: of interest)? (?:check|search|review|clearance)\w*|\bcheck(?:ing)? (?:for )?conflicts\b/i,
    kinds: ['name'],
    words: /\b(?:party|parties|opposing|adverse|counterparty|client name)\b/i,
  },
  {
    task: 'a shipment or a letter by post needs the delivery address',
    when: /\b(?:ship(?:s|ped|ping|ment)?|deliver(?:y|ing|ed)?|courier|by post|by mail|mail(?:ing)? (?:a|the) (?:letter|package|parcel|card))\b/i,
    kinds: ['address'],
    words: /\b(?:address|postcode|zip)\b/i,
  },
];

/** The task frame of the purpose that needs this ordinary field, if any. */
function frameFor(field: Pick<VaultField, 'key' | 'label' | 'kind'>, purpose: string): string | undefined {
  const names = `${field.key.replace(/[._]/g, ' ')} ${field.label ?? ''}`;
  return TASK_FRAMES.find((frame) => frame.when.test(purpose) && ((field.kind !== undefined && frame.kinds.includes(field.kind)) || frame.words.test(names)))?.task;
}

/**
 * Decides need for one field (see the module comment). `revealed` is the special category the
 * field's value reveals when its key and label do not say it (a "hardship note" about a cancer
 * treatment); a type from the key, label or kind comes first.
 */
export function needOf(
  field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>,
  flow: { readonly recipient: string; readonly purpose: string },
  recipientClass: RecipientClass,
  rules: readonly NormRule[],
  revealed?: SensitiveType,
): Need {
  const type = sensitiveType(field) ?? revealed;
  const rule = matchNormRule(rules, field, flow, recipientClass, type);
  if (rule !== undefined) {
    if (rule.decision === 'allow') return { needed: true, gist: false, type, rule: rule.id, why: `norm ${rule.id} licenses it` };
    if (rule.decision === 'abstract') return { needed: false, gist: true, type, rule: rule.id, why: `norm ${rule.id}: only in general terms` };
    return { needed: false, gist: false, type, rule: rule.id, why: `norm ${rule.id} forbids it` };
  }
  if (type !== undefined) {
    return namesConcept(field, flow.purpose, type)
      ? { needed: true, gist: false, type, rule: undefined, why: `the purpose names it (${type})` }
      : { needed: false, gist: false, type, rule: undefined, why: `a ${type} field needs an explicit need; the purpose does not name it` };
  }
  if (purposeMentions(field, flow.purpose)) return { needed: true, gist: false, type, rule: undefined, why: 'the purpose mentions it' };
  const frame = frameFor(field, flow.purpose);
  return frame === undefined
    ? { needed: false, gist: false, type, rule: undefined, why: 'not needed for the purpose' }
    : { needed: true, gist: false, type, rule: undefined, why: `the task needs it (${frame})` };
}
