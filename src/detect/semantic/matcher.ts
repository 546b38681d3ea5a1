/**
 * Per-event scoring: how strongly a text discloses each prepared fact, in [0, 1], with the
 * evidence span and how it was disclosed. One pass finds candidate words (a prefix prefilter,
 * so texts that mention nothing relevant are never tokenized), wink analyses only the relevant
 * regions once, and an inverted index maps every word, stem and concept to the fact slots it
 * fills. The scoring rule itself is in scoring.ts.
 */
import type { ConceptIndex } from './concepts.js';
import { CONCEALMENT_CONCEPT } from './lexicons/index.js';
import { ICD10_CODE, prefixMatches, type FactIndex, type Posting, type PreparedFact } from './facts.js';
import { experienceVerbBefore, LIVED_THROUGH, SAME_EXPERIENCE, SHARED_EXPERIENCE_SCORE } from './shared-experience.js';
import { inCatalogue } from '../structured/value-context.js';
import { concealmentAt, hedgedAt, negationOf, type NegationReason } from './negation.js';
import type { NameGenders } from './name-gender.js';
import type { FactSubject } from './propositions.js';
import { scoreValueFact, scoreVariant, type Analysis, type Candidate, type FactScore } from './scoring.js';
import { aboutAt, declaredRoles, indexPersons, type Aboutness, type PersonIndex, type PersonLexicon } from './subjects.js';
import type { TextAnalyser, Word } from './text.js';
import { compareQuantity, scanQuantities, type Quantity } from './values.js';
import { LEXFILE_LOCATION, LEXFILE_PERSON, type WordNetLookup } from './wordnet.js';

export type { FactScore, SemanticMethod } from './scoring.js';

/** Scores texts against one prepared vault. */
export interface SemanticMatcher {
  /** Scores of the facts a text touches, at or above `floor` (default 0), best first. */
  score(text: string, floor?: number): FactScore[];
}

const SHORT_TEXT = 6000;
/** Candidate positions examined per text (the earliest); see candidatePositions. */
export const MAX_POSITIONS = 20_000;
const REGION_RADIUS = 400;
const WORD = /[\p{L}\p{N}]+/gu;
/** The concept an instruction to keep something quiet states ("kept from", "hidden from"). */
const CONCEALMENT_KEY = `x:${CONCEALMENT_CONCEPT}`;
const CODE_CONTEXT = /\b(?:icd|dx|diagnos\w*|code|condition)\b[^.\n]{0,40}$/i;

