/**
 * Scoring one fact in one analysed text. Every lookup is windowed (binary search over
 * position-sorted lists), and at most {@link MAX_ANCHORS} head mentions are tried, so the cost
 * stays near-linear even on a megabyte of repeated diagnoses.
 *
 * Score of a fact wording = head strength × (HEAD_BASE + (1 − HEAD_BASE) × coverage) × factors,
 * where coverage is the weighted share of the fact's slots filled within a window around an
 * un-negated head mention (adjacent sentences, ≤ 30 words), and the factors are 0.3 per
 * contradiction (a sibling concept, another value, a negated head), 0.4 for a generic or
 * someone-else mention, 0.5 for a value without its attribute ("580" without "credit score").
 *
 * A fact wording is one atomic proposition of the fact (propositions.ts), so a text that states
 * one clause of a two-clause fact covers that clause fully. When the fact has a subject, the
 * subject is one more slot, filled when the nearest person to the mention is the subject (by
 * name, pronoun or role; subjects.ts), and a head said of the subject earns
 * {@link SUBJECT_HEAD_BASE} on its own; a mention whose nearest person is someone else scores
 * {@link OTHER_PERSON_FACTOR} of its value (not a disclosure), one with nobody in sight
 * {@link IMPERSONAL_FACTOR}.
 */
import type { Span } from '../../contracts/index.js';
import { ORDINAL, type FactVariant, type Posting, type PreparedFact, type Slot } from './facts.js';
import type { FactSubject } from './propositions.js';
import type { Aboutness } from './subjects.js';
import { mentionContext, ruleOfThumb, type MentionContext } from './mention-context.js';
import type { NegationReason } from './negation.js';
import type { Word } from './text.js';
import { compareQuantity, type Quantity } from './values.js';

/** How a fact was disclosed. */
export type SemanticMethod = 'verbatim' | 'paraphrase' | 'partial' | 'hedged' | 'inference' | 'range' | 'approximate' | 'value';

/** The score of one fact in one text. */
export interface FactScore {
  readonly field: string;
  readonly score: number;
  readonly method: SemanticMethod;
  readonly span: Span;
  /** Set when the best mention did not fully count: negated, denied, uncertain, a question, generic, about someone else, contradicted. */
  readonly suppressed?: NegationReason | MentionContext | 'contradicted';
  /** Semantic facts: which atomic proposition of the value was disclosed (absent for a paraphrase wording). */
  readonly proposition?: { readonly index: number; readonly of: number };
}

/** A slot filled by a mention. */
export type Relation = Posting['relation'] | 'match' | 'approximate' | 'range';

/** A mention in the text that fills a slot of a fact wording. */
export interface Candidate {
  readonly slot: number;
  readonly strength: number;
  readonly relation: Relation;
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly end: number;
}

/** What scoring needs from the analysed text; every list is sorted by `first`. */
export interface Analysis {
  readonly words: readonly Word[];
  readonly concepts: readonly { readonly key: string; readonly first: number; readonly last: number; readonly strength: number }[];
  readonly quantities: readonly { readonly quantity: Quantity; readonly first: number; readonly last: number }[];
  /** Keys (`x:`, `w:`) present in each sentence, for value-field context. */
  readonly sentenceKeys: ReadonlyMap<number, ReadonlySet<string>>;
  negated(first: number, last: number): NegationReason | null;
  /** Whom the mention at word `first` is about, for a fact with a subject (null: nobody in sight). */
  about(first: number, subject: FactSubject): Aboutness | null;
  /** True when the mention is hedged ("may be", "apparently", "rumour has it"). */
  hedged(first: number): boolean;
  /** True when the word at `first` says that something is kept from someone ("kept from", "don't mention", "avoid discussing"). */
  concealing(first: number): boolean;
  /** True when the words `first`–`last` sit in a catalogue of what is common or available, about nobody (`Common charges we defend: …`). */
  catalogue(first: number, last: number): boolean;
}

/** Share of the score a matched head earns on its own; the rest comes from coverage. */
export const HEAD_BASE = 0.5;
const WINDOW_WORDS = 30;
const CONTRADICTION_FACTOR = 0.3;
const SOFT_CONTEXT_FACTOR = 0.4;
const MISSING_ATTRIBUTE_FACTOR = 0.5;
const NO_HEAD_CAP = 0.2;
const NO_CONTEXT_FACTOR = 0.7;
/** Weight of the subject slot, filled when the mention is about the fact's subject. */
export const SUBJECT_WEIGHT = 3;
/** Share of the score a matched head earns on its own when the text says it of the subject. */
export const SUBJECT_HEAD_BASE = 0.6;
/** A mention whose nearest person is someone else: not a disclosure. */
export const OTHER_PERSON_FACTOR = 0.2;
/** A mention of a fact with a subject in a passage about nobody (a leaflet, a list of options). */
export const IMPERSONAL_FACTOR = 0.7;
/** A plain-word proposition of a fact whose secret is in another proposition ("is taking two weeks off"): not telling alone. */
const WEAK_PROPOSITION_FACTOR = 0.5;
/** Strength of a negated antonym filling a word slot ("hasn't passed" for "failed"). */
const ANTONYM_STRENGTH = 0.85;
/** Head mentions tried per fact wording (the strongest first). */
export const MAX_ANCHORS = 500;

