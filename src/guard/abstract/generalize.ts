/**
 * Generalisation operators: each replaces a value by a statement that is true of it and
 * reveals strictly less (exact age → decade, date → month, amount → range, address → city,
 * identifier → last-four mask, diagnosis → kind of condition). When no generalisation is
 * safe (it would still contain the value), the operator returns null and the caller falls
 * back to the category placeholder.
 */
import type { VaultField } from '../../contracts/index.js';
import { maskValue } from '../../lib/masking.js';
import { healthPhrase, icd10Phrase, HEALTH_HINT } from './lexicon.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_PREFIXES = MONTHS.map((month) => month.slice(0, 3).toLowerCase());

/**
 * The type name of a field as shown in placeholders: the last segment of its key, with
 * separators as spaces (`patient.diagnosis` → `diagnosis`, `ssn_real` → `ssn real`).
 */
export function fieldTypeName(field: Pick<VaultField, 'key'>): string {
  const last =
    field.key
      .split(/[.:/]/)
      .filter((part) => part !== '')
      .pop() ?? field.key;
  return last.replace(/[_-]+/g, ' ').trim().toLowerCase() || 'redacted';
}

/** The category placeholder: `[diagnosis]`. */
export function categoryPlaceholder(name: string): string {
  return `[${name}]`;
}