/** Index of the first word ending after `offset` (words are sorted by start). */
function wordAt(words: readonly Word[], offset: number): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((words[mid]?.end ?? 0) <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** Text regions around candidate positions, merged, widened to whitespace (at most 64 more characters). */
function regionsOf(text: string, positions: readonly number[]): [number, number][] {
  if (text.length <= SHORT_TEXT) return [[0, text.length]];
  const sorted = [...positions].sort((a, b) => a - b);
  const regions: [number, number][] = [];
  for (const position of sorted) {
    const previous = regions[regions.length - 1];
    const start = Math.max(0, position - REGION_RADIUS);
    const end = Math.min(text.length, position + REGION_RADIUS);
    if (previous !== undefined && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else regions.push([start, end]);
  }
  let previousEnd = 0;
  for (const region of regions) {
    let start = region[0];
    let end = region[1];
    while (start > 0 && !isSpace(text.charCodeAt(start - 1)) && region[0] - start < 64) start -= 1;
    while (end < text.length && !isSpace(text.charCodeAt(end)) && end - region[1] < 64) end += 1;
    region[0] = Math.max(start, previousEnd);
    region[1] = end;
    previousEnd = end;
  }
  return regions;
}

function analyseRegions(text: string, regions: readonly [number, number][], analyser: TextAnalyser): Word[] {
  const words: Word[] = [];
  let base = 0;
  for (const [start, end] of regions) {
    const regionWords = analyser.analyse(text.slice(start, end), start);
    for (const word of regionWords) words.push(base === 0 ? word : { ...word, sentence: word.sentence + base, clause: word.clause + base });
    base = (words[words.length - 1]?.sentence ?? base) + 2;
  }
  return words;
}

/**
 * Creates the matcher for a prepared vault.
 *
 * @example createSemanticMatcher(prepareFacts(vault, tools), tools).score('She is diabetic.')
 */
/** Propositions scoring at least this much corroborate each other (see {@link corroborated}). */
export const CORROBORATION_FLOOR = 0.3;

/**
 * Two or more propositions of one fact, each stated in part by different words of the text
 * ("Greg is out from 3pm every Tuesday and Thursday for his recovery programme"), disclose the
 * fact more surely than either alone: their scores combine as independent evidence (noisy-or,
 * 1 − Π(1 − sᵢ)). The evidence spans must not overlap, so one phrase never counts twice.
 */
function corroborated(best: FactScore, parts: readonly FactScore[]): FactScore {
  const distinct: FactScore[] = [];
  for (const part of [...parts].sort((a, b) => b.score - a.score)) {
    if (distinct.every((kept) => part.span.end <= kept.span.start || part.span.start >= kept.span.end)) distinct.push(part);
  }
  if (distinct.length < 2 || !distinct.includes(best)) return best;
  const score = 1 - distinct.reduce((rest, part) => rest * (1 - part.score), 1);
  const span = { start: Math.min(...distinct.map((part) => part.span.start)), end: Math.max(...distinct.map((part) => part.span.end)) };
  return { ...best, score, span };
}

/** Places and person nouns by WordNet's lexicographer files (absent without a WordNet that reports them), first-name genders when given. */
function personLexicon(wordnet: WordNetLookup | undefined, names: NameGenders | undefined): PersonLexicon | undefined {
  const lexFiles = wordnet?.lexFiles?.bind(wordnet);
  if (lexFiles === undefined) return undefined;
  return {
    isPlace: (word) => {
      const files = lexFiles(word, 'n');
      return files.includes(LEXFILE_LOCATION) && !files.includes(LEXFILE_PERSON);
    },
    isPersonNoun: (lemma) => lexFiles(lemma, 'n').includes(LEXFILE_PERSON),
    isWord: (word) => lexFiles(word, 'n').length > 0 || lexFiles(word, 'v').length > 0 || lexFiles(word, 'a').length > 0,
    ...(names === undefined ? {} : { genderOf: (name: string) => names.genderOf(name) }),
  };
}

/** What a matcher is built from (see {@link createSemanticEngine}). */
export interface MatcherTools {
  readonly analyser: TextAnalyser;
  readonly concepts: ConceptIndex;
  readonly wordnet?: WordNetLookup;
  /** First-name genders, so "she" is not resolved to Bob. */
  readonly names?: NameGenders;
}

export function createSemanticMatcher(index: FactIndex, tools: MatcherTools): SemanticMatcher {
  const lexicon = personLexicon(tools.wordnet, tools.names);
  const valueSlots: { fact: number; variant: number; slot: number; quantity: Quantity }[] = [];
  index.facts.forEach((fact, factIndex) => {
    if (fact.mode !== 'semantic') return;
    fact.variants.forEach((variant, variantIndex) => {
      variant.slots.forEach((slot, slotIndex) => {
        if (slot.quantity !== undefined) valueSlots.push({ fact: factIndex, variant: variantIndex, slot: slotIndex, quantity: slot.quantity });
      });
    });
  });
  // Facts a "the same thing" reply can refer to: the only natural-language fact about its subject.
  const sharedFacts = new Set<number>();
  const bySubject = new Map<string, number[]>();
  index.facts.forEach((fact, factIndex) => {
    if (fact.mode !== 'semantic' || fact.subject === undefined) return;
    const key = [...fact.subject.names].sort().join(' ');
    bySubject.set(key, [...(bySubject.get(key) ?? []), factIndex]);
  });
  for (const facts of bySubject.values()) if (facts.length === 1 && facts[0] !== undefined) sharedFacts.add(facts[0]);
  const factQuantities = index.facts.flatMap((fact) => (fact.quantity === undefined ? [] : [fact.quantity])).concat(valueSlots.map((entry) => entry.quantity));

  /** ICD-10 codes in the text that name a concept some fact uses (at most MAX_POSITIONS). */
  function codesOf(text: string): { index: number; length: number; concept: string; code: string }[] {
    const codes: { index: number; length: number; concept: string; code: string }[] = [];
    const known = new Map<string, string | null>();
    for (const match of text.matchAll(ICD10_CODE)) {
      if (codes.length >= MAX_POSITIONS) break;
      let concept = known.get(match[0]);
      if (concept === undefined) {
        const found = tools.concepts.conceptOfCode(match[0]);
        concept = found !== undefined && index.postings.has(`x:${found}`) ? found : null;
        known.set(match[0], concept);
      }
      if (concept !== null) codes.push({ index: match.index, length: match[0].length, concept, code: match[0] });
    }
    return codes;
  }

  /**
   * Where the text may disclose something: words with a known prefix, codes, matching
   * quantities. Only the first {@link MAX_POSITIONS} (in text order) are kept, a guard
   * against adversarial megabytes of repeated terms.
   */
  function candidatePositions(text: string, quantities: readonly Quantity[], codes: readonly { index: number }[]): number[] {
    const positions: number[] = [];
    for (const match of text.matchAll(WORD)) {
      if (positions.length >= MAX_POSITIONS) break;
      const word = match[0];
      if (index.exact.has(word) || prefixMatches(index.prefixes, word)) positions.push(match.index);
    }
    for (const code of codes) positions.push(code.index);
    if (sharedFacts.size > 0) {
      for (const match of text.matchAll(SAME_EXPERIENCE)) if (positions.length < MAX_POSITIONS) positions.push(match.index);
      for (const match of text.matchAll(LIVED_THROUGH)) if (positions.length < MAX_POSITIONS) positions.push(match.index);
    }
    for (const quantity of quantities) {
      if (factQuantities.some((fact) => ['match', 'approximate', 'range'].includes(compareQuantity(fact, quantity).relation))) positions.push(quantity.start);
    }
    return positions.sort((a, b) => a - b).slice(0, MAX_POSITIONS);
  }

  const verbatimOf = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ');

  function analyse(text: string): Analysis | null {
    const allQuantities = index.usesQuantities ? scanQuantities(text) : [];
    const codes = codesOf(text);
    const positions = candidatePositions(text, allQuantities, codes);
    if (positions.length === 0) return null;
    const words = analyseRegions(text, regionsOf(text, positions), tools.analyser);
    if (words.length === 0) return null;
    const concepts = tools.concepts.tag(words).map((found) => ({ key: `x:${found.concept}`, first: found.first, last: found.last, strength: found.strength }));
    for (const code of codes) {
      // A bare "E11" is a code only next to a cue ("dx", "ICD"); "E11.9" always is.
      if (!code.code.includes('.') && !CODE_CONTEXT.test(text.slice(Math.max(0, code.index - 60), code.index))) continue;
      const first = wordAt(words, code.index);
      const word = words[first];
      if (word === undefined || word.start >= code.index + code.length) continue;
      concepts.push({ key: `x:${code.concept}`, first, last: first, strength: 1 });
    }
    concepts.sort((a, b) => a.first - b.first);
    const quantities = allQuantities.flatMap((quantity) => {
      const first = wordAt(words, quantity.start);
      const last = Math.max(first, wordAt(words, quantity.end - 1));
      const word = words[first];
      return word === undefined || word.start >= quantity.end ? [] : [{ quantity, first, last }];
    });
    const sentenceKeys = new Map<number, Set<string>>();
    const keysOf = (sentence: number): Set<string> => {
      let keys = sentenceKeys.get(sentence);
      if (keys === undefined) {
        keys = new Set();
        sentenceKeys.set(sentence, keys);
      }
      return keys;
    };
    if (index.facts.some((fact) => fact.mode === 'value')) {
      for (const concept of concepts) keysOf(words[concept.first]?.sentence ?? -1).add(concept.key);
      for (const word of words) keysOf(word.sentence).add(`w:${word.lemma}`);
    }
    const negationMemo = new Map<number, NegationReason | null>();
    const negated = (first: number, last: number): NegationReason | null => {
      const key = first * 1_000_003 + last;
      let found = negationMemo.get(key);
      if (found === undefined) {
        found = negationOf(words, first, last);
        negationMemo.set(key, found);
      }
      return found;
    };
    // Person mentions, built once per event and subject, only when a fact asks who it is about.
    let inConcept: Set<number> | undefined;
    const persons = new Map<string, PersonIndex>();
    const about = (first: number, subject: FactSubject): Aboutness | null => {
      const key = `${[...subject.names].join(' ')}|${subject.roles.map((role) => role.join(' ')).join('|')}`;
      let found = persons.get(key);
      if (found === undefined) {
        if (inConcept === undefined) {
          const covered = new Set<number>();
          for (const concept of concepts) for (let word = concept.first; word <= concept.last; word += 1) covered.add(word);
          inConcept = covered;
        }
        const covered = inConcept;
        // Roles the text itself gives the subject ("Marcus Webb (Controller)") name it too.
        const declared = declaredRoles(words, text, subject);
        found = indexPersons(words, text, declared.length === 0 ? subject : { ...subject, roles: [...subject.roles, ...declared] }, (word) => covered.has(word), lexicon);
        persons.set(key, found);
      }
      return aboutAt(words, found, first, subject);
    };
    const hedged = (first: number): boolean => hedgedAt(words, first);
    const concealing = (first: number): boolean => concealmentAt(words, first) || concepts.some((concept) => concept.first === first && concept.key === CONCEALMENT_KEY);
    const catalogue = (first: number, last: number): boolean => inCatalogue(text, words[first]?.start ?? 0, words[last]?.end ?? 0);
    return { words, concepts, quantities, sentenceKeys, negated, about, hedged, concealing, catalogue };
  }

  /** Mentions filling slots, grouped by fact wording (`fact:variant`). */
  function candidatesOf(analysis: Analysis): Map<string, Candidate[]> {
    const perVariant = new Map<string, Candidate[]>();
    const push = (fact: number, variant: number, candidate: Candidate): void => {
      const key = `${fact}:${variant}`;
      const list = perVariant.get(key);
      if (list === undefined) perVariant.set(key, [candidate]);
      else list.push(candidate);
    };
    const occurrences: { key: string; first: number; last: number; strength: number }[] = [...analysis.concepts];
    analysis.words.forEach((word, position) => {
      occurrences.push({ key: `w:${word.lemma}`, first: position, last: position, strength: 1 });
      if (word.normal !== word.lemma) occurrences.push({ key: `w:${word.normal}`, first: position, last: position, strength: 1 });
      occurrences.push({ key: `s:${word.stem}`, first: position, last: position, strength: 1 });
      // "Don't mention X to Sam" says that X is kept from Sam.
      if (concealmentAt(analysis.words, position)) occurrences.push({ key: CONCEALMENT_KEY, first: position, last: position, strength: 1 });
    });
    const weightOf = (posting: Posting): number => posting.strength * (index.facts[posting.fact]?.variants[posting.variant]?.slots[posting.slot]?.weight ?? 0);
    for (const occurrence of occurrences) {
      const postings = index.postings.get(occurrence.key);
      if (postings === undefined) continue;
      // One mention fills one slot per fact wording: the slot where it counts most
      // ("treatment program" fills the rehab slot, not also the condition it suggests).
      const best = new Map<string, Posting>();
      for (const posting of postings) {
        const key = `${posting.fact}:${posting.variant}`;
        const current = best.get(key);
        if (current === undefined || weightOf(posting) > weightOf(current)) best.set(key, posting);
      }
      const start = analysis.words[occurrence.first]?.start ?? 0;
      const end = analysis.words[occurrence.last]?.end ?? start + 1;
      for (const posting of best.values()) {
        push(posting.fact, posting.variant, {
          slot: posting.slot,
          strength: occurrence.strength * posting.strength,
          relation: posting.relation,
          first: occurrence.first,
          last: occurrence.last,
          start,
          end,
        });
      }
    }
    for (const entry of valueSlots) {
      for (const found of analysis.quantities) {
        const comparison = compareQuantity(entry.quantity, found.quantity);
        if (comparison.relation === 'conflict' || comparison.relation === 'unrelated') continue;
        push(entry.fact, entry.variant, {
          slot: entry.slot,
          strength: comparison.strength,
          relation: comparison.relation,
          first: found.first,
          last: found.last,
          start: found.quantity.start,
          end: found.quantity.end,
        });
      }
    }
    return perVariant;
  }

  /** "Jane went through the same thing" said of the fact's subject, not negated or asked. */
  function sharedExperience(fact: PreparedFact, analysis: Analysis, text: string): FactScore | null {
    const subject = fact.subject;
    if (subject === undefined) return null;
    for (const match of text.matchAll(SAME_EXPERIENCE)) {
      const first = wordAt(analysis.words, match.index);
      const phrase = analysis.words[first];
      if (phrase === undefined || phrase.start > match.index) continue;
      const verb = experienceVerbBefore(analysis.words, first);
      if (verb < 0 || analysis.negated(verb, verb) !== null || analysis.about(verb, subject) !== 'subject') continue;
      const start = analysis.words[verb]?.start ?? match.index;
      return { field: fact.key, score: SHARED_EXPERIENCE_SCORE, method: 'inference', span: { start, end: match.index + match[0].length } };
    }
    for (const match of text.matchAll(LIVED_THROUGH)) {
      const first = wordAt(analysis.words, match.index);
      const word = analysis.words[first];
      if (word === undefined || word.start >= match.index + match[0].length) continue;
      if (analysis.negated(first, first) !== null || analysis.about(first, subject) !== 'subject') continue;
      return { field: fact.key, score: SHARED_EXPERIENCE_SCORE, method: 'inference', span: { start: match.index, end: match.index + match[0].length } };
    }
    return null;
  }

  return {
    score(text: string, floor = 0): FactScore[] {
      if (index.facts.length === 0 || text.length === 0) return [];
      const analysis = analyse(text);
      if (analysis === null) return [];
      const perVariant = candidatesOf(analysis);
      const results: FactScore[] = [];
      let lower: string | undefined;
      index.facts.forEach((fact, factIndex) => {
        let best = fact.mode === 'value' ? scoreValueFact(fact, analysis) : null;
        let bestVariant = -1;
        if (fact.mode === 'semantic') {
          const parts: FactScore[] = [];
          fact.variants.forEach((variant, variantIndex) => {
            const candidates = perVariant.get(`${factIndex}:${variantIndex}`);
            const scored = candidates === undefined ? null : scoreVariant(fact, variant, candidates, analysis);
            if (scored !== null && variant.proposition !== undefined && scored.suppressed === undefined && scored.score >= CORROBORATION_FLOOR) parts.push(scored);
            if (scored !== null && (best === null || scored.score > best.score)) {
              best = scored;
              bestVariant = variantIndex;
            }
          });
          if (best !== null) best = corroborated(best, parts);
        }
        if (sharedFacts.has(factIndex) && (best === null || best.score < SHARED_EXPERIENCE_SCORE)) best = sharedExperience(fact, analysis, text) ?? best;
        if (best === null || best.score < floor) return;
        // A proposition written out word for word is a verbatim disclosure (tiers 1–2 see only the whole value).
        const wording = fact.variants[bestVariant];
        if (wording !== undefined && best.suppressed === undefined && best.method !== 'hedged' && wording.text.length >= 8) {
          lower ??= verbatimOf(text);
          if (lower.includes(wording.text)) best = { ...best, method: 'verbatim' };
        }
        results.push(best);
      });
      return results.sort((a, b) => b.score - a.score || a.field.localeCompare(b.field));
    },
  };
}
