import { describe, expect, it } from 'vitest';
import { createWordNet } from './wordnet.js';

const WORDS = ['salary', 'security', 'exceeds', 'brother', 'paris', 'investigation', 'fail', 'support', 'four', 'institution', 'zzzqx', 'a', 'abandon', 'zymurgy', "o'clock"];

describe('createWordNet', () => {
  it('answers the same once an index file is loaded whole as it did by binary search over blocks', () => {
    const fresh = createWordNet();
    const byBlocks = WORDS.map((word) => (['n', 'v', 'a', 'r'] as const).map((pos) => fresh.lookup(word, pos)));
    fresh.close();
    const warmed = createWordNet();
    // Enough distinct searches that every index file is loaded whole before WORDS are looked up.
    for (let i = 0; i < 400; i += 1) for (const pos of ['n', 'v', 'a', 'r'] as const) warmed.lookup(`warm${i}`, pos);
    const loaded = WORDS.map((word) => (['n', 'v', 'a', 'r'] as const).map((pos) => warmed.lookup(word, pos)));
    warmed.close();
    expect(loaded).toEqual(byBlocks);
    expect(byBlocks[0]?.[0]?.synonyms).toContain('wage');
    expect(byBlocks[0]?.[0]?.frequency).toBeGreaterThan(0);
  });

  it('reads again after close, from what it cached and by reopening its files', () => {
    const wordnet = createWordNet();
    const before = wordnet.lookup('salary', 'n');
    wordnet.close();
    expect(wordnet.lookup('wage', 'n').synonyms.length).toBeGreaterThan(0);
    expect(wordnet.lookup('salary', 'n')).toEqual(before);
    wordnet.close();
  });
});

describe('createWordNet index-only questions', () => {
  it('counts senses and frequency as lookup sees them, without reading synsets', () => {
    const wordnet = createWordNet();
    for (const word of WORDS) {
      for (const pos of ['n', 'v', 'a', 'r'] as const) expect(wordnet.senses(word, pos) > 0).toBe(wordnet.lookup(word, pos).synonyms.length > 0);
      expect(wordnet.frequency(word)).toBe(wordnet.lookup(word, 'n').frequency);
    }
    expect(wordnet.senses('salary', 'n')).toBe(1);
    expect(wordnet.senses('security', 'n')).toBeGreaterThan(5);
    expect(wordnet.senses('zzzqx', 'n')).toBe(0);
    wordnet.close();
  });
});
