/**
 * A synthetic corpus for the tier-2 recognisers, generated from a seed with @faker-js/faker:
 * short texts in the shapes real model output takes (sentences, forms, Markdown tables, JSON,
 * e-mail signatures, log lines, bullet lists) holding regulated identifiers with span-level gold
 * labels, and look-alikes that must not be read as identifiers (order, tracking and invoice
 * numbers, ISBNs, timestamps, dates, version and section numbers, MAC addresses, amounts, digit
 * runs that fail Luhn or mod-97, and national-looking numbers labelled as something else).
 *
 * Phones come from faker's phone formats of 19 locales; a faker number the country's numbering
 * plan rejects (libphonenumber metadata: unassigned area codes, wrong lengths) is drawn again,
 * since it is not a phone number of that country. National-format numbers appear with the cues
 * real texts give them (a label, a column header, a JSON key, "call me at"); a share appear with
 * none, written with a country code or in North American form, or (a small share) bare.
 */
import { allLocales, base, en, Faker, type LocaleDefinition } from '@faker-js/faker';
import { composeIBAN, isValidIBAN } from 'ibantools';
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { RecogniserName } from '../../../src/detect/structured/recognition.js';
import { luhnCheckDigit } from '../../../src/scenario/generate/values.js';

/** One gold identifier: which recogniser should find it, where, and what kind of sample it is. */
export interface GoldEntity {
  readonly recogniser: RecogniserName;
  readonly start: number;
  readonly end: number;
  /** Sub-kind for error analysis (`phone:DE:national:cued`, `card:maestro12`, `iban:lower`). */
  readonly kind: string;
}

/** One text of the corpus. */
export interface CorpusItem {
  readonly id: string;
  readonly style: string;
  readonly text: string;
  readonly entities: readonly GoldEntity[];
  /** Look-alikes planted (no gold label: a hit on one is a false positive). */
  readonly lookalikes: readonly string[];
}

/** The seeds the committed table is measured on: one to tune on, one held out. */
export const TUNING_SEED = 20_261_201;
export const HELD_OUT_SEED = 77_104_913;
/** What faker's "recent" dates are relative to (never the clock, so a seed gives one corpus). */
const REFERENCE_DATE = '2026-06-01T00:00:00.000Z';
/** Texts per corpus. */
export const CORPUS_SIZE = 1500;

/** Phone locales: faker locale id and the region its numbers belong to. */
const PHONE_LOCALES: readonly (readonly [string, CountryCode])[] = [
  ['en_US', 'US'],
  ['en_GB', 'GB'],
  ['de', 'DE'],
  ['fr', 'FR'],
  ['en_IN', 'IN'],
  ['ja', 'JP'],
  ['en_AU', 'AU'],
  ['pt_BR', 'BR'],
  ['en_CA', 'CA'],
  ['es', 'ES'],
  ['it', 'IT'],
  ['nl', 'NL'],
  ['es_MX', 'MX'],
  ['pl', 'PL'],
  ['sv', 'SE'],
  ['de_CH', 'CH'],
  ['de_AT', 'AT'],
  ['ko', 'KR'],
  ['zh_CN', 'CN'],
];

const IBAN_COUNTRIES = ['DE', 'GB', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'PL', 'SE', 'PT', 'IE', 'DK', 'NO', 'FI'] as const;

