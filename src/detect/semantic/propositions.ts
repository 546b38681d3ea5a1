/**
 * Atomic propositions of a natural-language fact, done once per vault: the fact's sentences,
 * then their clauses, split at coordinating conjunctions that join clauses ("… and will have
 * surgery next week"), at subordinators ("because", "while", "although"), at relative pronouns
 * ("who", "which") and at clause punctuation. A clause that starts with its verb inherits the
 * subject of the clause before it ("[Sam] will have surgery next week"). Noun coordination
 * ("salt and pepper", "Sam and Maria") is not split: a split needs a verb on both sides.
 *
 * The fact's subject (who it is about) is the field's `subject`, else the `name` field of the
 * same record, else the fact's grammatical subject when that is a proper name.
 */
import type { VaultField } from '../../contracts/index.js';
import type { Word } from './text.js';
import { RELATIVE_NOUNS } from '../relatives.js';
import { isContentWord } from './word-weights.js';

/** One atomic proposition of a fact: a clause of its text (offsets into the fact text). */
export interface Proposition {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** True when the clause has no subject of its own and inherits the previous clause's. */
  readonly carried: boolean;
}

/** Who a fact is about: name parts (lower case) and role phrases the vault ties to them. */
export interface FactSubject {
  /** The subject as written (`Sam Lee`). */
  readonly name: string;
  /** Lower-case tokens that name the subject: the full name's parts (`sam`, `lee`). */
  readonly names: ReadonlySet<string>;
  /** Role phrases the vault ties to the subject, as lower-case word lists (`['cfo']`, `['head', 'of', 'sales']`). */
  readonly roles: readonly (readonly string[])[];
  /** Lower-case words of the fact itself: a capitalised one in a text ("Security", "Northwind") is the fact's, not a person. */
  readonly factWords: ReadonlySet<string>;
  /** Grammatical gender of the subject when the fact's own pronouns say it ("… after *her* bonus"): `he`/`she` pronouns of the other gender are someone else. */
  readonly gender?: 'masculine' | 'feminine';
  /** Lower-case first names of relatives the fact names after their relation ("Aisha's son *Kayode*", "his wife *Claire*"): the fact is about them too. */
  readonly relatives?: ReadonlySet<string>;
}

const MASCULINE: ReadonlySet<string> = new Set(['he', 'him', 'his', 'himself']);
const FEMININE: ReadonlySet<string> = new Set(['she', 'her', 'hers', 'herself']);

/** Gender of a third-person pronoun, if it has one. */
export function pronounGender(word: string): 'masculine' | 'feminine' | undefined {
  return MASCULINE.has(word) ? 'masculine' : FEMININE.has(word) ? 'feminine' : undefined;
}

/** Most propositions kept per fact wording. */
export const MAX_PROPOSITIONS = 8;

/** Words that open a subordinate or coordinate clause; the word itself belongs to no proposition. */
const SUBORDINATORS: ReadonlySet<string> = new Set(['because', 'while', 'although', 'though', 'whereas', 'since', 'unless', 'but', 'yet', 'so', 'after', 'before', 'until', 'whilst']);
const COORDINATORS: ReadonlySet<string> = new Set(['and', 'or', 'but', 'yet', 'so', 'plus']);
const RELATIVES: ReadonlySet<string> = new Set(['who', 'which', 'whose', 'whom']);
const CLOSERS: ReadonlySet<string> = new Set([')', ']', '"', "'", '”', '’']);
const VERBAL: ReadonlySet<string> = new Set(['VERB', 'AUX']);
const NOMINAL: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'PRON']);
const TITLES: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'professor', 'sir', 'madam', 'mx']);
const NOT_NAME_CHARS = /[^\p{L}\p{N}'-]+/u;
const CAPITALISED_NAME = /^\p{Lu}\p{Ll}+$/u;
const ROLE_KEYS = /(?:^|[_\s.-])(?:role|title|position|job|occupation|relationship|relation)(?:$|[_\s.-])/i;

function hasVerb(words: readonly Word[], from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) if (VERBAL.has(words[index]?.pos ?? '')) return true;
  return false;
}

/** Index where the clause that starts at `from` ends (exclusive): the next split candidate or the sentence end. */
function nextBoundary(words: readonly Word[], from: number, end: number): number {
  for (let index = from + 1; index < end; index += 1) {
    const word = words[index];
    if (word === undefined) break;
    if (word.clause !== words[from]?.clause) return index;
    if (SUBORDINATORS.has(word.normal) || COORDINATORS.has(word.normal) || RELATIVES.has(word.normal)) return index;
  }
  return end;
}

/**
 * Splits a fact's words into clause ranges `[first, last]` (word indexes).
 *
 * @example clauseRanges(analyse('Sam has a heart condition and will have surgery next week.')) // [[0, 4], [6, 10]]
 */
