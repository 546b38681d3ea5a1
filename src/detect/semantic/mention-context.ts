/**
 * Mentions that name a fact's concept without saying it of the fact's subject:
 *
 * - `generic`: the concept as a topic ("a diabetes awareness week", "the overdraft fee",
 *   "the course explains what counts as insider trading");
 * - `other-subject`: said of someone else ("her brother is in a custody dispute",
 *   "the competitor's breach", "filed on a different customer").
 *
 * These lower a score (they are weaker evidence) rather than cancel it, because the cues are
 * shallow: "his wife claims he hid money" is still about him.
 */
import type { Word } from './text.js';

/** Why a mention is probably not about the fact's subject. */
export type MentionContext = 'generic' | 'other-subject';

/** Nouns that, right after a concept, make it a modifier of a topic ("abortion policy"). */
const TOPIC_NOUNS: ReadonlySet<string> = new Set([
  'policy',
  'policies',
  'awareness',
  'research',
  'fee',
  'fees',
  'rate',
  'rates',
  'interest',
  'law',
  'laws',
  'course',
  'training',
  'debate',
  'campaign',
  'charity',
  'prevention',
  'protection',
  'week',
  'fund',
  'foundation',
  'walk',
  'ride',
  'bill',
  'regulation',
  'regulations',
  'rule',
  'rules',
  'statistic',
  'statistics',
  'study',
  'education',
  'benefit',
  'coverage',
  'template',
  'hotline',
  'guideline',
  'guidelines',
  'industry',
  'market',
  'advocate',
  'movement',
  'ban',
  'legislation',
  'reform',
  'cap',
  'limit',
  'seminar',
  'webinar',
  'workshop',
  'module',
  'quiz',
  'fundraiser',
  'drive',
  'initiative',
  'management',
]);

/** Words before a concept that make the sentence about a topic, not a person. */
const TOPIC_CUES: ReadonlySet<string> = new Set([
  'training',
  'course',
  'presentation',
  'seminar',
  'webinar',
  'workshop',
  'article',
  'policy',
  'campaign',
  'awareness',
  'research',
  'debate',
  'law',
  'guide',
  'guideline',
  'tip',
  'reminder',
  'explain',
  'cover',
  'template',
  'module',
  'quiz',
  'anti',
  'charity',
  'fundraiser',
  'donation',
  'foundation',
  'statistic',
  'industry',
  'news',
  'headline',
  'lecture',
  'podcast',
  'brochure',
  'handbook',
  'faq',
  'definition',
  'define',
  'minimum',
  'maximum',
  'average',
  'median',
  'typical',
  'typically',
  'generally',
  'usually',
  'commonly',
  'general',
  'required',
  'requirement',
  'threshold',
  'cutoff',
  'e.g.',
  'eg',
  'example',
  'such',
]);

/** Two-word cues before a concept ("how to", "what counts as"). */
const TOPIC_PAIRS: readonly (readonly [string, string])[] = [
  ['how', 'to'],
  ['when', 'to'],
  ['count', 'as'],
];

/** People and organisations other than the fact's subject. */
const OTHER_PARTIES: ReadonlySet<string> = new Set([
  'competitor',
  'rival',
  'cousin',
  'sister',
  'brother',
  'mother',
  'father',
  'parent',
  'aunt',
  'uncle',
  'friend',
  'neighbor',
  'neighbour',
  'grandmother',
  'grandfather',
  'grandparent',
  'stranger',
  'celebrity',
  'sibling',
  'niece',
  'nephew',
  'roommate',
]);
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'i', 'we', 'him', 'her', 'them', 'his', 'their', 'our', 'my']);
const PERSONAL: ReadonlySet<string> = new Set(['he', 'she', 'they', 'him', 'her', 'his', 'hers', 'their', 'them', 'i', 'me', 'my', 'we', 'our', 'us']);
const OTHER_MARKERS: ReadonlySet<string> = new Set(['different', 'another', 'other', 'unrelated', 'separate']);

/** Words after a value that make it a rule of thumb ("a score above 620 is generally preferred"). */
const RULE_OF_THUMB: ReadonlySet<string> = new Set(['typically', 'generally', 'usually', 'often', 'preferred', 'required', 'recommended', 'considered', 'ideally', 'normally']);
/** Words before a value that make it a requirement or a guess ("should be above 700", "placeholder: $60,000"). */
const RULE_CUES_BEFORE: ReadonlySet<string> = new Set([
  'should',
  'must',
  'aim',
  'target',
  'need',
  'require',
  'minimum',
  'maximum',
  'threshold',
  'typically',
  'generally',
  'usually',
  'ideally',
  'placeholder',
  'e.g.',
  'example',
  'hypothetical',
  'assume',
  'assumed',
]);

