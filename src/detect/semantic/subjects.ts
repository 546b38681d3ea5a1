/**
 * Who a passage of an event is about, for facts with a known subject: person mentions (names,
 * pronouns, roles the vault ties to the subject) and clause segments, computed once per event;
 * then, for a matched mention, the nearest person in its clause, else in its sentence, else
 * before it. A pronoun refers to the latest person named before it, or to its sentence's
 * grammatical subject when that latest name is an object ("Sam told Maria he …" is Sam), and
 * never to a subject of the other gender when the fact's own pronouns give it (shallow rules,
 * tested, not parsed). Places (WordNet noun.location), a greeted reader ("Hi Priya —") and
 * people named only by a role of the writer or reader ("your brother", "our new analyst") are
 * not "someone else".
 *
 * A match whose nearest person is someone else ("a farewell lunch for Maria" for a fact about
 * Sam) is not a disclosure of Sam's fact.
 */
import { MONTHS_AND_DAYS } from './calendar.js';
import { RELATIVE_NOUNS } from '../relatives.js';
import { pronounGender, type FactSubject } from './propositions.js';
import type { Word } from './text.js';

/** A person mention in an event: a name (resolved), a pronoun (resolved later) or a role of the subject. */
export interface PersonMention {
  readonly index: number;
  /**
   * `name`: a capitalised proper name; `pronoun`: he/she/they…; `role`: a role the vault ties to
   * the subject; `unknown`: a person the text names only by a role of the writer or reader ("your
   * brother", "our shift planner"), who may be anyone; `addressee`: "you" in a text that greets
   * its reader by name ("Hi Priya — …").
   */
  readonly type: 'name' | 'pronoun' | 'role' | 'unknown' | 'addressee';
  /** Lower-case name token (names), the pronoun, or the role's first word. */
  readonly token: string;
  /** Names: the usual gender of the first name, when a name list knows it ("kate" feminine). */
  readonly gender?: Gender;
  /** A relative named by a gendered noun ("Marco's mother"): a referent for pronouns only, never the nearest person itself. */
  readonly relative?: true;
  /**
   * A name of someone advised to tell or not to tell ("Rebecca shouldn't mention that …", "Tyler
   * could tell Kevin: …", "Jenny must not tell *Alicia* that …"): the speaker or listener of the
   * advice, not whom the reported content is about. A referent for pronouns only.
   */
  readonly conversant?: true;
}

type Gender = 'masculine' | 'feminine';

/** Per-event material for subject checks: person mentions and a clause segment per word. */
export interface PersonIndex {
  readonly mentions: readonly PersonMention[];
  /** Lower-case name tokens of the reader a greeting names ("Hi Priya Das," → priya, das). */
  readonly addressee: ReadonlySet<string>;
  /** Clause segment of each word (splits at subordinators, clause-joining conjunctions, commas, `;:()`). */
  readonly segments: readonly number[];
}

/** Whom a mention is about; `impersonal` when no person (name, pronoun, role) is in sight at all. */
export type Aboutness = 'subject' | 'other' | 'impersonal';

const PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself', 'they', 'them', 'their', 'theirs', 'themselves']);
/** Pronouns that are often generic ("their reporting line"): alone they put nobody in sight. */
const GENERIC_PRONOUNS: ReadonlySet<string> = new Set(['they', 'them', 'their', 'theirs', 'themselves']);
const NOT_NAMES: ReadonlySet<string> = new Set([
  'i',
  ...MONTHS_AND_DAYS,
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'hi',
  'hello',
  'dear',
  'thanks',
  'regards',
  'best',
  'note',
  're',
  'fyi',
  'ok',
  'okay',
  'yes',
  'no',
  'please',
  'subject',
  'summary',
  'update',
  'team',
  'q1',
  'q2',
  'q3',
  'q4',
]);
const SEGMENT_WORDS: ReadonlySet<string> = new Set([
  'because',
  'before',
  'after',
  'until',
  'when',
  'whenever',
  'while',
  'although',
  'though',
  'whereas',
  'since',
  'unless',
  'but',
  'yet',
  'so',
  'who',
  'which',
  'whose',
  'whom',
  'whilst',
]);
const CLAUSE_JOINERS: ReadonlySet<string> = new Set(['and', 'or']);
/** Greetings whose next name is the reader, not someone the text is about. */
const GREETINGS: ReadonlySet<string> = new Set(['hi', 'hello', 'hey', 'dear']);
const SECOND_PERSON: ReadonlySet<string> = new Set(['you', 'your', 'yours', 'yourself']);
/** Possessives of the writer or reader: "your brother", "our new analyst" is a person of unknown identity. */
const OWN_POSSESSIVES: ReadonlySet<string> = new Set(['your', 'our', 'my']);
/** Words before a capitalised word that make it a place, an organisation or a modifier, not a person ("in Cork", "the Henley account", "our Dublin partner"). */
const NOT_PERSON_BEFORE: ReadonlySet<string> = new Set([
  'in',
  'at',
  'near',
  'across',
  'throughout',
  'outside',
  'inside',
  'within',
  'around',
  'the',
  'our',
  'your',
  'my',
  'its',
  'this',
  'next',
  'last',
  'every',
]);