/** Card ranges (prefix, length, grouping) across the networks, legacy ones included. */
const CARD_RANGES: readonly { readonly kind: string; readonly prefixes: readonly string[]; readonly lengths: readonly number[]; readonly groups: readonly number[] }[] = [
  { kind: 'visa16', prefixes: ['4'], lengths: [16], groups: [4, 4, 4, 4] },
  { kind: 'visa13', prefixes: ['4'], lengths: [13], groups: [4, 3, 3, 3] },
  { kind: 'visa19', prefixes: ['4'], lengths: [19], groups: [4, 4, 4, 4, 3] },
  { kind: 'mastercard', prefixes: ['51', '52', '53', '54', '55', '2221', '2500', '2720'], lengths: [16], groups: [4, 4, 4, 4] },
  { kind: 'amex', prefixes: ['34', '37'], lengths: [15], groups: [4, 6, 5] },
  { kind: 'discover', prefixes: ['6011', '644', '65'], lengths: [16], groups: [4, 4, 4, 4] },
  { kind: 'diners14', prefixes: ['300', '305', '36', '38'], lengths: [14], groups: [4, 6, 4] },
  { kind: 'jcb16', prefixes: ['3528', '3530', '3566', '3589'], lengths: [16], groups: [4, 4, 4, 4] },
  { kind: 'jcb15', prefixes: ['1800', '2131'], lengths: [15], groups: [4, 6, 5] },
  { kind: 'maestro12', prefixes: ['5018', '5020', '5038', '6304', '6759', '6761', '6762', '6763'], lengths: [12], groups: [4, 4, 4] },
  { kind: 'maestro', prefixes: ['5018', '6304', '6759'], lengths: [16, 19], groups: [4, 4, 4, 4, 3] },
  { kind: 'unionpay', prefixes: ['62'], lengths: [16, 19], groups: [4, 4, 4, 4, 3] },
  { kind: 'mir', prefixes: ['2200', '2204'], lengths: [16], groups: [4, 4, 4, 4] },
];

/** Builds a text piece by piece, recording the spans of the identifiers in it. */
class TextBuilder {
  private parts: string[] = [];
  private length = 0;
  readonly entities: GoldEntity[] = [];
  readonly lookalikes: string[] = [];

  add(text: string): this {
    this.parts.push(text);
    this.length += text.length;
    return this;
  }

  entity(recogniser: RecogniserName, value: string, kind: string): this {
    this.entities.push({ recogniser, start: this.length, end: this.length + value.length, kind });
    return this.add(value);
  }

  lookalike(value: string, kind: string): this {
    this.lookalikes.push(kind);
    return this.add(value);
  }

  get text(): string {
    return this.parts.join('');
  }
}

function group(digits: string, sizes: readonly number[], separator: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(separator);
}

/** What one generator draws from. */
interface Draw {
  readonly faker: Faker;
  readonly phoneFakers: ReadonlyMap<string, Faker>;
}

function pick<T>(faker: Faker, items: readonly T[]): T {
  return faker.helpers.arrayElement(items as T[]);
}

function chance(faker: Faker, probability: number): boolean {
  return faker.number.float({ min: 0, max: 1 }) < probability;
}

function digits(faker: Faker, count: number): string {
  return faker.string.numeric({ length: count, allowLeadingZeros: true });
}

// ---------------------------------------------------------------------------------------------
// Identifiers

interface Sample {
  readonly value: string;
  readonly kind: string;
}

/** A phone number of a locale, valid in its numbering plan, in one of faker's styles. */
function phone(draw: Draw, style?: 'human' | 'national' | 'international'): Sample & { readonly region: CountryCode; readonly international: boolean } {
  const [locale, region] = pick(draw.faker, PHONE_LOCALES);
  const faker = draw.phoneFakers.get(locale) as Faker;
  const chosen = style ?? pick(draw.faker, ['human', 'national', 'international'] as const);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    let value = faker.phone.number({ style: chosen });
    // faker's human style may append an extension; keep it only where the format gives one.
    const bare = value.replace(/\s*x\d+$/, '');
    if (!isValidPhoneNumber(bare, region)) continue;
    if (chosen === 'international' && chance(draw.faker, 0.5)) {
      const parsed = parsePhoneNumberFromString(bare, region);
      if (parsed !== undefined) value = parsed.formatInternational();
    }
    return { value, kind: `phone:${region}:${chosen}`, region, international: value.startsWith('+') };
  }
  return { value: '+44 20 7946 0958', kind: 'phone:GB:international', region: 'GB', international: true };
}

