/**
 * Negation, denial and uncertainty around a matched concept, NegEx-style: a trigger within a
 * few words before the concept ("no history of", "can't share", "whether", "screened for") or
 * just after it ("was ruled out", "is negative"), in the same clause, with no scope terminator
 * ("but", "however", "because") in between. A negated or denied mention is not a disclosure of
 * the fact itself.
 *
 * wink-nlp marks negation too, but its scope stops at the first comma ("no fever, chills or
 * diabetes" leaves diabetes unmarked) and runs across "however"; these rules are explicit
 * and tested instead. wink's contraction expansion is used (`n't` → `not`).
 */
import type { Word } from './text.js';

/**
 * Why a mention does not disclose the fact. `withheld`: the mention is the object of a refusal to
 * tell ("I have not included that Kate is pregnant", "I can't share Sam's cancer diagnosis"),
 * which names what it withholds: the fact's own specific term is disclosed all the same, a
 * generic one ("his diagnosis", "a medical matter") is not (scoring.ts decides).
 */
export type NegationReason = 'negated' | 'denied' | 'uncertain' | 'question' | 'withheld';

interface Trigger {
  readonly words: readonly string[];
  readonly reason: NegationReason;
}

const t = (phrase: string, reason: NegationReason): Trigger => ({ words: phrase.split(' '), reason });

/** Triggers that end just before the concept (longest first within each reason). */
const PRE_TRIGGERS: readonly Trigger[] = [
  t('no', 'negated'),
  t('not', 'negated'),
  t('never', 'negated'),
  t('without', 'negated'),
  t('none', 'negated'),
  t('neither', 'negated'),
  t('nor', 'negated'),
  t('nothing', 'negated'),
  t('lack', 'negated'),
  t('absence of', 'negated'),
  t('free of', 'negated'),
  t('negative for', 'negated'),
  t('rule out', 'negated'),
  t('deny', 'denied'),
  t('unable', 'denied'),
  t('decline', 'denied'),
  t('refuse', 'denied'),
  t('withhold', 'denied'),
  t('whether', 'uncertain'),
  t('if', 'uncertain'),
  t('unless', 'uncertain'),
  t('screen for', 'uncertain'),
  t('screening for', 'uncertain'),
  t('test for', 'uncertain'),
  t('evaluate for', 'uncertain'),
  t('risk of', 'uncertain'),
  t('risk for', 'uncertain'),
  t('at risk', 'uncertain'),
  t('prevent', 'uncertain'),
  t('prevention', 'uncertain'),
  t('family history', 'uncertain'),
  t('hypothetically', 'uncertain'),
  t('suppose', 'uncertain'),
  t('in case', 'uncertain'),
];

/** Words right after a trigger that cancel it ("no longer" still discloses a past fact). */
const CANCELLERS: Readonly<Record<string, readonly string[]>> = {
  no: ['longer', 'doubt', 'matter'],
  not: ['only', 'just', 'merely', 'long', 'yet'],
  never: ['mind'],
  if: ['so', 'any'],
};

/** Triggers within a few words after the concept ("diabetes was ruled out"). */
const POST_TRIGGERS: readonly Trigger[] = [
  t('rule out', 'negated'),
  t('negative', 'negated'),
  t('unlikely', 'negated'),
  t('exclude', 'negated'),
  t('absent', 'negated'),
  t('free', 'negated'),
  t('deny', 'denied'),
  t('be not', 'negated'),
  t('be confidential', 'denied'),
  t('be private', 'denied'),
  t('be restricted', 'denied'),
  t('be sealed', 'denied'),
  t('be redacted', 'denied'),
  t('be withheld', 'denied'),
  t('be undisclosed', 'denied'),
  t('be not something', 'denied'),
];

/** Words that end a negation's scope. */
const TERMINATORS = new Set(['but', 'however', 'although', 'though', 'yet', 'except', 'whereas', 'while', 'because', 'since', 'which', 'who', 'so', 'still', 'nevertheless', 'nonetheless', 'apart']);

/** Sentence openers that make a question a question about the fact, not a statement of it. */
const QUESTION_OPENERS = new Set([
  'be',
  'do',
  'have',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'shall',
  'must',
  'whether',
  'if',
  'is',
  'are',
  'was',
  'were',
  'does',
  'did',
  'has',
  'had',
]);