const NOT_LETTERS = /[^\p{L}]+/u;

/** Index of the first element whose `first` is >= `position` in a list sorted by `first`. */
function lowerBound(list: readonly { readonly first: number }[], position: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid]?.first ?? 0) < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Elements of a `first`-sorted list within `radius` words of `center`. */
function near<T extends { readonly first: number }>(list: readonly T[], center: number, radius: number): T[] {
  return list.slice(lowerBound(list, center - radius), lowerBound(list, center + radius + 1));
}

function methodOf(relation: Relation, coverage: number, hedged: boolean): SemanticMethod {
  if (relation === 'inference' || relation === 'range' || relation === 'approximate') return relation;
  if (hedged) return 'hedged';
  if (relation === 'partial') return relation;
  return coverage < 0.6 ? 'partial' : 'paraphrase';
}

/** True when the window holds a concept or value that contradicts the slot. */
function contradicts(slot: Slot, analysis: Analysis, center: number, inWindow: (first: number) => boolean): boolean {
  if (slot.kind === 'concept') return near(analysis.concepts, center, WINDOW_WORDS).some((concept) => inWindow(concept.first) && slot.contradictions.has(concept.key.slice(2)));
  const fact = slot.quantity;
  if (slot.kind === 'value' && fact !== undefined)
    return near(analysis.quantities, center, WINDOW_WORDS).some(
      (found) => inWindow(found.first) && (slot.ordinal === true) === ORDINAL.test(analysis.words[found.last]?.surface ?? '') && compareQuantity(fact, found.quantity).relation === 'conflict',
    );
  return false;
}

/**
 * Scores one wording of a semantic fact from the mentions that fill its slots.
 * Returns null when nothing fills any slot.
 */
