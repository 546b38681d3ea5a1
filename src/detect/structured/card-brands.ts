import creditCardType from 'credit-card-type';

/**
 * Card networks by issuer identification number (IIN) and length, from the `credit-card-type`
 * package (Braintree's maintained table: Visa, Mastercard, Amex, Diners, Discover, JCB, UnionPay,
 * Maestro, Mir, Elo, Hiper, Hipercard, Troy, Verve), plus the legacy ranges it leaves out that
 * still circulate in test data and old records.
 */

/** Short brand names for the package's ids (findings and tests use the short ones). */
const SHORT_NAMES: Readonly<Record<string, string>> = { 'american-express': 'amex', 'diners-club': 'diners' };

interface LegacyRange {
  readonly brand: string;
  readonly prefixes: readonly string[];
  readonly lengths: readonly number[];
}

/**
 * Legacy ranges missing from the package: 13-digit Visa (issued until the 2000s), 15-digit JCB
 * on the old 1800/2131 prefixes, 14-digit Diners Club International on 36 (the package lists it,
 * kept here so the length is explicit) and 12–19-digit Maestro on 6390 and 0604 (UK Switch/Maestro).
 */
const LEGACY_RANGES: readonly LegacyRange[] = [
  { brand: 'visa', prefixes: ['4'], lengths: [13] },
  { brand: 'jcb', prefixes: ['1800', '2131'], lengths: [15] },
  { brand: 'diners', prefixes: ['36'], lengths: [14] },
  { brand: 'maestro', prefixes: ['0604', '6390'], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

/** Shortest and longest card number the recognisers consider. */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

/**
 * The card network a digit string belongs to by its IIN prefix and length, or null (the Luhn
 * check is separate).
 *
 * @example cardNetwork('4111111111111111') // 'visa'
 * @example cardNetwork('180012345678902') // 'jcb'
 */
export function cardNetwork(digits: string): string | null {
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) return null;
  for (const type of creditCardType(digits)) {
    if (type.lengths.includes(digits.length)) return SHORT_NAMES[type.type] ?? type.type;
  }
  for (const range of LEGACY_RANGES) {
    if (range.lengths.includes(digits.length) && range.prefixes.some((prefix) => digits.startsWith(prefix))) return range.brand;
  }
  return null;
}
