import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { columnLabels, lastMatchEnd, OTHER_IDENTIFIER_WORD, otherIdentifierBefore, versionBefore, type ColumnLabels } from './cues.js';
import { digitsOf, runCount, runHasDigits, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { isWordCode } from './char-codes.js';

/**
 * North American numbers: optional `+1`/`1`, area code (optionally in parentheses), exchange,
 * line, each optionally separated by a space, dot or hyphen; not inside a longer token
 * (so not `TIC-212-555-0199`). Fixed-width pieces keep backtracking constant. A number of this
 * shape that is valid in the US or Canada needs no cue.
 */
export const PHONE_NANP = /(?<![\w+-])(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-]?)\d{3}[ .-]?\d{4}(?![\w-])/g;
/** The same shape, for a whole candidate. */
const PHONE_NANP_SHAPE = new RegExp(`^(?:${PHONE_NANP.source})$`);
/** International numbers written with `+` and a country code other than 1. */
export const PHONE_INTERNATIONAL = /(?<![\w+])\+[2-9][\d .()-]{5,20}\d(?![\w-])/g;

/**
 * Words that say a number is a phone number, in the labels of forms and in prose ("call me at",
 * "reach her on", "my number"), in field names (`contact_phone`, `phone_number`), in the
 * languages of the candidate regions, and the phone signs.
 */