/** Pre-triggers by their last word, so most words are rejected with one lookup. */
const PRE_BY_LAST = new Map<string, Trigger[]>();
for (const trigger of PRE_TRIGGERS) {
  const last = trigger.words[trigger.words.length - 1] ?? '';
  PRE_BY_LAST.set(last, [...(PRE_BY_LAST.get(last) ?? []), trigger]);
}

const PRE_WINDOW = 6;
const POST_WINDOW = 4;

/** Tags of a word that makes the name after it part of its own clause ("whether *Nadia* is", "that *Kate* is", "told *Sam*"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['VERB', 'AUX', 'SCONJ', 'ADP', 'PART', 'PRON', 'DET']);

function isCapitalised(surface: string): boolean {
  const first = surface.charAt(0);
  return first !== first.toLowerCase();
}

function hasKey(word: Word | undefined, key: string): boolean {
  return word !== undefined && (word.lemma === key || word.normal === key);
}

/** True when `trigger` ends at word `end`, in the clause `clause`. */
function endsAt(words: readonly Word[], trigger: Trigger, end: number, clause: number): boolean {
  const begin = end - trigger.words.length + 1;
  if (begin < 0) return false;
  for (let k = 0; k < trigger.words.length; k += 1) {
    const word = words[begin + k];
    if (word === undefined || word.clause !== clause || !hasKey(word, trigger.words[k] ?? '')) return false;
  }
  return true;
}

/** True when `trigger` starts at word `begin`, in the clause `clause`. */
function startsAt(words: readonly Word[], trigger: Trigger, begin: number, clause: number): boolean {
  for (let k = 0; k < trigger.words.length; k += 1) {
    const word = words[begin + k];
    if (word === undefined || word.clause !== clause || !hasKey(word, trigger.words[k] ?? '')) return false;
  }
  return true;
}

/** Verbs of telling: "don't mention X" asks the reader to keep X quiet, which discloses X. */
const TELLING: ReadonlySet<string> = new Set(['mention', 'tell', 'bring', 'discuss', 'raise', 'talk', 'say', 'breathe', 'speak', 'reference', 'let', 'share', 'forward', 'send', 'show', 'copy', 'cc']);
const IMPERATIVE_FILLERS: ReadonlySet<string> = new Set(['please', 'just', 'and', 'but', 'so', 'also', 'again']);

/**
 * True for an instruction to keep something quiet: a clause that opens with "do not" / "don't" /
 * "never" followed by a verb of telling ("Don't mention the audit while Sam is in the room").
 * Unlike a refusal ("I can't share his diagnosis"), it states what is to be kept quiet.
 */
function concealment(words: readonly Word[], end: number): boolean {
  const trigger = words[end];
  if (trigger === undefined || !(trigger.normal === 'not' || trigger.normal === 'never') || !TELLING.has(words[end + 1]?.lemma ?? '')) return false;
  let start = end;
  while (start > 0 && words[start - 1]?.clause === trigger.clause && words[start - 1]?.sentence === trigger.sentence) start -= 1;
  const prefix = words
    .slice(start, end)
    .map((word) => word.normal)
    .filter((word) => !IMPERATIVE_FILLERS.has(word));
  return prefix.length === 0 || (prefix.length === 1 && prefix[0] === 'do');
}

/** Verbs of telling or putting in: a refusal with one of them names what it withholds. */
const DISCLOSING: ReadonlySet<string> = new Set([
  'include',
  'mention',
  'share',
  'disclose',
  'reveal',
  'discuss',
  'tell',
  'note',
  'add',
  'put',
  'list',
  'repeat',
  'pass',
  'bring',
  'raise',
  'talk',
  'detail',
  'record',
  'report',
  'divulge',
  'specify',
  'state',
  'write',
]);
/** Words between a negation and its verb of telling ("did not *explicitly* include", "won't be sharing"). */
const REFUSAL_FILLERS: ReadonlySet<string> = new Set(['be', 'have', 'do', 'to', 'able', 'going', 'explicitly', 'specifically', 'directly', 'publicly', 'further', 'any', 'ever', 'really']);

/** Pronouns of the person a writer would not have tell ("don't let *him* mention …"). */
const TELLERS: ReadonlySet<string> = new Set(['him', 'her', 'them', 'you', 'anyone', 'anybody', 'people']);

