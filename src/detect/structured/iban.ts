import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';
import { scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { isAsciiLetterCode } from './char-codes.js';

/**
 * An IBAN candidate: country code (either case), two check digits, then letters/digits grouped
 * any way by single spaces or hyphens (`DE89 3704…`, `de89370…`, `DE89-3704-…`, `GB29NWBK 6016…`).
 * Greedy on purpose: the country's registered length decides where the IBAN ends.
 */
export const IBAN_CANDIDATE = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]){10,30}/g;
const IBAN_CANDIDATE_AT = anchoredCopy(IBAN_CANDIDATE);

/** Every pattern of this file, for the ReDoS check. */
export const IBAN_PATTERNS: readonly RegExp[] = [IBAN_CANDIDATE];

const COUNTRY_LENGTHS: ReadonlyMap<string, number> = new Map(Object.entries(getCountrySpecifications()).flatMap(([code, spec]) => (spec.chars === null ? [] : [[code, spec.chars] as const])));

/** Starts of digit groups of 2+ digits right after two ASCII letters of either case (check digits after a country code). */
function afterTwoLetters(text: string, runs: DigitRuns): number[] {
  const starts: number[] = [];
  const { groupStarts, groupEnds } = runs;
  for (let group = 0; group < groupStarts.length; group += 1) {
    const start = groupStarts[group] ?? 0;
    if ((groupEnds[group] ?? 0) - start >= 2 && start > 1 && isAsciiLetterCode(text.charCodeAt(start - 1)) && isAsciiLetterCode(text.charCodeAt(start - 2))) starts.push(start);
  }
  return starts;
}

function isAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Upper-case, spaces removed: the form IBANs are compared in. */
export function compactIban(value: string): string {
  let out = '';
  for (let index = 0; index < value.length; index += 1) {
    if (isAlphanumeric(value.charCodeAt(index))) out += value.charAt(index).toUpperCase();
  }
  return out;
}

/** One IBAN-shaped stretch of text cut at its country's registered length. */
export interface IbanCandidate {
  readonly start: number;
  readonly end: number;
  /** Upper-case, no spaces. */
  readonly compact: string;
  /** Passes ibantools' validation (country format and mod-97 check digits). */
  readonly valid: boolean;
}

/**
 * IBAN-shaped stretches of a text, each cut at its country's length (not validated).
 * Scanning resumes after each valid IBAN, so two IBANs separated by a space are both seen.
 */
export function scanIbanCandidates(text: string, runs: DigitRuns = scanDigitRuns(text)): IbanCandidate[] {
  const candidates: IbanCandidate[] = [];
  // A candidate starts two letters before a group of 2+ digits (its check digits).
  const anchors = afterTwoLetters(text, runs);
  if (anchors.length === 0) return candidates;
  forEachMatchNear(IBAN_CANDIDATE_AT, text, anchors, anchors.length, 2, -2, (match) => {
    const start = match.index;
    const length = COUNTRY_LENGTHS.get(match[0].slice(0, 2).toUpperCase());
    if (length === undefined) return start + 1;
    let count = 0;
    let end = start;
    while (end < start + match[0].length && count < length) {
      if (isAlphanumeric(text.charCodeAt(end))) count += 1;
      end += 1;
    }
    // Too short, or glued to more letters/digits: not an IBAN of this country.
    if (count < length || isAlphanumeric(text.charCodeAt(end))) return start + 1;
    const compact = compactIban(text.slice(start, end));
    const valid = isValidIBAN(compact);
    candidates.push({ start, end, compact, valid });
    // After a valid IBAN, go on after it; after an invalid one, a real IBAN may start inside it.
    return valid ? end : start + 1;
  });
  return candidates;
}

/** The candidates that pass ibantools' validation (country format and mod-97 check digits). */
export function recogniseIbans(candidates: readonly IbanCandidate[]): Recognition[] {
  return candidates
    .filter((candidate) => candidate.valid)
    .map((candidate) => ({ recogniser: 'iban', span: { start: candidate.start, end: candidate.end }, normalised: candidate.compact, method: 'mod97', confidence: 0.95 }));
}
