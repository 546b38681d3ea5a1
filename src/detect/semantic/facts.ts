/**
 * Fact analysis, done once per vault: each natural-language fact becomes weighted slots
 * (lexicon concepts, content words with their WordNet synonyms, values), with head slots that
 * must be present for a disclosure; an inverted index maps every text key that can fill a slot
 * to its postings. Value fields (`$85,000`, `44`, `2019-02-11`) become value facts with the
 * words of their key as context.
 */
import type { VaultField } from '../../contracts/index.js';
import { Memo } from '../canary/memo.js';
import type { ConceptIndex, Evidence } from './concepts.js';
import { concealmentAt, negationOf, uncertainWording } from './negation.js';
import { MONTHS_AND_DAYS } from './calendar.js';
import { CONCEALMENT_CONCEPT } from './lexicons/index.js';
import { extraPrefixes, isContentWord, synonymAllowed, wordWeight, WORDNET_POS } from './word-weights.js';
import { decompose, subjectOf, type FactSubject } from './propositions.js';
import { fieldQuantity, scanQuantities, type Quantity, type QuantityKind } from './values.js';
import type { TextAnalyser, Word } from './text.js';
import type { WordNetLookup } from './wordnet.js';

/** A slot of a fact: something the text must say for the fact to be disclosed. */
export interface Slot {
  readonly kind: 'concept' | 'word' | 'value';
  readonly weight: number;
  /** At least one head slot must be matched for any disclosure. */
  readonly head: boolean;
  /** Concept slots: text concepts that contradict this one. */
  readonly contradictions: ReadonlySet<string>;
  /**
   * WordNet antonyms (lemmas) of the slot's verbs and adjectives as the fact words them ("pass"
   * for "failed the bar"): said plainly near the mention they contradict it, negated ("hasn't
   * passed") they state it.
   */
  readonly antonyms?: ReadonlySet<string>;
  /** Value slots: the value is an ordinal ("the 14th", "3rd"), which only another ordinal contradicts. */
  readonly ordinal?: boolean;
  /** Value slots: the fact's value. */
  readonly quantity?: Quantity;
  /** True when the fact itself states this slot negated ("for not reporting income"): a negated mention in a text then matches. */
  readonly negatedInFact?: boolean;
}

/** One wording of a fact: an atomic proposition of its value, or one of its paraphrases. */
export interface FactVariant {
  readonly slots: readonly Slot[];
  readonly totalWeight: number;
  /** The wording as written (lower case, spaces collapsed), for verbatim disclosure. */
  readonly text: string;
  /** Which proposition of the value this is (absent for a paraphrase). */
  readonly proposition?: { readonly index: number; readonly of: number };
  /**
   * True for a proposition headed only by plain words ("is taking two weeks off") in a fact whose
   * secret is a sensitive concept in another proposition: alone it is not telling.
   */
  readonly weak: boolean;
  /** True when the wording is itself uncertain ("may leave", "suspected of"): a mention raised as a possibility still states it. */
  readonly uncertain: boolean;
}

/** A vault field prepared for semantic matching. */
export interface PreparedFact {
  readonly key: string;
  /** `semantic`: slot matching; `value`: a structured value disclosed approximately or as a range. */
  readonly mode: 'semantic' | 'value';
  readonly variants: readonly FactVariant[];
  /** Value facts: text keys of the field's name (`x:attr.salary`, `w:salary`) that give context. */
  readonly context: ReadonlySet<string>;
  readonly quantity?: Quantity;
  /** Who the fact is about, when the vault or the fact names them. */
  readonly subject?: FactSubject;
}

/** How a text key fills a slot. */
export interface Posting {
  readonly fact: number;
  readonly variant: number;
  readonly slot: number;
  readonly strength: number;
  readonly relation: 'direct' | 'synonym' | 'partial' | 'inference';
}

/** The prepared vault: facts, postings by text key, and prefilter material. */
export interface FactIndex {
  readonly facts: readonly PreparedFact[];
  /** Keys are `x:<concept id>` or `w:<lemma>`. */
  readonly postings: ReadonlyMap<string, readonly Posting[]>;
  /** Lower-case 4-character prefixes of every word that can start a match. */
  readonly prefixes: ReadonlySet<string>;
  /** Case-sensitive words that can start a match (`MS`, `PIP`). */
  readonly exact: ReadonlySet<string>;
  readonly usesQuantities: boolean;
}

