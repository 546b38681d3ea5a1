/**
 * Properties with fast-check: format-valid fakes (SSNs, Luhn-valid cards, mod-97-valid IBANs,
 * valid US phone numbers) planted in random filler are found by the tier-2 recognisers and,
 * when they are vault values, matched to their field; canaries planted in filler (plain or
 * obfuscated) are found by tier 1 and never read as something else by tier 2.
 */
import fc from 'fast-check';
import { composeIBAN, friendlyFormatIBAN } from 'ibantools';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { createCanaryDetector } from './canary/canary-detector.js';
import { createDetectionEngine } from './pipeline.js';
import { createStructuredDetector } from './structured/structured-detector.js';
import type { DetectorHit } from './types.js';
import { field } from './vault.test-helpers.js';

const canaryDetector = createCanaryDetector();
const structuredDetector = createStructuredDetector();

const context = { channel: 'C1' } as const;
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (length: number): fc.Arbitrary<string> => fc.array(digit, { minLength: length, maxLength: length }).map((list) => list.join(''));

/** Filler prose: words and punctuation with no digits and no identifier cues. */
const filler = fc
  .array(fc.constantFrom('lorem', 'ipsum', 'dolor', 'sit', 'amet', 'the', 'and', 'value', 'was', 'noted', '.', ',', ';', ':', '\n', '(', ')', '"', '—'), { maxLength: 30 })
  .map((words) => words.join(' '));

const VOID_SSNS = new Set(['078051120', '219099999', '123456789']);
const ssn = fc
  .tuple(fc.integer({ min: 1, max: 899 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9999 }), fc.constantFrom('-', ' '))
  .filter(([area]) => area !== 666)
  .map(([area, group, serial, separator]) => [String(area).padStart(3, '0'), String(group).padStart(2, '0'), String(serial).padStart(4, '0')].join(separator))
  .filter((value) => !VOID_SSNS.has(value.replace(/\D/g, '')));

function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let value = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return String((10 - (sum % 10)) % 10);
}

const card = fc.tuple(fc.constantFrom('4', '51', '52', '53', '54', '55', '6011'), digits(15), fc.constantFrom('', ' ', '-')).map(([prefix, rest, separator]) => {
  const body = (prefix + rest).slice(0, 15);
  const number = body + luhnCheckDigit(body);
  return separator === '' ? number : (number.match(/.{4}/g) ?? []).join(separator);
});

const iban = fc
  .oneof(
    digits(18).map((bban) => composeIBAN({ countryCode: 'DE', bban })),
    fc.tuple(fc.constantFrom('NWBK', 'BARC', 'LOYD'), digits(14)).map(([bank, rest]) => composeIBAN({ countryCode: 'GB', bban: bank + rest })),
    digits(10).map((bban) => composeIBAN({ countryCode: 'NL', bban: `ABNA${bban}` })),
  )
  .filter((value): value is string => value !== null)
  .chain((value) => fc.constantFrom(value, friendlyFormatIBAN(value) ?? value));

const AREA_CODES = ['201', '202', '212', '213', '305', '312', '404', '415', '503', '617', '646', '702', '718', '917'];
const phone = fc
  .tuple(fc.constantFrom(...AREA_CODES), fc.integer({ min: 200, max: 999 }), digits(4), fc.constantFrom('(A) E-L', 'A-E-L', 'A.E.L', '+1 A E L', 'AEL'))
  .map(([area, exchange, line, format]) => format.replace('A', area).replace('E', String(exchange)).replace('L', line))
  .filter((value) => isValidPhoneNumber(value, 'US'));

const FORMATS = [
  ['ssn', ssn],
  ['card', card],
  ['iban', iban],
  ['phone', phone],
] as const;

function planted(hits: readonly DetectorHit[], text: string, value: string): DetectorHit[] {
  return hits.filter((hit) => text.slice(hit.span.start, hit.span.end) === value);
}

describe('planted regulated identifiers', () => {
  const recognisersOnly = structuredDetector.prepare([]);

  for (const [name, arbitrary] of FORMATS) {
    it(`finds a planted ${name} as an unvaulted ${name}`, () => {
      fc.assert(
        fc.property(filler, arbitrary, filler, (before, value, after) => {
          const text = `${before} ${value} ${after}`;
          const hits = planted(recognisersOnly.detect(text, context), text, value);
          expect(hits.map((hit) => [hit.kind, hit.recogniser])).toEqual([['unvaulted', name]]);
        }),
        { numRuns: 150 },
      );
    });

    it(`matches a planted ${name} to its vault field, written in another format`, () => {
      fc.assert(
        fc.property(filler, arbitrary, filler, (before, value, after) => {
          const compact = value.replace(/[\s().+-]/g, '');
          const vault = [field({ key: `secret.${name}`, value, kind: name })];
          const text = `${before} ${name === 'iban' ? compact : value.replace(/[ -]/g, '.')} ${after}`;
          const findings = createDetectionEngine().prepare(vault, { defaultAllowed: [], allowed: {} }).detectEvent({ traceId: 't', seq: 0, channel: 'C1', content: text });
          expect(findings.map((finding) => [finding.kind, finding.field])).toContainEqual(['vault-leak', `secret.${name}`]);
          expect(findings.filter((finding) => finding.kind === 'unvaulted-pii')).toEqual([]);
        }),
        { numRuns: 100 },
      );
    });
  }
});

const hex8 = fc.array(fc.constantFrom(...'0123456789ABCDEF'), { minLength: 8, maxLength: 8 }).map((list) => list.join(''));
const canary = fc.tuple(fc.constantFrom('SSN', 'DOB', 'CONF_NOTE', 'ACCT', 'PHONE', 'MED_DX', 'CARD'), hex8).map(([type, hex]) => `CANARY_${type}_${hex}`);

const rot13 = (text: string): string => text.replace(/[a-z]/gi, (ch) => String.fromCharCode(((ch.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (ch <= 'Z' ? 65 : 97)));
const OBFUSCATIONS: readonly (readonly [string, (value: string) => string])[] = [
  ['verbatim', (value) => value],
  ['normalised', (value) => value.toLowerCase().replaceAll('_', '-')],
  ['zero-width', (value) => [...value].join('\u200b')],
  ['confusable', (value) => value.replaceAll('A', '\u0410').replaceAll('C', '\u0421')],
  ['base64', (value) => Buffer.from(value).toString('base64')],
  ['hex', (value) => Buffer.from(value).toString('hex')],
  ['url', (value) => [...value].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('')],
  ['rot13', rot13],
  ['reversed', (value) => [...value].reverse().join('')],
];

describe('planted canaries', () => {
  it('are found by tier 1 with the right method, plain or obfuscated', () => {
    fc.assert(
      fc.property(filler, canary, fc.constantFrom(...OBFUSCATIONS), filler, (before, value, [method, obfuscate], after) => {
        const text = `${before} ${obfuscate(value)} ${after}`;
        const hits = canaryDetector.prepare([field({ key: 'marker', value, tier: 'canary' })]).detect(text, context);
        expect(hits.map((hit) => [hit.field, hit.method])).toEqual([['marker', method]]);
      }),
      { numRuns: 300 },
    );
  });

  it('are never read as a regulated identifier by tier 2', () => {
    const recognisersOnly = structuredDetector.prepare([]);
    fc.assert(
      fc.property(filler, canary, filler, (before, value, after) => {
        expect(recognisersOnly.detect(`${before} ${value} ${after}`, context)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