/** A US number in one of the less usual groupings, or with an extension. */
function usPhone(draw: Draw): Sample {
  const faker = draw.phoneFakers.get('en_US') as Faker;
  let national = '2125550199';
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const candidate = faker.phone.number({ style: 'national' }).replace(/\D/g, '');
    if (isValidPhoneNumber(candidate, 'US')) {
      national = candidate;
      break;
    }
  }
  const a = national.slice(0, 3);
  const e = national.slice(3, 6);
  const l = national.slice(6);
  const shapes: readonly (readonly [string, string])[] = [
    [`(${a})${e}-${l}`, 'parens-tight'],
    [`${a}/${e}-${l}`, 'slash'],
    [`${a} ${e} ${l.slice(0, 2)} ${l.slice(2)}`, '3-3-2-2'],
    [`+1.${a}.${e}.${l}`, 'dotted-plus'],
    [`1 (${a}) ${e}-${l}`, 'trunk-parens'],
    [`${a}-${e}${l}`, '3-7'],
    [`001-${a}-${e}-${l}`, 'idd-001'],
    [`${a}-${e}-${l} x${digits(draw.faker, pick(draw.faker, [2, 3, 4, 5]))}`, 'ext-x'],
    [`${a}.${e}.${l}x${digits(draw.faker, 3)}`, 'ext-glued'],
    [`(${a}) ${e}-${l} ext. ${digits(draw.faker, pick(draw.faker, [2, 3, 4]))}`, 'ext-dot'],
    [`+1 ${a} ${e} ${l} extension ${digits(draw.faker, 3)}`, 'extension'],
    [`${a}-${e}-${l}, ext ${digits(draw.faker, 2)}`, 'ext-comma'],
  ];
  const [value, shape] = pick(draw.faker, shapes);
  return { value, kind: `phone:US:${shape}` };
}

function card(draw: Draw): Sample {
  const { faker } = draw;
  const range = pick(faker, CARD_RANGES);
  const prefix = pick(faker, range.prefixes);
  const length = pick(faker, range.lengths);
  const body = prefix + digits(faker, length - prefix.length - 1);
  const number = body + luhnCheckDigit(body);
  const separator = pick(faker, [' ', ' ', '-', '']);
  return { value: separator === '' ? number : group(number, range.groups, separator), kind: `card:${range.kind}` };
}

function iban(draw: Draw): Sample {
  const { faker } = draw;
  const country = pick(faker, IBAN_COUNTRIES);
  let value = faker.finance.iban({ countryCode: country });
  if (!isValidIBAN(value)) value = composeIBAN({ countryCode: 'DE', bban: digits(faker, 18) }) ?? 'DE89370400440532013000';
  const style = pick(faker, ['grouped', 'grouped', 'compact', 'lower', 'lower-grouped', 'hyphens', 'mixed-groups']);
  const grouped = value.replace(/(.{4})(?=.)/g, '$1 ');
  const shaped =
    style === 'grouped'
      ? grouped
      : style === 'compact'
        ? value
        : style === 'lower'
          ? value.toLowerCase()
          : style === 'lower-grouped'
            ? grouped.toLowerCase()
            : style === 'hyphens'
              ? value.replace(/(.{4})(?=.)/g, '$1-')
              : `${value.slice(0, 4)} ${value.slice(4, 12)} ${value.slice(12)}`;
  return { value: shaped, kind: `iban:${country}:${style}` };
}

function ip(draw: Draw): Sample {
  const { faker } = draw;
  const style = pick(faker, ['v4', 'v4', 'v4-private', 'v4-loopback', 'v6', 'v6-compressed', 'v6-loopback', 'v6-link-local']);
  switch (style) {
    case 'v4':
      return { value: faker.internet.ipv4(), kind: 'ip:v4' };
    case 'v4-private':
      return {
        value: pick(faker, [
          `10.${faker.number.int(255)}.${faker.number.int(255)}.${faker.number.int({ min: 1, max: 254 })}`,
          `192.168.${faker.number.int(255)}.${faker.number.int({ min: 1, max: 254 })}`,
          `172.16.${faker.number.int(255)}.${faker.number.int({ min: 1, max: 254 })}`,
        ]),
        kind: 'ip:v4-private',
      };
    case 'v4-loopback':
      return { value: '127.0.0.1', kind: 'ip:v4-loopback' };
    case 'v6':
      return { value: faker.internet.ipv6(), kind: 'ip:v6' };
    case 'v6-compressed':
      return {
        value: `2001:db8:${faker.string.hexadecimal({ length: 4, prefix: '', casing: 'lower' })}::${faker.string.hexadecimal({ length: { min: 1, max: 4 }, prefix: '', casing: 'lower' })}`,
        kind: 'ip:v6-compressed',
      };
    case 'v6-loopback':
      return { value: '::1', kind: 'ip:v6-loopback' };
    default:
      return {
        value: `fe80::${faker.string.hexadecimal({ length: 4, prefix: '', casing: 'lower' })}:${faker.number.int({ min: 1, max: 9 })}${faker.string.hexadecimal({ length: 2, prefix: '', casing: 'lower' })}`,
        kind: 'ip:v6-link-local',
      };
  }
}

