import { describe, expect, it } from 'vitest';
import type { DetectorHit } from '../types.js';
import { runDetectorContract } from '../contract-suite.js';
import { field, SAMPLE_VAULT } from '../vault.test-helpers.js';
import { createStructuredDetector } from './structured-detector.js';

const structuredDetector = createStructuredDetector();

const prepared = structuredDetector.prepare(SAMPLE_VAULT);
const detect = (text: string): DetectorHit[] => prepared.detect(text, { channel: 'C1' });
/** [field or recogniser, method, found text] of each hit. */
const summary = (text: string): [string, string, string][] => detect(text).map((hit) => [hit.field ?? `unvaulted:${hit.recogniser ?? ''}`, hit.method, text.slice(hit.span.start, hit.span.end)]);
const fieldsIn = (text: string): string[] => [...new Set(detect(text).flatMap((hit) => (hit.field === null ? [] : [hit.field])))];

describe('structured detector: vault values', () => {
  it.each([
    ['787-08-3753', 'verbatim', 1],
    ['787 08 3753', 'digits', 1],
    ['787083753', 'digits', 1],
    // Not an SSN format the recogniser accepts, so only the vault match vouches for it.
    ['787.08.3753', 'digits', 0.95],
  ])('finds the SSN written %s, digits-only', (written, method, confidence) => {
    const hits = detect(`ssn on file: ${written}.`).filter((hit) => hit.field === 'ssn');
    expect(hits.map((hit) => [hit.method, hit.confidence])).toEqual([[method, confidence]]);
  });

  it('does not find an identifier inside a longer digit run', () => {
    expect(fieldsIn('17870837531 and 7870837539')).toEqual([]);
    expect(fieldsIn('0001234567890')).toEqual([]);
  });

  it('finds account and card numbers however they are grouped', () => {
    expect(fieldsIn('acct 0001-2345-6789')).toEqual(['account']);
    expect(fieldsIn('card 4111-1111-1111-1111')).toEqual(['card']);
    expect(fieldsIn('pan 4111111111111111')).toEqual(['card']);
  });

  it('finds the phone number with or without the country code', () => {
    for (const written of ['212-555-0199', '(212) 555 0199', '+1 212 555 0199', '12125550199']) {
      expect(fieldsIn(`reach me at ${written}`)).toEqual(['phone']);
    }
  });

  it.each(['$85,000', '85000', '85k', '85,000.00', '$85K', '85 thousand dollars'])('finds the salary written %s', (written) => {
    expect(fieldsIn(`salary ${written} per year`)).toEqual(['salary']);
  });

  it('does not match other amounts or a short plain number', () => {
    expect(fieldsIn('salary $86,000 or 850000 or 8500')).toEqual([]);
  });

  it.each(['1995-01-25', 'January 25, 1995', '25 Jan 1995', '01/25/1995', '1/25/1995', '25.01.1995'])('finds the birth date written %s', (written) => {
    expect(fieldsIn(`born ${written}`)).toEqual(['dob']);
  });

  it('finds the e-mail in any case (and the name its local part spells)', () => {
    expect(summary('mail COLLEEN.NGUYEN@example.ORG now')).toEqual([
      ['name', 'normalised', 'COLLEEN.NGUYEN'],
      ['email', 'email', 'COLLEEN.NGUYEN@example.ORG'],
    ]);
  });

  it('finds the IBAN compact or grouped', () => {
    expect(fieldsIn('IBAN DE89370400440532013000')).toContain('iban');
    expect(fieldsIn('IBAN DE89 3704 0044 0532 0130 00 x')).toContain('iban');
  });

  it('finds names and addresses ignoring case, spacing and punctuation, on word boundaries', () => {
    expect(summary('Patient: COLLEEN   nguyen')).toEqual([['name', 'normalised', 'COLLEEN   nguyen']]);
    expect(summary('Patient: Colleen Nguyen')).toEqual([['name', 'verbatim', 'Colleen Nguyen']]);
    expect(summary('lives at 42 wallaby way sydney')).toEqual([['address', 'normalised', '42 wallaby way sydney']]);
  });

  it('finds a name written last name first', () => {
    expect(summary('Nguyen, Colleen (DOB redacted)')).toEqual([['name', 'name-variant', 'Nguyen, Colleen']]);
  });

  it('does not match a name inside a longer word, another person of the same first name, or ordinary words', () => {
    expect(fieldsIn('colleen called; Colleen Nguyenson did not; Colleen-Nguyens neither')).toEqual([]);
    const short = structuredDetector.prepare([field({ key: 'initials', value: 'CN' }), field({ key: 'flag', value: 'none', kind: 'text' })]);
    expect(short.detect('CN said none of it', { channel: 'C1' })).toEqual([]);
  });

  it('finds a vault ICD-10 code without a medical cue (it is a vault value)', () => {
    expect(fieldsIn('code E11.9')).toEqual(['diagnosis']);
  });
});