/** People in general: "people living with HIV", "someone with a DUI", "others who have been through it". */
const GENERIC_PEOPLE: ReadonlySet<string> = new Set(['people', 'person', 'someone', 'somebody', 'anyone', 'anybody', 'others', 'folks', 'everyone', 'everybody', 'many']);
/** Words between a generic person and the mention ("people *who* have …", "someone *with* …"). */
const GENERIC_LINKS: ReadonlySet<string> = new Set(['who', 'with', 'that', 'living', 'having', 'going', 'dealing']);

const NO_WORDS: ReadonlySet<string> = new Set();
const PRE_WINDOW = 6;
const POST_WINDOW = 6;

/** The words of the clause around word `index` (at most 40 each side). */
function inClause(words: readonly Word[], index: number, clause: number): Word[] {
  let start = index;
  while (start > 0 && index - start < 40 && words[start - 1]?.clause === clause) start -= 1;
  let end = index;
  while (end < words.length - 1 && end - index < 40 && words[end + 1]?.clause === clause) end += 1;
  return words.slice(start, end + 1);
}

function is(word: Word | undefined, keys: ReadonlySet<string>): boolean {
  return word !== undefined && (keys.has(word.lemma) || keys.has(word.normal));
}

/**
 * Whether the mention over words `first..last` is generic or about someone else; null when
 * nothing says so. `own`: words of the fact's wording, which never make it someone else's.
 *
 * @example mentionContext(analyse('The hospital runs a diabetes awareness week.'), 4, 4) // 'generic'
 */
export function mentionContext(words: readonly Word[], first: number, last: number, own: ReadonlySet<string> = NO_WORDS): MentionContext | null {
  const head = words[first];
  if (head === undefined) return null;
  const clause = head.clause;
  const next = words[last + 1];
  // "the overdraft fee" is a topic; "he was charged NSF fees" is about him.
  const personal = inClause(words, first, clause).some((word) => is(word, PERSONAL));
  if (!personal && next !== undefined && next.clause === clause && (next.pos === 'NOUN' || next.pos === 'PROPN') && is(next, TOPIC_NOUNS)) return 'generic';
  // "I know people living with HIV": people in general, unless one of them is meant ("one of the people …").
  let back = first - 1;
  while (back >= first - 2 && back > 0 && is(words[back], GENERIC_LINKS)) back -= 1;
  const generic = words[back];
  if (back < first && generic !== undefined && generic.clause === clause && is(generic, GENERIC_PEOPLE) && words[back - 2]?.normal !== 'one') return 'generic';
  let personSeen = false;
  // "cover Nadia's work during her upcoming leave": a person between a cue and the mention makes it theirs.
  let owned = false;
  for (let index = first - 1; index >= Math.max(0, first - PRE_WINDOW); index -= 1) {
    const word = words[index];
    if (word === undefined || word.clause !== clause) break;
    if (!owned && is(word, TOPIC_CUES)) return 'generic';
    const following = words[index + 1];
    if (!owned && following !== undefined && index + 1 < first && TOPIC_PAIRS.some(([a, b]) => (word.lemma === a || word.normal === a) && (following.lemma === b || following.normal === b)))
      return 'generic';
    // A person named between the cue and the mention ("**Team news:** Liam is eloping", "Cover: Greg has surgery") owns it.
    if (is(word, PERSONAL) || (word.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(word.surface) && ["'s", 'VERB', 'AUX'].some((tag) => words[index + 1]?.normal === tag || words[index + 1]?.pos === tag)))
      owned = true;
    // "her brother" is someone else; "your brother", "my brother" may be anyone, the subject too.
    // "Moses's mother has dementia" is the fact itself when the fact is about his mother.
    if (!personSeen && is(word, OTHER_PARTIES) && !is(word, own) && !['your', 'my', 'our'].includes(words[index - 1]?.normal ?? '')) return 'other-subject';
    if (is(word, SUBJECT_PRONOUNS) && !(word.normal === 'her' || word.normal === 'his' || word.normal === 'their' || word.normal === 'my' || word.normal === 'our')) personSeen = true;
  }
  for (let index = last + 1; index <= last + POST_WINDOW; index += 1) {
    const word = words[index];
    if (word === undefined || word.clause !== clause) break;
    if (is(word, OTHER_MARKERS)) return 'other-subject';
  }
  return null;
}

/**
 * Whether a value is stated as a general rule, a requirement or a placeholder: a rule-of-thumb
 * word follows it ("a credit score above 620 is generally preferred") or a cue precedes it
 * ("should be above 700", "placeholder: $60,000+"). Used for value fields, whose numbers are
 * often quoted as thresholds.
 */
export function ruleOfThumb(words: readonly Word[], first: number, last: number): boolean {
  const clause = words[last]?.clause;
  for (let index = first - 1; index >= Math.max(0, first - PRE_WINDOW); index -= 1) {
    const word = words[index];
    if (word === undefined || word.clause !== clause) break;
    if (is(word, RULE_CUES_BEFORE)) return true;
  }
  for (let index = last + 1; index <= last + POST_WINDOW; index += 1) {
    const word = words[index];
    if (word === undefined || word.clause !== clause) return false;
    if (is(word, RULE_OF_THUMB)) return true;
  }
  return false;
}