/** What fact preparation needs; one set per detector. */
export interface FactTools {
  readonly analyser: TextAnalyser;
  readonly concepts: ConceptIndex;
  readonly wordnet: WordNetLookup;
}

const SKIPPED_KINDS = new Set(['ssn', 'card', 'iban', 'routing', 'account', 'phone', 'email', 'identifier', 'name', 'address']);
const VALUE_KINDS = new Set(['money', 'number', 'date']);
/** ICD-10 code shape; in facts any code counts, in events see matcher.ts. */
export const ICD10_CODE = /\b[A-TV-Z][0-9][0-9A-B](?:\.[0-9A-Z]{1,4})?\b/g;
const SYNONYM_STRENGTH = 0.85;
const STEM_STRENGTH = 0.8;
const HEAD_WEIGHT = 3;
/** A rare word of a concept's name, alone, fills the concept's slot with this strength. */
const TERM_WORD_STRENGTH = 0.7;
/** Word specificity (word-weights.ts) from which a word of a concept's name counts alone. */
const RARE_WORD_WEIGHT = 0.95;
const CONCEPT_WEIGHT = 1.5;

/** Length of prefilter prefixes. */
export const PREFIX_LENGTH = 5;

/** The prefilter key of a word: its first {@link PREFIX_LENGTH} characters, lower case. */
export function prefixOf(word: string): string {
  return word.toLowerCase().slice(0, PREFIX_LENGTH);
}

/**
 * True when a text word may start a match: one of its prefixes of 3..5 characters is a key
 * (a short key such as "sue" must still catch "sued").
 */
export function prefixMatches(prefixes: ReadonlySet<string>, word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length <= 2) return prefixes.has(lower);
  for (let length = 3; length <= Math.min(PREFIX_LENGTH, lower.length); length += 1) if (prefixes.has(lower.slice(0, length))) return true;
  return false;
}

function hint(field: ModeInput): QuantityKind | undefined {
  const words = `${field.key} ${field.label ?? ''}`.toLowerCase().split(/[^a-z]+/);
  if (words.includes('age')) return 'age';
  if (field.kind === 'money') return 'money';
  return undefined;
}

interface SlotDraft {
  readonly slot: Slot;
  /** Text keys that fill the slot, with how. */
  readonly keys: ReadonlyMap<string, Pick<Posting, 'strength' | 'relation'>>;
}

function conceptsOf(text: string, words: readonly Word[], concepts: ConceptIndex): { ids: string[]; covered: Set<number>; codeSpans: (readonly [number, number])[] } {
  const ids: string[] = [];
  const covered = new Set<number>();
  const codeSpans: (readonly [number, number])[] = [];
  for (const found of concepts.tag(words)) {
    ids.push(found.concept);
    for (let index = found.first; index <= found.last; index += 1) covered.add(index);
  }
  for (const match of text.matchAll(ICD10_CODE)) {
    const concept = concepts.conceptOfCode(match[0]);
    if (concept === undefined) continue;
    ids.push(concept);
    codeSpans.push([match.index, match.index + match[0].length]);
    words.forEach((word, index) => {
      if (word.start < match.index + match[0].length && word.end > match.index) covered.add(index);
    });
  }
  return { ids: [...new Set(ids)], covered, codeSpans };
}

function conceptSlot(id: string, tools: FactTools): SlotDraft {
  const sensitive = tools.concepts.entries.get(id)?.sensitive === true;
  const keys = new Map<string, Pick<Posting, 'strength' | 'relation'>>();
  for (const [concept, evidence] of tools.concepts.evidenceFor(id) as ReadonlyMap<string, Evidence>) keys.set(`x:${concept}`, evidence);
  return { slot: { kind: 'concept', weight: sensitive ? HEAD_WEIGHT : CONCEPT_WEIGHT, head: sensitive, contradictions: tools.concepts.contradictions(id) }, keys };
}

/** A number written as an ordinal ("14th", "3rd"). */
export const ORDINAL = /\d(?:st|nd|rd|th)\b/i;

