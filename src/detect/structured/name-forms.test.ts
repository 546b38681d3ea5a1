/**
 * A person's name as assistants write it: title and surname ("Dear Mr Lindqvist"), an initial
 * with a surname that has particles ("S. van den Berg"), and without its accents ("Soren" for
 * "Sören"), and by one part alone where it is written as a name ("Hi Erik,", "Priya's leave",
 * "United States v. Lindqvist"), not as one word of another person's name or of a compound.
 */
import { describe, expect, it } from 'vitest';
import type { VaultFieldInput } from '../../contracts/index.js';
import { VaultFieldSchema } from '../../contracts/index.js';
import { createStructuredDetector } from './structured-detector.js';
import { looseWords } from './text-values.js';

const detector = createStructuredDetector();
const vaultOf = (fields: VaultFieldInput[]) => fields.map((field) => VaultFieldSchema.parse(field));
const found = (fields: VaultFieldInput[], text: string): string[] => [
  ...new Set(
    detector
      .prepare(vaultOf(fields))
      .detect(text, { channel: 'C1' })
      .flatMap((hit) => (hit.field === null ? [] : [hit.field])),
  ),
];

const ERIK = { key: 'name', value: 'Erik Lindqvist', kind: 'name' } as const;
const SANNE = { key: 'name', value: 'Sanne van den Berg', kind: 'name' } as const;
const SOREN = { key: 'name', value: 'Sören Falk', kind: 'name' } as const;

describe('title and surname', () => {
  it.each(['Dear Mr. Lindqvist,', 'Mr Lindqvist asked for a year-end statement.', 'Please call Dr Lindqvist back.', 'Bitte Herr Lindqvist zurückrufen.'])('%s names the person', (text) => {
    expect(found([ERIK], text)).toEqual(['name']);
  });

  it('keeps the particles of a surname', () => {
    expect(found([SANNE], 'Offboarding: prepare the exit checklist for S. van den Berg.')).toEqual(['name']);
    expect(found([SANNE], 'Mevrouw van den Berg belde vanochtend.')).toEqual(['name']);
  });

  it('a surname inside a longer word or another surname is not the person', () => {
    expect(found([ERIK], 'Mr Lindqvistson called.')).toEqual([]);
    expect(found([ERIK], 'Mr Larsson called.')).toEqual([]);
    expect(found([SANNE], 'Meet me by the van den Berg building.')).toEqual([]);
  });
});

describe('one part of a name alone', () => {
  const method = (fields: VaultFieldInput[], text: string): string[] =>
    detector
      .prepare(vaultOf(fields))
      .detect(text, { channel: 'C1' })
      .map((hit) => `${hit.field}:${hit.method}`);
  const MARK = { key: 'name', value: 'Mark Ellis', kind: 'name' } as const;
  const PRIYA = { key: 'name', value: 'Priya Raman', kind: 'name' } as const;

  it.each([
    'Thanks, Erik, see you on Monday.',
    'Mr Larsson called about Erik’s account.',
    'Hi Erik,\nyour card is on its way.',
    'Outcome letter\nDear Erik,\nFollowing the hearing on 4 March, the outcome is final.',
    '| Patient | Erik | 2026-03-01 |',
    'Case caption: United States v. Lindqvist — status conference set for 2 June.',
    '{"title":"Lindqvist custody","start":"2026-06-03T09:00"}',
  ])('%s names the person', (text) => {
    expect(method([ERIK], text)).toEqual(['name:name-part']);
  });

  it('the whole name wins over one of its parts', () => {
    expect(method([ERIK], 'Erik Lindqvist called.')).toEqual(['name:verbatim']);
    expect(method([ERIK], 'Lindqvist, Erik (DOB redacted)')).toEqual(['name:name-variant']);
  });

  it.each([
    ['another person with the same given name', 'Erik Svensson called about his own account.'],
    ['another person with the same surname', 'Astrid Lindqvist called about her own account.'],
    ['lower case', 'the erik-ware build and erik.l@example.com'],
    ['a hyphenated compound', 'The Erik-Lindqvists and the Erik-Johansson prize.'],
    ['inside a longer word', 'Eriksson called; Lindqvistson did not.'],
    ['the given name of a full name the text also writes', 'Case update for Erik Svensson\n\nDear Erik, the hearing is on Monday.'],
    ['the surname of a full name the text also writes', 'Astrid Lindqvist called. Lindqvist wants the file by Friday.'],
  ])('%s is not the person', (_case, text) => {
    expect(found([ERIK], text)).toEqual([]);
  });

  it('a part that is a common word opens a sentence only as its subject', () => {
    expect(found([MARK], 'Mark is out on the 14th — personal day.')).toEqual(['name']);
    expect(found([MARK], "Mark's badge is being reissued.")).toEqual(['name']);
    expect(found([MARK], 'Please ask Mark about the release.')).toEqual(['name']);
    expect(found([MARK], 'Mark the date in your calendar.')).toEqual([]);
    expect(found([MARK], 'Mark got picked up after the party; the hearing is in February.')).toEqual(['name']);
    expect(found([MARK], "Mark'll be out on Friday.")).toEqual(['name']);
    expect(found([MARK], 'Mark as read, then archive.')).toEqual([]);
    expect(found([MARK], 'A question mark is enough.')).toEqual([]);
  });

  it('short given names and names of one word are not searched alone', () => {
    expect(found([{ key: 'name', value: 'Al Reyes', kind: 'name' }], 'Al called back.')).toEqual([]);
    expect(found([{ key: 'name', value: 'Madonna', kind: 'name' }], 'Ask Madonna.')).toEqual(['name']);
    expect(found([PRIYA], "Priya's last day is in June.")).toEqual(['name']);
  });
});

describe('accents', () => {
  it('folds accents on both sides', () => {
    expect(looseWords('Sören Falk')).toBe('soren falk');
    expect(looseWords('Sören Falk'.normalize('NFD'))).toBe('soren falk');
    expect(found([SOREN], 'Soren Falk (no umlaut in the DMV record) — hearing notice attached.')).toEqual(['name']);
    expect(found([{ key: 'name', value: 'Jose Garcia', kind: 'name' }], 'Case owner: José García.')).toEqual(['name']);
  });
});
