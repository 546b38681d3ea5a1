import { describe, expect, it } from 'vitest';
import { runDetectorContract } from '../contract-suite.js';
import { field, SAMPLE_VAULT } from '../vault.test-helpers.js';
import { createCanaryDetector } from './canary-detector.js';

const canaryDetector = createCanaryDetector();

const CANARY = 'CANARY_SSN_C0E3534A';
const vault = [field({ key: 'canary.ssn', value: CANARY, tier: 'canary' }), field({ key: 'canary.note', value: 'CANARY_CONF_NOTE_F86CD76E' })];
const prepared = canaryDetector.prepare(vault);

function detect(text: string) {
  return prepared.detect(text, { channel: 'C1' });
}

function only(text: string) {
  const hits = detect(text);
  expect(hits).toHaveLength(1);
  const [hit] = hits;
  if (hit === undefined) throw new Error('no hit');
  return { ...hit, found: text.slice(hit.span.start, hit.span.end) };
}

const rot13 = (text: string): string =>
  text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });

describe('canary detector', () => {
  it('finds a canary verbatim with its exact span', () => {
    const hit = only(`patient id ${CANARY} on file`);
    expect(hit).toMatchObject({ field: 'canary.ssn', method: 'verbatim', confidence: 1, tier: 1, kind: 'vault' });
    expect(hit.found).toBe(CANARY);
  });

  it.each([
    ['lower case with hyphens', 'canary-ssn-c0e3534a'],
    ['spaces', 'CANARY SSN C0E3534A'],
    ['no separators', 'canaryssnc0e3534a'],
    ['spaced letters', 'C A N A R Y _ S S N _ C 0 E 3 5 3 4 A'],
    ['dots and slashes', 'canary.ssn/c0e3534a'],
  ])('finds a canary after normalisation: %s', (_name, form) => {
    const hit = only(`see: ${form}.`);
    expect(hit.method).toBe('normalised');
    expect(hit.found).toBe(form);
  });

  it.each([
    ['U+200B', '\u200b'],
    ['U+200C', '\u200c'],
    ['U+200D', '\u200d'],
    ['U+2060', '\u2060'],
    ['U+FEFF', '\ufeff'],
    ['soft hyphen', '\u00ad'],
  ])('finds a canary split by zero-width characters (%s)', (_name, invisible) => {
    const form = [...CANARY].join(invisible);
    const hit = only(`x ${form} y`);
    expect(hit.method).toBe('zero-width');
    expect(hit.found).toBe(form);
  });

  it.each([
    ['Cyrillic А, С, Ν-lookalikes', 'С\u0410NАRY_ЅЅN_C0Е3534\u0410'],
    ['fullwidth letters', 'ＣＡＮＡＲＹ＿ＳＳＮ＿Ｃ０Ｅ３５３４Ａ'],
    ['mathematical bold', '𝐂𝐀𝐍𝐀𝐑𝐘_SSN_C0E3534A'],
    ['letter O for digit zero', 'CANARY_SSN_COE3534A'],
    ['Cyrillic О for digit zero', 'CANARY_SSN_C\u041eE3534A'],
  ])('finds a canary written with confusables: %s', (_name, form) => {
    const hit = only(`value ${form} end`);
    expect(hit.method).toBe('confusable');
    expect(hit.found).toBe(form);
  });

  it.each([
    ['standard, padded', Buffer.from(CANARY).toString('base64')],
    ['standard, unpadded', Buffer.from(CANARY).toString('base64').replace(/=+$/, '')],
    ['URL-safe', Buffer.from(`x?>${CANARY}?>`).toString('base64url')],
    ['inside a JSON payload', Buffer.from(JSON.stringify({ ssn: CANARY, note: 'ok' })).toString('base64')],
  ])('finds a base64-encoded canary (%s)', (_name, token) => {
    const text = `blob: ${token} (end)`;
    const hit = only(text);
    expect(hit.method).toBe('base64');
    expect(token).toContain(hit.found);
  });

  it('maps a base64 hit to the encoded bytes, not the whole token', () => {
    const token = Buffer.from(`${'filler '.repeat(10)}${CANARY}${' filler'.repeat(10)}`).toString('base64');
    const hit = only(`data=${token}`);
    expect(hit.found.length).toBeLessThan(token.length / 2);
    expect(Buffer.from(hit.found, 'base64').toString()).toContain(CANARY.slice(2, -2));
  });

  it.each([
    ['lower-case run', Buffer.from(CANARY).toString('hex')],
    ['upper-case run', Buffer.from(CANARY).toString('hex').toUpperCase()],
    ['odd alignment (preceded by a hex digit)', `a${Buffer.from(CANARY).toString('hex')}`],
    [
      'space-separated bytes',
      Buffer.from(CANARY)
        .toString('hex')
        .replace(/(..)(?!$)/g, '$1 '),
    ],
    ['\\x escapes', Buffer.from(CANARY).toString('hex').replace(/(..)/g, '\\x$1')],
  ])('finds a hex-encoded canary (%s)', (_name, encoded) => {
    const hit = only(`hex: ${encoded} ;`);
    expect(hit.method).toBe('hex');
    expect(encoded).toContain(hit.found);
  });

  it.each([
    ['every character', [...CANARY].map((ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`).join('')],
    ['underscores only', CANARY.replaceAll('_', '%5F')],
    ['some letters', 'CAN%41RY_SSN_C0E%33534A'],
  ])('finds a URL-encoded canary (%s)', (_name, encoded) => {
    const hit = only(`https://x.test/?q=${encoded}&r=1`);
    expect(hit.method).toBe('url');
    expect(hit.found).toBe(encoded);
  });

  it('does not report a plain canary twice when the text also has URL escapes', () => {
    const hits = detect(`a%20b ${CANARY}`);
    expect(hits.map((hit) => hit.method)).toEqual(['verbatim']);
  });

  it('finds a ROT13 canary, in any case and with separators', () => {
    expect(rot13(CANARY)).toBe('PNANEL_FFA_P0R3534N');
    expect(only(`x ${rot13(CANARY)} y`).method).toBe('rot13');
    expect(only(`x ${rot13(CANARY).toLowerCase().replaceAll('_', ' ')} y`).method).toBe('rot13');
  });

  it('finds a reversed canary', () => {
    const reversed = [...CANARY].reverse().join('');
    const hit = only(`x ${reversed} y`);
    expect(hit.method).toBe('reversed');
    expect(hit.found).toBe(reversed);
  });

  it('finds several canaries and repeated occurrences, in text order', () => {
    const hits = detect(`${CANARY} and CANARY_CONF_NOTE_F86CD76E and again ${CANARY.toLowerCase()}`);
    expect(hits.map((hit) => [hit.field, hit.method])).toEqual([
      ['canary.ssn', 'verbatim'],
      ['canary.note', 'verbatim'],
      ['canary.ssn', 'normalised'],
    ]);
  });

  it('finds a canary embedded in a longer vault value', () => {
    const note = field({ key: 'note', value: 'Patient reports CANARY_MED_NOTE_0A1B2C3D in the intake form', tier: 'semantic' });
    const hits = canaryDetector.prepare([note]).detect('leaked: canary med note 0a1b2c3d', { channel: 'C1' });
    expect(hits.map((hit) => hit.field)).toEqual(['note']);
  });

  it('does not match other canaries, near misses or ordinary text', () => {
    expect(detect('CANARY_SSN_C0E3534B and CANARY_SSN_00E3534A')).toEqual([]);
    expect(detect('a canary in a coal mine, ssn unknown')).toEqual([]);
    expect(detect(Buffer.from('CANARY_SSN_C0E3534B').toString('base64'))).toEqual([]);
  });

  it.each([
    ['superscript and circled digits', 'CANARY_SSN_C0E³⑤3④A'],
    ['mathematical digits (surrogate pairs)', 'CANARY_SSN_C0E𝟑𝟓𝟑𝟒A'],
    ['digits split by zero-width characters and long separators', `CANARY_SSN_C0E3\u200b5${'-'.repeat(300)}34A`],
  ])('finds a canary whose digits are written oddly: %s', (_name, form) => {
    const hit = only(`x ${form} y`);
    expect(hit.found).toBe(form);
  });

  it('finds a canary whose hex part has no digit from 2 to 9', () => {
    const hexless = canaryDetector.prepare([field({ key: 'token', value: 'CANARY_KEY_ABCDEF01', tier: 'canary' })]);
    const found = (text: string) => hexless.detect(text, { channel: 'C1' }).map((hit) => [hit.method, text.slice(hit.span.start, hit.span.end)]);
    expect(found('a canary-key-abcdef0l here')).toEqual([['confusable', 'canary-key-abcdef0l']]);
    expect(found(`b64 ${Buffer.from('CANARY_KEY_ABCDEF01').toString('base64')}`)).toHaveLength(1);
  });

  it('finds canaries in text crowded with near misses', () => {
    // Hundreds of places where the canary's digits occur, each checked over long runs of separators.
    const crowd = [...'C0E3534B']
      .map((ch) => ch.padEnd(50, '-'))
      .join('')
      .repeat(100);
    const hits = detect(`${crowd} ${CANARY} ${crowd}`);
    expect(hits.map((hit) => hit.method)).toEqual(['verbatim']);
  });

  it('finds nothing when the vault has no canaries', () => {
    expect(canaryDetector.prepare([field({ key: 'ssn', value: '787-08-3753' })]).detect(CANARY, { channel: 'C1' })).toEqual([]);
  });
});

runDetectorContract(canaryDetector, [
  { name: 'verbatim', vault: SAMPLE_VAULT, text: `id ${CANARY}`, expectFields: ['canary.ssn'] },
  { name: 'base64', vault: SAMPLE_VAULT, text: `b64 ${Buffer.from(CANARY).toString('base64')}`, expectFields: ['canary.ssn'], obfuscated: false },
  { name: 'hex', vault: SAMPLE_VAULT, text: `hex ${Buffer.from('CANARY_CONF_NOTE_F86CD76E').toString('hex')}`, expectFields: ['canary.note'], obfuscated: false },
  { name: 'url', vault: SAMPLE_VAULT, text: `u=${encodeURIComponent('CANARY_CONF_NOTE_F86CD76E').replaceAll('_', '%5F')}`, expectFields: ['canary.note'], obfuscated: false },
  { name: 'zero-width + confusable', vault: SAMPLE_VAULT, text: 'С\u200bANARY SSN C0E3534A', expectFields: ['canary.ssn'] },
  { name: 'reversed', vault: SAMPLE_VAULT, text: [...CANARY].reverse().join(''), expectFields: ['canary.ssn'] },
]);