/** Antonyms as common as "have" or "get" (sense-tagged frequency above this) say too little to contradict anything. */
const MAX_ANTONYM_FREQUENCY = 500;

/** One-word WordNet antonyms of the verbs and adjectives among `words` ("failed" → pass, succeed). */
function antonymsOf(words: readonly Word[], tools: FactTools, verbsOnly = false): Set<string> {
  const found = new Set<string>();
  for (const word of words) {
    const pos = WORDNET_POS[word.pos];
    if (pos !== 'v' && (pos !== 'a' || verbsOnly)) continue;
    for (const antonym of tools.wordnet.antonyms?.(word.lemma, pos) ?? []) {
      if (!antonym.includes(' ') && tools.wordnet.lookup(antonym, pos).frequency <= MAX_ANTONYM_FREQUENCY) found.add(antonym);
    }
  }
  return found;
}

function wordSlot(word: Word, tools: FactTools): SlotDraft {
  const keys = new Map<string, Pick<Posting, 'strength' | 'relation'>>();
  for (const key of [word.lemma, word.normal]) keys.set(`w:${key}`, { strength: 1, relation: 'direct' });
  // Stems join derivations WordNet does not list ("exclusive" ~ "exclusively").
  if (word.stem.length >= 4) keys.set(`s:${word.stem}`, { strength: STEM_STRENGTH, relation: 'synonym' });
  const pos = WORDNET_POS[word.pos];
  const info = pos === undefined ? undefined : tools.wordnet.lookup(word.lemma, pos);
  for (const synonym of [...(info?.synonyms ?? []), ...(info?.derivations ?? [])]) {
    if (!synonymAllowed(synonym) || keys.has(`w:${synonym}`)) continue;
    keys.set(`w:${synonym}`, { strength: SYNONYM_STRENGTH, relation: 'synonym' });
  }
  const antonyms = antonymsOf([word], tools);
  return { slot: { kind: 'word', weight: wordWeight(word.lemma, info?.frequency ?? 0), head: false, contradictions: new Set(), ...(antonyms.size === 0 ? {} : { antonyms }) }, keys };
}

