import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from '../../lib/seeded-random.js';
import { CANARY_SHAPE, ibanValid, luhnValid, realIin, routingValid, ssnValid, usPhoneValid } from './validators.test-helpers.js';
import { canaryValue, fakeCard, fakeIban, fakeMoney, fakeMrn, fakeRoutingNumber, fakeSsn, fakeUsPhone, luhnCheckDigit } from './values.js';

const seeds = fc.integer({ min: 0, max: 0xffffffff });

describe('format-valid fakes', () => {
  it('SSNs follow the SSA area, group and serial rules', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(ssnValid(fakeSsn(createRandom(seed)))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('card numbers are Luhn-valid with a real IIN prefix and length', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { number } = fakeCard(createRandom(seed));
        expect(luhnValid(number)).toBe(true);
        expect(realIin(number)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it('IBANs pass ibantools mod-97 and country checks', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(ibanValid(fakeIban(createRandom(seed)))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('routing numbers pass the ABA checksum', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(routingValid(fakeRoutingNumber(createRandom(seed)))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('US phone numbers have real area codes that libphonenumber-js (full metadata) accepts', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(usPhoneValid(fakeUsPhone(createRandom(seed)))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('MRNs and money amounts have their conventional shapes', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const random = createRandom(seed);
        expect(fakeMrn(random)).toMatch(/^MRN-\d{7}$/);
        expect(fakeMoney(random, 10, 5_000_000, 500)).toMatch(/^\$\d{1,3}(,\d{3})*\.00$/);
      }),
      { numRuns: 500 },
    );
  });

  it('canaries have the canary shape and never repeat within a run', () => {
    const key = deriveSeed(42, 'canary');
    const values = Array.from({ length: 50_000 }, (_, counter) => canaryValue('CONF_NOTE', key, counter));
    for (const value of values.slice(0, 200)) expect(value).toMatch(CANARY_SHAPE);
    expect(new Set(values.map((value) => value.slice(-8))).size).toBe(values.length);
  });
});

type Predicate = (value: string) => boolean;

/** Loads a validator from src/detect when that module exists (it is written concurrently). */
async function detectValidator(path: string, name: string): Promise<Predicate | undefined> {
  try {
    const module = (await import(path)) as Record<string, unknown>;
    const candidate = module[name];
    return typeof candidate === 'function' ? (value: string) => Boolean((candidate as (input: string) => unknown)(value)) : undefined;
  } catch {
    return undefined;
  }
}

describe('cross-check with the tier-2 validators in src/detect (when present)', () => {
  it('the detectors accept the generated SSNs, cards and routing numbers', async () => {
    const ssn = await detectValidator('../../detect/structured/ssn.js', 'isValidSsn');
    const card = await detectValidator('../../detect/structured/luhn.js', 'isValidCard');
    const routing = await detectValidator('../../detect/structured/aba.js', 'isValidRoutingNumber');
    if (ssn === undefined || card === undefined || routing === undefined) {
      console.warn('src/detect validators not found; cross-check skipped (the independent validators above still ran)');
      return;
    }
    const random = createRandom(99);
    for (let i = 0; i < 500; i += 1) {
      expect(ssn(fakeSsn(random).replace(/-/g, ''))).toBe(true);
      expect(card(fakeCard(random).number.replace(/\s/g, ''))).toBe(true);
      expect(routing(fakeRoutingNumber(random))).toBe(true);
    }
  });
});
