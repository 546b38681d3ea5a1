/**
 * The format patterns are tried only near digit groups (`forEachMatchNear`). These properties
 * check, pattern by pattern, that the anchors the detectors use find exactly what a scan of the
 * whole text finds, and that the digit runs, the cents filter and the word-by-word name search
 * agree with the straightforward versions they replace.
 */
import fc from 'fast-check';
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { forEachMatch, forEachMatchNear } from '../regex-scan.js';
import { ROUTING_CANDIDATE } from './aba.js';
import { DATE_DAY_FIRST, DATE_ISO, DATE_MONTH_FIRST, DATE_NUMERIC } from './dates.js';
import { digitAnchors, scanDigitRuns, type DigitAnchors } from './digit-runs.js';
import { compactIban, scanIbanCandidates, IBAN_CANDIDATE } from './iban.js';
import { ICD10_CODE } from './icd10.js';
import { CARD_CANDIDATE } from './luhn.js';
import { centsPrefixesOf, MONEY, scanAmounts } from './money.js';
import { PHONE_INTERNATIONAL, PHONE_NANP } from './phone.js';
import { SSN_BARE, SSN_FORMATTED } from './ssn.js';
import { looseForm, matchTextNeedles, textNeedles, type TextNeedle } from './text-values.js';

const piece = fc.constantFrom(
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456789',
  '0',
  '00',
  '2024',
  '1995',
  '212',
  '555',
  '0199',
  '4111',
  ' ',
  '  ',
  '-',
  '.',
  '/',
  ',',
  '(',
  ')',
  '+',
  '+1',
  '$',
  '€',
  '£',
  '¥',
  '\u00a0',
  '\u2013',
  ':',
  '#',
  'a',
  'x',
  'E',
  'DE',
  'GB',
  'WEST',
  'k',
  'm',
  'bn',
  'st',
  'th',
  'of',
  'thousand',
  'usd',
  'dollars',
  'Jan',
  'january',
  'Sept',
  'September',
  'may',
  'dec',
  '25th',
  '3rd',
  'Order',
  'ssn',
  'é',
  '😀',
);
const text = fc.array(piece, { maxLength: 50 }).map((parts) => parts.join(''));

function full(pattern: RegExp, sample: string): [number, string][] {
  const found: [number, string][] = [];
  forEachMatch(pattern, sample, (match) => found.push([match.index, match[0]]));
  return found;
}

function near(pattern: RegExp, sample: string, anchors: readonly number[], before: number, after: number, accept?: (position: number) => boolean): [number, string][] {
  const found: [number, string][] = [];
  forEachMatchNear(pattern, sample, anchors, anchors.length, before, after, (match) => void found.push([match.index, match[0]]), accept);
  return found;
}

const code = (sample: string, position: number): number => sample.charCodeAt(position);
const isDigit = (value: number): boolean => value >= 48 && value <= 57;
type Case = readonly [string, RegExp, (anchors: DigitAnchors) => readonly number[], number, number, ((sample: string) => (position: number) => boolean)?];

const CASES: readonly Case[] = [
  ['money', MONEY, (a) => a.all, 2, 0, (s) => (p) => isDigit(code(s, p)) || '$€£¥'.includes(s.charAt(p))],
  ['ISO date', DATE_ISO, (a) => a.four, 0, 0],
  ['numeric date', DATE_NUMERIC, (a) => a.upTo2, 0, 0],
  ['month-first date', DATE_MONTH_FIRST, (a) => a.four, 21, -6, (s) => (p) => /[A-Za-z]/.test(s.charAt(p))],
  ['day-first date', DATE_DAY_FIRST, (a) => a.upTo2, 0, 0],
  ['formatted SSN', SSN_FORMATTED, (a) => a.three, 0, 0],
  ['bare SSN', SSN_BARE, (a) => a.nine, 0, 0],
  ['routing number', ROUTING_CANDIDATE, (a) => a.nine, 0, 0],
  ['card', CARD_CANDIDATE, (a) => a.inRunsOf13, 0, 0],
  ['NANP phone', PHONE_NANP, (a) => a.inRunsOf10, 1, 0, (s) => (p) => isDigit(code(s, p)) || code(s, p) === 43 || code(s, p) === 40],
  ['international phone', PHONE_INTERNATIONAL, (a) => a.afterPlus, 1, -1],
  ['ICD-10 code', ICD10_CODE, (a) => a.afterUpper, 1, -1],
];

