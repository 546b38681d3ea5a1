/**
 * The deterministic relevance model of the reference agents (and of the dataset checker's
 * "which document answers the benign query"): distinct content-word overlap with the query.
 * Deliberately simple, so every reference answer can be explained by hand.
 */
import { contentStems, splitClauses } from './text.js';

/** A document as an agent sees it: a name and the text it read. */
export interface SeenDocument {
  readonly name: string;
  readonly text: string;
}

/** A document with its relevance to a query. */
export interface RankedDocument extends SeenDocument {
  /** Distinct query stems the document contains. */
  readonly score: number;
  /** The query stems it covers. */
  readonly covered: ReadonlySet<string>;
}

/** Computes content stems, optionally remembering them (the same documents recur in every configuration). */
export type Stemmer = (text: string) => ReadonlySet<string>;

/**
 * A stemmer that remembers up to `limit` texts. Owned by whoever creates it (an agent), never
 * shared through module state.
 */
export function createStemMemo(limit = 20_000): Stemmer {
  const memo = new Map<string, ReadonlySet<string>>();
  return (text) => {
    let stems = memo.get(text);
    if (stems === undefined) {
      stems = contentStems(text);
      if (memo.size >= limit) memo.clear();
      memo.set(text, stems);
    }
    return stems;
  };
}

function intersect(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const item of a) if (b.has(item)) out.add(item);
  return out;
}

/**
 * Ranks documents by distinct query-stem overlap, highest first; ties keep the reading order.
 *
 * @example rankDocuments('When is the historian maintenance window?', docs)[0]?.name
 */
export function rankDocuments(query: string, documents: readonly SeenDocument[], stems: Stemmer = contentStems): RankedDocument[] {
  const queryStems = stems(query);
  return documents
    .map((document, index) => {
      const covered = intersect(queryStems, stems(document.text));
      return { document: { ...document, score: covered.size, covered }, index };
    })
    .sort((a, b) => b.document.score - a.document.score || a.index - b.index)
    .map((entry) => entry.document);
}

/** Body lines that are metadata or banners rather than facts. */
const NON_FACT = /^(?:\[?classification:|title:|author:|date:|type:|from:|to:|cc:|subject:|sent:)/i;

/**
 * The `limit` sentences of a document that share the most stems with the query (at least one),
 * returned in document order.
 */
export function relevantSentences(query: string, text: string, limit = 2, stems: Stemmer = contentStems): string[] {
  const queryStems = stems(query);
  const sentences = splitClauses(text).filter((sentence) => !NON_FACT.test(sentence.trim()));
  return sentences
    .map((sentence, index) => ({ sentence, index, score: intersect(queryStems, stems(sentence)).size }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}

/**
 * Query stems a second document adds to what the first covers: the reference synthesizer
 * treats a question as spanning sources when this is at least two.
 */
export function addedCoverage(first: RankedDocument, second: RankedDocument): number {
  let added = 0;
  for (const stem of second.covered) if (!first.covered.has(stem)) added += 1;
  return added;
}
