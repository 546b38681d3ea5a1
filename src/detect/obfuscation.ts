/**
 * The obfuscation corpus: deterministic rewrites of a text that leave it readable to a person
 * and hide it from a naive matcher — zero-width characters or soft hyphens inside words, Cyrillic
 * and Greek look-alike letters, full-width forms, digits of other scripts, mathematical digits and
 * combining marks. The detector contract suite runs every detector's cases through each of them
 * and through the detection engine (which folds, `detect/fold.ts`); use it the same way for a
 * custom detector, or to build obfuscated test traces.
 *
 * @example
 * obfuscate('SSN 523-71-4862', 'zero-width') // 'S\u200bS\u200bN 5\u200b2\u200b3-7\u200b1-4\u200b8\u200b6\u200b2'
 */

/** The obfuscations of the corpus. */
export const OBFUSCATIONS = ['zero-width', 'soft-hyphen', 'confusable-letters', 'full-width', 'arabic-indic-digits', 'devanagari-digits', 'mathematical-digits', 'combining-marks', 'mixed'] as const;
export type Obfuscation = (typeof OBFUSCATIONS)[number];

/** Latin letters and the Cyrillic or Greek letters that look the same. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  x: '\u0445',
  y: '\u0443',
  i: '\u0456',
  j: '\u0458',
  s: '\u0455',
  A: '\u0410',
  B: '\u0412',
  C: '\u0421',
  E: '\u0415',
  H: '\u041d',
  K: '\u041a',
  M: '\u041c',
  N: '\u039d',
  O: '\u041e',
  P: '\u0420',
  S: '\u0405',
  T: '\u0422',
  X: '\u0425',
  Y: '\u03a5',
  Z: '\u0396',
};

const ALNUM_CHAR = /^[A-Za-z0-9]$/;
const DIGITS = /[0-9]/g;
const PRINTABLE = /[!-~]/g;
const LETTERS = /[A-Za-z]/g;
const ALNUMS = /[A-Za-z0-9]/g;
/** The patterns of this module, for the ReDoS check (`allPatterns`). */
export const OBFUSCATION_PATTERNS: readonly RegExp[] = [ALNUM_CHAR, DIGITS, PRINTABLE, LETTERS, ALNUMS];

const isAsciiAlnum = (char: string) => ALNUM_CHAR.test(char);

/** Inserts `mark` between the letters and digits of each word (never at a word's edge). */
function splitWords(text: string, mark: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    out += char;
    const next = text[index + 1];
    if (next !== undefined && isAsciiAlnum(char) && isAsciiAlnum(next)) out += mark;
  }
  return out;
}

/** Replaces each ASCII digit by the digit of the same value `zero` starts. */
function digitsFrom(text: string, zero: number): string {
  return text.replace(DIGITS, (digit) => String.fromCodePoint(zero + Number(digit)));
}

/** Full-width forms of the printable ASCII letters, digits and punctuation (U+FF01–U+FF5E). */
function fullWidth(text: string): string {
  return text.replace(PRINTABLE, (char) => String.fromCharCode((char.charCodeAt(0) as number) - 0x21 + 0xff01));
}

/** Every Latin letter that has a Cyrillic or Greek look-alike, replaced by it. */
function confusableLetters(text: string): string {
  return text.replace(LETTERS, (char) => LOOK_ALIKES[char] ?? char);
}

/** A combining low line after each letter and digit (underlined text). */
function combiningMarks(text: string): string {
  return text.replace(ALNUMS, (char) => `${char}\u0332`);
}

/** One obfuscation of a text. Deterministic; every one folds back to the text (`foldText`). */
export function obfuscate(text: string, how: Obfuscation): string {
  switch (how) {
    case 'zero-width':
      return splitWords(text, '\u200b');
    case 'soft-hyphen':
      return splitWords(text, '\u00ad');
    case 'confusable-letters':
      return confusableLetters(text);
    case 'full-width':
      return fullWidth(text);
    case 'arabic-indic-digits':
      return digitsFrom(text, 0x0660);
    case 'devanagari-digits':
      return digitsFrom(text, 0x0966);
    case 'mathematical-digits':
      return digitsFrom(text, 0x1d7ce);
    case 'combining-marks':
      return combiningMarks(text);
    case 'mixed':
      // Look-alike letters, Arabic-Indic digits and a zero-width joiner inside every word.
      return digitsFrom(confusableLetters(splitWords(text, '\u200d')), 0x0660);
  }
}
