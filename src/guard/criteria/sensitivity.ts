/**
 * Safe defaults of the need-based criteria (minimization, contextual integrity). Identifiers
 * (SSN, card, bank account, MRN, passport, licence, member and tax ids) and special categories
 * (GDPR Art. 9/10: health, sex life, religion, ethnicity, trade-union membership, criminal record,
 * biometrics, precise location) are never passed on a word overlap with the purpose ("referring
 * the *patient*" does not need `patient.ssn`). They pass only on an explicit need: the purpose names
 * the field's own concept ("filing the payee's SSN on Form 1099"), or a norm licenses that type of
 * information to that recipient for that principle (`norms.ts`).
 */
import type { VaultField } from '../../contracts/index.js';
import type { ContentCategory } from '../../detect/semantic/categories.js';

/** Identifier kinds of sensitive information (no useful generalisation). */
const IDENTIFIERS = ['ssn', 'tax-id', 'card', 'bank-account', 'medical-record-number', 'member-id', 'passport', 'licence', 'identifier'] as const;

/** Every kind of sensitive information a field can hold: the identifiers, then the special categories. */
export const SENSITIVE_TYPES = [...IDENTIFIERS, 'diagnosis-code', 'health', 'sex-life', 'religion', 'ethnicity', 'union', 'criminal', 'biometric', 'location'] as const;

/** The kind of sensitive information a field holds (undefined for an ordinary field). */
export type SensitiveType = (typeof SENSITIVE_TYPES)[number];

/** Identifier types (no useful generalisation); the rest are special categories. */
export const IDENTIFIER_TYPES: ReadonlySet<SensitiveType> = new Set<SensitiveType>(IDENTIFIERS);

