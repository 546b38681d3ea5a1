/**
 * Sensitive categories in free text, with no vault: the lexicon's concepts (conditions, care,
 * medications, offences, legal matters, finances, HR events, faith, orientation…) tagged in a
 * text and grouped by category, each with the sentence it sits in and the person it is most
 * likely about. The guard builds its inventory from these when it reads a tool output, a message
 * or a memory (issue 16, Build 2), and classifies what a vault value reveals beyond its label.
 */
import { MONTHS_AND_DAYS } from './calendar.js';
import type { ConceptIndex } from './concepts.js';
import type { LexiconEntry } from './lexicons/index.js';
import type { TextAnalyser, Word } from './text.js';

/** The categories a concept can put a text in. */
export const CONTENT_CATEGORIES = ['health', 'sex-life', 'religion', 'criminal', 'legal', 'financial', 'employment', 'personal'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** GDPR Art. 9/10 categories among them (the rest are confidential, not special). */
export const SPECIAL_CONTENT_CATEGORIES: ReadonlySet<ContentCategory> = new Set<ContentCategory>(['health', 'sex-life', 'religion', 'criminal']);

/** One sentence of a text that names a sensitive concept. */
export interface CategoryMention {
  readonly category: ContentCategory;
  /** Lexicon concept ids found in the sentence for this category, strongest first. */
  readonly concepts: readonly string[];
  /** The strongest concept's strength, in (0, 1]. */
  readonly strength: number;
  /** Character offsets of the sentence in the text. */
  readonly start: number;
  readonly end: number;
  /** A capitalised name in the sentence the mention is most likely about, if there is one. */
  readonly subject: string | undefined;
}

/** The category of a lexicon concept, or undefined for concepts that are not secrets (attributes). */
export function categoryOfConcept(entry: LexiconEntry): ContentCategory | undefined {
  if (!entry.sensitive) return undefined;
  if (entry.id === 'personal.religion') return 'religion';
  if (entry.id === 'personal.orientation' || entry.id === 'personal.romance') return 'sex-life';
  if (entry.id === 'personal.baby') return 'health';
  switch (entry.kind) {
    case 'condition':
    case 'care':
    case 'medication':
      return 'health';
    case 'offense':
      return 'criminal';
    case 'legal':
      return 'legal';
    case 'financial':
      return 'financial';
    case 'corporate':
      return 'employment';
    default:
      return entry.id.startsWith('secret.') ? undefined : 'personal';
  }
}

/** Least strength a concept needs to count (a common one-word term alone is too weak). */
const MIN_STRENGTH = 0.8;
/** Proper nouns that are not people (months, weekdays, titles). */
const NOT_A_NAME: ReadonlySet<string> = new Set([...MONTHS_AND_DAYS, 'dr', 'dr.', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'the', 'i']);
/** Starts with a capital followed by a small letter ("Ana", not "USA" or "iPhone"). */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

function sentenceSpans(words: readonly Word[]): Map<number, { start: number; end: number; words: Word[] }> {
  const spans = new Map<number, { start: number; end: number; words: Word[] }>();
  for (const word of words) {
    const span = spans.get(word.sentence);
    if (span === undefined) spans.set(word.sentence, { start: word.start, end: word.end, words: [word] });
    else {
      span.end = word.end;
      span.words.push(word);
    }
  }
  return spans;
}

function subjectIn(words: readonly Word[]): string | undefined {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (word === undefined || word.pos !== 'PROPN' || NOT_A_NAME.has(word.surface.toLowerCase()) || !CAPITALISED.test(word.surface)) continue;
    const next = words[index + 1];
    return next !== undefined && next.pos === 'PROPN' && CAPITALISED.test(next.surface) ? `${word.surface} ${next.surface}` : word.surface;
  }
  return undefined;
}

/**
 * Tags the sensitive categories of a text, one mention per sentence and category.
 *
 * @example
 * tagCategories('Ana was diagnosed with diabetes last May. Lunch is at noon.', analyser, concepts)
 * // [{ category: 'health', concepts: ['cond.E11', ...], start: 0, end: 41, subject: 'Ana', ... }]
 */
export function tagCategories(text: string, analyser: TextAnalyser, concepts: ConceptIndex): CategoryMention[] {
  const words = analyser.analyse(text);
  if (words.length === 0) return [];
  const mentions: CategoryMention[] = [];
  for (const sentence of sentenceSpans(words).values()) {
    const found = new Map<ContentCategory, Map<string, number>>();
    for (const occurrence of concepts.tag(sentence.words)) {
      if (occurrence.strength < MIN_STRENGTH) continue;
      const entry = concepts.entries.get(occurrence.concept);
      const category = entry === undefined ? undefined : categoryOfConcept(entry);
      if (category === undefined) continue;
      const byConcept = found.get(category) ?? new Map<string, number>();
      byConcept.set(occurrence.concept, Math.max(byConcept.get(occurrence.concept) ?? 0, occurrence.strength));
      found.set(category, byConcept);
    }
    if (found.size === 0) continue;
    const subject = subjectIn(sentence.words);
    for (const [category, byConcept] of found) {
      const ranked = [...byConcept].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      mentions.push({ category, concepts: ranked.map(([id]) => id), strength: ranked[0]?.[1] ?? 0, start: sentence.start, end: sentence.end, subject });
    }
  }
  return mentions;
}
