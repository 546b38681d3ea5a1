import { describe, expect, it } from 'vitest';
import type { VaultField } from '../../contracts/index.js';
import { field } from '../vault.test-helpers.js';
import { compileLexicon } from './concepts.js';
import { createSemanticEngine } from './engine.js';
import { createFactMemo, prepareFacts, type FactTools } from './facts.js';
import { LEXICON } from './lexicons/index.js';
import { createTextAnalyser } from './text.js';
import { commonnessOf } from './word-weights.js';
import { createWordNet } from './wordnet.js';

// Fields that share a key or a value with another but differ in a property the preparation reads.
const FIELDS: readonly VaultField[] = [
  field({ key: 'age', value: '44' }),
  field({ key: 'count', value: '44' }),
  field({ key: 'count', label: 'Age', value: '44' }),
  field({ key: 'salary', value: '$85,000', kind: 'money' }),
  field({ key: 'salary', value: '$85,000', kind: 'identifier' }),
  field({ key: 'dx', value: 'diagnosed with type 2 diabetes (E11.9)', tier: 'semantic' }),
  field({ key: 'dx', value: 'diagnosed with type 2 diabetes (E11.9)', tier: 'canary' }),
  field({ key: 'dx', value: 'diagnosed with type 2 diabetes (E11.9)' }),
  field({ key: 'note', value: 'Exceeds', tier: 'semantic' }),
  field({ key: 'name', value: 'Colleen Nguyen', kind: 'name' }),
  field({ key: 'plan', value: 'enrolled in an alcohol dependency treatment program', tier: 'semantic', subject: 'Colleen Nguyen' }),
];

/** Vaults that repeat the fields above in other company and order. */
const VAULTS: readonly (readonly VaultField[])[] = [FIELDS, [...FIELDS].reverse(), FIELDS.filter((_, index) => index % 2 === 0), FIELDS.filter((_, index) => index % 3 !== 1), FIELDS.slice(3, 8)];

const TEXTS = [
  'He is 44 years old and earns about $85k.',
  'We counted 44 of them.',
  'She has adult-onset diabetes and sees endocrinology every quarter.',
  'Colleen is in rehab for alcohol addiction.',
  'Her review says she exceeds expectations.',
];

describe('semantic engine: fact memo', () => {
  it('prepares each vault as a fresh engine would, after vaults that share its fields', () => {
    const shared = createSemanticEngine();
    for (const vault of VAULTS) {
      const again = shared.prepare(vault);
      const fresh = createSemanticEngine().prepare(vault);
      expect(again.fields).toEqual(fresh.fields);
      for (const text of TEXTS) expect(again.score(text)).toEqual(fresh.score(text));
    }
  });

  it('gives prepareFacts the same index with a memo as without one', () => {
    const analyser = createTextAnalyser();
    const wordnet = createWordNet();
    const tools: FactTools = { analyser, wordnet, concepts: compileLexicon(LEXICON, analyser, (word) => commonnessOf(wordnet.lookup(word, 'n').frequency)) };
    const memo = createFactMemo();
    for (const vault of [...VAULTS, ...VAULTS]) expect(prepareFacts(vault, tools, memo)).toEqual(prepareFacts(vault, tools));
    wordnet.close();
  });
});