/** `YYYY-MM` of a date value written as ISO, `01/25/1995` or `January 25, 1995`; null otherwise. */
function parseMonth(value: string): { year: number; month: number } | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ].*)?$/.exec(text);
  if (iso !== null) return checked(Number(iso[1]), Number(iso[2]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric !== null) {
    const first = Number(numeric[1]);
    const second = Number(numeric[2]);
    // US order unless the first number cannot be a month.
    return checked(Number(numeric[3]), first <= 12 ? first : second);
  }
  const named = /^(?:(\d{1,2})\s+)?([A-Za-z]{3,9})\.?\s*(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(\d{4})$/.exec(text);
  if (named !== null) {
    const month = MONTH_PREFIXES.indexOf((named[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? checked(Number(named[3]), month) : null;
  }
  return null;
}

function checked(year: number, month: number): { year: number; month: number } | null {
  return Number.isInteger(year) && year >= 1000 && month >= 1 && month <= 12 ? { year, month } : null;
}

const AMOUNT = /^\s*([$€£¥])?\s*(-?\d[\d,]*(?:\.\d+)?)\s*(k|m|bn|b|thousand|million|billion)?\s*(usd|eur|gbp|dollars?|euros?|pounds?)?\s*$/i;
const MULTIPLIER: Readonly<Record<string, number>> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const BUCKETS = [0, 1e3, 1e4, 2.5e4, 5e4, 1e5, 2.5e5, 5e5, 1e6, 5e6, 1e7];

function parseAmount(value: string): { amount: number; symbol: string } | null {
  const match = AMOUNT.exec(value);
  if (match === null) return null;
  const amount = Number((match[2] ?? '').replaceAll(',', '')) * (MULTIPLIER[(match[3] ?? '').toLowerCase()] ?? 1);
  if (!Number.isFinite(amount)) return null;
  const word = (match[4] ?? '').toLowerCase();
  const symbol = match[1] ?? (word.startsWith('eur') ? '€' : word.startsWith('gbp') || word.startsWith('pound') ? '£' : word === '' ? '' : '$');
  return { amount, symbol };
}

function shortAmount(amount: number, symbol: string): string {
  if (amount >= 1e6) return `${symbol}${amount / 1e6}M`;
  if (amount >= 1e3) return `${symbol}${amount / 1e3}k`;
  return `${symbol}${amount}`;
}

/**
 * An amount's range, e.g. 85,000 → `$50k–$100k`. A value on a bucket boundary gets a wider
 * range so that the boundary written in the range is never the value itself.
 */
export function amountRange(amount: number, symbol: string): string {
  const magnitude = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  let index = BUCKETS.findLastIndex((bound) => bound <= magnitude);
  if (index < 0) index = 0;
  const low = BUCKETS[index] ?? 0;
  const high = BUCKETS[index + 1];
  if (high === undefined) return `${sign}over ${shortAmount(low === magnitude ? (BUCKETS[index - 1] ?? 0) : low, symbol)}`;
  const lower = low === magnitude && index > 0 ? (BUCKETS[index - 1] ?? 0) : low;
  if (lower === 0) return `${sign}under ${shortAmount(high, symbol)}`;
  return `${sign}${shortAmount(lower, symbol)}–${shortAmount(high, symbol)}`;
}

/** An address reduced to its city: the component after the street, without postcodes. */
export function addressCity(value: string): string | null {
  const parts = value
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 2) return null;
  const city = parts.slice(1).find((part) => /[A-Za-z]{3,}/.test(part) && !/^[A-Z]{2}(?:\s+\d|$)/.test(part));
  return city === undefined ? null : city.replace(/\s+\d[\d-]*$/, '').trim() || null;
}

function maskIban(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return `${compact.slice(0, 2).toUpperCase()}**…${compact.slice(-4)}`;
}

function maskEmail(value: string): string | null {
  const at = value.lastIndexOf('@');
  return at < 1 ? null : `***@${value.slice(at + 1)}`;
}

const AGE_KEY = /(?:^|[^a-z])age(?:[^a-z]|$)/i;
const DATE_KEY = /(?:date|dob|birth|day)/i;

/** Numbers written in a text (`$50k` is 50,000), for the "reveals the value" check. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)(k|m|bn|b)?(?![a-z])/gi)].map((match) => Number((match[1] ?? '').replaceAll(',', '')) * (MULTIPLIER[(match[2] ?? '').toLowerCase()] ?? 1));
}

/** True when a candidate generalisation still states the value (verbatim, or the same number). */
export function revealsValue(candidate: string, value: string): boolean {
  const needle = value.trim().toLowerCase();
  if (needle.length >= 2 && candidate.toLowerCase().includes(needle)) return true;
  const amount = parseAmount(value);
  return amount !== null && amount.amount !== 0 && numbersIn(candidate).some((number) => number === amount.amount);
}

function rawGeneralization(field: VaultField): string | null {
  const value = field.value.trim();
  if (field.tier === 'canary') return null;
  const descriptor = `${field.key} ${field.label ?? ''}`;
  switch (field.kind) {
    case 'ssn':
    case 'card':
    case 'phone':
    case 'account':
    case 'routing':
      return maskValue(value);
    case 'iban':
      return maskIban(value);
    case 'email':
      return maskEmail(value);
    case 'address':
      return addressCity(value);
    case 'icd10':
      return icd10Phrase(value) ?? 'a medical condition';
    case 'name':
      return field.record === undefined ? null : `the ${field.record.split(':')[0] ?? field.record}`;
    default:
      break;
  }
  if (field.kind === 'date' || DATE_KEY.test(descriptor)) {
    const month = parseMonth(value);
    if (month !== null) return `${MONTHS[month.month - 1] ?? ''} ${month.year}`;
  }
  if (AGE_KEY.test(descriptor) && /^\d{1,3}$/.test(value)) return `in their ${Math.floor(Number(value) / 10) * 10}s`;
  const amount = field.kind === 'money' || field.category === 'FIN' || field.kind === 'number' ? parseAmount(value) : null;
  if (amount !== null) return amountRange(amount.amount, field.kind === 'number' && field.category !== 'FIN' ? '' : amount.symbol || (field.category === 'FIN' ? '$' : ''));
  if (field.category === 'PHI' || HEALTH_HINT.test(descriptor)) return healthPhrase(value) ?? 'a medical condition';
  return healthPhrase(value);
}

/**
 * The generalisation of a vault field's value, or null when none is safe.
 *
 * @example generalizeField({ key: 'dob', value: '1995-01-25', kind: 'date', ... }) // 'January 1995'
 * @example generalizeField({ key: 'salary', value: '$85,000', category: 'FIN', ... }) // '$50k–$100k'
 */
export function generalizeField(field: VaultField): string | null {
  const candidate = rawGeneralization(field);
  if (candidate === null || candidate.trim() === '') return null;
  // A mask keeps the last four digits on purpose; any other output must not restate the value.
  const isMask = candidate.includes('*');
  if (!isMask && revealsValue(candidate, field.value)) return null;
  return candidate;
}

/**
 * The generalisation of an unvaulted identifier by its recogniser, from the text that was found.
 *
 * @example generalizeRecognised('ssn', '123-45-6789') // '***-**-6789'
 */
export function generalizeRecognised(recogniser: string, surface: string): string | null {
  switch (recogniser) {
    case 'ssn':
    case 'card':
    case 'phone':
    case 'routing':
      return maskValue(surface);
    case 'iban':
      return maskIban(surface);
    case 'email':
      return maskEmail(surface);
    case 'icd10':
      return icd10Phrase(surface) ?? 'a medical condition';
    default:
      return null;
  }
}
