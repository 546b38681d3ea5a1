/**
 * Masking of sensitive values for reports, logs and errors. Two laws hold (property-tested):
 * masking is idempotent, and a masked string never contains a character of the input that the
 * rule did not choose to keep (at most the last four digits of a long number).
 */

const CANARY = /^(CANARY_[A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)*_)[0-9A-F*]{4,}$/;
const MASK = '****';

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}

function isMaskable(ch: string): boolean {
  return /[\p{L}\p{N}*]/u.test(ch);
}

/**
 * Masks one value. Long numbers keep their separators and last four digits
 * (`787-08-3753` → `***-**-3753`); canaries keep their type (`CANARY_SSN_****`);
 * anything else becomes `****`.
 *
 * @example maskValue('4111 1111 1111 1111') // '**** **** **** 1111'
 */
export function maskValue(value: string): string {
  const canary = CANARY.exec(value);
  if (canary?.[1] !== undefined) return `${canary[1]}${MASK}`;
  const chars = [...value];
  const maskable = chars.filter(isMaskable);
  const digitLike = maskable.filter((ch) => isDigit(ch) || ch === '*');
  const onlyDigitsAndSeparators = maskable.every((ch) => isDigit(ch) || ch === '*');
  // Nine or more digits: identifiers (SSN, phone, card, account). Eight-digit dates are masked whole.
  if (onlyDigitsAndSeparators && digitLike.length >= 9 && digitLike.some(isDigit)) {
    let keep = 4;
    const out: string[] = [];
    for (let i = chars.length - 1; i >= 0; i -= 1) {
      const ch = chars[i] ?? '';
      if (isDigit(ch) || ch === '*') {
        out.push(keep > 0 ? ch : '*');
        keep -= 1;
      } else {
        out.push(ch);
      }
    }
    return out.reverse().join('');
  }
  return MASK;
}

/** A reference to a field that names it without its value, e.g. `ssn ***-**-3753`. */
export function maskField(key: string, value: string): string {
  return `${key} ${maskValue(value)}`;
}

/**
 * Masks every occurrence (case-insensitive) of the given values in a text, longest first.
 * Values shorter than 3 characters are left alone (they would mask ordinary words).
 */
export function maskValuesInText(text: string, values: Iterable<string>): string {
  const sorted = [...new Set(values)].filter((value) => value.trim().length >= 3).sort((a, b) => b.length - a.length);
  let out = text;
  for (const value of sorted) {
    const lower = out.toLowerCase();
    const needle = value.toLowerCase();
    let index = lower.indexOf(needle);
    if (index < 0) continue;
    let rebuilt = '';
    let last = 0;
    while (index >= 0) {
      rebuilt += out.slice(last, index) + maskValue(value);
      last = index + needle.length;
      index = lower.indexOf(needle, last);
    }
    out = rebuilt + out.slice(last);
  }
  return out;
}
