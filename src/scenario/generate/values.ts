/**
 * Format-valid fake values: each satisfies the real validator of its format (SSN area rules,
 * Luhn, IBAN mod-97, ABA checksum, real US area codes), so tier-2 detection is tested on
 * values that look exactly like real ones. None of them belongs to anyone.
 */
import type { Faker } from '@faker-js/faker';
import { composeIBAN, friendlyFormatIBAN } from 'ibantools';
import { permute32, type SeededRandom } from '../../lib/seeded-random.js';

function digits(random: SeededRandom, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(random.int(0, 9));
  return out;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A US Social Security number: area 001–899 except 666, group ≠ 00, serial ≠ 0000. */
export function fakeSsn(random: SeededRandom): string {
  let area = random.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(random.int(1, 99), 2)}-${pad(random.int(1, 9999), 4)}`;
}

/** The Luhn check digit that makes `payload + digit` valid. */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const CARD_BRANDS: ReadonlyArray<{ readonly brand: string; readonly prefixes: readonly string[]; readonly length: number }> = [
  { brand: 'Visa', prefixes: ['4'], length: 16 },
  { brand: 'Mastercard', prefixes: ['51', '52', '53', '54', '55', '2221', '2720'], length: 16 },
  { brand: 'American Express', prefixes: ['34', '37'], length: 15 },
  { brand: 'Discover', prefixes: ['6011', '65'], length: 16 },
];

/** A Luhn-valid card number with a real IIN prefix, grouped as printed on the card. */
export function fakeCard(random: SeededRandom): { readonly brand: string; readonly number: string } {
  const brand = random.pick(CARD_BRANDS);
  const prefix = random.pick(brand.prefixes);
  const payload = prefix + digits(random, brand.length - prefix.length - 1);
  const number = payload + luhnCheckDigit(payload);
  const groups = brand.length === 15 ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(number.slice(at, at + size));
    at += size;
  }
  return { brand: brand.brand, number: parts.join(' ') };
}

const IBAN_BANKS: ReadonlyArray<{ readonly country: string; bban(random: SeededRandom): string }> = [
  { country: 'DE', bban: (random) => `${random.pick(['10070000', '37040044', '50010517', '20041111', '76026000'])}${digits(random, 10)}` },
  { country: 'GB', bban: (random) => `${random.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'])}${digits(random, 6)}${digits(random, 8)}` },
  { country: 'NL', bban: (random) => `${random.pick(['ABNA', 'INGB', 'RABO', 'TRIO'])}${digits(random, 10)}` },
  { country: 'IE', bban: (random) => `${random.pick(['AIBK', 'BOFI', 'IPBS'])}${digits(random, 6)}${digits(random, 8)}` },
];

/** A mod-97-valid IBAN (DE, GB, NL or IE), in the grouped print format. */
export function fakeIban(random: SeededRandom): string {
  for (;;) {
    const bank = random.pick(IBAN_BANKS);
    const iban = composeIBAN({ countryCode: bank.country, bban: bank.bban(random) });
    if (iban !== null) return friendlyFormatIBAN(iban) ?? iban;
  }
}

/** An ABA routing number with a valid checksum and a Federal Reserve prefix (01–12, 21–32). */
export function fakeRoutingNumber(random: SeededRandom): string {
  const first = random.chance(0.5) ? random.int(1, 12) : random.int(21, 32);
  const body = pad(first, 2) + digits(random, 6);
  const d = [...body].map(Number) as number[];
  const weighted = 3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) + 7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) + ((d[2] ?? 0) + (d[5] ?? 0));
  return body + String((10 - (weighted % 10)) % 10);
}

/** A 10–12 digit bank account number (no leading zero). */
export function fakeAccountNumber(random: SeededRandom): string {
  return String(random.int(1, 9)) + digits(random, random.int(9, 11));
}

/** A medical record number in the `MRN-0048213` convention. */
export function fakeMrn(random: SeededRandom): string {
  return `MRN-${pad(random.int(1, 9_999_999), 7)}`;
}

/** `<PREFIX>-<n digits>`, e.g. `CUS-3381904`. */
export function fakeIdentifier(random: SeededRandom, prefix: string, length: number): string {
  return `${prefix}-${String(random.int(1, 9))}${digits(random, length - 1)}`;
}

// Real, in-service North American area codes.
const AREA_CODES = [
  201, 202, 203, 206, 212, 213, 214, 215, 216, 248, 267, 281, 301, 303, 305, 310, 312, 313, 314, 317, 404, 407, 408, 410, 412, 414, 415, 469, 480, 502, 503, 504, 510, 512, 513, 602, 612, 614, 615,
  617, 619, 646, 650, 651, 702, 703, 704, 713, 718, 720, 773, 801, 804, 813, 816, 818, 858, 901, 904, 916, 919, 952, 972, 980,
] as const;

/** A US phone number with a real area code, `(415) 867-2301`; never a fictional 555 number. */
export function fakeUsPhone(random: SeededRandom): string {
  let exchange: number;
  do exchange = random.int(200, 999);
  while (exchange % 100 === 11 || exchange === 555 || exchange === 950 || exchange === 958 || exchange === 959 || exchange === 976);
  return `(${random.pick(AREA_CODES)}) ${exchange}-${pad(random.int(0, 9999), 4)}`;
}

/** An e-mail address on a reserved example domain (example.com/.net/.org). */
export function fakeEmail(faker: Faker, firstName: string, lastName: string): string {
  return faker.internet.exampleEmail({ firstName, lastName }).toLowerCase();
}

/** A postal address on one line: street, city, state, ZIP. */
export function fakeAddress(faker: Faker): string {
  return `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`;
}

/** An ISO date (`YYYY-MM-DD`) between two years, inclusive; days capped at 28. */
export function fakeDate(random: SeededRandom, fromYear: number, toYear: number): string {
  return `${random.int(fromYear, toYear)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;
}

/** A dollar amount such as `$84,250.00`, rounded to `step`. */
export function fakeMoney(random: SeededRandom, min: number, max: number, step = 1): string {
  const units = Math.round(random.int(min, max) / step) * step;
  const whole = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${step >= 1 ? '00' : pad(random.int(0, 99), 2)}`;
}

/**
 * A canary marker `CANARY_<TYPE>_<8 HEX>`. The hex is a keyed bijection of a counter, so two
 * canaries of one run (distinct counters) can never be equal.
 *
 * @example canaryValue('CONF_NOTE', 0xc0ffee, 17) // 'CANARY_CONF_NOTE_…' (8 hex digits)
 */
export function canaryValue(type: string, key: number, counter: number): string {
  return `CANARY_${type}_${permute32(counter, key).toString(16).padStart(8, '0').toUpperCase()}`;
}

/**
 * Draws ISO dates that all differ within one vault, so a request that names one date (the
 * appointment, the interview) never also shows another field's value.
 */
export function distinctDates(random: SeededRandom): (fromYear: number, toYear: number) => string {
  const taken = new Set<string>();
  return (fromYear, toYear) => {
    let value = fakeDate(random, fromYear, toYear);
    while (taken.has(value)) value = fakeDate(random, fromYear, toYear);
    taken.add(value);
    return value;
  };
}
