/**
 * The compiled lexicon: term phrases analysed once into lemma keys, relation closures
 * (ancestors, descendants, implications, contradicting siblings), ICD-10 code lookup, and
 * longest-match tagging of analysed text.
 */
import type { LexiconEntry } from './lexicons/index.js';
import type { TextAnalyser, Word } from './text.js';

/** One word of a term: its keys (lemma and normal form), or an exact case-sensitive surface. */
interface PhraseWord {
  readonly keys: readonly string[];
  readonly exact?: string;
}

interface Phrase {
  readonly words: readonly PhraseWord[];
  readonly concept: string;
  /** 1 for terms, 0.75 for weak terms; one-word terms are lowered by commonness at match time. */
  readonly strength: number;
  /** The lemma of a one-word term, whose commonness lowers its strength. */
  readonly single?: string;
}

/** A lexicon concept found in text, over words `first..last`. */
export interface ConceptOccurrence {
  readonly concept: string;
  /** In (0, 1]: weak terms and common one-word terms count less. */
  readonly strength: number;
  readonly first: number;
  readonly last: number;
}

/** How a text concept bears on a fact concept. */
export interface Evidence {
  readonly strength: number;
  readonly relation: 'direct' | 'partial' | 'inference';
}

/** Strength per level when a broader concept stands for a narrower one. */
export const PARENT_STRENGTH = 0.85;

/** A lexicon compiled for matching; build once per detector with {@link compileLexicon}. */
export interface ConceptIndex {
  readonly entries: ReadonlyMap<string, LexiconEntry>;
  /** Ancestors with their depth (1 = parent). */
  ancestors(id: string): ReadonlyMap<string, number>;
  descendants(id: string): ReadonlySet<string>;
  /** Concepts this one is evidence for, with strengths (inherited from its ancestors). */
  implications(id: string): ReadonlyMap<string, number>;
  /** Concepts that contradict this one (same exclusive group, not an ancestor or descendant). */
  contradictions(id: string): ReadonlySet<string>;
  /**
   * Text concepts that are evidence for concept `id`, with strength and relation: the concept
   * and its descendants (direct), its ancestors (partial, 0.85 per level), concepts that imply
   * it or one of its ancestors (inference).
   */
  evidenceFor(id: string): ReadonlyMap<string, Evidence>;
  /** The concept of an ICD-10 code, by longest prefix (`E11.9` → `cond.E11`). */
  conceptOfCode(code: string): string | undefined;
  /** Lower-case keys (lemma, normal, written form) of the first word of every term, for prefilters. */
  termKeys(id: string): readonly string[];
  /** Case-sensitive one-word terms of a concept. */
  exactTerms(id: string): readonly string[];
  tag(words: readonly Word[]): ConceptOccurrence[];
}

/** Words a term match may skip in text ("the alcohol program" still matches "alcohol program"). */
const SKIPPABLE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'a', 'an', 'the', 'each', 'every', 'his', 'her', 'their', 'my', 'our', 'your', 'its', 'this', 'that', "'s", '’s', 'of']);
const MAX_SKIPS = 2;
const WEAK_STRENGTH = 0.75;

function wordMatches(word: Word, phraseWord: PhraseWord): boolean {
  if (phraseWord.exact !== undefined) return word.surface === phraseWord.exact;
  return phraseWord.keys.includes(word.lemma) || phraseWord.keys.includes(word.normal) || phraseWord.keys.includes(word.stem);
}

/** Index of the last text word of `phrase` matched from word `start`, or -1. */
function matchAt(words: readonly Word[], start: number, phrase: Phrase): number {
  let cursor = start;
  let skips = 0;
  const sentence = words[start]?.sentence;
  for (let k = 0; k < phrase.words.length; k += 1) {
    const phraseWord = phrase.words[k];
    if (phraseWord === undefined) return -1;
    let word = words[cursor];
    while (k > 0 && word !== undefined && !wordMatches(word, phraseWord) && SKIPPABLE.has(word.normal) && skips < MAX_SKIPS) {
      skips += 1;
      cursor += 1;
      word = words[cursor];
    }
    if (word === undefined || word.sentence !== sentence || !wordMatches(word, phraseWord)) return -1;
    cursor += 1;
  }
  return cursor - 1;
}

function closure(start: string, next: (id: string) => readonly string[]): Map<string, number> {
  const depths = new Map<string, number>();
  let frontier = [start];
  for (let depth = 1; frontier.length > 0 && depth < 8; depth += 1) {
    const following: string[] = [];
    for (const id of frontier) {
      for (const neighbour of next(id)) {
        if (neighbour === start || depths.has(neighbour)) continue;
        depths.set(neighbour, depth);
        following.push(neighbour);
      }
    }
    frontier = following;
  }
  return depths;
}