export const PHONE_CUE =
  /(?<![A-Za-z])(?:phones?|telephone|tel|tele|ph|calls?|called|calling|mobile|mob|cell|cellphone|cellular|fax|whatsapp|sms|texts?|dial|ring|hotline|helpline|landline|switchboard|contacts?|reach|telefon|telefono|tel[eé]fono|t[eé]l[eé]phone|t[eé]l|handy|m[oó]vil|celular|cellulare|portable|rufnummer|n[uú]mero de (?:tel[eé]fono|celular)|(?:my|his|her|their|your|our|direct|home|work|office|personal|best|emergency|daytime|evening)\s{1,2}(?:number|no\.?|#))(?![A-Za-z])|☎|📞|✆|電話|携帯/i;
/** A one-letter or short label opening a line of a signature or a card (`M 06…`, `T: +44…`, `Tel. 030…`). */
export const PHONE_LINE_LABEL = /^[ \t>*-]{0,3}(?:[MTPFHWOC]|Mob|Tel|Ph|Fon)\.?:?[ \t]{1,3}$/;
/** An extension right after a number: `x1234`, ` ext. 12`, `, extension 12`, ` #3` (at most 20 characters). */
export const PHONE_EXTENSION = /^[ ,]{0,3}(?:x|ext|extn|extension|#)[ .:]{0,2}\d{1,6}(?![\w-])/i;

/** Every pattern of this file, for the ReDoS check. */
export const PHONE_PATTERNS: readonly RegExp[] = [PHONE_NANP, PHONE_NANP_SHAPE, PHONE_INTERNATIONAL, PHONE_CUE, PHONE_LINE_LABEL, PHONE_EXTENSION];

/** Default region for numbers written without a country code. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * Regions whose national formats (no country code) are tried when a phone cue is near: North
 * America, Europe's largest numbering plans, India, East Asia, Oceania, Latin America, South
 * Africa and Singapore. Order decides which country a number written nationally is read as when
 * several plans accept it (the North American plan first, as the default).
 */
export const CANDIDATE_REGIONS: readonly CountryCode[] = [
  'US',
  'CA',
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'ES',
  'PT',
  'IT',
  'PL',
  'SE',
  'IN',
  'JP',
  'KR',
  'CN',
  'SG',
  'AU',
  'NZ',
  'BR',
  'MX',
  'ZA',
];

/**
 * The digit strings a vault phone value is compared by: its E.164 digits, its national
 * significant number (so `+1 (212) 555-0199` matches `212.555.0199`) and its national format
 * with the trunk prefix (so `+46 70 174 22 85` matches `070-174 22 85`). A value written
 * nationally with a trunk `0` (`030 55512345`) is also keyed without it, and by its E.164 digits
 * in every candidate region that accepts it, so the number written internationally matches too.
 * Falls back to its raw digits.
 *
 * @example phoneDigitKeys('+1 (212) 555-0199') // ['12125550199', '2125550199']
 * @example phoneDigitKeys('+46 70 174 22 85') // ['46701742285', '701742285', '0701742285']
 */
export function phoneDigitKeys(value: string): string[] {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  const keys = new Set<string>();
  if (parsed !== undefined) {
    keys.add(digitsOf(parsed.number));
    keys.add(String(parsed.nationalNumber));
    keys.add(digitsOf(parsed.formatNational()));
  }
  const raw = digitsOf(value);
  keys.add(raw);
  if (!value.trimStart().startsWith('+') && raw.startsWith('0') && !raw.startsWith('00')) {
    keys.add(raw.slice(1));
    for (const region of CANDIDATE_REGIONS) {
      const national = parsePhoneNumberFromString(value, region);
      if (national?.isValid()) keys.add(digitsOf(national.number));
    }
  }
  return [...keys].filter((key) => key.length >= 6);
}

/**
 * The national forms of a number given by its E.164 digits: its national significant number and
 * its national format's digits (with the trunk prefix, `0701742285`). Empty when it does not parse.
 *
 * @example nationalDigitKeys('46701742285') // ['701742285', '0701742285']
 */
export function nationalDigitKeys(e164: string): string[] {
  const parsed = parsePhoneNumberFromString(`+${e164}`);
  if (parsed === undefined) return [];
  return [...new Set([String(parsed.nationalNumber), digitsOf(parsed.formatNational())])];
}

/**
 * libphonenumber's verdict on candidates (E.164 digits, or null when invalid), remembered across
 * texts by a detector: the same numbers come back in every message of a conversation, and
 * parsing one costs far more than finding it. Keys are the reading (`i` international, `n` North
 * American, `r` any candidate region) and the candidate. Bounded (see {@link phoneVerdict}).
 */
export type PhoneVerdicts = Map<string, string | null>;
const VERDICT_LIMIT = 4096;

type Reading = 'i' | 'n' | 'r';

function e164Digits(candidate: string, region: CountryCode | undefined): string | null {
  if (!isValidPhoneNumber(candidate, region)) return null;
  const parsed = parsePhoneNumberFromString(candidate, region);
  return parsed === undefined ? null : digitsOf(parsed.number);
}

function readAs(candidate: string, reading: Reading): string | null {
  if (reading === 'i') return e164Digits(candidate, undefined);
  if (reading === 'n') return e164Digits(candidate, 'US') ?? e164Digits(candidate, 'CA');
  for (const region of CANDIDATE_REGIONS) {
    const digits = e164Digits(candidate, region);
    if (digits !== null) return digits;
  }
  return null;
}

/** libphonenumber's verdict on a candidate read one way, remembered in `verdicts` (cleared when full). */
function phoneVerdict(candidate: string, reading: Reading, verdicts: PhoneVerdicts): string | null {
  const key = `${reading}${candidate}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = readAs(candidate, reading);
    if (verdicts.size >= VERDICT_LIMIT) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** Characters before a number within which a cue counts, and after it. */
const CUE_BEFORE = 40;
const CUE_AFTER = 20;
/** Most groups and digits one number spans (E.164's 15 digits plus a `(0)` trunk digit). */
const MAX_GROUPS = 7;
const MAX_DIGITS = 16;
/** Fewest digits of a number written nationally, and of one written with a country code. */
const MIN_NATIONAL_DIGITS = 7;
const MIN_INTERNATIONAL_DIGITS = 8;

/** True when the separators between two groups of a run hold a space or a slash (where one number may end). */
function breakBetween(text: string, end: number, start: number): boolean {
  for (let index = end; index < start; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 32 || code === 47 || code === 0xa0) return true;
  }
  return false;
}

/** True for a gap no number spans: a slash with spaces (`030 1234567 / 030 7654321` lists two). */
function listBetween(text: string, end: number, start: number): boolean {
  const gap = text.slice(end, start);
  return gap.includes('/') && (gap.includes(' ') || gap.includes('\u00a0'));
}

/** True when a number may start after these separators: a break, and no parenthesis (`(555) 123` is one number). */
function startBetween(text: string, end: number, start: number): boolean {
  for (let index = end; index < start; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 40 || code === 41) return false;
  }
  return breakBetween(text, end, start);
}

/**
 * True for groups that open with a date: three groups `2024-05-01`, `01.05.2024`, `5/1/24` (a
 * whole candidate), or a longer candidate whose first three are a date with a four-digit year
 * (`2027-03-31 12…`, a timestamp). Never a phone.
 */
function looksLikeDate(groups: readonly string[]): boolean {
  if (groups.length < 3) return false;
  const [a, b, c] = groups.slice(0, 3).map(Number) as [number, number, number];
  const [la, lb, lc] = groups.slice(0, 3).map((group) => group.length) as [number, number, number];
  const longYear = (value: number, length: number): boolean => length === 4 && value >= 1900 && value <= 2099;
  const year = (value: number, length: number): boolean => longYear(value, length) || (length === 2 && groups.length === 3);
  if (longYear(a, la) && lb <= 2 && lc <= 2) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  if (la <= 2 && lb <= 2 && year(c, lc)) return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
  return false;
}

/** True for two groups joined by one dot (`121.1545`): a decimal number, not a phone. */
function looksLikeDecimal(text: string, groups: readonly string[], start: number, end: number): boolean {
  return groups.length === 2 && end - start === (groups[0] as string).length + (groups[1] as string).length + 1 && text.charCodeAt(start + (groups[0] as string).length) === 46;
}

/** What the cue checks of one text share: the text and its table headers. */
interface CueContext {
  readonly text: string;
  readonly labels: ColumnLabels;
}

/**
 * True when a phone cue is in the 40 characters before a number (an "order number" word right
 * before it is checked apart), or in the header of its table column.
 */
function phoneCueBefore(context: CueContext, start: number): boolean {
  const { text } = context;
  const before = text.slice(Math.max(0, start - CUE_BEFORE), start);
  const cueEnd = lastMatchEnd(PHONE_CUE, before);
  if (cueEnd >= 0 && !sentenceEndAfterNumber(before.slice(cueEnd))) return true;
  const line = text.slice(Math.max(0, start - 10), start);
  const newline = line.lastIndexOf('\n');
  if ((newline >= 0 || start <= 10) && PHONE_LINE_LABEL.test(line.slice(newline + 1))) return true;
  const header = context.labels.headerOf(start);
  return header !== null && lastMatchEnd(PHONE_CUE, header) >= 0;
}

/**
 * True when a number and then a sentence end (`.`, `!`, `?`, `;`, a newline) lie between a cue and
 * a candidate: the cue labelled that earlier number (`phone +34 978 88 20 49. Also 1483…`).
 */
function sentenceEndAfterNumber(between: string): boolean {
  let digit = false;
  for (let index = 0; index < between.length; index += 1) {
    const code = between.charCodeAt(index);
    if (code >= 48 && code <= 57) digit = true;
    else if (digit && (code === 46 || code === 33 || code === 63 || code === 59 || code === 10)) return true;
  }
  return false;
}

/** True when the number's table column is labelled as another identifier ("Order #", "Tracking"). */
function otherColumn(context: CueContext, start: number): boolean {
  const header = context.labels.headerOf(start);
  return header !== null && OTHER_IDENTIFIER_WORD.test(header) && lastMatchEnd(PHONE_CUE, header) < 0;
}

/**
 * True when a phone cue is in the 20 characters after a number, on its line, unless that cue
 * labels the next number (`030 1234567, tel 030 7654321`).
 */
function phoneCueAfter(text: string, end: number): boolean {
  let after = text.slice(end, end + CUE_AFTER);
  const newline = after.indexOf('\n');
  if (newline >= 0) after = after.slice(0, newline);
  let digit = -1;
  for (let index = 0; index < after.length && digit < 0; index += 1) if (after.charCodeAt(index) >= 48 && after.charCodeAt(index) <= 57) digit = index;
  if (digit < 0) return lastMatchEnd(PHONE_CUE, after) >= 0;
  const head = after.slice(0, digit);
  const cueEnd = lastMatchEnd(PHONE_CUE, head);
  // Letters after the cue and before the next number: the cue ends a phrase about this one ("… (mobile) and …").
  return cueEnd >= 0 && hasLetter(head.slice(cueEnd));
}

function hasLetter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index) | 32;
    if (code >= 97 && code <= 122) return true;
  }
  return false;
}

/**
 * Phone numbers in a text. Candidates are stretches of a digit run (groups joined by spaces,
 * hyphens, dots, slashes or parentheses, optionally after `+` or `(`), longest first, with an
 * extension (`x1234`, `ext. 12`) kept in the span. A candidate is a phone when libphonenumber-js
 * judges it valid read as
 * - an international number (`+44 20 7946 0958`, no cue needed),
 * - a North American number in the usual shapes (`(212) 555-0199`, no cue needed), or
 * - a national number of one of the {@link CANDIDATE_REGIONS} (`030 12345678`, `06 12 34 56 78`,
 *   US numbers in other groupings, `0044 …`), only with a phone cue near (a label, a column
 *   header, "call me at").
 * Numbers introduced as an order/invoice/ticket number, and dates, are not phones.
 * libphonenumber's own text search is not used because it is super-linear on adversarial input
 * (seconds on 1 MB of `(2(2(2...`); here each group starts at most {@link MAX_GROUPS} candidates.
 */
export function recognisePhones(text: string, runs: DigitRuns = scanDigitRuns(text), verdicts: PhoneVerdicts = new Map()): Recognition[] {
  const found: Recognition[] = [];
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  if (groupStarts.length === 0) return found;
  const context: CueContext = { text, labels: columnLabels(text) };
  let claimedUntil = 0;
  for (let run = 0; run < runCount(runs); run += 1) {
    const firstGroup = runFirstGroups[run] ?? 0;
    const endGroup = runFirstGroups[run + 1] ?? 0;
    // A run too short for any phone is skipped without work.
    if (!runHasDigits(runs, run, MIN_NATIONAL_DIGITS)) continue;
    // A run that opens glued to letters is a code (`FR24 6740 9600 …`, `x1234`), not phones.
    const opening = text.charCodeAt((groupStarts[firstGroup] ?? 0) - 1);
    if ((opening >= 65 && opening <= 90) || (opening >= 97 && opening <= 122) || opening === 95) continue;
    for (let first = firstGroup; first < endGroup; first += 1) {
      const groupStart = groupStarts[first] ?? 0;
      if (groupStart < claimedUntil) continue;
      // Inside a run, a number starts only after a break (`1995-01-25 212…`, not `…-25-212…`).
      if (first > firstGroup && !startBetween(text, groupEnds[first - 1] ?? 0, groupStart)) continue;
      const previous = text.charCodeAt(groupStart - 1);
      const lead = previous === 43 || previous === 40 ? groupStart - 1 : groupStart;
      const before = lead > 0 ? text.charCodeAt(lead - 1) : 32;
      // Not inside a longer token (`TIC-212-555-0199`, `x_2125550199`, `v1.212…`).
      if (isWordCode(before) || before === 43 || ((before === 45 || before === 46) && lead > 1 && isWordCode(text.charCodeAt(lead - 2)))) continue;
      const accepted = bestCandidate(text, runs, first, endGroup, previous === 43, context, verdicts);
      if (accepted === null) continue;
      found.push(accepted);
      claimedUntil = accepted.span.end;
    }
  }
  return found;
}

/** The longest phone whose first group is `first`, or null. */
function bestCandidate(text: string, runs: DigitRuns, first: number, endGroup: number, plus: boolean, context: CueContext, verdicts: PhoneVerdicts): Recognition | null {
  const { groupStarts, groupEnds } = runs;
  const groupStart = groupStarts[first] ?? 0;
  const groups: string[] = [];
  let digitCount = 0;
  for (let group = first; group < endGroup && group - first < MAX_GROUPS; group += 1) {
    if (group > first && listBetween(text, groupEnds[group - 1] ?? 0, groupStarts[group] ?? 0)) break;
    const digits = text.slice(groupStarts[group], groupEnds[group]);
    if (digitCount + digits.length > MAX_DIGITS) break;
    groups.push(digits);
    digitCount += digits.length;
  }
  let otherIdentifier: boolean | undefined;
  let cueBefore: boolean | undefined;
  for (let count = groups.length; count >= 1; count -= 1) {
    const lastGroup = first + count - 1;
    const numberEnd = groupEnds[lastGroup] ?? 0;
    // A number ends at the end of its run, or at a break inside it.
    if (lastGroup + 1 < endGroup && !breakBetween(text, numberEnd, groupStarts[lastGroup + 1] ?? 0)) continue;
    const digits = groups.slice(0, count).join('');
    const international = plus || (digits.startsWith('00') && !digits.startsWith('000'));
    if (digits.length < (international ? MIN_INTERNATIONAL_DIGITS : MIN_NATIONAL_DIGITS)) break;
    // An opening parenthesis belongs to the number only when the number closes it.
    const opens = text.charCodeAt(groupStart - 1) === 40;
    const inner = text.slice(groupStart, numberEnd);
    const start = plus || (opens && inner.includes(')')) ? groupStart - 1 : groupStart;
    const candidate = text.slice(start, numberEnd);
    // What follows: an extension, or nothing glued on.
    const extension = PHONE_EXTENSION.exec(text.slice(numberEnd, numberEnd + 24));
    const next = text.charCodeAt(numberEnd);
    const afterNext = text.charCodeAt(numberEnd + 1);
    // Glued to a word, or the hours of a time (`… 12:30`).
    if (extension === null && (isWordCode(next) || ((next === 45 || next === 58) && isWordCode(afterNext)))) continue;
    const end = extension === null ? numberEnd : numberEnd + extension[0].length;
    otherIdentifier ??= otherIdentifierBefore(text, start) || (!plus && (versionBefore(text, start) || otherColumn(context, start)));
    if (otherIdentifier) return null;
    let normalised: string | null = null;
    if (plus) {
      normalised = phoneVerdict(candidate, 'i', verdicts);
    } else {
      // North American area codes start with 2–9 (`(030) 1234567` is German).
      const area = digits.length === 11 ? digits.charCodeAt(1) : digits.charCodeAt(0);
      const nanpShape = area >= 50 && area <= 57 && PHONE_NANP_SHAPE.test(candidate);
      if (nanpShape) normalised = phoneVerdict(candidate, 'n', verdicts);
      // A `(212) 555-0199` shape is North American or nothing; other shapes may be any region's.
      const areaInParentheses = nanpShape && candidate.includes('(');
      const shape = groups.slice(0, count);
      if (normalised === null && !areaInParentheses && !looksLikeDate(shape) && !looksLikeDecimal(text, shape, start, numberEnd)) {
        cueBefore ??= phoneCueBefore(context, start);
        if (cueBefore || phoneCueAfter(text, end)) {
          // `00` opens an international number in most plans, but `003-2827-6827` is Korean.
          if (international) normalised = phoneVerdict(`+${digits.slice(2)}`, 'i', verdicts);
          normalised ??= phoneVerdict(candidate, 'r', verdicts);
        }
      }
    }
    if (normalised !== null) return { recogniser: 'phone', span: { start, end }, normalised, method: 'libphonenumber', confidence: 0.8 };
  }
  return null;
}
