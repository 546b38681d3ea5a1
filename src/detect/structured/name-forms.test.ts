/**
 * A person's name as assistants write it: title and surname ("Dear Mr Lindqvist"), an initial
 * with a surname that has particles ("S. van den Berg"), and without its accents ("Soren" for
 * "Sören"). A first name alone still never matches a full-name field.
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

  it('a surname inside a longer word, another surname or a lone first name is not the person', () => {
    expect(found([ERIK], 'Mr Lindqvistson called.')).toEqual([]);
    expect(found([ERIK], 'Mr Larsson called about Erik’s account.')).toEqual([]);
    expect(found([ERIK], 'Thanks, Erik, see you on Monday.')).toEqual([]);
    expect(found([SANNE], 'Meet me by the van den Berg building.')).toEqual([]);
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