/**
 * Compiles lexicon entries: every term is analysed with `analyser` (so its keys are the same
 * lemmas text words get), and `commonnessOf(word)` in [0, 1] lowers the strength of one-word
 * terms that are everyday words ("settle", "probe"); it is asked lazily, once per word.
 */
export function compileLexicon(entries: readonly LexiconEntry[], analyser: TextAnalyser, commonnessOf: (word: string) => number): ConceptIndex {
  const byId = new Map(entries.map((item) => [item.id, item]));
  const children = new Map<string, string[]>();
  for (const item of entries) for (const parent of item.parents ?? []) children.set(parent, [...(children.get(parent) ?? []), item.id]);
  const byFirstKey = new Map<string, Phrase[]>();
  const termKeys = new Map<string, string[]>();
  const exactTerms = new Map<string, string[]>();
  const codes = new Map<string, string>();

  const addPhrase = (phrase: Phrase, firstKeys: readonly string[]): void => {
    for (const key of new Set(firstKeys)) byFirstKey.set(key, [...(byFirstKey.get(key) ?? []), phrase]);
  };

  // Each term is analysed alone, so its lemmas are citation forms, not guesses from a neighbour.
  const plainTerms: { item: LexiconEntry; term: string; strength: number }[] = [];
  for (const item of entries) {
    for (const [term, strength] of [...item.terms.map((term) => [term, 1] as const), ...(item.weakTerms ?? []).map((term) => [term, WEAK_STRENGTH] as const)]) {
      if (term.startsWith('=')) {
        const exact = term.slice(1);
        addPhrase({ words: [{ keys: [], exact }], concept: item.id, strength }, [`=${exact}`]);
        exactTerms.set(item.id, [...(exactTerms.get(item.id) ?? []), exact]);
      } else {
        plainTerms.push({ item, term, strength });
      }
    }
    for (const code of item.codes ?? []) codes.set(code.toUpperCase(), item.id);
  }
  const analysedTerms: Word[][] = plainTerms.map((entry) => analyser.analyse(entry.term));
  plainTerms.forEach(({ item, term, strength }, position) => {
    const analysed = analysedTerms[position] ?? [];
    if (analysed.length === 0) return;
    // Stems too in phrases: a lemma depends on the tagger's guess ("tried" as a verb or an
    // adjective). Not for one-word terms, where "aborted" would match "abortion".
    const words = analysed.map((word) => ({ keys: [...new Set(analysed.length > 1 ? [word.lemma, word.normal, word.stem] : [word.lemma, word.normal])] }));
    const single = analysed.length === 1 ? analysed[0]?.lemma : undefined;
    addPhrase({ words, concept: item.id, strength, ...(single === undefined ? {} : { single }) }, words[0]?.keys ?? []);
    // Prefilter keys: the first content word of the term (any word of a match must be present).
    const keyWordIndex = Math.max(
      0,
      analysed.findIndex((word) => !word.stop),
    );
    const keyWord = analysed[keyWordIndex];
    const written = term
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part !== '')[keyWordIndex];
    const keys = [...(keyWord === undefined ? [] : [keyWord.lemma, keyWord.normal]), ...(written === undefined ? [] : [written])];
    termKeys.set(item.id, [...new Set([...(termKeys.get(item.id) ?? []), ...keys])]);
  });
  for (const phrases of byFirstKey.values()) phrases.sort((a, b) => b.words.length - a.words.length);

  const ancestorMemo = new Map<string, Map<string, number>>();
  const ancestors = (id: string): Map<string, number> => {
    let found = ancestorMemo.get(id);
    if (found === undefined) {
      found = closure(id, (next) => byId.get(next)?.parents ?? []);
      ancestorMemo.set(id, found);
    }
    return found;
  };
  const descendants = (id: string): ReadonlySet<string> => new Set(closure(id, (next) => children.get(next) ?? []).keys());
  const implications = (id: string): ReadonlyMap<string, number> => {
    const result = new Map<string, number>(Object.entries(byId.get(id)?.implies ?? {}));
    for (const [ancestor, depth] of ancestors(id)) {
      for (const [target, strength] of Object.entries(byId.get(ancestor)?.implies ?? {})) {
        const inherited = strength * 0.9 ** depth;
        if ((result.get(target) ?? 0) < inherited) result.set(target, inherited);
      }
    }
    return result;
  };
  const contradictionMemo = new Map<string, ReadonlySet<string>>();
  const contradictions = (id: string): ReadonlySet<string> => {
    const cached = contradictionMemo.get(id);
    if (cached !== undefined) return cached;
    const related = new Set([id, ...ancestors(id).keys(), ...descendants(id)]);
    const groups = new Set([id, ...ancestors(id).keys()].map((each) => byId.get(each)?.group).filter((group): group is string => group !== undefined));
    const result = new Set<string>();
    for (const item of entries) if (item.group !== undefined && groups.has(item.group) && !related.has(item.id)) result.add(item.id);
    contradictionMemo.set(id, result);
    return result;
  };

  const evidenceMemo = new Map<string, Map<string, Evidence>>();
  const evidenceFor = (id: string): ReadonlyMap<string, Evidence> => {
    const cached = evidenceMemo.get(id);
    if (cached !== undefined) return cached;
    const result = new Map<string, Evidence>();
    const offer = (concept: string, evidence: Evidence): void => {
      if ((result.get(concept)?.strength ?? 0) < evidence.strength) result.set(concept, evidence);
    };
    offer(id, { strength: 1, relation: 'direct' });
    for (const descendant of descendants(id)) offer(descendant, { strength: 1, relation: 'direct' });
    const broader = [...ancestors(id)].filter(([ancestor]) => byId.get(ancestor)?.kind !== 'attribute');
    for (const [ancestor, depth] of broader) offer(ancestor, { strength: PARENT_STRENGTH ** depth, relation: 'partial' });
    for (const item of entries) {
      if (item.id === id) continue;
      const implied = implications(item.id);
      let strength = implied.get(id) ?? 0;
      for (const [ancestor, depth] of broader) strength = Math.max(strength, (implied.get(ancestor) ?? 0) * PARENT_STRENGTH ** depth);
      if (strength > 0) offer(item.id, { strength, relation: 'inference' });
    }
    evidenceMemo.set(id, result);
    return result;
  };

  const commonness = new Map<string, number>();
  const commonnessMemo = (word: string): number => {
    let found = commonness.get(word);
    if (found === undefined) {
      found = commonnessOf(word);
      commonness.set(word, found);
    }
    return found;
  };
  const relatedMemo = new Map<string, boolean>();
  const related = (outer: string, inner: string): boolean => {
    const key = `${outer} ${inner}`;
    let found = relatedMemo.get(key);
    if (found === undefined) {
      found = outer === inner || ancestors(outer).has(inner) || ancestors(inner).has(outer) || contradictions(inner).has(outer);
      relatedMemo.set(key, found);
    }
    return found;
  };

  return {
    entries: byId,
    evidenceFor,
    ancestors,
    descendants,
    implications,
    contradictions,
    conceptOfCode(code: string): string | undefined {
      const upper = code.toUpperCase();
      for (let length = upper.length; length >= 1; length -= 1) {
        const found = codes.get(upper.slice(0, length));
        if (found !== undefined) return found;
      }
      return undefined;
    },
    termKeys: (id) => termKeys.get(id) ?? [],
    exactTerms: (id) => exactTerms.get(id) ?? [],
    tag(words: readonly Word[]): ConceptOccurrence[] {
      // Every term match, longest per (concept, start); then a match inside a longer match of
      // a related concept is dropped ("diabetes" inside "type 1 diabetes", "rehab" inside
      // "physical rehab"), while unrelated overlaps stay ("rehab" inside "alcohol rehab").
      const matches: ConceptOccurrence[] = [];
      words.forEach((word, index) => {
        // Phrases starting with the word's lemma, normal form, stem or surface, in that order. A
        // phrase met again (under two keys) is a no-op: the same (last, strength) never replaces
        // itself, so the lists are walked as they are, with nothing allocated for a word none starts.
        const lists = [byFirstKey.get(word.lemma), byFirstKey.get(word.normal), byFirstKey.get(word.stem), byFirstKey.get(`=${word.surface}`)];
        if (lists[0] === undefined && lists[1] === undefined && lists[2] === undefined && lists[3] === undefined) return;
        const longest = new Map<string, ConceptOccurrence>();
        for (const list of lists) {
          if (list === undefined) continue;
          for (const phrase of list) {
            const last = matchAt(words, index, phrase);
            if (last < 0) continue;
            const strength = phrase.strength * (phrase.single === undefined ? 1 : 1 - 0.25 * commonnessMemo(phrase.single));
            const current = longest.get(phrase.concept);
            if (current === undefined || last > current.last || (last === current.last && strength > current.strength))
              longest.set(phrase.concept, { concept: phrase.concept, strength, first: index, last });
          }
        }
        matches.push(...longest.values());
      });
      return matches.filter((inner, position) => {
        for (let other = position - 1; other >= 0; other -= 1) {
          const outer = matches[other];
          if (outer === undefined || outer.first < inner.first - 16) break;
          if (outer.last >= inner.last && outer.last - outer.first > inner.last - inner.first && related(outer.concept, inner.concept)) return false;
        }
        for (let other = position + 1; other < matches.length; other += 1) {
          const outer = matches[other];
          if (outer === undefined || outer.first > inner.first) break;
          if (outer.last >= inner.last && outer.last - outer.first > inner.last - inner.first && related(outer.concept, inner.concept)) return false;
        }
        return true;
      });
    },
  };
}
