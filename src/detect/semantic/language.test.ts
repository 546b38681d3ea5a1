import { describe, expect, it } from 'vitest';
import { LEXICON, lexiconProblems } from './lexicons/index.js';
import { mentionContext } from './mention-context.js';
import { negationOf } from './negation.js';
import { canonicalSpelling, createTextAnalyser, neutraliseText } from './text.js';
import { createWordNet, LEXFILE_LOCATION, LEXFILE_PERSON } from './wordnet.js';

const analyser = createTextAnalyser();

/** Negation of the first word equal to `target` in `text`. */
function negationAt(text: string, target: string): string | null {
  const words = analyser.analyse(text);
  const index = words.findIndex((word) => word.normal === target);
  expect(index, `"${target}" in "${text}"`).toBeGreaterThanOrEqual(0);
  return negationOf(words, index, index);
}

describe('text analysis', () => {
  it('gives lemmas, stems and offsets into the original text', () => {
    const text = 'She was hospitalised; generalised anxiety.';
    const words = analyser.analyse(text);
    expect(words.map((word) => word.lemma)).toEqual(['she', 'be', 'hospitalize', 'generalized', 'anxiety']);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.surface);
    expect(words[3]?.clause).toBeGreaterThan(words[2]?.clause ?? 0);
  });

  it('canonicalises British spellings', () => {
    expect(canonicalSpelling('hospitalisation')).toBe('hospitalization');
    expect(canonicalSpelling('enrolment')).toBe('enrollment');
    expect(canonicalSpelling('tumour')).toBe('tumor');
  });

  it('neutralises runs that would make the tokenizer quadratic, keeping offsets', () => {
    const text = `a ${'x'.repeat(100)} b ${'y_'.repeat(50)}`;
    const clean = neutraliseText(text);
    expect(clean).toHaveLength(text.length);
    expect(clean).not.toContain('x'.repeat(49));
    expect(clean).toContain('y y');
  });
});

describe('negation', () => {
  it.each([
    ['No history of diabetes.', 'diabetes', 'negated'],
    ['No fever, chills or diabetes.', 'diabetes', 'negated'],
    ['He does not have diabetes.', 'diabetes', 'negated'],
    ['She denies alcohol use.', 'alcohol', 'denied'],
    ['I cannot confirm whether he has diabetes.', 'diabetes', 'uncertain'],
    ['I cannot confirm that he has diabetes.', 'diabetes', 'negated'],
    ['Screened for diabetes last month.', 'diabetes', 'uncertain'],
    ['Diabetes was ruled out.', 'diabetes', 'negated'],
    ['Is he diabetic?', 'diabetic', 'question'],
    ['The diagnosis is confidential.', 'diagnosis', 'denied'],
  ])('"%s": %s is %s', (text, target, reason) => {
    expect(negationAt(text, target)).toBe(reason);
  });

  it.each([
    ['He has no car, but he has diabetes.', 'diabetes'],
    ['She is no longer in rehab.', 'rehab'],
    ['Not only diabetes but also asthma.', 'diabetes'],
    ['The patient has diabetes.', 'diabetes'],
  ])('"%s": %s is asserted', (text, target) => {
    expect(negationAt(text, target)).toBeNull();
  });
});

describe('mention context', () => {
  const contextAt = (text: string, target: string): string | null => {
    const words = analyser.analyse(text);
    const index = words.findIndex((word) => word.normal === target);
    return mentionContext(words, index, index);
  };

  it('marks generic and someone-else mentions', () => {
    expect(contextAt('The hospital runs a diabetes awareness week.', 'diabetes')).toBe('generic');
    expect(contextAt('The course explains what counts as fraud.', 'fraud')).toBe('generic');
    expect(contextAt('Her brother is in rehab.', 'rehab')).toBe('other-subject');
    expect(contextAt('A SAR was filed on a different customer.', 'sar')).toBe('other-subject');
  });

  it('leaves mentions about the subject alone', () => {
    expect(contextAt('He was charged overdraft fees twice.', 'overdraft')).toBeNull();
    expect(contextAt('His wife says he is in rehab.', 'rehab')).toBeNull();
  });
});

describe('WordNet reader', () => {
  const wordnet = createWordNet();

  it('finds synonyms, derivations and corpus frequencies by binary search', () => {
    const salary = wordnet.lookup('salary', 'n');
    expect(salary.synonyms).toEqual(expect.arrayContaining(['wage', 'pay', 'earnings']));
    expect(wordnet.lookup('investigation', 'n').derivations).toContain('investigate');
    expect(wordnet.lookup('patient', 'n').frequency).toBeGreaterThan(wordnet.lookup('diabetes', 'n').frequency);
  });

  it('reports lexicographer files (places, people) and antonyms', () => {
    expect(wordnet.lexFiles('dublin', 'n')).toEqual([LEXFILE_LOCATION]);
    expect(wordnet.lexFiles('brother', 'n')).toContain(LEXFILE_PERSON);
    expect(wordnet.lexFiles('paris', 'n')).toEqual(expect.arrayContaining([LEXFILE_LOCATION, LEXFILE_PERSON]));
    expect(wordnet.antonyms('fail', 'v')).toEqual(expect.arrayContaining(['pass', 'succeed']));
    expect(wordnet.antonyms('guilty', 'a')).toEqual(['innocent']);
    expect(wordnet.antonyms('zyzzyvaqq', 'v')).toEqual([]);
    expect(wordnet.lexFiles('a b%c', 'n')).toEqual([]);
  });

  it('answers unknown and odd words with nothing', () => {
    expect(wordnet.lookup('zyzzyvaqq', 'n')).toEqual({ synonyms: [], derivations: [], frequency: 0 });
    expect(wordnet.lookup('', 'v').synonyms).toEqual([]);
    expect(wordnet.lookup('a b%c', 'n').synonyms).toEqual([]);
  });
});

describe('domain lexicon', () => {
  it('is consistent: unique ids, known relations, no parent cycles', () => {
    expect(lexiconProblems(LEXICON)).toEqual([]);
  });

  it('reports the problems of a broken lexicon', () => {
    const broken = [
      { id: 'a', kind: 'condition' as const, terms: ['x'], parents: ['b'], sensitive: true },
      { id: 'b', kind: 'condition' as const, terms: [], parents: ['a'], implies: { nowhere: 2 }, sensitive: true },
    ];
    expect(lexiconProblems(broken)).toEqual(expect.arrayContaining(['"b" has no terms', '"b" implies unknown "nowhere"', '"a" is its own ancestor']));
  });
});