function ssn(draw: Draw): Sample & { readonly bare: boolean } {
  const { faker } = draw;
  let area = faker.number.int({ min: 1, max: 899 });
  if (area === 666) area = 667;
  const parts = [String(area).padStart(3, '0'), String(faker.number.int({ min: 1, max: 99 })).padStart(2, '0'), String(faker.number.int({ min: 1, max: 9999 })).padStart(4, '0')];
  const style = pick(faker, ['dashes', 'dashes', 'spaces', 'bare']);
  return { value: parts.join(style === 'dashes' ? '-' : style === 'spaces' ? ' ' : ''), kind: `ssn:${style}`, bare: style === 'bare' };
}

function email(draw: Draw): Sample {
  const { faker } = draw;
  const value = chance(faker, 0.5) ? faker.internet.email() : faker.internet.email({ firstName: faker.person.firstName(), lastName: faker.person.lastName(), provider: faker.internet.domainName() });
  return { value, kind: 'email' };
}

function routing(draw: Draw): Sample {
  const { faker } = draw;
  const prefix = String(pick(faker, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31, 32])).padStart(2, '0');
  const body = prefix + digits(faker, 6);
  const d = (index: number): number => body.charCodeAt(index) - 48;
  // The check digit makes 3·(d0+d3+d6) + 7·(d1+d4+d7) + (d2+d5+d8) a multiple of 10.
  const partial = 3 * (d(0) + d(3) + d(6)) + 7 * (d(1) + d(4) + d(7)) + (d(2) + d(5));
  return { value: body + String((10 - (partial % 10)) % 10), kind: 'routing' };
}

// ---------------------------------------------------------------------------------------------
// Look-alikes

function luhnInvalid(draw: Draw): string {
  const { faker } = draw;
  const body = pick(faker, ['4', '51', '6011', '3528']) + digits(faker, 11);
  const wrong = (Number(luhnCheckDigit(body.padEnd(15, '0').slice(0, 15))) + faker.number.int({ min: 1, max: 9 })) % 10;
  const number = `${body.padEnd(15, '0').slice(0, 15)}${wrong}`;
  return chance(faker, 0.5) ? group(number, [4, 4, 4, 4], ' ') : number;
}

