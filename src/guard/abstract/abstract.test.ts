import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '../../contracts/index.js';
import { prepareGuardDetection } from '../detection.js';
import { createGuard } from '../engine.js';
import { field, PATIENT_POLICY, PATIENT_VAULT } from '../guard.test-helpers.js';
import { amountRange, generalizeField, revealsValue } from './generalize.js';
import { healthPhrase } from './lexicon.js';
import { decryptTokens, encryptToken, parseTokenKey } from './token.js';

const KEY = parseTokenKey('0f'.repeat(32));

describe('reversible tokens', () => {
  it('round-trips any value inside any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string(), fc.string(), (value, before, after) => {
        const token = encryptToken(value, KEY);
        expect(token).toMatch(/^tok:v1:[A-Za-z0-9_-]+$/);
        expect(decryptTokens(`${before} ${token} ${after}`, KEY)).toBe(`${before} ${value} ${after}`);
      }),
    );
  });

  it('leaves tokens made under another key, and tampered tokens, as they are', () => {
    const token = encryptToken('787-08-3753', KEY);
    expect(decryptTokens(token, 'ee'.repeat(32))).toBe(token);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect(decryptTokens(tampered, KEY)).toBe(tampered);
  });

  it('refuses keys that are not 32 bytes, naming the size', () => {
    expect(() => parseTokenKey('abcd')).toThrow(/token key must be 32 bytes .*got 3 bytes/);
  });
});

describe('generalisation operators', () => {
  it('date → month, age → decade, amount → range, address → city, diagnosis → kind of condition', () => {
    expect(generalizeField(field({ key: 'dob', value: '1995-01-25', kind: 'date' }))).toBe('January 1995');
    expect(generalizeField(field({ key: 'visit_date', value: 'March 3, 2024' }))).toBe('March 2024');
    expect(generalizeField(field({ key: 'age', value: '37', kind: 'number' }))).toBe('in their 30s');
    expect(generalizeField(field({ key: 'salary', value: '$85,000', kind: 'money', category: 'FIN' }))).toBe('$50k–$100k');
    expect(generalizeField(field({ key: 'address', value: '123 Main St, Springfield, IL 62701', kind: 'address' }))).toBe('Springfield');
    expect(generalizeField(field({ key: 'diagnosis', value: 'F32.1', kind: 'icd10', category: 'PHI' }))).toBe('a mental health condition');
    expect(generalizeField(field({ key: 'diagnosis', value: 'Type 2 diabetes', category: 'PHI', kind: 'text' }))).toBe('a chronic condition');
    expect(generalizeField(field({ key: 'ssn', value: '787-08-3753', kind: 'ssn' }))).toBe('***-**-3753');
    expect(generalizeField(field({ key: 'canary', value: 'CANARY_SSN_C0E3534A', tier: 'canary' }))).toBeNull();
  });

  it('never writes the amount itself into its range, even on a bucket boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), (amount) => {
        expect(revealsValue(amountRange(amount, '$'), String(amount))).toBe(false);
      }),
    );
    expect(amountRange(50_000, '$')).toBe('$25k–$100k');
  });

  it('generalisations reveal strictly less: never the value, always a coarser statement', () => {
    const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, (value) => {
        const general = generalizeField(field({ key: 'dob', value, kind: 'date' }));
        expect(general).not.toBeNull();
        expect(general).not.toContain(value);
        expect(general).not.toMatch(new RegExp(`\\b${Number(value.slice(8))}\\b(?! ?\\d)`)); // no day of month
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), (amount) => {
        const value = `$${amount.toLocaleString('en-US')}`;
        const general = generalizeField(field({ key: 'balance', value, kind: 'money', category: 'FIN' }));
        expect(general === null || !revealsValue(general, value)).toBe(true);
      }),
    );
  });

  it('knows a few condition words and ICD-10 chapters, and nothing else', () => {
    expect(healthPhrase('C50.9')).toBe('a serious illness');
    expect(healthPhrase('HIV positive')).toBe('an infectious disease');
    expect(healthPhrase('quarterly report')).toBeNull();
  });
});

describe('ABSTRACT laws on real content (allowed-set and pii criteria)', () => {
  const filler = fc.constantFrom('Hello,', 'please note', 'the record says', 'regards.', 'see attached', '\n', 'ok');
  const values = fc.constantFrom(...PATIENT_VAULT.map((entry) => entry.value), '536-22-1234');
  const content = fc.array(fc.oneof(filler, values), { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(' '));
  const detection = prepareGuardDetection(PATIENT_VAULT, { defaultAllowed: [], allowed: PATIENT_POLICY.allowed });

  for (const criterion of ['allowed-set', 'pii'] as const) {
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, criterion });

    it(`${criterion}: abstraction is idempotent (applying it twice equals once)`, async () => {
      await fc.assert(
        fc.asyncProperty(content, fc.constantFrom(...CHANNEL_IDS), async (text, channel) => {
          const once = await guard.inspect({ channel, sender: 'a', recipient: 'b', content: text });
          fc.pre(once.decision === 'ABSTRACT');
          const twice = await guard.inspect({ channel, sender: 'a', recipient: 'b', content: once.content });
          expect(twice.decision).toBe('PASS');
          expect(twice.content).toBe(once.content);
        }),
        { numRuns: 150 },
      );
    });

    it(`${criterion}: the output never reveals more than the input, and no disallowed value survives`, async () => {
      await fc.assert(
        fc.asyncProperty(content, fc.constantFrom(...CHANNEL_IDS), async (text, channel) => {
          const result = await guard.inspect({ channel, sender: 'a', recipient: 'b', content: text });
          const before = new Set(detection.scan(text, channel).findings.map((finding) => finding.field ?? finding.evidence.split(' ')[0]));
          const after = detection.scan(result.content, channel).findings;
          for (const finding of after) expect(before.has(finding.field ?? finding.evidence.split(' ')[0])).toBe(true);
          const withheld = result.verdicts.filter((entry) => entry.action !== 'pass').map((entry) => entry.target.replace(/^vault:/, ''));
          for (const entry of PATIENT_VAULT.filter((candidate) => withheld.includes(candidate.key))) {
            expect(result.content.toLowerCase()).not.toContain(entry.value.toLowerCase());
          }
          if (criterion === 'allowed-set') expect(after.filter((finding) => finding.kind === 'vault-leak')).toEqual([]);
        }),
        { numRuns: 150 },
      );
    });
  }
});