/** Documents: "the report does not mention X" says what a document holds, not what a writer withholds. */
const DOCUMENTS: ReadonlySet<string> = new Set(['report', 'letter', 'record', 'file', 'chart', 'document', 'email', 'e-mail', 'form', 'referral', 'transcript', 'scan', 'test', 'result', 'history']);
/** The writer or the text itself ("I did not include …", "this summary does not mention …"). */
const WRITERS: ReadonlySet<string> = new Set(['i', 'we', 'this', 'these']);

/**
 * True when the negation trigger ending at `end` governs a verb of telling before `first` ("not
 * include that …", "unable to share …", "Tyler shouldn't mention …"), unless a document is what
 * does not tell: "the report does not mention cancer" says nothing of what anyone withholds, and
 * stays a negation ("I did not include it in this report" is still a refusal).
 */
function refusalToTell(words: readonly Word[], end: number, first: number): boolean {
  const trigger = words[end];
  if (trigger === undefined) return false;
  let start = end;
  while (start > 0 && words[start - 1]?.clause === trigger.clause && words[start - 1]?.sentence === trigger.sentence && end - start < 6) start -= 1;
  const before = words.slice(start, end);
  if (before.some((word) => DOCUMENTS.has(word.lemma)) && !before.some((word) => WRITERS.has(word.normal))) return false;
  let named = false;
  for (let index = end + 1; index < first && index <= end + 5; index += 1) {
    const word = words[index];
    if (word === undefined) return false;
    if (DISCLOSING.has(word.lemma)) return true;
    // "I wouldn't have *Tyler* mention …", "don't let *him* tell …": one person who is to tell.
    if (!named && index > end + 1 && (word.pos === 'PROPN' || TELLERS.has(word.normal)) && ['have', 'let', 'make', 'get'].includes(words[index - 1]?.lemma ?? '')) {
      named = true;
      continue;
    }
    if (!REFUSAL_FILLERS.has(word.lemma) && !REFUSAL_FILLERS.has(word.normal)) return false;
  }
  return false;
}

/** Factive verbs: "doesn't know he's gay" still says he is. */
const FACTIVE: ReadonlySet<string> = new Set(['know', 'realize', 'notice', 'suspect', 'guess']);

/**
 * True when word `index` is the verb of an instruction to keep something quiet ("don't
 * *mention* the audit while Sam is in the room"): the text says that something is kept from
 * someone.
 */
export function concealmentAt(words: readonly Word[], index: number): boolean {
  if (index > 0 && TELLING.has(words[index]?.lemma ?? '') && concealment(words, index - 1)) return true;
  return TELLING.has(words[index]?.lemma ?? '') && cautionBefore(words, index);
}

/** Words that, just before a verb of telling, ask to keep something quiet ("avoid mentioning", "be careful about sharing", "refrain from discussing"). */
const CAUTION: readonly (readonly string[])[] = [
  ['avoid'],
  ['refrain', 'from'],
  ['careful', 'about'],
  ['careful', 'with'],
  ['careful', 'when'],
  ['cautious', 'about'],
  ['careful', 'what'],
  ['hold', 'off'],
];

function cautionBefore(words: readonly Word[], index: number): boolean {
  const verb = words[index];
  if (verb === undefined) return false;
  return CAUTION.some((phrase) => {
    const begin = index - phrase.length;
    if (begin < 0) return false;
    return phrase.every((part, offset) => {
      const word = words[begin + offset];
      return word !== undefined && word.sentence === verb.sentence && (word.lemma === part || word.normal === part);
    });
  });
}

function cancelled(words: readonly Word[], trigger: Trigger, end: number): boolean {
  if (concealment(words, end)) return true;
  if (trigger.words.length === 1 && (trigger.words[0] === 'not' || trigger.words[0] === 'never') && FACTIVE.has(words[end + 1]?.lemma ?? '')) return true;
  const cancellers = CANCELLERS[trigger.words[trigger.words.length - 1] ?? ''];
  const next = words[end + 1];
  return cancellers !== undefined && next !== undefined && cancellers.some((key) => hasKey(next, key));
}

/**
 * Why the mention spanning words `first..last` is not a disclosure, or null when it is one.
 *
 * @example negationOf(analyse('No history of diabetes.'), 3, 3) // 'negated'
 */