function ibanInvalid(draw: Draw): string {
  const value = draw.faker.finance.iban({ countryCode: pick(draw.faker, IBAN_COUNTRIES) });
  const check = Number(value.slice(2, 4));
  const wrong = String((check + draw.faker.number.int({ min: 1, max: 40 })) % 97).padStart(2, '0');
  return `${value.slice(0, 2)}${wrong === value.slice(2, 4) ? '00' : wrong}${value.slice(4)}`.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A look-alike and its kind; each is a number or code some recogniser could mistake. */
function lookalike(draw: Draw): readonly [string, string] {
  const { faker } = draw;
  const date = faker.date.between({ from: '2015-01-01', to: '2027-12-31' });
  const iso = date.toISOString();
  const makers: readonly (() => readonly [string, string])[] = [
    () => [`Order #${digits(faker, pick(faker, [8, 10, 12, 16]))}`, 'order-number'],
    () => [`order no. ${faker.helpers.replaceSymbols('###-#######-#######')}`, 'order-number'],
    () => [`tracking number 1Z${faker.string.alphanumeric({ length: 16, casing: 'upper' })}`, 'tracking-ups'],
    () => [`tracking: ${group(`94${digits(faker, 20)}`, [4, 4, 4, 4, 4, 2], ' ')}`, 'tracking-usps'],
    () => [`ISBN ${faker.commerce.isbn({ variant: 13, separator: '-' })}`, 'isbn13'],
    () => [`ISBN ${faker.commerce.isbn({ variant: 10, separator: '-' })}`, 'isbn10'],
    () => [iso.replace('T', ' ').slice(0, 19), 'timestamp'],
    () => [iso, 'timestamp-iso'],
    () => [String(date.getTime()), 'epoch-ms'],
    () => [String(Math.floor(date.getTime() / 1000)), 'epoch-s'],
    () => [`v${faker.system.semver()}`, 'semver'],
    () => [`version ${faker.number.int(20)}.${faker.number.int(9)}.${faker.number.int(9)}.${faker.number.int(999)}`, 'version-4part'],
    () => [`build ${faker.number.int(9)}.${faker.number.int(20)}.${faker.number.int(99)}.${faker.number.int(9999)}`, 'build-4part'],
    () => [`Section ${faker.number.int({ min: 1, max: 9 })}.${faker.number.int(9)}.${faker.number.int(9)}.${faker.number.int(9)}`, 'section-number'],
    () => [`INV-${date.getFullYear()}-${digits(faker, 6)}`, 'invoice-id'],
    () => [`invoice ${digits(faker, 9)}`, 'invoice-number'],
    () => [luhnInvalid(draw), 'luhn-invalid'],
    () => [`ref ${luhnInvalid(draw)}`, 'luhn-invalid-ref'],
    () => [ibanInvalid(draw), 'mod97-invalid'],
    () => [`${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`, 'date-dmy'],
    () => [`${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`, 'date-dotted'],
    () => [iso.slice(0, 10), 'date-iso'],
    () => [`${faker.date.month()} ${date.getDate()}, ${date.getFullYear()}`, 'date-prose'],
    () => [`$${faker.finance.amount({ min: 1000, max: 9_999_999, dec: 2, autoFormat: true })}`, 'amount'],
    () => [`${faker.location.latitude({ precision: 4 })}, ${faker.location.longitude({ precision: 4 })}`, 'coordinates'],
    () => [faker.location.zipCode(), 'zip'],
    () => [faker.string.uuid(), 'uuid'],
    () => [faker.internet.mac(), 'mac'],
    () => [`${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}:${String(date.getSeconds()).padStart(2, '0')}`, 'time'],
    () => [`SKU-${digits(faker, 4)}-${digits(faker, 4)}-${digits(faker, 2)}`, 'sku'],
    () => [`customer ID ${digits(faker, 10)}`, 'customer-id'],
    () => [`account ${digits(faker, pick(faker, [8, 10, 12]))}`, 'account-number'],
    () => [`batch ${digits(faker, 9)}`, 'batch-number'],
    () => [`${digits(faker, pick(faker, [6, 7, 8, 11, 14]))}`, 'digit-run'],
    () => [`${faker.number.int({ min: 1, max: 99 })} ${faker.number.int({ min: 100, max: 999 })} ${faker.number.int({ min: 1000, max: 9999 })}`, 'digit-groups'],
    () => [`EAN ${digits(faker, 13)}`, 'ean'],
    () => [`patent US${digits(faker, 8)}B2`, 'patent'],
  ];
  return pick(faker, makers)();
}

// ---------------------------------------------------------------------------------------------
// Texts

const PHONE_LABELS = [
  'Phone',
  'Tel.',
  'Tel',
  'Mobile',
  'Cell',
  'Fax',
  'WhatsApp',
  'Telephone',
  'Mob.',
  'Ph',
  '☎',
  'Telefon',
  'Tél.',
  'Handy',
  'Teléfono',
  'Contact number',
  'Home phone',
  'Work phone',
];
const PHONE_PHRASES = [
  'You can call me at',
  'Reach me at',
  'her mobile is',
  'my number is',
  'please phone',
  'call the front desk on',
  'text him on',
  'his cell:',
  'the direct number is',
  'send a WhatsApp to',
  'ring the office on',
  'the fax line is',
  'contact the clinic at',
];

type Adder = (builder: TextBuilder, draw: Draw) => void;

/** One identifier in a short clause, with a cue that names it (or, for some, none). */
const CLAUSES: readonly (readonly [number, Adder])[] = [
  [
    5,
    (b, draw) => {
      const sample = phone(draw);
      const cued = !(sample.international && chance(draw.faker, 0.3));
      if (cued) {
        const phrase = pick(draw.faker, PHONE_PHRASES);
        b.add(`${phrase} `).entity('phone', sample.value, `${sample.kind}:cued`).add('.');
      } else {
        b.add(`${draw.faker.person.fullName()} (${draw.faker.location.city()}) — `).entity('phone', sample.value, `${sample.kind}:bare`).add('.');
      }
    },
  ],
  [
    2,
    (b, draw) => {
      const sample = usPhone(draw);
      b.add(`${pick(draw.faker, PHONE_PHRASES)} `)
        .entity('phone', sample.value, `${sample.kind}:cued`)
        .add(' after 5pm.');
    },
  ],
  [
    1,
    (b, draw) => {
      // A North American or international number with no cue at all, and (rarely) a bare national one.
      const sample = chance(draw.faker, 0.8) ? phone(draw, 'international') : phone(draw, 'national');
      b.add(`${draw.faker.person.fullName()}, ${draw.faker.company.name()}: `).entity('phone', sample.value, `${sample.kind}:no-cue`);
    },
  ],
  [
    3,
    (b, draw) => {
      const sample = card(draw);
      const lead = pick(draw.faker, ['The card on file is', 'Charged to card', 'Visa', 'card number:', 'paid with', 'Payment card', 'CC#', 'Card ending soon:', 'debit card']);
      b.add(`${lead} `)
        .entity('card', sample.value, sample.kind)
        .add(pick(draw.faker, [', exp 04/28.', '.', ' (expires 11/27).', ' — please confirm.']));
    },
  ],
  [
    1,
    (b, draw) => {
      const sample = card(draw);
      b.add(`${draw.faker.person.fullName()} `).entity('card', sample.value, `${sample.kind}:no-cue`).add(' 12/29');
    },
  ],
  [
    3,
    (b, draw) => {
      const sample = iban(draw);
      const lead = pick(draw.faker, ['Please wire the refund to IBAN', 'IBAN:', 'Account (IBAN)', 'transfer to', 'Bankverbindung:', 'the beneficiary account is', 'iban']);
      b.add(`${lead} `).entity('iban', sample.value, sample.kind).add('.');
    },
  ],
  [
    3,
    (b, draw) => {
      const sample = ip(draw);
      const lead = pick(draw.faker, ['The request came from', 'Server IP:', 'login from', 'the host at', 'blocked address', 'gateway', 'Client', 'connect to', 'pinged']);
      const port = sample.value.includes(':') || !chance(draw.faker, 0.2) ? '' : `:${draw.faker.internet.port()}`;
      b.add(`${lead} `).entity('ip', sample.value, sample.kind).add(`${port} at ${draw.faker.date.recent().toISOString()}.`);
    },
  ],
  [
    2,
    (b, draw) => {
      const sample = ssn(draw);
      const lead = sample.bare
        ? pick(draw.faker, ['SSN', 'Social Security number', 'SSN:', 'social security no.'])
        : pick(draw.faker, ['SSN', 'Social Security number', 'her SSN is', 'Tax ID (SSN):', 'the applicant, SSN']);
      b.add(`${lead} `).entity('ssn', sample.value, sample.kind).add('.');
    },
  ],
  [
    3,
    (b, draw) => {
      const sample = email(draw);
      b.add(`${pick(draw.faker, ['Email', 'write to', 'cc', 'Contact:', 'reply to'])} `)
        .entity('email', sample.value, sample.kind)
        .add('.');
    },
  ],
  [
    1,
    (b, draw) => {
      const sample = routing(draw);
      b.add(`${pick(draw.faker, ['routing number', 'ABA routing', 'Routing #:', 'RTN'])} `)
        .entity('routing', sample.value, sample.kind)
        .add('.');
    },
  ],
];

function weighted(draw: Draw): Adder {
  const total = CLAUSES.reduce((sum, [weight]) => sum + weight, 0);
  let roll = draw.faker.number.int({ min: 0, max: total - 1 });
  for (const [weight, adder] of CLAUSES) {
    if (roll < weight) return adder;
    roll -= weight;
  }
  return (CLAUSES[0] as readonly [number, Adder])[1];
}

function addLookalike(b: TextBuilder, draw: Draw): void {
  const [value, kind] = lookalike(draw);
  b.add(pick(draw.faker, ['See ', 'Note: ', 'Logged ', '(', 'Also ', '']))
    .lookalike(value, kind)
    .add(pick(draw.faker, ['. ', '). ', ', noted. ', ' — ok. ']));
}

/** A paragraph of prose: identifiers in clauses, look-alikes between them. */
function prose(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  b.add(`${faker.helpers.arrayElement(['Summary', 'Here is what I found', 'Update', 'Notes from the call', 'Action items'])}: `);
  const count = faker.number.int({ min: 1, max: 3 });
  for (let index = 0; index < count; index += 1) {
    b.add(`${faker.lorem.sentence({ min: 3, max: 8 })} `);
    weighted(draw)(b, draw);
    b.add(' ');
    if (chance(faker, 0.6)) addLookalike(b, draw);
  }
}

/** A form: `Label: value` lines. */
function form(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  b.add(`Name: ${faker.person.fullName()}\n`);
  if (chance(faker, 0.7)) {
    const sample = phone(draw);
    b.add(`${pick(faker, PHONE_LABELS)}: `)
      .entity('phone', sample.value, `${sample.kind}:label`)
      .add('\n');
  }
  if (chance(faker, 0.4)) b.add('Email: ').entity('email', email(draw).value, 'email').add('\n');
  if (chance(faker, 0.3)) {
    const sample = card(draw);
    b.add('Card number: ').entity('card', sample.value, sample.kind).add('\n');
  }
  if (chance(faker, 0.3)) {
    const sample = iban(draw);
    b.add('IBAN: ').entity('iban', sample.value, sample.kind).add('\n');
  }
  if (chance(faker, 0.3)) {
    const sample = ssn(draw);
    b.add('SSN: ').entity('ssn', sample.value, sample.kind).add('\n');
  }
  if (chance(faker, 0.5)) {
    const [value, kind] = lookalike(draw);
    b.add(`${pick(faker, ['Reference', 'Order', 'Member since', 'Notes', 'Policy no.', 'Last login'])}: `)
      .lookalike(value, kind)
      .add('\n');
  }
  b.add(`Address: ${faker.location.streetAddress()}, ${faker.location.city()}\n`);
}

/** A Markdown table whose columns say what the cells are. */
function table(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  const phoneHeader = pick(faker, ['Phone', 'Tel', 'Mobile', 'Contact number', 'Telefon']);
  const extra = pick(faker, ['Email', 'IP address', 'Card', 'Order #', 'Tracking']);
  b.add(`| Name | ${phoneHeader} | ${extra} |\n|---|---|---|\n`);
  const rows = faker.number.int({ min: 1, max: 4 });
  for (let row = 0; row < rows; row += 1) {
    const sample = phone(draw);
    b.add(`| ${faker.person.fullName()} | `).entity('phone', sample.value, `${sample.kind}:column`).add(' | ');
    if (extra === 'Email') b.entity('email', email(draw).value, 'email');
    else if (extra === 'IP address') {
      const address = ip(draw);
      b.entity('ip', address.value, address.kind);
    } else if (extra === 'Card') {
      const sample2 = card(draw);
      b.entity('card', sample2.value, sample2.kind);
    } else if (extra === 'Order #') b.lookalike(digits(faker, pick(faker, [9, 10, 11])), 'order-column');
    else b.lookalike(`${faker.string.alpha({ length: 2, casing: 'upper' })}${digits(faker, 9)}${faker.string.alpha({ length: 2, casing: 'upper' })}`, 'tracking-column');
    b.add(' |\n');
  }
}

/** A JSON record, as a tool result or a structured answer. */
function json(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  b.add(`{"id": ${faker.number.int(99999)}, "name": "${faker.person.fullName()}", `);
  const sample = phone(draw);
  b.add(`"${pick(faker, ['phone', 'mobile', 'tel', 'phone_number', 'contact_phone'])}": "`)
    .entity('phone', sample.value, `${sample.kind}:json`)
    .add('", ');
  if (chance(faker, 0.5)) {
    const address = ip(draw);
    b.add('"last_ip": "').entity('ip', address.value, address.kind).add('", ');
  }
  if (chance(faker, 0.4)) {
    const account = iban(draw);
    b.add('"iban": "').entity('iban', account.value, account.kind).add('", ');
  }
  b.add(`"order_id": "`)
    .lookalike(digits(faker, pick(faker, [10, 12])), 'order-id-json')
    .add('", ');
  b.add(`"created": "${faker.date.recent().toISOString()}", "version": "`)
    .lookalike(`${faker.number.int(12)}.${faker.number.int(9)}.${faker.number.int(9)}.${faker.number.int(99)}`, 'version-json')
    .add('"}');
}

/** An e-mail signature block. */
function signature(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  b.add(`Best regards,\n${faker.person.fullName()}\n${faker.person.jobTitle()}, ${faker.company.name()}\n`);
  const office = phone(draw, 'international');
  b.add(pick(faker, ['T ', 'Tel: ', 'Office: ', 'P: ']))
    .entity('phone', office.value, `${office.kind}:signature`)
    .add('\n');
  if (chance(faker, 0.6)) {
    const mobile = phone(draw, 'national');
    b.add(pick(faker, ['M ', 'Mobile: ', 'Cell: ', 'Mob. ']))
      .entity('phone', mobile.value, `${mobile.kind}:signature`)
      .add('\n');
  }
  b.entity('email', email(draw).value, 'email').add('\n');
  if (chance(faker, 0.4)) b.add(`${faker.location.streetAddress()}, ${faker.location.zipCode()} ${faker.location.city()}\n`);
}

/** Log lines with addresses, timestamps and request ids. */
function logs(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  const lines = faker.number.int({ min: 1, max: 4 });
  for (let line = 0; line < lines; line += 1) {
    const address = ip(draw);
    b.add(`${faker.date.recent().toISOString()} INFO ${pick(faker, ['accepted connection from', 'GET /api/v2/users from', 'auth ok for', 'rate limit hit by'])} `)
      .entity('ip', address.value, address.kind)
      .add(` req=${faker.string.uuid()} ${pick(faker, ['', `order=${digits(faker, 10)} `, `build ${faker.system.semver()} `])}latency=${faker.number.int(900)}ms\n`);
  }
}

/** A bullet list of action items. */
function bullets(b: TextBuilder, draw: Draw): void {
  const { faker } = draw;
  const items = faker.number.int({ min: 2, max: 4 });
  for (let item = 0; item < items; item += 1) {
    b.add(`- ${faker.lorem.sentence({ min: 3, max: 6 })} `);
    if (chance(faker, 0.7)) weighted(draw)(b, draw);
    else addLookalike(b, draw);
    b.add('\n');
  }
}

const STYLES: readonly (readonly [string, (builder: TextBuilder, draw: Draw) => void])[] = [
  ['prose', prose],
  ['prose', prose],
  ['form', form],
  ['table', table],
  ['json', json],
  ['signature', signature],
  ['logs', logs],
  ['bullets', bullets],
];

function localeOf(id: string): LocaleDefinition {
  const locale = (allLocales as Record<string, LocaleDefinition>)[id];
  if (locale === undefined) throw new Error(`faker has no locale "${id}"`);
  return locale;
}

/**
 * The corpus of `size` texts for `seed`: the same seed gives the same texts (faker is pinned).
 *
 * @example generateCorpus(HELD_OUT_SEED, 600).length // 600
 */
export function generateCorpus(seed: number, size: number = CORPUS_SIZE): CorpusItem[] {
  const faker = new Faker({ locale: [en, base], seed });
  faker.setDefaultRefDate(REFERENCE_DATE);
  const phoneFakers = new Map(PHONE_LOCALES.map(([id], index) => [id, new Faker({ locale: [localeOf(id), en, base], seed: seed + index + 1 })]));
  for (const phoneFaker of phoneFakers.values()) phoneFaker.setDefaultRefDate(REFERENCE_DATE);
  const draw: Draw = { faker, phoneFakers };
  const items: CorpusItem[] = [];
  for (let index = 0; index < size; index += 1) {
    const [style, write] = pick(faker, STYLES);
    const builder = new TextBuilder();
    write(builder, draw);
    items.push({ id: `${seed}-${index}`, style, text: builder.text, entities: builder.entities, lookalikes: builder.lookalikes });
  }
  return items;
}
