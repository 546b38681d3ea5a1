import { isValidIBAN } from 'ibantools';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { ValueKind, VaultField } from '../../contracts/index.js';
import { parseDateValue } from './dates.js';
import { digitsOf } from './digit-runs.js';
import { scanEmails } from './email.js';
import { compactIban } from './iban.js';
import { isValidCard } from './luhn.js';
import { parseAmountValue } from './money.js';
import { DEFAULT_PHONE_COUNTRY } from './phone.js';

/** `787-08-3753`. */
export const SSN_VALUE = /^\d{3}-\d{2}-\d{4}$/;
/** Digits with phone/identifier punctuation only. */
export const NUMBER_LIKE = /^\+?[\d\s().-]+$/;
/** Country code and check digits opening an IBAN. */
export const IBAN_PREFIX = /^[A-Za-z]{2}\d{2}/;
/** An ICD-10 code on its own. */
export const ICD10_VALUE = /^[A-Za-z]\d[0-9A-Za-z](?:\.[0-9A-Za-z]{1,4})?$/;
/** Two to four capitalised words: a person's name. */
export const NAME_SHAPE = /^\p{Lu}[\p{L}'’-]*(?:\.? \p{Lu}[\p{L}'’-]*\.?){1,3}$/u;
/** A lower-to-upper case change inside a camelCase key. */
export const CAMEL_BOUNDARY = /(\p{Ll})(\p{Lu})/gu;
/** Runs of characters that separate the words of a key. */
export const KEY_SEPARATORS = /[^a-z0-9]+/g;

const KEY_HINTS: readonly (readonly [ValueKind, RegExp])[] = [
  ['ssn', /\b(?:ssn|social security|social)\b/],
  ['iban', /\biban\b/],
  ['routing', /\b(?:routing|aba|rtn)\b/],
  ['card', /\b(?:card|cc|pan|credit card|debit card)\b/],
  ['account', /\b(?:account|acct|acc)\b/],
  ['phone', /\b(?:phone|mobile|cell|tel|telephone|fax)\b/],
  ['email', /\b(?:email|e mail|mail)\b/],
  ['icd10', /\b(?:icd|icd10|diagnosis code|dx code)\b/],
  ['date', /\b(?:dob|date|birth|birthday|birthdate|born)\b/],
  ['money', /\b(?:salary|income|balance|amount|price|cost|revenue|wage|wages|pay|payment|bonus|debt|loan|fee|budget|compensation|worth|savings)\b/],
  ['name', /\bname\b/],
  ['address', /\b(?:address|street|addr|residence)\b/],
  ['identifier', /\b(?:id|mrn|number|no|num|passport|license|licence|policy|member)\b/],
];

/** Every pattern of this file, for the ReDoS check. */
export const VALUE_KIND_PATTERNS: readonly RegExp[] = [SSN_VALUE, NUMBER_LIKE, IBAN_PREFIX, ICD10_VALUE, NAME_SHAPE, CAMEL_BOUNDARY, KEY_SEPARATORS, ...KEY_HINTS.map(([, hint]) => hint)];

function keyWords(key: string): string {
  return ` ${key.replace(CAMEL_BOUNDARY, '$1 $2').toLowerCase().replace(KEY_SEPARATORS, ' ').trim()} `;
}

function hasLetter(value: string): boolean {
  return value.toLowerCase() !== value.toUpperCase();
}

function isEmail(value: string): boolean {
  const [match] = scanEmails(value);
  return match !== undefined && match.start === 0 && match.end === value.length;
}

/** Whether a value has the shape a kind needs (a key hint is ignored when it does not). */
function fits(kind: ValueKind, value: string): boolean {
  const digits = digitsOf(value).length;
  switch (kind) {
    case 'ssn':
      return digits === 9;
    case 'card':
      return digits >= 12 && digits <= 19;
    case 'routing':
      return digits === 9;
    case 'account':
    case 'identifier':
      return digits >= 6;
    case 'phone':
      return digits >= 7;
    case 'email':
      return isEmail(value);
    case 'iban':
      return compactIban(value).length >= 15 && IBAN_PREFIX.test(value);
    case 'icd10':
      return ICD10_VALUE.test(value);
    case 'date':
      return parseDateValue(value) !== null;
    case 'money':
    case 'number':
      return parseAmountValue(value) !== null;
    case 'name':
    case 'address':
    case 'text':
      return hasLetter(value);
  }
}

function kindFromShape(value: string): ValueKind {
  if (isEmail(value)) return 'email';
  if (SSN_VALUE.test(value)) return 'ssn';
  if (IBAN_PREFIX.test(value) && isValidIBAN(compactIban(value))) return 'iban';
  if (parseDateValue(value) !== null) return 'date';
  const digits = digitsOf(value);
  if (NUMBER_LIKE.test(value)) {
    if (isValidCard(digits)) return 'card';
    if (digits.length >= 10 && (value.startsWith('+') || value !== digits) && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)) return 'phone';
    if (digits.length >= 6) return 'identifier';
  }
  const amount = parseAmountValue(value);
  if (amount !== null) return amount.marked ? 'money' : 'number';
  if (digits.length >= 6) return 'identifier';
  if (NAME_SHAPE.test(value)) return 'name';
  return 'text';
}

/**
 * The kind a vault value is matched as: its declared `kind`, else a hint from its key
 * (`patient.ssn`, `dateOfBirth`, `annual_salary`) when the value fits that kind, else its shape.
 *
 * @example inferValueKind({ key: 'dob', value: 'January 25, 1995' }) // 'date'
 * @example inferValueKind({ key: 'contact', value: '+1 212 555 0199' }) // 'phone'
 */
export function inferValueKind(field: Pick<VaultField, 'key' | 'value' | 'kind'>): ValueKind {
  if (field.kind !== undefined) return field.kind;
  const value = field.value.trim();
  const words = keyWords(field.key);
  for (const [kind, hint] of KEY_HINTS) {
    if (hint.test(words) && fits(kind, value)) return kind;
  }
  return kindFromShape(value);
}
