import { recogniseRoutingNumbers, ROUTING_PATTERNS } from './aba.js';
import { CUE_PATTERNS } from './cues.js';
import { EMAIL_PATTERNS, recogniseEmails } from './email.js';
import { IBAN_PATTERNS, recogniseIbans } from './iban.js';
import { ICD10_PATTERNS, recogniseIcd10 } from './icd10.js';
import { IP_PATTERNS, recogniseIps } from './ip.js';
import { CARD_PATTERNS, recogniseCards } from './luhn.js';
import { PHONE_PATTERNS, recognisePhones, type PhoneVerdicts } from './phone.js';
import type { Recognition, RecogniserName } from './recognition.js';
import { recogniseSsns, SSN_PATTERNS } from './ssn.js';
import type { TextScan } from './vault-values.js';

/** Every pattern the recognisers use, for the ReDoS check. */
export const RECOGNISER_PATTERNS: readonly RegExp[] = [
  ...SSN_PATTERNS,
  ...CARD_PATTERNS,
  ...IBAN_PATTERNS,
  ...ROUTING_PATTERNS,
  ...PHONE_PATTERNS,
  ...EMAIL_PATTERNS,
  ...ICD10_PATTERNS,
  ...CUE_PATTERNS,
  ...IP_PATTERNS,
];

/**
 * Which reading wins when two recognisers claim overlapping text: the longer, more specific
 * formats first (an IBAN holds digit runs that look like other numbers; an e-mail address may
 * start with a phone number; an IP address is a dotted run a phone reading could take).
 */
const PRIORITY: Readonly<Record<RecogniserName, number>> = { iban: 0, card: 1, email: 2, ip: 3, ssn: 4, routing: 5, phone: 6, icd10: 7 };

const NONE: readonly Recognition[] = [];

/**
 * Runs every regulated-format recogniser on a text and keeps one reading per stretch of text.
 * Result is in order of start. `phoneVerdicts` is the detector's memo of libphonenumber verdicts.
 */
export function recogniseAll(text: string, scan: TextScan, phoneVerdicts: PhoneVerdicts = new Map()): Recognition[] {
  const all: Recognition[] = [];
  for (const found of [
    scan.ibans.length === 0 ? NONE : recogniseIbans(scan.ibans),
    recogniseCards(text, scan.runs),
    scan.emails.length === 0 ? NONE : recogniseEmails(scan.emails),
    recogniseSsns(text, scan.runs),
    recogniseRoutingNumbers(text, scan.runs),
    recognisePhones(text, scan.runs, phoneVerdicts),
    recogniseIcd10(text, scan.runs),
    recogniseIps(text, scan.runs),
  ]) {
    for (const recognition of found) all.push(recognition);
  }
  if (all.length <= 1) return all;
  all.sort((a, b) => PRIORITY[a.recogniser] - PRIORITY[b.recogniser] || b.span.end - b.span.start - (a.span.end - a.span.start) || a.span.start - b.span.start);
  // Kept readings never overlap, and each recogniser's own candidates barely do, so marking
  // claimed characters keeps this linear in the text (a pairwise check would be quadratic).
  const claimed = new Uint8Array(all.length === 0 ? 0 : text.length);
  const kept: Recognition[] = [];
  for (const candidate of all) {
    const { start, end } = candidate.span;
    if (claimed.subarray(start, end).includes(1)) continue;
    claimed.fill(1, start, end);
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
}