/** Relatives named by a gendered noun: "Marco's *mother* … her", "his *wife* … she" are the relative. */
const GENDERED_RELATIVES: ReadonlyMap<string, Gender> = new Map([
  ...['mother', 'mum', 'mom', 'wife', 'daughter', 'sister', 'girlfriend', 'grandmother', 'grandma', 'aunt', 'niece', 'fiancee', 'stepmother', 'stepdaughter'].map(
    (word) => [word, 'feminine'] as const,
  ),
  ...['father', 'dad', 'husband', 'son', 'brother', 'boyfriend', 'grandfather', 'grandpa', 'uncle', 'nephew', 'fiance', 'stepfather', 'stepson'].map((word) => [word, 'masculine'] as const),
]);
const POSSESSIVES: ReadonlySet<string> = new Set(["'s", '’s', 'his', 'her', 'their']);
/** Possessives of the writer: "my aunt", "our parents" is the writer's relative. */
const FIRST_PERSON_POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our']);
/**
 * Nouns (lemmas) of family, gendered or not. Not friends, partners or roommates: the person a
 * writer was told a secret by is often "my roommate" (ConfAIde), so they stay of unknown identity.
 */
const KIN: ReadonlySet<string> = RELATIVE_NOUNS;
/** First-person subjects: "I got a DUI at twenty-three", "we were on food stamps". */
const WRITER: ReadonlySet<string> = new Set(['i', 'we']);
/** Verbs (lemmas) by which a writer or a relative tells their own experience ("I *got* a DUI", "my aunt *had* an abortion"); not thinking or advising ("I think", "I'd avoid"). */
const EXPERIENCE_VERBS: ReadonlySet<string> = new Set([
  'be',
  'have',
  'get',
  'go',
  'lose',
  'struggle',
  'deal',
  'suffer',
  'battle',
  'survive',
  'fail',
  'take',
  'live',
  'grow',
  'spend',
  'come',
  'overstay',
  'face',
  'undergo',
  'receive',
  'need',
]);
/** Words a holder's verb may stand behind ("I *also* had", "my aunt *once* had", "I'*ve* been"). */
const MODAL_OR_THINKING: ReadonlySet<string> = new Set([
  'would',
  'will',
  'could',
  'should',
  'can',
  'might',
  'may',
  'must',
  "'d",
  '’d',
  "'ll",
  '’ll',
  'think',
  'believe',
  'hear',
  'know',
  'guess',
  'suppose',
  'feel',
  'imagine',
  'understand',
  'gather',
  'reckon',
  'suspect',
  'assume',
  'wonder',
  'recommend',
  'suggest',
  'want',
  'hope',
  'worry',
  'see',
  'notice',
  'say',
  'tell',
  'mean',
  'doubt',
  'wish',
  'remember',
  'ask',
]);
/** Words read over between a holder and the anchor's clause. */
const HOLDER_WINDOW = 14;