export function clauseRanges(words: readonly Word[]): [number, number][] {
  const ranges: [number, number][] = [];
  let sentenceStart = 0;
  while (sentenceStart < words.length) {
    const sentence = words[sentenceStart]?.sentence;
    let sentenceEnd = sentenceStart;
    while (sentenceEnd < words.length && words[sentenceEnd]?.sentence === sentence) sentenceEnd += 1;
    let start = sentenceStart;
    for (let index = sentenceStart + 1; index < sentenceEnd; index += 1) {
      const word = words[index];
      if (word === undefined) continue;
      const clauseMark = word.clause !== words[index - 1]?.clause;
      const opener = SUBORDINATORS.has(word.normal) || COORDINATORS.has(word.normal) || RELATIVES.has(word.normal);
      if (!clauseMark && !opener) continue;
      const right = nextBoundary(words, index, sentenceEnd);
      // A split needs a clause on both sides: a verb before (in this clause) and after. A
      // parenthesis without one ("type 2 diabetes (E11.9)") stays in its clause.
      const rightFrom = opener ? index + 1 : index;
      const splits = hasVerb(words, start, index) && hasVerb(words, rightFrom, right);
      if (!splits) continue;
      if (index - 1 >= start) ranges.push([start, index - 1]);
      start = rightFrom;
      if (opener) index = rightFrom - 1;
    }
    if (start < sentenceEnd) ranges.push([start, sentenceEnd - 1]);
    sentenceStart = sentenceEnd;
  }
  return ranges;
}

/**
 * The atomic propositions of a fact's text (at most {@link MAX_PROPOSITIONS}); a text that does
 * not split is one proposition.
 *
 * @example decompose('Sam has a heart condition and will have surgery next week.', words).map((p) => p.text)
 * // ['Sam has a heart condition', 'will have surgery next week']
 */
export function decompose(text: string, words: readonly Word[]): Proposition[] {
  const ranges = clauseRanges(words);
  const propositions: Proposition[] = [];
  for (const [first, last] of ranges) {
    const head = words[first];
    const tail = words[last];
    if (head === undefined || tail === undefined) continue;
    // A clause that starts with its verb ("will have surgery") has no subject of its own.
    let carried = true;
    for (let index = first; index <= last; index += 1) {
      const pos = words[index]?.pos ?? '';
      if (VERBAL.has(pos)) break;
      if (NOMINAL.has(pos)) {
        carried = false;
        break;
      }
    }
    // Closing brackets and quotes belong to the clause they close.
    let end = tail.end;
    while (end < text.length && CLOSERS.has(text.charAt(end))) end += 1;
    const previous = propositions[propositions.length - 1];
    // A fragment without a content word ("1)" of a code cut at its dot) belongs to the clause before.
    if (previous !== undefined && !words.slice(first, last + 1).some((word) => isContentWord(word) && /\p{L}/u.test(word.surface))) {
      propositions[propositions.length - 1] = { ...previous, text: text.slice(previous.start, end), end };
      continue;
    }
    propositions.push({ text: text.slice(head.start, end), start: head.start, end, carried: carried && propositions.length > 0 });
  }
  if (propositions.length === 0) return [{ text, start: 0, end: text.length, carried: false }];
  return propositions.slice(0, MAX_PROPOSITIONS);
}

/** Lower-case name tokens of a subject (`Dr. Sam Lee` → `sam`, `lee`), titles left out. */
function nameTokens(name: string): Set<string> {
  const tokens = name
    .toLowerCase()
    .split(NOT_NAME_CHARS)
    .map((token) => token.replace(/'s$/, ''))
    .filter((token) => token.length >= 2 && !TITLES.has(token));
  return new Set(tokens);
}

/**
 * The proper-name run that opens the fact and is followed by its verb (`Sam Lee has …` →
 * `Sam Lee`); not an acronym or code ("DUI conviction", "Q3 reduction").
 */
export function grammaticalSubject(words: readonly Word[]): string | undefined {
  const names: string[] = [];
  for (const word of words) {
    if (word.pos === 'PROPN' && CAPITALISED_NAME.test(word.surface)) {
      names.push(word.surface);
      continue;
    }
    return names.length > 0 && VERBAL.has(word.pos) ? names.join(' ') : undefined;
  }
  return undefined;
}

/**
 * Who a field's fact is about: its `subject`, else the `name` field of its record, else the
 * fact's grammatical subject (a proper name); with the roles the record ties to them.
 */
export function subjectOf(field: VaultField, vault: readonly VaultField[], words: readonly Word[]): FactSubject | undefined {
  const record = field.record;
  const sameRecord = record === undefined ? [] : vault.filter((other) => other !== field && other.record === record);
  const named = sameRecord.find((other) => other.key === 'name') ?? sameRecord.find((other) => other.kind === 'name');
  const name = field.subject ?? named?.value ?? grammaticalSubject(words);
  if (name === undefined) return undefined;
  const names = nameTokens(name);
  if (names.size === 0) return undefined;
  const roles = sameRecord
    .filter((other) => other.kind !== 'name' && (ROLE_KEYS.test(other.key) || ROLE_KEYS.test(other.label ?? '')))
    .map((other) =>
      other.value
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    )
    .filter((role) => role.length > 0 && role.length <= 4);
  const factWords = new Set(
    [...field.value.toLowerCase().split(/[^\p{L}\p{N}]+/u), ...(field.paraphrases ?? []).flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(
      (word) => word.length > 1 && !names.has(word),
    ),
  );
  // The fact's pronouns refer to its subject when they are all of one gender ("Julia … her bonus").
  const genders = new Set(
    field.value
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .flatMap((word) => pronounGender(word) ?? []),
  );
  const [gender] = genders;
  // A relation followed by a capitalised name ("son Kayode", "wife Claire").
  const tokens = field.value.split(NOT_NAME_CHARS);
  const relatives = new Set(tokens.flatMap((token, index) => (RELATIVE_NOUNS.has(token) && CAPITALISED_NAME.test(tokens[index + 1] ?? '') ? [(tokens[index + 1] ?? '').toLowerCase()] : [])));
  return { name, names, roles, factWords, ...(genders.size === 1 && gender !== undefined ? { gender } : {}), ...(relatives.size === 0 ? {} : { relatives }) };
}
