/**
 * Rules the criteria share: which fields are regulated identifiers, when a purpose text
 * "mentions" a field (the offline approximation of need), and the fallback when a fact
 * must not flow as it is.
 */
import { ValueKindSchema, type DataCategory, type ValueKind, type VaultField } from '../../contracts/index.js';
import { canGeneralize } from '../abstract/operators.js';
import type { CriterionContext, DetectedField, FieldAction, FieldVerdict } from '../types.js';

/** Kinds whose only generalisation is a partial mask, which detectors still count as a disclosure. */
export const IDENTIFIER_KINDS: ReadonlySet<ValueKind> = new Set<ValueKind>(['ssn', 'card', 'iban', 'routing', 'account', 'phone', 'email', 'identifier']);

/** Regulated identifiers: blocked rather than rewritten on an external write. */
export const REGULATED_KINDS: ReadonlySet<ValueKind> = new Set<ValueKind>(['ssn', 'card', 'iban', 'routing', 'account']);
/** Unvaulted recognisers that are regulated identifiers. */
export const REGULATED_RECOGNISERS: ReadonlySet<string> = new Set(['ssn', 'card', 'iban', 'routing']);

/** Categories that are personal data. */
export const PERSONAL_CATEGORIES: ReadonlySet<DataCategory> = new Set<DataCategory>(['PII', 'PHI', 'PCI', 'FIN', 'LEGAL']);

/** True for a canary or an identifier kind: a value with no useful generalisation. */
export function isIdentifier(field: VaultField): boolean {
  return field.tier === 'canary' || (field.kind !== undefined && IDENTIFIER_KINDS.has(field.kind));
}

/** True for a regulated identifier (SSN, card, IBAN, routing, account) or a canary standing for one. */
export function isRegulated(field: VaultField): boolean {
  return (field.kind !== undefined && REGULATED_KINDS.has(field.kind)) || (field.tier === 'canary' && field.category !== 'OTHER' && field.category !== 'CORP');
}

/** Generalisable into something the detectors no longer count as the value (not a partial mask). */
export function generalizesCleanly(field: VaultField): boolean {
  return !isIdentifier(field) && canGeneralize(field);
}

/**
 * What to do with a fact that must not flow as it is: generalise when a clean generalisation
 * exists; otherwise omit it, or block the flow when it is an external write and the fact is
 * a regulated identifier (`blockAll`: any identifier).
 */
export function withholdAction(field: VaultField, context: CriterionContext, blockAll = false): FieldAction {
  if (generalizesCleanly(field)) return 'generalize';
  if (context.externalWrite && (isRegulated(field) || (blockAll && isIdentifier(field)))) return 'block';
  return 'omit';
}

const STOPWORDS = new Set(['id', 'no', 'num', 'number', 'real', 'value', 'data', 'info', 'the', 'of', 'and', 'record', 'code', 'type', 'current', 'primary']);

/** Words of a key or label: `patient.diagnosis_code` → `patient`, `diagnosis`. */
export function termsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word));
}

/** Words that stand for a category when a purpose mentions it. */
const CATEGORY_WORDS: Readonly<Record<DataCategory, readonly string[]>> = {
  // Not 'email', 'name', 'phone' or 'address': "send an email to Ana" names a channel and a
  // recipient, not a need for every personal field (found in the arena's offline runs).
  PII: ['contact', 'identity', 'personal'],
  PHI: ['medical', 'health', 'diagnosis', 'clinical', 'treatment', 'prescription', 'medication', 'condition'],
  PCI: ['card', 'payment', 'billing', 'charge'],
  FIN: ['financial', 'account', 'balance', 'payment', 'salary', 'income', 'billing', 'transaction', 'loan', 'credit'],
  LEGAL: ['legal', 'case', 'court', 'lawsuit', 'settlement', 'counsel'],
  CORP: ['project', 'internal', 'company', 'budget', 'roadmap'],
  OTHER: [],
};

function stem(word: string): string {
  return word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The offline approximation of "the purpose needs this field": the purpose text mentions a
 * word of the field's key or label, its kind, or a word standing for its category.
 *
 * @example purposeMentions(diagnosisField, 'Send the diagnosis to the specialist') // true
 */
export function purposeMentions(field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>, purpose: string): boolean {
  if (purpose.trim() === '') return false;
  const words = new Set(termsOf(purpose).map(stem));
  const fieldTerms = [...termsOf(field.key), ...termsOf(field.label ?? ''), ...(field.kind === undefined || field.kind === 'text' ? [] : [field.kind])];
  if (fieldTerms.some((term) => words.has(stem(term)))) return true;
  return CATEGORY_WORDS[field.category].some((word) => words.has(stem(word)));
}

/**
 * An unvaulted identifier as the field the need rules and norms reason about: its recogniser as
 * key, label and (when it is one) kind, with the category it belongs to.
 *
 * @example unvaultedField('iban') // { key: 'iban', label: 'iban', kind: 'iban', category: 'FIN' }
 */
export function unvaultedField(recogniser: string): { key: string; label: string; kind?: ValueKind; category: DataCategory } {
  const category: DataCategory = recogniser === 'card' ? 'PCI' : recogniser === 'iban' || recogniser === 'routing' ? 'FIN' : recogniser === 'icd10' ? 'PHI' : 'PII';
  const kind = ValueKindSchema.safeParse(recogniser);
  return { key: recogniser, label: recogniser, category, ...(kind.success ? { kind: kind.data } : {}) };
}

/** A verdict with a rationale naming the field key only. */
export function verdict(target: DetectedField | { readonly target: string }, action: FieldAction, why: string): FieldVerdict {
  return { target: target.target, action, rationale: why };
}