/** Collapsed lower-case form of a wording, for the verbatim check. */
export function verbatimKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function analyseVariant(text: string, tools: FactTools, subject: FactSubject | undefined): SlotDraft[] {
  // The subject's name is not a slot: who the text is about is checked apart (subjects.ts).
  const words = tools.analyser.analyse(text).filter((word) => subject === undefined || !subject.names.has(word.normal));
  const { ids, covered, codeSpans } = conceptsOf(text, words, tools.concepts);
  // Numbers inside concept names ("type 2", "Chapter 7", "E11.9") are not values of the fact.
  const conceptSpans = [...codeSpans, ...[...covered].map((index) => [words[index]?.start ?? 0, words[index]?.end ?? 0] as const)];
  const quantities = scanQuantities(text).filter((quantity) => !conceptSpans.some(([start, end]) => quantity.start < end && quantity.end > start));
  const inQuantity = (word: Word): boolean => quantities.some((quantity) => word.start < quantity.end && word.end > quantity.start);
  // A fact worded as an instruction ("do not mention the product in front of Kate") states that something is kept from someone.
  if (!ids.includes(CONCEALMENT_CONCEPT) && tools.concepts.entries.has(CONCEALMENT_CONCEPT) && words.some((_, index) => concealmentAt(words, index))) ids.push(CONCEALMENT_CONCEPT);
  const drafts: SlotDraft[] = ids.map((id) => conceptSlot(id, tools));
  const negatedConcepts = new Set(tools.concepts.tag(words).flatMap((found) => (negationOf(words, found.first, found.last) === null ? [] : [found.concept])));
  drafts.forEach((draft, index) => {
    if (negatedConcepts.has(ids[index] ?? '')) drafts[index] = { ...draft, slot: { ...draft.slot, negatedInFact: true } };
  });
  // A rare word of a concept's name ("opioid" of "opioid addiction") is partial evidence of it
  // when the text words it otherwise ("an opioid problem").
  for (const found of tools.concepts.tag(words)) {
    const draftIndex = ids.indexOf(found.concept);
    const draft = drafts[draftIndex];
    if (draft === undefined) continue;
    // "failed the bar": "passed the bar" names the same concept but says the opposite (verbs
    // only: the adjectives of a name, "chronic" of a disease, are part of the name).
    const antonyms = antonymsOf(words.slice(found.first, found.last + 1), tools, true);
    if (antonyms.size > 0) drafts[draftIndex] = { ...draft, slot: { ...draft.slot, antonyms: new Set([...(draft.slot.antonyms ?? []), ...antonyms]) } };
    const keys = draft.keys as Map<string, Pick<Posting, 'strength' | 'relation'>>;
    for (let index = found.first; index <= found.last; index += 1) {
      const word = words[index];
      const pos = word === undefined ? undefined : WORDNET_POS[word.pos];
      if (word === undefined || pos === undefined || !isContentWord(word) || keys.has(`w:${word.lemma}`)) continue;
      if (wordWeight(word.lemma, tools.wordnet.lookup(word.lemma, pos).frequency) < RARE_WORD_WEIGHT) continue;
      keys.set(`w:${word.lemma}`, { strength: TERM_WORD_STRENGTH, relation: 'partial' });
    }
  }
  const seen = new Set<string>();
  words.forEach((word, index) => {
    if (covered.has(index) || inQuantity(word) || !isContentWord(word) || seen.has(word.lemma)) return;
    seen.add(word.lemma);
    const draft = wordSlot(word, tools);
    drafts.push(negationOf(words, index, index) === null ? draft : { ...draft, slot: { ...draft.slot, negatedInFact: true } });
  });
  // An antonym the fact itself uses ("acute" beside "chronic") contradicts nothing.
  const own = new Set(words.map((word) => word.lemma));
  drafts.forEach((draft, index) => {
    const antonyms = draft.slot.antonyms;
    if (antonyms === undefined || ![...antonyms].some((antonym) => own.has(antonym))) return;
    const kept = new Set([...antonyms].filter((antonym) => !own.has(antonym)));
    const { antonyms: _dropped, ...rest } = draft.slot;
    drafts[index] = { ...draft, slot: kept.size === 0 ? rest : { ...rest, antonyms: kept } };
  });
  const hasHeadConcept = drafts.some((draft) => draft.slot.head);
  for (const quantity of quantities) {
    const plain = quantity.kind === 'number';
    // Without a sensitive concept the value is the secret ("credit score of 580").
    const head = !hasHeadConcept;
    // "the 14th" is a day or a rank, "two children" a count: one never contradicts the other.
    const ordinal = ORDINAL.test(text.slice(quantity.start, quantity.end + 2));
    drafts.push({ slot: { kind: 'value', weight: head ? HEAD_WEIGHT : plain ? 1 : CONCEPT_WEIGHT, head, contradictions: new Set(), quantity, ordinal }, keys: new Map() });
  }
  if (!drafts.some((draft) => draft.slot.head)) {
    // No sensitive concept and no value: the most specific words are the key concepts.
    // A month or a weekday says when, not what: "expires in April" is about the permit.
    const wordDrafts = drafts.filter((draft) => (draft.slot.kind === 'word' || draft.slot.kind === 'concept' || draft.slot.kind === 'value') && !calendarWord(draft));
    const top = Math.max(0, ...wordDrafts.map((draft) => draft.slot.weight));
    return drafts.map((draft) => (wordDrafts.includes(draft) && draft.slot.weight >= 0.8 * top ? { ...draft, slot: { ...draft.slot, head: true } } : draft));
  }
  return drafts;
}

const CALENDAR: ReadonlySet<string> = new Set([...MONTHS_AND_DAYS, 'week', 'month', 'year', 'weekend', 'today', 'tomorrow', 'spring', 'summer', 'autumn', 'winter']);

/** A word slot naming a time (a month, a weekday, a season). */
function calendarWord(draft: SlotDraft): boolean {
  return draft.slot.kind === 'word' && [...draft.keys.keys()].some((key) => key.startsWith('w:') && CALENDAR.has(key.slice(2)));
}