export function scoreVariant(fact: PreparedFact, variant: FactVariant, candidates: readonly Candidate[], analysis: Analysis): FactScore | null {
  const sorted = [...candidates].sort((a, b) => a.first - b.first || a.slot - b.slot);
  // A mention negated in the text counts only where the fact itself says it negated ("for not reporting income").
  // So does a negated antonym of the fact's own wording ("hasn't passed the bar" for "failed the bar").
  const statesAntonym = (candidate: Candidate): boolean => {
    const antonyms = variant.slots[candidate.slot]?.antonyms;
    if (antonyms === undefined) return false;
    for (let position = candidate.first; position <= candidate.last; position += 1) if (antonyms.has(analysis.words[position]?.lemma ?? '')) return true;
    return false;
  };
  // A refusal names what it withholds: the fact's own concept in it is disclosed, a generic one is not.
  const named = (candidate: Candidate, reason: NegationReason | null): boolean => {
    if (reason !== 'withheld') return false;
    const kind = variant.slots[candidate.slot]?.kind;
    return (kind === 'concept' && (candidate.relation === 'direct' || candidate.relation === 'synonym')) || (kind === 'word' && candidate.relation === 'direct');
  };
  const isUsable = (candidate: Candidate): boolean => {
    if (variant.slots[candidate.slot]?.negatedInFact === true) return true;
    const reason = analysis.negated(candidate.first, candidate.last);
    return reason === null || named(candidate, reason) || (reason === 'uncertain' && variant.uncertain) || statesAntonym(candidate);
  };
  // Negation is checked lazily: only for head mentions tried as anchors and mentions near them.
  const anchors: Candidate[] = [];
  const headOrder = sorted.filter((candidate) => variant.slots[candidate.slot]?.head === true).sort((a, b) => b.strength - a.strength || a.first - b.first);
  for (const candidate of headOrder) {
    if (anchors.length >= MAX_ANCHORS) break;
    if (isUsable(candidate)) anchors.push(candidate);
  }
  const any = sorted[0];
  if (any === undefined) return null;
  if (anchors.length === 0) {
    const sample = sorted.slice(0, MAX_ANCHORS);
    const matched = new Map<number, number>();
    for (const candidate of sample) if (isUsable(candidate)) matched.set(candidate.slot, Math.max(matched.get(candidate.slot) ?? 0, candidate.strength));
    const coverage = [...matched].reduce((sum, [slot, strength]) => sum + (variant.slots[slot]?.weight ?? 0) * strength, 0) / variant.totalWeight;
    const reason = sample.map((candidate) => analysis.negated(candidate.first, candidate.last)).find((found) => found !== null);
    return { field: fact.key, score: Math.min(NO_HEAD_CAP, 0.5 * coverage), method: 'partial', span: { start: any.start, end: any.end }, ...(reason === undefined ? {} : { suppressed: reason }) };
  }
  const valueHeaded = variant.slots.every((slot) => !slot.head || slot.kind === 'value');
  let own: ReadonlySet<string> | undefined;
  const ownWords = (): ReadonlySet<string> => {
    own ??= new Set(variant.text.split(NOT_LETTERS));
    return own;
  };
  let best: FactScore | null = null;
  for (const anchor of anchors) {
    const anchorWord = analysis.words[anchor.first];
    if (anchorWord === undefined) continue;
    const inWindow = (first: number): boolean => Math.abs(first - anchor.first) <= WINDOW_WORDS && Math.abs((analysis.words[first]?.sentence ?? -9) - anchorWord.sentence) <= 1;
    const chosen = new Map<number, Candidate>();
    for (const candidate of near(sorted, anchor.first, WINDOW_WORDS)) {
      if (!inWindow(candidate.first) || !isUsable(candidate)) continue;
      const current = chosen.get(candidate.slot);
      const closer = current !== undefined && candidate.strength === current.strength && Math.abs(candidate.first - anchor.first) < Math.abs(current.first - anchor.first);
      if (current === undefined || candidate.strength > current.strength || closer) chosen.set(candidate.slot, candidate);
    }
    chosen.set(anchor.slot, anchor);
    // Evidence said of someone else does not fill the subject's fact ("Sara's permit renewal came
    // through. Elena will lead the April visits" says nothing of Elena's permit).
    if (fact.subject !== undefined) {
      const subject = fact.subject;
      for (const [slot, candidate] of chosen) if (candidate !== anchor && analysis.about(candidate.first, subject) === 'other') chosen.delete(slot);
    }
    // A word slot's antonym in the window: negated it states the slot ("hasn't passed" for
    // "failed"), plain it contradicts it ("passed").
    const opposed = new Set<number>();
    variant.slots.forEach((slot, slotIndex) => {
      const antonyms = slot.antonyms;
      if (antonyms === undefined) return;
      const filled = chosen.get(slotIndex);
      const low = Math.max(0, anchor.first - WINDOW_WORDS);
      const high = Math.min(analysis.words.length - 1, anchor.first + WINDOW_WORDS);
      for (let position = low; position <= high; position += 1) {
        const word = analysis.words[position];
        if (word === undefined || !inWindow(position) || !antonyms.has(word.lemma)) continue;
        const negated = analysis.negated(position, position) !== null;
        // A filled slot is contradicted by a plain antonym ("passed the bar"), stated by a negated one.
        if (!negated) opposed.add(slotIndex);
        else if (filled === undefined && slot.kind === 'word')
          chosen.set(slotIndex, { slot: slotIndex, strength: ANTONYM_STRENGTH, relation: 'synonym', first: position, last: position, start: word.start, end: word.end });
        break;
      }
    });
    const about = fact.subject === undefined ? null : analysis.about(anchor.first, fact.subject);
    const filled = [...chosen.values()].reduce((sum, candidate) => sum + (variant.slots[candidate.slot]?.weight ?? 0) * candidate.strength, 0);
    // The subject slot counts when the text says it of the subject; nobody in sight leaves it out.
    const coverage = about === 'subject' ? (filled + SUBJECT_WEIGHT) / (variant.totalWeight + SUBJECT_WEIGHT) : filled / variant.totalWeight;
    let factor = 1;
    let contradicted = false;
    const windowMentions = near(sorted, anchor.first, WINDOW_WORDS);
    variant.slots.forEach((slot, slotIndex) => {
      const filled = chosen.get(slotIndex);
      // A sibling concept or another value contradicts a slot that is missing or only inferred;
      // a head that the text mentions only negated ("never settled") contradicts the fact.
      const weak = filled === undefined || (filled.relation !== 'direct' && filled.relation !== 'synonym' && filled.relation !== 'match');
      const negatedHead =
        filled === undefined &&
        slot.head &&
        windowMentions.some((candidate) => candidate.slot === slotIndex && inWindow(candidate.first) && ![null, 'withheld'].includes(analysis.negated(candidate.first, candidate.last)));
      if ((weak && contradicts(slot, analysis, anchor.first, inWindow)) || negatedHead || opposed.has(slotIndex)) {
        factor *= CONTRADICTION_FACTOR;
        contradicted = true;
      }
      // A value-headed fact ("credit score of 580") needs its attribute too: 580 alone is just a number.
      if (valueHeaded && filled === undefined && slot.kind === 'concept') factor *= MISSING_ATTRIBUTE_FACTOR;
    });
    // Is the mention about the subject? Asked of the anchor, or of the attribute next to a value.
    const valueAnchor = anchor.relation === 'match' || anchor.relation === 'approximate' || anchor.relation === 'range';
    const asked = valueAnchor ? [...chosen.values()].filter((candidate) => variant.slots[candidate.slot]?.kind === 'concept') : [anchor];
    const shallow =
      asked.map((candidate) => mentionContext(analysis.words, candidate.first, candidate.last, ownWords())).find((found) => found !== null) ??
      (about !== 'subject' && analysis.catalogue(anchor.first, anchor.last) ? 'generic' : null);
    // "Don't mention X in front of the vendor" keeps X from someone, but not from the subject.
    const keptFromSomeoneElse = about !== 'subject' && fact.subject !== undefined && analysis.concealing(anchor.first);
    const context = about === 'other' || keptFromSomeoneElse ? 'other-subject' : shallow;
    if (about === 'other' || keptFromSomeoneElse) factor *= OTHER_PERSON_FACTOR;
    else if (shallow !== null) factor *= SOFT_CONTEXT_FACTOR;
    else if (about === 'impersonal') factor *= IMPERSONAL_FACTOR;
    if (variant.weak) factor *= WEAK_PROPOSITION_FACTOR;
    const spans = [...chosen.values()];
    const span = { start: Math.min(...spans.map((candidate) => candidate.start)), end: Math.max(...spans.map((candidate) => candidate.end)) };
    const base = about === 'subject' ? SUBJECT_HEAD_BASE : HEAD_BASE;
    const value = Math.min(1, anchor.strength * (base + (1 - base) * coverage) * factor);
    const suppressed = contradicted ? 'contradicted' : (context ?? undefined);
    if (best === null || value > best.score)
      best = {
        field: fact.key,
        score: value,
        method: methodOf(anchor.relation, coverage, analysis.hedged(anchor.first)),
        span,
        ...(suppressed === undefined ? {} : { suppressed }),
        ...(variant.proposition === undefined ? {} : { proposition: variant.proposition }),
      };
  }
  return best;
}

