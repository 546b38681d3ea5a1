import { cueAround } from './cues.js';
import { digitAnchors, isAllDigits, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';

/** A bare 9-digit number not inside a longer token. */
export const ROUTING_CANDIDATE = /(?<![\w-])\d{9}(?![\w-])/g;
const ROUTING_CANDIDATE_AT = anchoredCopy(ROUTING_CANDIDATE);
/** Words that say a 9-digit number is an ABA routing transit number. */
export const ROUTING_CUE = /\b(?:routing|aba|rtn|transit)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const ROUTING_PATTERNS: readonly RegExp[] = [ROUTING_CANDIDATE, ROUTING_CUE];

/** First two digits the Federal Reserve assigns (00–12 banks, 21–32 thrifts, 61–72 electronic, 80 travellers cheques). */
function validPrefix(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/**
 * ABA routing number check: a valid Federal Reserve prefix and the 3-7-1 weighted checksum.
 *
 * @example isValidRoutingNumber('021000021') // true
 */
export function isValidRoutingNumber(digits: string): boolean {
  if (digits.length !== 9 || !isAllDigits(digits) || !validPrefix(Number(digits.slice(0, 2)))) return false;
  const d = (index: number): number => digits.charCodeAt(index) - 48;
  const sum = 3 * (d(0) + d(3) + d(6)) + 7 * (d(1) + d(4) + d(7)) + (d(2) + d(5) + d(8));
  return sum % 10 === 0;
}

/** ABA routing numbers: 9 digits with a valid checksum and a cue ("routing", "ABA", "RTN") within 30 characters. */
export function recogniseRoutingNumbers(text: string, runs: DigitRuns = scanDigitRuns(text)): Recognition[] {
  const found: Recognition[] = [];
  // A candidate is a whole group of 9 digits.
  const { nine } = digitAnchors(text, runs);
  if (nine.length === 0) return found;
  forEachMatchNear(ROUTING_CANDIDATE_AT, text, nine, nine.length, 0, 0, (match) => {
    const start = match.index;
    const end = start + match[0].length;
    if (!isValidRoutingNumber(match[0]) || !cueAround(text, start, end, ROUTING_CUE, 30)) return;
    found.push({ recogniser: 'routing', span: { start, end }, normalised: match[0], method: 'aba-checksum', confidence: 0.85 });
  });
  return found;
}
