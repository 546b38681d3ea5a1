/**
 * Independent validators for the format-valid fakes, written from the published rules so that
 * the generator's values are not checked by the generator's own code. (Tier-2 detectors in
 * src/detect/ have their own; values.test.ts cross-checks against them when they exist.)
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isValidPhoneNumber } from 'libphonenumber-js/max';

/** SSA rules: NNN-NN-NNNN, area not 000/666/9xx, group not 00, serial not 0000. */
export function ssnValid(value: string): boolean {
  const match = /^(\d{3})-(\d{2})-(\d{4})$/.exec(value);
  if (match === null) return false;
  const [, area = '', group = '', serial = ''] = match;
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/** Luhn mod-10 over the digits of a card number (spaces ignored). */
export function luhnValid(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let d = Number(char);
    if (index % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10 === 0;
}

/** Visa 4, Mastercard 51–55 / 2221–2720, Amex 34/37, Discover 6011/65, with matching lengths. */
export function realIin(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return digits.length === 16;
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return digits.length === 16;
  if (two === 34 || two === 37) return digits.length === 15;
  if (digits.startsWith('6011') || two === 65) return digits.length === 16;
  return false;
}

/** ibantools' mod-97 and country-format check. */
export function ibanValid(value: string): boolean {
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
}

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function routingValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const at = (index: number): number => d[index] ?? 0;
  return (3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8))) % 10 === 0;
}

/** libphonenumber-js with full metadata, as a US number. */
export function usPhoneValid(value: string): boolean {
  return isValidPhoneNumber(value, 'US') && !/\b555-01\d\d\b/.test(value);
}

/** `CANARY_<TYPE>_<8 uppercase hex>`. */
export const CANARY_SHAPE = /^CANARY_[A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)*_[0-9A-F]{8}$/;