/** What person detection may ask of a dictionary (WordNet). */
export interface PersonLexicon {
  /** True for a place name with no sense as a person ("Dublin", "Cork"; not "Paris", also a person). */
  isPlace(word: string): boolean;
  /** True for a common noun that denotes a person ("brother", "planner", "analyst"). */
  isPersonNoun(lemma: string): boolean;
  /** The usual gender of a lower-case first name, when known ("bob" masculine); used only to rule out other people as a pronoun's referent. */
  genderOf?(name: string): Gender | undefined;
  /** True for a dictionary word ("memory", "grace"), which a first-name list may also hold. */
  isWord?(word: string): boolean;
}
/** Words that open a role phrase but are not part of it. */
const ROLE_OPENERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'our', 'as', 'is']);
const NOT_LETTERS = /[^\p{L}]+/u;
/** Longest role phrase read from a text (words). */
const MAX_ROLE_WORDS = 4;

/**
 * Roles a text itself gives the subject: an attendee list or a signature writes the name with its
 * role right after it ("Marcus Webb (Controller)", "Noor Rahman — Senior Auditor"), so "our
 * Controller" or "our senior auditor" later in the text is the subject. Returns lower-case word
 * lists, the words of the parenthesis or of the dash clause up to a comma, semicolon or line end.
 */
export function declaredRoles(words: readonly Word[], text: string, subject: FactSubject): (readonly string[])[] {
  const roles: string[][] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (word === undefined || !subject.names.has(word.normal) || !capitalised(word.surface)) continue;
    let last = index;
    while (subject.names.has(words[last + 1]?.normal ?? '') && words[last + 1]?.sentence === word.sentence) last += 1;
    const end = words[last]?.end ?? word.end;
    let at = end;
    while (at < text.length && (text[at] === ' ' || text[at] === '\t' || text[at] === '*')) at += 1;
    const opener = text[at];
    let close: number;
    if (opener === '(') close = text.indexOf(')', at);
    else if (opener === '—' || opener === '–' || (opener === '-' && text[at + 1] === ' ')) close = at + 1;
    else continue;
    if (close < 0) continue;
    let stop = opener === '(' ? close : close;
    if (opener !== '(') {
      while (stop < text.length && !',;\n)'.includes(text[stop] ?? '')) stop += 1;
    }
    const phrase = text
      .slice(at + 1, stop)
      .toLowerCase()
      .split(NOT_LETTERS)
      .filter((part) => part !== '');
    while (phrase.length > 0 && ROLE_OPENERS.has(phrase[0] ?? '')) phrase.shift();
    const role = phrase.slice(0, MAX_ROLE_WORDS);
    if (role.length > 0 && role.some((part) => part.length >= 3) && !role.some((part) => subject.names.has(part))) roles.push(role);
    index = last;
  }
  return roles;
}

/** How far back (in sentences) a name can be the referent of a passage with none. */
const LOOK_BACK_SENTENCES = 3;

function capitalised(surface: string): boolean {
  return /^\p{Lu}/u.test(surface);
}

/** After a sentence-initial name comes its verb, a possessive, a surname, "and", a preposition or punctuation ("Sam has", "Sam's", "Sam Lee", "Brian from finance"). */
const AFTER_INITIAL_NAME: ReadonlySet<string> = new Set(['VERB', 'AUX', 'PART', 'PROPN', 'CCONJ', 'ADP']);

/**
 * True when a token reads as a person's name: capitalised, tagged a proper noun, not an acronym
 * ("HR", "CFO"), a month, a day or a salutation; at the start of a sentence only when a verb, a
 * possessive, a surname or punctuation follows ("Staffing note for …" is a heading, not a name).
 */
function nameLike(words: readonly Word[], index: number, text: string, lexicon: PersonLexicon | undefined): boolean {
  const word = words[index];
  if (word === undefined || !capitalised(word.surface) || NOT_NAMES.has(word.normal) || word.pos !== 'PROPN') return false;
  if (word.surface.length > 1 && word.surface === word.surface.toUpperCase()) return false;
  if (lexicon?.isPlace(word.normal) === true) return false;
  const previous = words[index - 1];
  if (previous !== undefined && previous.sentence === word.sentence && NOT_PERSON_BEFORE.has(previous.normal)) return false;
  // "your lab mate from Shenzhen": after a person noun, "from" names where they are from.
  const before = words[index - 2];
  if (previous?.normal === 'from' && before !== undefined && before.sentence === word.sentence && before.pos === 'NOUN' && lexicon?.isPersonNoun(before.lemma) === true) return false;
  if (previous !== undefined && previous.sentence === word.sentence) return true;
  const next = words[index + 1];
  if (next === undefined || next.sentence !== word.sentence) return true;
  // A known first name opens a sentence whose verb the tagger took for a noun ("Chloé returns from …").
  return AFTER_INITIAL_NAME.has(next.pos) || /[,—–-]/.test(text.slice(word.end, next.start)) || (lexicon?.genderOf?.(word.normal) !== undefined && lexicon.isWord?.(word.normal) !== true);
}