/**
 * Scores a value field (`$85,000`, `44`, `2019-02-11`): the best text quantity that matches it,
 * approximates it or contains it as an informative range, with the field's name nearby as context.
 */
export function scoreValueFact(fact: PreparedFact, analysis: Analysis): FactScore | null {
  const value = fact.quantity;
  if (value === undefined) return null;
  let best: FactScore | null = null;
  for (const found of analysis.quantities) {
    const comparison = compareQuantity(value, found.quantity);
    if (comparison.relation !== 'match' && comparison.relation !== 'approximate' && comparison.relation !== 'range') continue;
    const sentence = analysis.words[found.first]?.sentence ?? -1;
    const keys = analysis.sentenceKeys.get(sentence);
    const selfContained = value.kind === 'age' && found.quantity.kind === 'age';
    const context = selfContained || (keys !== undefined && [...fact.context].some((key) => keys.has(key)));
    // "44 members" is not an age and "580 people" not a score: another kind needs context.
    if (!context && found.quantity.kind !== value.kind) continue;
    // A refusal that states the value ("I can't share that her score is 580") discloses it.
    const negation = analysis.negated(found.first, found.last);
    const reason = negation === 'withheld' ? null : negation;
    // "a score above 620 is typically required" is a rule of thumb, not this customer's score.
    const person = reason === null && fact.subject !== undefined ? analysis.about(found.first, fact.subject) : null;
    const about =
      reason !== null ? null : person === 'other' ? 'other-subject' : ruleOfThumb(analysis.words, found.first, found.last) ? 'generic' : mentionContext(analysis.words, found.first, found.last);
    const aboutFactor = about === null ? (person === 'impersonal' ? IMPERSONAL_FACTOR : 1) : person === 'other' ? OTHER_PERSON_FACTOR : SOFT_CONTEXT_FACTOR;
    const score = reason === null ? comparison.strength * (context ? 1 : NO_CONTEXT_FACTOR) * aboutFactor : 0;
    const method: SemanticMethod = comparison.relation === 'match' ? 'value' : comparison.relation;
    const suppressed = reason ?? about ?? undefined;
    if (best === null || score > best.score)
      best = { field: fact.key, score, method, span: { start: found.quantity.start, end: found.quantity.end }, ...(suppressed === undefined ? {} : { suppressed }) };
  }
  return best;
}