/** The properties of a vault field that decide whether and how tier 3 matches it: all {@link modeOf} reads, and its memo key. */
const MODE_INPUT = ['key', 'label', 'value', 'tier', 'kind'] as const;
type ModeInput = Pick<VaultField, (typeof MODE_INPUT)[number]>;
/** The properties of a vault field its context keys come from: all {@link contextKeys} reads, and its memo key. */
const CONTEXT_INPUT = ['key', 'label'] as const;
type ContextInput = Pick<VaultField, (typeof CONTEXT_INPUT)[number]>;

/** Whether and how a vault field is matched by tier 3 (null: not matched). */
type FactMode = { readonly mode: 'semantic' | 'value'; readonly quantity?: Quantity } | null;

/**
 * What {@link prepareFacts} works out per field from the field's own content, kept by the engine
 * that owns the tools: the vaults of a release repeat the same facts, and deciding a field's mode
 * analyses its value. Answers are pure functions of their keys (and of the tools), shared between
 * vaults and never mutated; the oldest goes first past {@link FACT_MEMO_LIMIT}.
 */
export interface FactMemo {
  readonly modes: Memo<FactMode>;
  readonly contexts: Memo<ReadonlySet<string>>;
}

/**
 * Answers a {@link FactMemo} keeps of each kind (200–250 bytes each, under 16 MB when full): the
 * AgentLeak release prepares 134,430 fields of which 28,770 differ, and with 20,000 kept a quarter
 * more would be prepared again.
 */
export const FACT_MEMO_LIMIT = 1 << 16;

/**
 * An empty memo for {@link prepareFacts}; valid only with the one set of tools it is used with.
 *
 * @example
 * const memo = createFactMemo();
 * prepareFacts(vault, tools, memo); // a later vault with the same fields reuses their modes
 */
export function createFactMemo(): FactMemo {
  return { modes: new Memo(FACT_MEMO_LIMIT), contexts: new Memo(FACT_MEMO_LIMIT) };
}

/** The memo key of a field: the properties its preparation may read (the input type is made of them), absent ones as null. */
function memoKey<K extends keyof VaultField>(field: Pick<VaultField, K>, properties: readonly K[]): string {
  return JSON.stringify(properties.map((property) => field[property] ?? null));
}

/** Whether and how a vault field is matched by tier 3. */
function modeOf(field: ModeInput, tools: FactTools): FactMode {
  if (field.tier === 'canary' || (field.kind !== undefined && SKIPPED_KINDS.has(field.kind))) return null;
  const value = field.value.trim();
  if (value.length < 2) return null;
  const quantity = fieldQuantity(value, hint(field));
  if (quantity !== undefined && (field.tier === 'semantic' || field.kind === undefined || VALUE_KINDS.has(field.kind))) return { mode: 'value', quantity };
  if (field.kind !== undefined && VALUE_KINDS.has(field.kind)) return null;
  const words = tools.analyser.analyse(value);
  const sensitive = conceptsOf(value, words, tools.concepts).ids.some((id) => tools.concepts.entries.get(id)?.sensitive === true);
  // A one-word value that names no sensitive concept ("Exceeds", "High", "Single") is a value,
  // not a proposition: said anywhere it is an ordinary word, and tiers 1–2 bind it to its field.
  if (!sensitive && words.filter((word) => isContentWord(word)).length < 2) return null;
  if (field.tier === 'semantic' || field.kind === 'icd10') return { mode: 'semantic' };
  // Free text that is not declared semantic is matched only when it names a lexicon concept
  // (a diagnosis, a drug): word lists and random strings would match ordinary words.
  return sensitive ? { mode: 'semantic' } : null;
}

function contextKeys(field: ContextInput, tools: FactTools): ReadonlySet<string> {
  const name = `${field.key.replace(/[_.\-:]+/g, ' ')} ${field.label ?? ''}`;
  const words = tools.analyser.analyse(name);
  const keys = new Set<string>();
  for (const found of tools.concepts.tag(words)) keys.add(`x:${found.concept}`);
  for (const word of words) if (isContentWord(word) && !['real', 'value', 'amount', 'detail', 'details'].includes(word.lemma)) keys.add(`w:${word.lemma}`);
  return keys;
}

/**
 * Prepares every eligible field of a vault for semantic matching. With a `memo` (one per set of
 * tools, see {@link createFactMemo}) what depends on a field's content alone is worked out once.
 *
 * @example prepareFacts([field({ key: 'dx', value: 'diagnosed with type 2 diabetes', tier: 'semantic' })], tools).facts.length // 1
 */
