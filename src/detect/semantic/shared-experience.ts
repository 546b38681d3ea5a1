/**
 * "Jane went through the same thing", "Sam has been there too", "Priya dealt with something
 * similar last year", "she's been exactly where you are": a reply that points the reader to the subject as someone who shares the
 * conversation's topic discloses the subject's secret without naming it (ConfAIde's tier-3
 * setting, where the person told a secret is asked for advice by someone with the same problem).
 * The text holds no word of the fact, so the matcher cannot see it; this rule can, when the vault
 * has exactly one natural-language fact about that subject (otherwise "the same thing" could be
 * any of them).
 */
import type { Word } from './text.js';

/** A phrase that refers back to the topic of a conversation instead of naming it. */
export const SAME_EXPERIENCE =
  /\b(?:the\s+same\s+(?:thing|situation|issue|problem|experience|struggle|struggles|condition|diagnosis|challenge)|something\s+(?:similar|like\s+(?:that|this|it))|a\s+similar\s+(?:situation|experience|thing|issue|problem|struggle|challenge)|been\s+there|in\s+the\s+same\s+boat|(?:a|an|some)\s+(?:[a-z]+\s+){0,3}?(?:patch|time|experience|situation|assessment|struggle|thing|episode|problem|issue|diagnosis)\s+like\s+(?:this|that))\b/gi;

/**
 * Expressions that hold their own verb: "she's been through it", "he's been exactly where you
 * are", "went through it herself", "is in a similar situation", "knows this better than anyone".
 * The person is the nearest one to the expression's first word.
 */
export const LIVED_THROUGH =
  /\b(?:(?:has|have|had|'s|’s)\s+been\s+(?:through\s+(?:it|this|that|exactly\s+this|all\s+of\s+(?:it|this)|the\s+same)|(?:exactly\s+)?where\s+you\s+are|in\s+(?:this|that|your|the\s+same)\s+(?:exact\s+)?(?:spot|position|situation|place|shoes))|went\s+through\s+(?:it|this|that|exactly\s+this)|(?:is|'s|’s|are|was)\s+in\s+(?:a|the)\s+(?:similar|same)\s+(?:situation|position|spot|place)|(?:is|'s|’s)\s+in\s+the\s+middle\s+of\s+(?:exactly\s+)?this|(?:knows|understands|would\s+understand|will\s+understand)\s+this(?:\s+pain)?\s+better\s+than\s+anyone|knows?\s+a\s+thing\s+or\s+two\s+about\s+(?:this|that|it))\b/gi;

/** Verbs (lemmas) of living through something. */
const EXPERIENCE_VERBS: ReadonlySet<string> = new Set(['go', 'deal', 'face', 'experience', 'have', 'struggle', 'be', 'survive', 'battle', 'suffer', 'handle', 'manage', 'get', 'overcome', 'work']);
/** Words between the verb and the phrase ("went *through*", "dealt *with*", "has *also* been there"). */
const BETWEEN: ReadonlySet<string> = new Set([
  'through',
  'thru',
  'with',
  'also',
  'too',
  'once',
  'before',
  'herself',
  'himself',
  'themselves',
  'really',
  'exactly',
  'basically',
  'pretty',
  'much',
  'just',
  'been',
  'had',
  'has',
  'have',
  'a',
  'lot',
  'of',
]);
const MAX_GAP = 4;

/** Confidence of a shared-experience disclosure: above τ, below a stated fact. */
export const SHARED_EXPERIENCE_SCORE = 0.7;

/**
 * The index of the verb of living through that governs the phrase starting at word `first`
 * ("went through *the same thing*"), or -1.
 */
export function experienceVerbBefore(words: readonly Word[], first: number): number {
  const phrase = words[first];
  if (phrase === undefined) return -1;
  // "been there": the verb is the phrase itself.
  if (phrase.lemma === 'be' && words[first + 1]?.normal === 'there') return first;
  for (let index = first - 1; index >= Math.max(0, first - MAX_GAP - 1); index -= 1) {
    const word = words[index];
    if (word === undefined || word.sentence !== phrase.sentence) return -1;
    if ((word.pos === 'VERB' || word.pos === 'AUX') && EXPERIENCE_VERBS.has(word.lemma)) return index;
    if (!BETWEEN.has(word.normal) && !BETWEEN.has(word.lemma)) return -1;
  }
  return -1;
}