describe('structured detector: partial disclosures', () => {
  it.each([
    ['SSN ending in 3753', 'ssn'],
    ['the last four of her SSN are 3753', 'ssn'],
    ['SSN ***-**-3753', 'ssn'],
    ['SSN xxx-xx-3753', 'ssn'],
    ['card ending in 1111', 'card'],
    ['card **** **** **** 1111', 'card'],
    ['account last 4: 6789', 'account'],
    ['phone ends with 0199', 'phone'],
    ['the Visa ending 1111 was declined', 'card'],
    ['card number ends: 1111', 'card'],
  ])('finds "%s" as a last-four disclosure of %s', (text, key) => {
    const hits = detect(text);
    expect(hits.map((hit) => [hit.field, hit.method, hit.confidence])).toEqual([[key, 'last4', 0.7]]);
  });

  it('needs a cue', () => {
    expect(detect('room 3753, order 1111, 6789 items')).toEqual([]);
    expect(detect('the quarter ending March, 1111 units')).toEqual([]);
  });

  it('reports every field that ends in the digits when no kind word picks one', () => {
    const vault = [field({ key: 'a', value: '111-22-3333', kind: 'ssn' }), field({ key: 'b', value: '9999 8888 7777 3333', kind: 'card' })];
    const both = structuredDetector.prepare(vault);
    expect(both.detect('ending in 3333', { channel: 'C1' }).map((hit) => hit.field)).toEqual(['a', 'b']);
    expect(both.detect('the card ending in 3333', { channel: 'C1' }).map((hit) => hit.field)).toEqual(['b']);
  });
});

describe('structured detector: phones across national and international forms', () => {
  const phones = structuredDetector.prepare([
    field({ key: 'mobile', value: '+46 73 123 45 67', kind: 'phone' }),
    field({ key: 'office', value: '+43 1 4441234', kind: 'phone' }),
    field({ key: 'home', value: '+61 3 9123 4567', kind: 'phone' }),
    field({ key: 'desk', value: '0472 10 20 30', kind: 'phone' }),
  ]);
  const hitsIn = (text: string): [string, string][] => phones.detect(text, { channel: 'C1' }).map((hit) => [hit.kind, hit.field ?? hit.recogniser ?? '']);

  it.each([
    ['text him on 073-123 45 67 tonight', 'mobile'],
    ['Tel. 01 4441234 (Zentrale)', 'office'],
    ['her home line is (03) 9123 4567', 'home'],
  ])('finds a vault phone held internationally and written nationally: "%s", with no unvaulted finding', (text, key) => {
    expect(hitsIn(text)).toEqual([['vault', key]]);
  });

  it('finds a vault phone held nationally and written internationally', () => {
    expect(hitsIn('appelez le +33 4 72 10 20 30')).toEqual([['vault', 'desk']]);
    expect(hitsIn('tel. 0033 472 10 20 30')).toEqual([['vault', 'desk']]);
  });

  it('still reports another number of the same region', () => {
    expect(hitsIn('text him on 073-765 43 21 tonight')).toEqual([['unvaulted', 'phone']]);
  });
});

describe('structured detector: regulated formats', () => {
  const unvaulted = (text: string): [string, string][] =>
    detect(text)
      .filter((hit) => hit.kind === 'unvaulted')
      .map((hit) => [hit.recogniser ?? '', text.slice(hit.span.start, hit.span.end)]);

  it('reports valid identifiers that match no vault value', () => {
    expect(unvaulted('SSN 123-45-6780; card 5555 5555 5555 4444; IBAN GB29 NWBK 6016 1331 9268 19; routing 021000021; tel 202-555-0143; mail x@y.org; Dx: F41.1')).toEqual([
      ['ssn', '123-45-6780'],
      ['card', '5555 5555 5555 4444'],
      ['iban', 'GB29 NWBK 6016 1331 9268 19'],
      ['routing', '021000021'],
      ['phone', '202-555-0143'],
      ['email', 'x@y.org'],
      ['icd10', 'F41.1'],
    ]);
  });

  it('reinforces a vault hit instead of reporting an unvaulted one', () => {
    const hits = detect('SSN 787-08-3753');
    expect(hits.map((hit) => [hit.kind, hit.field, hit.confidence])).toEqual([['vault', 'ssn', 1]]);
  });

  it.each([
    ['an SSN shape inside a ticket id', 'see ticket TIC-987-65-4321 and TIC-787-65-4321'],
    ['an order number failing Luhn', 'Order #4111111111111112 has shipped'],
    ['a Luhn-valid order number', 'Order #4111111111111111 has shipped'],
    ['an ICD-10 shape with no medical cue', 'firmware E11.9 released'],
    ['a 9-digit invoice number', 'invoice 787083753 paid'],
    ['a 9-digit number with no cue', 'batch 021000021 done'],
    ['a valid phone shape used as an order number', 'Order #2125550199 shipped'],
  ])('does not count %s', (_name, text) => {
    // A vault without these values, so only the recognisers could report them.
    const recognisersOnly = structuredDetector.prepare([field({ key: 'name', value: 'Colleen Nguyen' })]);
    expect(recognisersOnly.detect(text, { channel: 'C1' })).toEqual([]);
  });
});

runDetectorContract(structuredDetector, [
  { name: 'ssn digits', vault: SAMPLE_VAULT, text: 'SSN 787 08 3753', expectFields: ['ssn'] },
  { name: 'money and date', vault: SAMPLE_VAULT, text: 'earns $85K, born 25 Jan 1995', expectFields: ['salary', 'dob'] },
  { name: 'name variant', vault: SAMPLE_VAULT, text: 'NGUYEN, Colleen', expectFields: ['name'] },
  { name: 'last four', vault: SAMPLE_VAULT, text: 'card ending in 1111', expectFields: ['card'] },
  { name: 'email + iban', vault: SAMPLE_VAULT, text: 'colleen.nguyen@example.org DE89 3704 0044 0532 0130 00', expectFields: ['email', 'iban'] },
  {
    name: 'unvaulted identifiers',
    vault: SAMPLE_VAULT,
    text: 'ssn 123-45-6780 card 5555555555554444 routing 021000021 call 202-555-0143 dx F41.1',
    expectRecognisers: ['ssn', 'card', 'routing', 'phone', 'icd10'],
  },
]);
