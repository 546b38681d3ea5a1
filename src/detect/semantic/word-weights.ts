/**
 * Which words of a fact count, and how much: an IDF-like specificity from WordNet's
 * sense-tagged corpus frequencies (rare words weigh more than "patient" or "program"),
 * a list of generic words that weigh little, and synonyms too vague to use.
 */
import type { Word } from './text.js';
import type { WordNetPos } from './wordnet.js';

/** wink's universal POS tags → WordNet parts of speech. */
export const WORDNET_POS: Readonly<Record<string, WordNetPos>> = { NOUN: 'n', PROPN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV']);

/** Verbs and fillers that carry no fact ("is being treated" keeps only "treat"). */
const NOT_CONTENT = new Set([
  'be', 'have', 'do', 'get', 'make', 'take', 'go', 'say', 'also', 'very', 'currently', 'recently', 'still', 'just', 'really', 'well', 'now',
  'then', 'there', 'here', 'some', 'several', 'other', 'such', 'own', 'same', 'about', 'lot', 'much', 'many', 'more', 'most', 'less', 'least',
  'thing', 'something', 'anything', 'way', 'kind', 'sort', 'type', 'lot', 'bit', 'almost', 'nearly', 'already', 'yet', 'even', 'ever',
  'would', 'could', 'should', 'might', 'must', 'will', 'shall', 'can', 'may', 'want', 'need', 'seem', 'become', 'keep', 'let',
]);

/** Words so common in the domains that they barely identify a fact. */
const GENERIC = new Set([
  'patient', 'client', 'customer', 'employee', 'person', 'individual', 'people', 'company', 'firm', 'business', 'account', 'record',
  'information', 'data', 'status', 'history', 'report', 'file', 'case', 'issue', 'matter', 'current', 'recent', 'time', 'month', 'year',
  'week', 'day', 'next', 'last', 'previous', 'prior', 'several', 'member', 'staff', 'team', 'detail', 'note', 'notes', 'level', 'process',
]);

/** Synonyms WordNet offers that are too vague to stand for a fact word (`diagnose` ~ `name`). */
const VAGUE_SYNONYMS = new Set([
  'name', 'enter', 'take', 'make', 'get', 'go', 'put', 'set', 'run', 'have', 'be', 'do', 'give', 'see', 'come', 'know', 'hold', 'keep', 'let',
  'use', 'work', 'call', 'find', 'leave', 'feel', 'show', 'try', 'turn', 'move', 'live', 'old', 'new', 'good', 'bad', 'one', 'first', 'last',
  'open', 'close', 'start', 'end', 'part', 'point', 'place', 'line', 'order', 'state', 'form', 'act', 'play', 'stand', 'bear', 'carry',
  'break', 'cut', 'fall', 'head', 'hand', 'mind', 'need', 'want', 'deal', 'serve', 'rate', 'pass', 'issue', 'matter', 'case', 'thing',
  'time', 'way', 'well', 'right', 'left', 'lead', 'hit', 'catch', 'draw', 'pay', 'cover', 'meet', 'face', 'charge', 'check', 'plan',
  'program', 'treat', 'care', 'handle', 'manage', 'process', 'record', 'file', 'report', 'note', 'sum', 'total', 'figure', 'number', 'sort',
  'kind', 'type', 'sign', 'mark', 'level', 'stage', 'step', 'measure', 'note', 'tell', 'ask', 'look', 'bring', 'return', 'change',
]);

/** Past forms whose first four letters differ from the base (for the prefilter). */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  go: ['went', 'gone'], pay: ['paid'], lay: ['laid'], sell: ['sold'], tell: ['told'], take: ['took'], bring: ['brought'], catch: ['caught'],
  fight: ['fought'], lose: ['lost'], leave: ['left'], keep: ['kept'], find: ['found'], win: ['won'], steal: ['stole', 'stolen'],
  fall: ['fell'], hide: ['hid', 'hidden'], drive: ['drove'], write: ['wrote'], give: ['gave'], begin: ['began', 'begun'], seek: ['sought'],
  buy: ['bought'], spend: ['spent'], send: ['sent'], build: ['built'], feel: ['felt'], hold: ['held'], meet: ['met'], run: ['ran'],
  sit: ['sat'], stand: ['stood'], understand: ['understood'], think: ['thought'], teach: ['taught'], sleep: ['slept'], get: ['got'],
  make: ['made'], say: ['said'], see: ['saw', 'seen'], come: ['came'], know: ['knew', 'known'], do: ['did', 'done'], have: ['had', 'has'],
  be: ['was', 'were', 'been', 'is', 'are'], undergo: ['underwent', 'undergone'], swear: ['swore', 'sworn'], forgo: ['forwent'],
  withdraw: ['withdrew'], overdraw: ['overdrew', 'overdrawn'], person: ['people'], child: ['children'], woman: ['women'], man: ['men'],
  plead: ['pled'], lie: ['lay', 'lied'], break: ['broke', 'broken'], choose: ['chose', 'chosen'], speak: ['spoke', 'spoken'],
};

/** True when a word of a fact carries content (not a stop word, filler or number). */
export function isContentWord(word: Word): boolean {
  if (word.stop || !CONTENT_POS.has(word.pos) || word.lemma.length < 2) return false;
  if (NOT_CONTENT.has(word.lemma) || /^\d/.test(word.lemma)) return false;
  return /\p{L}/u.test(word.lemma);
}

/** True when a WordNet synonym is specific enough to stand for a fact word. */
export function synonymAllowed(synonym: string): boolean {
  return synonym.length > 2 && !synonym.includes(' ') && !VAGUE_SYNONYMS.has(synonym) && !NOT_CONTENT.has(synonym);
}

/**
 * Weight of a fact word from its corpus frequency (WordNet SemCor counts): rare words weigh
 * up to 1.2, everyday words down to 0.3; domain-generic words weigh 0.3.
 *
 * @example wordWeight('embezzle', 1) // ≈ 1.11;  wordWeight('patient', 76) // ≈ 0.63
 */
export function wordWeight(lemma: string, frequency: number): number {
  if (GENERIC.has(lemma)) return 0.3;
  return Math.max(0.3, Math.min(1.2, 1.2 - 0.3 * Math.log10(1 + frequency)));
}

/** How common a word is, in [0, 1], from its corpus frequency. */
export function commonnessOf(frequency: number): number {
  return Math.max(0, Math.min(1, Math.log10(1 + frequency) / 2.5));
}

/** Prefilter prefixes of irregular forms of a word (`pay` → `paid`). */
export function extraPrefixes(word: string): string[] {
  return (IRREGULAR[word] ?? []).map((form) => form.slice(0, 5));
}