describe('anchored format scans', () => {
  it.each(CASES.map((entry) => [entry[0], entry] as const))('find what a full scan finds: %s', (_name, [, pattern, select, before, after, accept]) => {
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          fc.array(text, { maxLength: 4 }).map((parts) => parts.join(' 4111 1111 1111 1111 +44 20 7946 0958 (212) 555-0199 January 25, 1995 september.   25th,   1995 25th of   September, 1995 ')),
        ),
        (sample) => {
          const anchors = select(digitAnchors(sample, scanDigitRuns(sample)));
          expect(near(pattern, sample, anchors, before, after, accept?.(sample))).toEqual(full(pattern, sample));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the IBAN candidates the full scan finds', () => {
    const lengths = new Map(Object.entries(getCountrySpecifications()).flatMap(([country, spec]) => (spec.chars === null ? [] : [[country, spec.chars] as const])));
    const alphanumeric = (value: number): boolean => (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122);
    const reference = (sample: string): unknown[] => {
      const found: unknown[] = [];
      const pattern = new RegExp(IBAN_CANDIDATE.source, IBAN_CANDIDATE.flags);
      for (let match = pattern.exec(sample); match !== null; match = pattern.exec(sample)) {
        const start = match.index;
        const length = lengths.get(match[0].slice(0, 2).toUpperCase());
        let count = 0;
        let end = start;
        while (length !== undefined && end < start + match[0].length && count < length) {
          if (alphanumeric(sample.charCodeAt(end))) count += 1;
          end += 1;
        }
        if (length === undefined || count < length || alphanumeric(sample.charCodeAt(end))) {
          pattern.lastIndex = start + 1;
          continue;
        }
        const compact = compactIban(sample.slice(start, end));
        const valid = isValidIBAN(compact);
        found.push({ start, end, compact, valid });
        pattern.lastIndex = valid ? end : start + 1;
      }
      return found;
    };
    const iban = fc.constantFrom('DE89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'DE89370400440532013000DE89370400440532013000', 'XX12 3456 7890 1234 5678', 'DE12');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, iban), { maxLength: 20 }), (parts) => {
        const sample = parts.join('');
        expect(scanIbanCandidates(sample)).toEqual(reference(sample));
      }),
    );
  });
});

describe('digit runs', () => {
  it('are the groups joined by one to three separators', () => {
    const separator = (value: number): boolean =>
      value === 32 || value === 45 || value === 46 || value === 47 || value === 40 || value === 41 || value === 0xa0 || (value >= 0x2010 && value <= 0x2013);
    fc.assert(
      fc.property(text, (sample) => {
        const starts: number[] = [];
        const ends: number[] = [];
        const firsts: number[] = [];
        let index = 0;
        while (index < sample.length) {
          if (!isDigit(code(sample, index))) {
            index += 1;
            continue;
          }
          firsts.push(starts.length);
          for (;;) {
            starts.push(index);
            while (index < sample.length && isDigit(code(sample, index))) index += 1;
            ends.push(index);
            let gap = 0;
            while (gap < 3 && index + gap < sample.length && separator(code(sample, index + gap))) gap += 1;
            if (gap === 0 || index + gap >= sample.length || !isDigit(code(sample, index + gap))) break;
            index += gap;
          }
        }
        firsts.push(starts.length);
        const runs = scanDigitRuns(sample);
        expect([runs.groupStarts, runs.groupEnds, runs.runFirstGroups]).toEqual([starts, ends, firsts]);
      }),
    );
  });
});

describe('amounts filtered by cents prefixes', () => {
  it('keep every amount whose cents are wanted', () => {
    fc.assert(
      fc.property(text, fc.array(fc.constantFrom<string>('8500000', '100', '12345', '200000', '0', '50', '12300'), { maxLength: 4 }), (sample, wanted) => {
        const keep = (amounts: ReturnType<typeof scanAmounts>) => amounts.filter((amount) => wanted.includes(amount.cents));
        expect(keep(scanAmounts(sample, 5, scanDigitRuns(sample), centsPrefixesOf(wanted)))).toEqual(keep(scanAmounts(sample, 5)));
      }),
    );
  });
});

describe('text needles', () => {
  /** The search the loose form was built for: one indexOf scan per needle. */
  function reference(sample: string, needles: readonly TextNeedle[]): [string, number, number][] {
    // Loose forms drop accents: a needle is tried where its anchor occurs in the text without them.
    const folded = sample
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '');
    const candidates = needles.filter((needle) => folded.includes(needle.anchor));
    const loose = looseForm(sample);
    const found: [string, number, number][] = [];
    for (const needle of candidates) {
      for (let at = loose.text.indexOf(needle.needle); at >= 0; at = loose.text.indexOf(needle.needle, at + needle.needle.length - 1)) {
        found.push([needle.needle, loose.starts[at + 1] ?? 0, loose.ends[at + needle.needle.length - 2] ?? 0]);
      }
    }
    return found;
  }

  it('finds what the loose form finds, in ASCII and other texts', () => {
    const values = ['Devin Schaefer', 'Mary Ann Smith', 'José García', "['support', 'four', 'institution']", 'INS-39537672', 'Ωmega Lee'];
    const word = fc.constantFrom(
      'devin',
      'Devin',
      'DEVIN',
      'schaefer',
      'Schaefer',
      'mary',
      'ann',
      'smith',
      'Smith',
      'josé',
      'JOSÉ',
      'garcía',
      'support',
      'four',
      'institution',
      'ins',
      '39537672',
      'Ωmega',
      'lee',
      'x',
      'é',
      '’',
    );
    const gap = fc.constantFrom(' ', ', ', '  ', '-', '\n', '.', '', "'", '—', '’', '\u200b');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { maxLength: 25 }), (parts) => {
        const sample = parts.map(([w, g]) => w + g).join('');
        const needles = values.flatMap((value, k) => textNeedles({ key: `f${k}`, value }, k < 3));
        const found = matchTextNeedles(sample, needles).map((match): [string, number, number] => [match.needle.needle, match.start, match.end]);
        expect(found).toEqual(reference(sample, needles));
      }),
      { numRuns: 500 },
    );
  });
});