export function prepareFacts(vault: readonly VaultField[], tools: FactTools, memo?: FactMemo): FactIndex {
  const facts: PreparedFact[] = [];
  const postings = new Map<string, Posting[]>();
  const prefixes = new Set<string>();
  const exact = new Set<string>();
  let usesQuantities = false;
  const addKey = (key: string): void => {
    const word = key.slice(2);
    prefixes.add(prefixOf(word));
    for (const extra of extraPrefixes(word)) prefixes.add(extra);
  };
  for (const field of vault) {
    const mode = memo === undefined ? modeOf(field, tools) : memo.modes.get(memoKey(field, MODE_INPUT), () => modeOf(field, tools));
    if (mode === null) continue;
    const factIndex = facts.length;
    if (mode.mode === 'value' && mode.quantity !== undefined) {
      usesQuantities = true;
      const slot: Slot = { kind: 'value', weight: HEAD_WEIGHT, head: true, contradictions: new Set(), quantity: mode.quantity };
      const subject = subjectOf(field, vault, []);
      facts.push({
        key: field.key,
        mode: 'value',
        variants: [{ slots: [slot], totalWeight: HEAD_WEIGHT, text: verbatimKey(field.value), weak: false, uncertain: false }],
        context: memo === undefined ? contextKeys(field, tools) : memo.contexts.get(memoKey(field, CONTEXT_INPUT), () => contextKeys(field, tools)),
        quantity: mode.quantity,
        ...(subject === undefined ? {} : { subject }),
      });
      continue;
    }
    const variants: FactVariant[] = [];
    const valueWords = tools.analyser.analyse(field.value);
    const subject = subjectOf(field, vault, valueWords);
    // The value's atomic propositions, then each paraphrase whole.
    const propositions = decompose(field.value, valueWords);
    const wordings = [
      ...propositions.map((proposition, index) => ({ text: proposition.text, proposition: { index, of: propositions.length } })),
      ...(field.paraphrases ?? []).map((text) => ({ text, proposition: undefined })),
    ];
    const analysed = wordings.map((wording) => ({ ...wording, drafts: analyseVariant(wording.text, tools, subject) }));
    // A sensitive head is a sensitive concept (weighted HEAD_WEIGHT); beside one, a proposition
    // headed by a value or plain words ("is taking two weeks off") is not telling alone.
    const sensitiveHead = (drafts: readonly SlotDraft[]): boolean => drafts.some((draft) => draft.slot.head && draft.slot.kind === 'concept' && draft.slot.weight === HEAD_WEIGHT);
    const anySensitive = analysed.some((wording) => wording.proposition !== undefined && sensitiveHead(wording.drafts));
    for (const { text, proposition, drafts } of analysed) {
      if (!drafts.some((draft) => draft.slot.head)) continue;
      const variantIndex = variants.length;
      drafts.forEach((draft, slotIndex) => {
        if (draft.slot.kind === 'value') usesQuantities = true;
        for (const [key, evidence] of draft.keys) {
          postings.set(key, [...(postings.get(key) ?? []), { fact: factIndex, variant: variantIndex, slot: slotIndex, ...evidence }]);
          if (key.startsWith('x:')) {
            const concept = key.slice(2);
            for (const termKey of tools.concepts.termKeys(concept)) addKey(`w:${termKey}`);
            for (const term of tools.concepts.exactTerms(concept)) exact.add(term);
          } else {
            addKey(key);
          }
        }
      });
      variants.push({
        slots: drafts.map((draft) => draft.slot),
        totalWeight: drafts.reduce((sum, draft) => sum + draft.slot.weight, 0),
        text: verbatimKey(text),
        ...(proposition === undefined ? {} : { proposition }),
        weak: proposition !== undefined && proposition.of > 1 && anySensitive && !sensitiveHead(drafts),
        uncertain: uncertainWording(tools.analyser.analyse(text)),
      });
    }
    if (variants.length > 0) facts.push({ key: field.key, mode: 'semantic', variants, context: new Set(), ...(subject === undefined ? {} : { subject }) });
  }
  return { facts, postings, prefixes, exact, usesQuantities };
}