/** How a field's key and label name a sensitive type; the first rule that matches decides. */
const TYPE_RULES: ReadonlyArray<readonly [SensitiveType, RegExp]> = [
  ['ssn', /\b(?:ssn|social security)\b/i],
  ['tax-id', /\b(?:tin|ein|itin|tax (?:id|identification)|taxpayer id\w*|vat (?:id|number))\b/i],
  ['card', /\b(?:card (?:number|no)|payment card|credit card|debit card|pan|cvv|cvc)\b/i],
  ['bank-account', /\b(?:iban|routing|bank account|account (?:number|no)|sort code|swift|bic)\b/i],
  ['medical-record-number', /\b(?:mrn|medical record (?:number|no))\b/i],
  ['member-id', /\b(?:member (?:id|number)|policy (?:number|id)|subscriber id|group number|insurance id)\b/i],
  ['passport', /\bpassport\b/i],
  ['licence', /\b(?:driver'?s? licen[cs]e|licen[cs]e (?:number|no)|dl number)\b/i],
  [
    'criminal',
    /\b(?:criminal|conviction|convicted|arrest|offen[cs]e|felony|misdemeanou?r|dui|dwi|probation|parole|sex offender|background check|aml|anti-money laundering|money laundering|suspicious activity|sar|fraud (?:investigation|case|finding)|sanctions? (?:hit|match))\b/i,
  ],
  ['sex-life', /\b(?:sexual|orientation|sex life|gender identity|transgender|hiv)\b/i],
  ['religion', /\b(?:religio\w*|faith|church|mosque|synagogue|temple|belief)\b/i],
  ['ethnicity', /\b(?:ethnic\w*|race|racial|national origin)\b/i],
  ['union', /\b(?:union membership|trade union|union member|labou?r union)\b/i],
  ['biometric', /\b(?:biometric|fingerprint|face (?:scan|template)|retina|iris scan|voiceprint|dna)\b/i],
  ['location', /\b(?:gps|geolocation|coordinates|precise location|current location|home location|lat(?:itude)?\/?long?)\b/i],
  ['diagnosis-code', /\b(?:icd-?10|icd|diagnosis code|dx code)\b/i],
  ['health', /\b(?:diagnos\w*|condition|medical|health|clinical|psych\w*|therapy|treatment|medication\w*|prescription|allerg\w*|disabilit\w*|pregnan\w*|lab result|symptom\w*|injur\w*|icd)\b/i],
];

/** Kinds that are identifiers whatever their label. */
const KIND_TYPES: Readonly<Partial<Record<NonNullable<VaultField['kind']>, SensitiveType>>> = {
  ssn: 'ssn',
  card: 'card',
  iban: 'bank-account',
  routing: 'bank-account',
  account: 'bank-account',
  icd10: 'diagnosis-code',
};

/**
 * The sensitive type of a field: from its kind (`ssn`, `card`, `iban`…), else its key and label,
 * else its category (PHI is health data unless it is a bare date or amount; PCI is card data),
 * else undefined.
 *
 * @example sensitiveType({ key: 'patient.ssn', label: 'Patient SSN', category: 'PII', kind: 'ssn' }) // 'ssn'
 * @example sensitiveType({ key: 'employee.religion', label: 'Religious affiliation', category: 'PII' }) // 'religion'
 */
export function sensitiveType(field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>): SensitiveType | undefined {
  const byKind = field.kind === undefined ? undefined : KIND_TYPES[field.kind];
  if (byKind !== undefined) return byKind;
  const words = `${field.key.replace(/[._]/g, ' ')} ${field.label ?? ''}`;
  const named = TYPE_RULES.find(([, pattern]) => pattern.test(words))?.[0];
  if (named !== undefined) return named;
  if (field.kind === 'identifier') return 'identifier';
  // Health data by default, except a PHI record's bare date or amount (an appointment date, a
  // copay): its label names no health concept, and the value reveals none.
  if (field.category === 'PHI' && field.kind !== 'date' && field.kind !== 'money' && field.kind !== 'number') return 'health';
  if (field.category === 'PCI') return 'card';
  return undefined;
}

/** The special category a text's content reveals, as a sensitive type (undefined for confidential, not special, content). */
export function revealedType(category: ContentCategory): SensitiveType | undefined {
  switch (category) {
    case 'health':
    case 'sex-life':
    case 'religion':
    case 'criminal':
      return category;
    default:
      return undefined;
  }
}

/** The words a purpose uses when it names a sensitive type's own concept. */
const CONCEPT_WORDS: Readonly<Record<SensitiveType, RegExp>> = {
  ssn: /\b(?:ssn|social security(?: number)?|taxpayer identification|tin)\b/i,
  'tax-id': /\b(?:tin|ein|itin|tax (?:id|identification)|taxpayer id\w*|vat (?:id|number))\b/i,
  card: /\b(?:card number|card details|payment card|credit card|debit card|card on file|replacement card|card replacement)\b/i,
  'bank-account': /\b(?:iban|routing number|account number|bank account|bank details|direct deposit|wire|ach|payee account)\b/i,
  'medical-record-number': /\b(?:mrn|medical record number|chart number)\b/i,
  'member-id': /\b(?:member (?:id|number)|policy number|insurance id|subscriber id|eligibility|group number)\b/i,
  passport: /\bpassport\b/i,
  licence: /\b(?:driver'?s? licen[cs]e|licen[cs]e number)\b/i,
  identifier: /(?!)/,
  'diagnosis-code': /\b(?:diagnos\w*|icd-?10|icd codes?|dx codes?)\b/i,
  health: /\b(?:diagnos\w*|condition|allerg\w*|medication\w*|prescri\w*|lab result\w*|symptom\w*|clinical summary|treatment plan|medical history)\b/i,
  'sex-life': /\b(?:sexual (?:health|history|orientation)|hiv status|gender identity)\b/i,
  religion: /\b(?:religio\w*|faith|religious accommodation)\b/i,
  ethnicity: /\b(?:ethnic\w*|race|racial|eeo|equal employment)\b/i,
  union: /\b(?:union (?:membership|dues|representation)|trade union|collective bargaining)\b/i,
  criminal: /\b(?:criminal (?:record|history|background)|background check|conviction\w*|arrest record|suspicious activity report|sar filing|expunge\w*)\b/i,
  biometric: /\b(?:biometric\w*|fingerprint\w*)\b/i,
  location: /\b(?:gps|geolocation|coordinates|precise location|current location)\b/i,
};

/** Words of a field's own label beyond its subject ("Patient SSN" → "ssn"; "Drug allergies" → "drug allergies"). */
const SUBJECT_WORDS = /\b(?:patient|customer|client|employee|candidate|member|user|person|payee|borrower|applicant|account holder|subject|contact)'?s?\b/gi;
/** Label words that name no concept on their own ("Notes", "Record", "Details"). */
const GENERIC_WORDS = new Set([
  'note',
  'notes',
  'record',
  'records',
  'detail',
  'details',
  'info',
  'information',
  'data',
  'summary',
  'text',
  'file',
  'entry',
  'field',
  'value',
  'item',
  'the',
  'and',
  'for',
  'from',
  'with',
]);

/** Nouns a label word can modify without being what the purpose is about ("injury claim", "criminal case"). */
const MATTER_WORDS = new Set([
  'claim',
  'case',
  'suit',
  'lawsuit',
  'matter',
  'file',
  'team',
  'department',
  'policy',
  'plan',
  'program',
  'unit',
  'clinic',
  'law',
  'lawyer',
  'attorney',
  'firm',
  'practice',
  'insurance',
  'insurer',
  'form',
]);

/** A word's singular, so "injuries" meets "injury" and "allergies" meets "allergy". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

function wordsIn(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(singular);
}

/**
 * Whether the purpose names the field's own concept: its type's words ("SSN", "card number",
 * "criminal background check"), or every word of its label beyond the subject and any
 * parenthesis ("Client injury (claim basis)" is named by "the client's injuries"), when at least
 * one of them is not generic ("Notes" alone names nothing). A word the field shares with the
 * purpose only through its subject ("patient", "customer") or its category ("medical",
 * "billing") is not a need. `type` is the field's sensitive type when the caller knows better
 * (a value that reveals a special category).
 */
export function namesConcept(field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>, purpose: string, type: SensitiveType | undefined = sensitiveType(field)): boolean {
  if (type !== undefined && CONCEPT_WORDS[type].test(purpose)) return true;
  // Without a label, the key's last part in words (`patient.drug_allergies` → "drug allergies").
  const label = field.label ?? (field.key.split('.').pop() ?? field.key).replace(/[_-]+/g, ' ');
  const own = wordsIn(label.replace(/\([^)]*\)/g, ' ').replace(SUBJECT_WORDS, ' ')).filter((word) => word.length >= 3);
  if (own.length === 0 || own.every((word) => GENERIC_WORDS.has(word))) return false;
  const said = wordsIn(purpose);
  // A label word that only modifies a matter ("the client's injury claim", "a health plan") names
  // the matter, not the fact: it must occur at least once as something other than a modifier.
  const named = (word: string): boolean => said.some((candidate, index) => candidate === word && !MATTER_WORDS.has(said[index + 1] ?? ''));
  return own.every(named);
}