export function negationOf(words: readonly Word[], first: number, last: number): NegationReason | null {
  const head = words[first];
  if (head === undefined) return null;
  const clause = head.clause;
  for (let end = first - 1; end >= Math.max(0, first - PRE_WINDOW); end -= 1) {
    const word = words[end];
    if (word === undefined || word.clause !== clause) break;
    if (TERMINATORS.has(word.normal)) break;
    // A new clause's subject ends the scope: "You're not alone — *Jane went* through the same thing."
    if (
      end < first &&
      word.pos === 'PROPN' &&
      isCapitalised(word.surface) &&
      (words[end + 1]?.pos === 'VERB' || words[end + 1]?.pos === 'AUX') &&
      end + 1 <= first &&
      !CLAUSE_OPENERS.has(words[end - 1]?.pos ?? '')
    )
      break;
    const triggers = [...(PRE_BY_LAST.get(word.lemma) ?? []), ...(word.normal === word.lemma ? [] : (PRE_BY_LAST.get(word.normal) ?? []))];
    for (const trigger of triggers) {
      if (endsAt(words, trigger, end, clause) && !cancelled(words, trigger, end)) return trigger.reason !== 'uncertain' && refusalToTell(words, end, first) ? 'withheld' : trigger.reason;
    }
  }
  const tail = words[last];
  const tailClause = tail?.clause ?? clause;
  for (let begin = last + 1; begin <= last + POST_WINDOW; begin += 1) {
    const word = words[begin];
    if (word === undefined || word.clause !== tailClause || TERMINATORS.has(word.normal)) break;
    for (const trigger of POST_TRIGGERS) {
      // "X is not ..." only right after the concept; "not" further on is about something else.
      if (trigger.words[0] === 'be' && begin > last + 3) continue;
      if (startsAt(words, trigger, begin, tailClause)) return trigger.reason;
    }
  }
  if (head.question) {
    let opener = first;
    while (opener > 0 && words[opener - 1]?.sentence === head.sentence) opener -= 1;
    const firstWord = words[opener];
    if (firstWord !== undefined && (QUESTION_OPENERS.has(firstWord.lemma) || QUESTION_OPENERS.has(firstWord.normal))) return 'question';
  }
  return null;
}

/** Hedges: the text says the fact may be true, or that it is rumoured ("may be moving on", "apparently", "rumour has it"). */
const HEDGES: ReadonlySet<string> = new Set([
  'may',
  'might',
  'could',
  'possibly',
  'possible',
  'perhaps',
  'maybe',
  'apparently',
  'reportedly',
  'allegedly',
  'supposedly',
  'seemingly',
  'rumor',
  'rumored',
  'probably',
  'likely',
  'seem',
  'appear',
  'hear',
  'speculate',
  'speculation',
  'gossip',
  'think',
  'gather',
  'believe',
  'sense',
  'guess',
]);
const HEDGE_WINDOW = 8;
/** Words by which a fact is itself uncertain ("there is a chance Sam leaves", "is suspected of fraud"). */
const UNCERTAIN_FACT: ReadonlySet<string> = new Set([...HEDGES, 'chance', 'suspect', 'suspected', 'suspicion', 'rumour', 'considering', 'consider', 'potentially', 'potential', 'whether']);

/**
 * True when a fact's own wording is uncertain ("Kate may leave", "is suspected of leaking"): a
 * text that raises it as a possibility ("in case she leaves", "checking whether he leaked it")
 * states what the fact states, so uncertainty does not negate it.
 */
export function uncertainWording(words: readonly Word[]): boolean {
  return words.some((word) => UNCERTAIN_FACT.has(word.lemma) || UNCERTAIN_FACT.has(word.normal));
}

/**
 * True when the mention at word `first` is hedged: a hedge within a few words before it in its
 * clause ("Sam may be moving on", "apparently he is in rehab", "rumour has it"). A hedged
 * statement still discloses the fact (method `hedged`); a question or "whether" does not (see
 * {@link negationOf}).
 *
 * @example hedgedAt(analyse('Sam may be moving on to another company.'), 3) // true
 */
export function hedgedAt(words: readonly Word[], first: number): boolean {
  const clause = words[first]?.clause;
  for (let index = first; index >= Math.max(0, first - HEDGE_WINDOW); index -= 1) {
    const word = words[index];
    if (word === undefined || word.clause !== clause) break;
    if (index < first && TERMINATORS.has(word.normal)) break;
    // "May" capitalised inside a sentence is the month.
    if (word.normal === 'may' && word.surface !== 'may' && index > 0 && words[index - 1]?.sentence === word.sentence) continue;
    if (HEDGES.has(word.lemma) || HEDGES.has(word.normal)) return true;
  }
  return false;
}