/** True when the possessive at `index` ("your", "our") opens a noun phrase naming a person ("your new manager", "our senior AE"). */
function ownRole(words: readonly Word[], index: number, lexicon: PersonLexicon | undefined): boolean {
  const sentence = words[index]?.sentence;
  for (let next = index + 1; next <= index + 4; next += 1) {
    const word = words[next];
    if (word === undefined || word.sentence !== sentence || !['ADJ', 'NOUN', 'PROPN'].includes(word.pos)) return false;
    if (word.pos !== 'ADJ' && ((word.surface.length > 1 && word.surface === word.surface.toUpperCase()) || lexicon?.isPersonNoun(word.lemma) === true)) return true;
  }
  return false;
}

/** Indexes of the reader's name after a greeting at a sentence start ("Hi Priya —", "Dear Ms Das,"). */
function addresseeAt(words: readonly Word[], index: number, text: string): number[] {
  const word = words[index];
  if (word === undefined || !GREETINGS.has(word.normal) || words[index - 1]?.sentence === word.sentence) return [];
  const found: number[] = [];
  for (let next = index + 1; next <= index + 3; next += 1) {
    const part = words[next];
    // "Dear [Employee]," is a template's placeholder, not a reader.
    if (part === undefined || part.sentence !== word.sentence || !capitalised(part.surface) || /[[{<]/.test(text.slice(Math.max(0, part.start - 1), part.start))) break;
    found.push(next);
  }
  return found;
}

/**
 * Person mentions and clause segments of an event's words; `text` is the event text the words'
 * offsets point into (commas end a segment).
 */
export function indexPersons(words: readonly Word[], text: string, subject: FactSubject | undefined, lexiconWords: (index: number) => boolean, lexicon?: PersonLexicon): PersonIndex {
  const mentions: PersonMention[] = [];
  const segments: number[] = [];
  const addressee = new Set<string>();
  const greeted = new Set<number>();
  let segment = 0;
  const roles = subject?.roles ?? [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (word === undefined) continue;
    for (const part of addresseeAt(words, index, text)) {
      greeted.add(part);
      addressee.add(words[part]?.normal ?? '');
    }
    const previous = words[index - 1];
    if (previous !== undefined) {
      const between = text.slice(previous.end, word.start);
      const joiner = CLAUSE_JOINERS.has(word.normal) && ['PRON', 'PROPN', 'DET', 'AUX', 'VERB'].includes(words[index + 1]?.pos ?? '');
      if (previous.sentence !== word.sentence || previous.clause !== word.clause || between.includes(',') || SEGMENT_WORDS.has(word.normal) || joiner) segment += 1;
    }
    segments.push(segment);
    if (greeted.has(index)) {
      mentions.push({ index, type: 'addressee', token: word.normal });
      continue;
    }
    // "my brother", "our parents": the writer's relative, someone other than the subject (see below).
    const kin = words[index + 1];
    if (FIRST_PERSON_POSSESSIVES.has(word.normal) && kin !== undefined && kin.sentence === word.sentence && KIN.has(kin.lemma)) continue;
    if (OWN_POSSESSIVES.has(word.normal) && ownRole(words, index, lexicon)) {
      mentions.push({ index, type: 'unknown', token: word.normal });
      continue;
    }
    if (SECOND_PERSON.has(word.normal) && addressee.size > 0) {
      mentions.push({ index, type: 'addressee', token: word.normal });
      continue;
    }
    if (PRONOUNS.has(word.normal)) {
      mentions.push({ index, type: 'pronoun', token: word.normal });
      continue;
    }
    // "Marco's mother", "his wife": a relative of the gender the noun gives, someone other than the possessor.
    const relative = GENDERED_RELATIVES.get(word.lemma) ?? GENDERED_RELATIVES.get(word.normal);
    if (relative !== undefined && POSSESSIVES.has(previous?.normal ?? '') && previous?.sentence === word.sentence && !greeted.has(index - 2)) {
      mentions.push({ index, type: 'name', token: word.normal, gender: relative, relative: true });
      continue;
    }
    if (KIN.has(word.lemma) && FIRST_PERSON_POSSESSIVES.has(previous?.normal ?? '') && previous?.sentence === word.sentence) {
      mentions.push({ index, type: 'name', token: word.normal, ...(relative === undefined ? {} : { gender: relative }), relative: true });
      continue;
    }
    const role = roles.find((phrase) => phrase.every((part, offset) => words[index + offset]?.normal === part && words[index + offset]?.sentence === word.sentence));
    if (role !== undefined) {
      mentions.push({ index, type: 'role', token: role[0] ?? '' });
      continue;
    }
    if (subject?.names.has(word.normal) === true && capitalised(word.surface)) {
      mentions.push({ index, type: 'name', token: word.normal });
      continue;
    }
    if (!lexiconWords(index) && nameLike(words, index, text, lexicon)) {
      const gender = lexicon?.genderOf?.(word.normal);
      mentions.push({ index, type: 'name', token: word.normal, ...(gender === undefined ? {} : { gender }) });
    }
  }
  markConversants(words, mentions);
  return { mentions, segments, addressee };
}

/** Verbs (lemmas) of telling that advice to a person is about ("could *say*", "shouldn't *mention*", "must not *tell*"). */
const ADVISED_TELLING: ReadonlySet<string> = new Set([
  'say',
  'tell',
  'mention',
  'share',
  'bring',
  'raise',
  'discuss',
  'reveal',
  'disclose',
  'use',
  'keep',
  'point',
  'ask',
  'remind',
  'reassure',
  'explain',
  'offer',
  'suggest',
  'admit',
]);
/** Modals that make a verb of telling advice ("could say", "should not mention"). */
const ADVICE_MODALS: ReadonlySet<string> = new Set(['could', 'should', 'must', 'might', 'may', 'can', 'would', 'need', 'ought']);
/** Words between a name, its modal and the verb ("should *not* mention", "could *gently* say", "might *want to* tell"). */
const ADVICE_FILLERS: ReadonlySet<string> = new Set([
  'not',
  "n't",
  'never',
  'also',
  'gently',
  'simply',
  'just',
  'still',
  'probably',
  'really',
  'want',
  'to',
  'be',
  'careful',
  'avoid',
  'definitely',
  'only',
]);
/** A colon or an opening quote after a verb of telling: what follows is what is told ("could say: …"). */
const OPENING_QUOTES: ReadonlySet<string> = new Set([':', '"', '“', "'", '‘']);
/** Verbs whose object is the listener ("tell *Kevin*", "ask *Alicia*"). */
const LISTENER_VERBS: ReadonlySet<string> = new Set(['tell', 'ask', 'remind', 'reassure', 'let', 'show', 'offer', 'give']);

/**
 * Marks the speakers and listeners of advice about telling (see {@link PersonMention.conversant}):
 * a name followed by a modal and a verb of telling, or by a verb of telling and a colon or quote;
 * and a name right after that verb when it takes its listener as object.
 */
function markConversants(words: readonly Word[], mentions: PersonMention[]): void {
  for (let k = 0; k < mentions.length; k += 1) {
    const mention = mentions[k];
    if (mention === undefined || mention.type !== 'name' || mention.relative === true) continue;
    let at = mention.index + 1;
    while (words[at]?.pos === 'PROPN' && words[at]?.sentence === words[mention.index]?.sentence) at += 1;
    let modal = false;
    let verb = -1;
    for (let step = 0; step < 5; step += 1, at += 1) {
      const word = words[at];
      if (word === undefined || word.sentence !== words[mention.index]?.sentence) break;
      if (ADVICE_MODALS.has(word.lemma) || ADVICE_MODALS.has(word.normal)) modal = true;
      else if (ADVISED_TELLING.has(word.lemma) && (word.pos === 'VERB' || word.pos === 'AUX')) {
        verb = at;
        break;
      } else if (!ADVICE_FILLERS.has(word.normal) && !ADVICE_FILLERS.has(word.lemma)) break;
    }
    if (verb < 0) continue;
    const next = words[verb + 1];
    const quoted = next !== undefined && OPENING_QUOTES.has(next.surface);
    if (!modal && !quoted) continue;
    mentions[k] = { ...mention, conversant: true };
    const listener = mentions[k + 1];
    if (listener !== undefined && listener.index === verb + 1 && listener.type === 'name' && LISTENER_VERBS.has(words[verb]?.lemma ?? '')) mentions[k + 1] = { ...listener, conversant: true };
  }
}

function lowerBound(mentions: readonly PersonMention[], index: number): number {
  let low = 0;
  let high = mentions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((mentions[mid]?.index ?? 0) < index) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A capitalised word of the fact itself ("Security" for a department) names no person. */
function ignored(mention: PersonMention, subject: FactSubject): boolean {
  return mention.type === 'name' && !subject.names.has(mention.token) && subject.factWords.has(mention.token) && !coSubject(mention, subject);
}

/** A relative the fact itself names after their relation ("Aisha's son *Kayode*"): the fact is about them too. */
function coSubject(mention: PersonMention, subject: FactSubject): boolean {
  return mention.type === 'name' && mention.relative !== true && subject.relatives?.has(mention.token) === true;
}

/** Whom a name, role or "you" mention denotes; null for a person of unknown identity. */
function denotes(mention: PersonMention, subject: FactSubject, persons: PersonIndex): Aboutness | null {
  if (mention.type === 'unknown') return null;
  // The reader: "you" is the reader; the greeted name itself says nothing about whom the rest is about unless it is the subject.
  if (mention.type === 'addressee') {
    const isSubject = [...persons.addressee].some((name) => subject.names.has(name));
    return isSubject ? 'subject' : SECOND_PERSON.has(mention.token) ? 'other' : null;
  }
  return mention.type === 'role' || subject.names.has(mention.token) || coSubject(mention, subject) ? 'subject' : 'other';
}

/**
 * True when the name at `index` follows a verb or a preposition of its sentence ("told Maria",
 * "with Maria"); a possessive ("cover Kate's work while she …") is not the object itself.
 */
function objectPosition(words: readonly Word[], index: number): boolean {
  const word = words[index];
  const previous = words[index - 1];
  const next = words[index + 1];
  if (next !== undefined && next.sentence === word?.sentence && (next.normal === "'s" || next.normal === '’s' || next.normal === "'")) return false;
  return word !== undefined && previous !== undefined && previous.sentence === word.sentence && (previous.pos === 'VERB' || previous.pos === 'ADP');
}

/** True when a name mention cannot be the referent of a pronoun of `gender` ("she" is not Bob); the subject's own names are judged by the fact (see {@link resolve}). */
function otherGender(mention: PersonMention, gender: Gender | undefined, subject: FactSubject): boolean {
  return gender !== undefined && mention.type === 'name' && mention.gender !== undefined && mention.gender !== gender && !subject.names.has(mention.token);
}

/** An earlier name of the same sentence as mention `k` that a verb follows ("Sam told …"), if any. */
function sentenceSubject(words: readonly Word[], persons: PersonIndex, k: number, subject: FactSubject): PersonMention | undefined {
  const sentence = words[persons.mentions[k]?.index ?? 0]?.sentence;
  for (let earlier = k - 1; earlier >= 0; earlier -= 1) {
    const mention = persons.mentions[earlier];
    if (mention === undefined) continue;
    const word = words[mention.index];
    if (word?.sentence !== sentence) break;
    if (mention.type !== 'name' && mention.type !== 'role') continue;
    if (ignored(mention, subject) || objectPosition(words, mention.index)) continue;
    // The name (and its surname) is followed by its verb.
    let next = mention.index + 1;
    while (words[next]?.pos === 'PROPN' && words[next]?.sentence === sentence) next += 1;
    if (['VERB', 'AUX'].includes(words[next]?.pos ?? '')) return mention;
  }
  return undefined;
}

/** The referent of a pronoun: the latest person named before it (within a few sentences), else the first named after it in its sentence. */
function antecedent(words: readonly Word[], persons: PersonIndex, position: number, subject: FactSubject): PersonMention | undefined {
  const pronoun = persons.mentions[position];
  const sentence = words[pronoun?.index ?? 0]?.sentence ?? 0;
  const gender = pronounGender(pronoun?.token ?? '');
  for (let k = position - 1; k >= 0; k -= 1) {
    const mention = persons.mentions[k];
    if (mention === undefined || mention.type === 'pronoun' || mention.type === 'addressee' || ignored(mention, subject)) continue;
    if (sentence - (words[mention.index]?.sentence ?? 0) > LOOK_BACK_SENTENCES) break;
    // "Karen and Bob will cover for Kate while she …": she is not Bob.
    if (otherGender(mention, gender, subject)) continue;
    // "Sam told Maria he …": a name that is the object of a verb or preposition yields to an
    // earlier name of the same sentence that is its grammatical subject.
    if (words[mention.index]?.sentence === sentence && objectPosition(words, mention.index)) {
      const subjectName = sentenceSubject(words, persons, k, subject);
      if (subjectName !== undefined && !otherGender(subjectName, gender, subject)) return subjectName;
    }
    return mention;
  }
  // Cataphora ("In spite of his illness, Sam …"): the first name later in the sentence.
  for (let k = position + 1; k < persons.mentions.length; k += 1) {
    const mention = persons.mentions[k];
    if (mention === undefined) continue;
    if ((words[mention.index]?.sentence ?? -1) !== sentence) break;
    if (mention.type !== 'pronoun' && mention.type !== 'addressee' && !ignored(mention, subject) && !otherGender(mention, gender, subject)) return mention;
  }
  return undefined;
}

function resolve(words: readonly Word[], persons: PersonIndex, position: number, subject: FactSubject): Aboutness | null {
  const mention = persons.mentions[position];
  if (mention === undefined) return null;
  if (mention.type !== 'pronoun') return denotes(mention, subject, persons);
  const referent = antecedent(words, persons, position, subject);
  const about = referent === undefined ? null : denotes(referent, subject, persons);
  // "she" cannot be a subject the fact calls "he".
  const gender = pronounGender(mention.token);
  if (about === 'subject' && gender !== undefined && subject.gender !== undefined && gender !== subject.gender) return 'other';
  return about;
}

/** The nearest resolvable mention to `anchor` among mentions accepted by `inScope`; ties go to the subject. */
function nearest(words: readonly Word[], persons: PersonIndex, anchor: number, subject: FactSubject, from: number, to: number, inScope: (index: number) => boolean): Aboutness | null {
  let best: { distance: number; about: Aboutness } | undefined;
  for (let position = from; position < to; position += 1) {
    const mention = persons.mentions[position];
    if (mention === undefined || mention.relative === true || mention.conversant === true || !inScope(mention.index) || ignored(mention, subject)) continue;
    const about = resolve(words, persons, position, subject);
    if (about === null) continue;
    const distance = Math.abs(mention.index - anchor);
    if (best === undefined || distance < best.distance || (distance === best.distance && about === 'subject')) best = { distance, about };
  }
  return best?.about ?? null;
}

/**
 * True when the clause of the mention at `anchor` tells the experience of the writer ("I got a
 * DUI at twenty-three", "when I was a kid we were on food stamps") or of a relative ("my aunt
 * had an abortion", "his wife takes atorvastatin", "my nephew is autistic"): the clause's
 * subject, before the anchor in its segment with its own verb of experience and no other person
 * between. A relative the fact itself names ("Peter's *wife* has dementia") is the fact's.
 * Thinking and advising ("I think Greg …", "I'd hold off …") tell nobody's experience.
 */
function toldOfSomeoneElse(words: readonly Word[], persons: PersonIndex, anchor: number, subject: FactSubject): boolean {
  const word = words[anchor];
  if (word === undefined) return false;
  const segment = persons.segments[anchor];
  // A name later in the clause is who it is about ("we're planning a surprise lunch for Marcus").
  for (let next = lowerBound(persons.mentions, anchor); next < persons.mentions.length; next += 1) {
    const person = persons.mentions[next];
    if (person === undefined || persons.segments[person.index] !== segment) break;
    if ((person.type === 'name' && person.relative !== true) || person.type === 'role') return false;
  }
  // The clause's verb: its first main verb after the holder, else its copula ("my parents *were* undocumented").
  let mainVerb: string | undefined;
  let copula: string | undefined;
  const experience = (): boolean => EXPERIENCE_VERBS.has(mainVerb ?? copula ?? '');
  let mention = lowerBound(persons.mentions, anchor) - 1;
  for (let index = anchor - 1; index >= Math.max(0, anchor - HOLDER_WINDOW); index -= 1) {
    const at = words[index];
    if (at === undefined || at.sentence !== word.sentence || persons.segments[index] !== segment) return false;
    while (mention >= 0 && (persons.mentions[mention]?.index ?? -1) > index) mention -= 1;
    const person = persons.mentions[mention]?.index === index ? persons.mentions[mention] : undefined;
    const possessor = words[index - 1]?.normal ?? '';
    if (KIN.has(at.lemma) && (POSSESSIVES.has(possessor) || FIRST_PERSON_POSSESSIVES.has(possessor))) {
      // "Kevin and his wife are splitting up" is Kevin's too.
      const joined = CLAUSE_JOINERS.has(words[index - 2]?.normal ?? '') && words[index - 2]?.sentence === word.sentence;
      return experience() && !joined && !subject.factWords.has(at.lemma) && !subject.factWords.has(at.normal);
    }
    if (WRITER.has(at.normal)) return experience();
    // Another person nearer the anchor: the usual nearest-person rule decides.
    if (person !== undefined && person.relative !== true) return false;
    if (MODAL_OR_THINKING.has(at.lemma) || MODAL_OR_THINKING.has(at.normal)) return false;
    if (at.pos === 'VERB') mainVerb = at.lemma;
    else if (at.pos === 'AUX') copula = at.lemma;
  }
  return false;
}

/**
 * Whom the mention at word `anchor` is about: the nearest person in its clause segment, else in
 * its sentence, else the latest person named in the few sentences before; `impersonal` when no
 * person, pronoun or role is in sight (a leaflet, a list of options, a policy); null when only
 * unresolved pronouns are.
 *
 * @example aboutAt(words, indexPersons(words, text, sam, none), 4, sam) // 'other' for "a farewell lunch for Maria"
 */
export function aboutAt(words: readonly Word[], persons: PersonIndex, anchor: number, subject: FactSubject): Aboutness | null {
  const word = words[anchor];
  if (word === undefined) return null;
  if (toldOfSomeoneElse(words, persons, anchor, subject)) return 'other';
  if (persons.mentions.length === 0) return 'impersonal';
  const segment = persons.segments[anchor];
  // Mentions of the anchor's sentence lie within a bounded range around it.
  let from = lowerBound(persons.mentions, anchor);
  while (from > 0 && words[persons.mentions[from - 1]?.index ?? 0]?.sentence === word.sentence) from -= 1;
  let to = lowerBound(persons.mentions, anchor);
  while (to < persons.mentions.length && words[persons.mentions[to]?.index ?? 0]?.sentence === word.sentence) to += 1;
  const inSegment = nearest(words, persons, anchor, subject, from, to, (index) => persons.segments[index] === segment);
  if (inSegment !== null) return inSegment;
  const inSentence = nearest(words, persons, anchor, subject, from, to, () => true);
  if (inSentence !== null) return inSentence;
  // A generic "they"/"their" ("a manager must disclose … in their reporting line") is nobody.
  const personal = (mention: PersonMention | undefined): boolean => mention !== undefined && !ignored(mention, subject) && !(mention.type === 'pronoun' && GENERIC_PRONOUNS.has(mention.token));
  let inSight = persons.mentions.slice(from, to).some(personal);
  for (let position = from - 1; position >= 0; position -= 1) {
    const mention = persons.mentions[position];
    if (mention === undefined || mention.relative === true || mention.conversant === true || ignored(mention, subject)) continue;
    if (word.sentence - (words[mention.index]?.sentence ?? 0) > LOOK_BACK_SENTENCES) break;
    if (personal(mention)) inSight = true;
    const about = resolve(words, persons, position, subject);
    if (about !== null) return about;
  }
  return inSight ? null : 'impersonal';
}
