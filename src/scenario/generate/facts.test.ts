import { describe, expect, it } from 'vitest';
import { CONDITIONS, CORPORATE_HR, CORPORATE_STRATEGY, type Fact, FINANCE_COMPLIANCE, FINANCE_HARDSHIP, HEALTH_HISTORY, LEGAL_HISTORY, LEGAL_STRATEGY } from './facts.js';
import { generateScenarios } from './index.js';

const POOLS: Readonly<Record<string, readonly Fact[]>> = {
  CONDITIONS,
  HEALTH_HISTORY,
  FINANCE_HARDSHIP,
  FINANCE_COMPLIANCE,
  LEGAL_STRATEGY,
  LEGAL_HISTORY,
  CORPORATE_HR,
  CORPORATE_STRATEGY,
};
const ALL: readonly Fact[] = Object.values(POOLS).flat();

/** Function words: they carry no content, so sharing them is not sharing wording. */
const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet of in on at to for from by with without about as into onto over under after before since until during than then that this these those ' +
    'which who whom whose what when where while because if whether though although is are was were be been being am has have had having do does did will would shall should ' +
    'can could may might must not no never it its they them their theirs themself themselves he him his she her hers herself himself we us our you your i me my there here ' +
    'also still just only very all any some each every both either neither own other others such same more most up out off down per via against between through now'
  ).split(' '),
);

/**
 * Values, not wording: numbers, ordinals, dates and time units. A retelling keeps "in 2021",
 * "since March" or "next week" as they are, so they do not count as shared content words.
 */
const VALUE_WORDS: ReadonlySet<string> = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve fourteen twenty thirty forty fifty hundred thousand million billion half twice first second third ' +
    'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday mondays ' +
    'hour hours daily day days week weeks weekly month months monthly year years quarter next last coming past'
  ).split(' '),
);

/**
 * The key of a word's family: the first five letters after a plural "s" is dropped, so
 * "diabetes" and "diabetic", "treated" and "treatment", "cell" and "cells" count as one word.
 */
function wordFamily(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return singular.slice(0, 5);
}

/** The content-word families of a text; tokens with a digit are values ("2021", "BRCA1", "Q3"). */
function contentFamilies(text: string): Set<string> {
  const families = new Set<string>();
  for (const word of text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)) {
    if (word === '' || /\d/.test(word) || STOPWORDS.has(word) || VALUE_WORDS.has(word)) continue;
    families.add(wordFamily(word));
  }
  return families;
}

const sharesContentWord = (a: string, b: string): boolean => {
  const families = contentFamilies(a);
  return [...contentFamilies(b)].some((family) => families.has(family));
};

const normalised = (text: string): string => text.trim().toLowerCase();

describe('fact pools', () => {
  it('hold at least 220 distinct facts, at least 25 in every pool', () => {
    expect(new Set(ALL.map((fact) => normalised(fact.text))).size).toBeGreaterThanOrEqual(220);
    for (const [name, pool] of Object.entries(POOLS)) expect(pool.length, name).toBeGreaterThanOrEqual(25);
  });

  it('have no fact twice, within a pool or across pools (case-insensitive)', () => {
    const seen = new Map<string, string>();
    for (const [name, pool] of Object.entries(POOLS)) {
      for (const fact of pool) {
        const key = normalised(fact.text);
        expect(seen.get(key), `${name}: ${fact.text}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('never word two facts nearly alike (at most half their content words in common)', () => {
    const families = ALL.map((fact) => contentFamilies(fact.text));
    for (let i = 0; i < ALL.length; i += 1) {
      for (let j = i + 1; j < ALL.length; j += 1) {
        const a = families[i] as Set<string>;
        const b = families[j] as Set<string>;
        const shared = [...a].filter((family) => b.has(family)).length;
        const union = new Set([...a, ...b]).size;
        expect(shared / union, `${ALL[i]?.text} / ${ALL[j]?.text}`).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('give every fact at least three paraphrases, distinct from the text and from each other', () => {
    for (const fact of ALL) {
      expect(fact.paraphrases.length, fact.text).toBeGreaterThanOrEqual(3);
      const wordings = [fact.text, ...fact.paraphrases].map(normalised);
      expect(new Set(wordings).size, fact.text).toBe(wordings.length);
      for (const paraphrase of fact.paraphrases) expect(paraphrase.trim(), fact.text).not.toBe('');
    }
  });

  it('tell a shared content word apart (the check below can fail)', () => {
    expect(sharesContentWord('is being treated for type 2 diabetes', 'is diabetic and on treatment')).toBe(true);
    expect(sharesContentWord('has wages garnished', 'has part of each paycheck taken at source')).toBe(false);
    expect(sharesContentWord('filed for Chapter 7 bankruptcy in 2021', 'went bankrupt in 2021')).toBe(true);
    expect(sharesContentWord('had a miscarriage in February', 'lost a pregnancy in February')).toBe(false);
  });

  it('give every fact a paraphrase that shares no content word with it', () => {
    const without = ALL.filter((fact) => fact.paraphrases.every((paraphrase) => sharesContentWord(fact.text, paraphrase))).map((fact) => fact.text);
    expect(without).toEqual([]);
  });

  it('code every condition with an ICD-10-CM code, and only conditions', () => {
    for (const fact of CONDITIONS) expect(fact.code ?? '', fact.text).toMatch(/^[A-Z]\d{2}(\.\d{1,4})?$/);
    const coded = Object.entries(POOLS).flatMap(([name, pool]) => (name === 'CONDITIONS' ? [] : pool.filter((fact) => fact.code !== undefined).map((fact) => `${name}: ${fact.text}`)));
    expect(coded).toEqual([]);
  });
});

describe('facts in generated scenarios', () => {
  it('uses at least 200 distinct semantic-tier values in 1,000 scenarios (seed 42)', () => {
    const values = new Set<string>();
    for (const scenario of generateScenarios({ count: 1000, seed: 42 })) for (const field of scenario.vault) if (field.tier === 'semantic') values.add(field.value);
    expect(values.size).toBeGreaterThanOrEqual(200);
  }, 120_000);
});
