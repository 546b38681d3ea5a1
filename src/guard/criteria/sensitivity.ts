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

/** Every kind of sensitive information a field can hold. */
export const SENSITIVE_TYPES = [
  'ssn',
  'tax-id',
  'card',
  'bank-account',
  'medical-record-number',
  'member-id',
  'passport',
  'licence',
  'identifier',
  'diagnosis-code',
  'health',
  'sex-life',
  'religion',
  'ethnicity',
  'union',
  'criminal',
  'biometric',
  'location',
] as const;

/** The kind of sensitive information a field holds (undefined for an ordinary field). */
export type SensitiveType = (typeof SENSITIVE_TYPES)[number];

/** Identifier types (no useful generalisation); the rest are special categories. */
export const IDENTIFIER_TYPES: ReadonlySet<SensitiveType> = new Set<SensitiveType>([
  'ssn',
  'tax-id',
  'card',
  'bank-account',
  'medical-record-number',
  'member-id',
  'passport',
  'licence',
  'identifier',
]);

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

/**
 * Whether the purpose names the field's own concept: its type's words ("SSN", "card number",
 * "criminal background check"), or its label without the subject ("the allergies"). A word the
 * field shares with the purpose only through its subject ("patient", "customer") or its category
 * ("medical", "billing") is not a need.
 */
export function namesConcept(field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>, purpose: string): boolean {
  const type = sensitiveType(field);
  if (type !== undefined && CONCEPT_WORDS[type].test(purpose)) return true;
  // Without a label, the key's last part in words (`patient.drug_allergies` → "drug allergies").
  const label = field.label ?? (field.key.split('.').pop() ?? field.key).replace(/[_-]+/g, ' ');
  const own = label.replace(SUBJECT_WORDS, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (own.length < 4) return false;
  const text = purpose.toLowerCase();
  // The whole label phrase, or its plural/singular.
  return text.includes(own) || text.includes(own.endsWith('s') ? own.slice(0, -1) : `${own}s`);
}
