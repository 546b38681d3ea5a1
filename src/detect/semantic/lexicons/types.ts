/**
 * Domain lexicons owned by leakscope: concepts (conditions, medications, legal and financial
 * terms, HR events) with the words people use for them, ICD-10 codes, and the relations the
 * matcher reasons with:
 *
 * - `parents`: a broader concept. "diabetes" is the parent of "type 2 diabetes"; naming the
 *   parent discloses the child only partly.
 * - `implies`: evidence for another concept. Metformin implies diabetes (strength 0.75).
 * - `group`: mutually exclusive siblings. "Chapter 13" contradicts "Chapter 7".
 */

/** What kind of concept an entry is; `attribute` entries name a field (salary), not a secret. */
export type LexiconKind = 'condition' | 'care' | 'medication' | 'legal' | 'offense' | 'financial' | 'corporate' | 'attribute';

/** One concept of a domain lexicon. */
export interface LexiconEntry {
  /** Stable id, e.g. `cond.E11`. */
  readonly id: string;
  readonly kind: LexiconKind;
  /**
   * Words and phrases that name the concept. Matched on lemmas, so inflections are free
   * (`settle` matches "settled"). A leading `=` makes a one-word term case-sensitive
   * (`=MS` is multiple sclerosis, not "ms").
   */
  readonly terms: readonly string[];
  /** Phrases that suggest rather than name the concept (matched with strength 0.75). */
  readonly weakTerms?: readonly string[];
  /** ICD-10 code prefixes (`E11` covers `E11.9`). */
  readonly codes?: readonly string[];
  readonly parents?: readonly string[];
  /** Concept id → strength in (0, 1]: how strongly this concept is evidence for that one. */
  readonly implies?: Readonly<Record<string, number>>;
  readonly group?: string;
  /** True when disclosing the concept is itself sensitive (a head concept of a fact). */
  readonly sensitive: boolean;
}

/** Optional parts of an entry, for the compact constructors below. */
export type EntryExtras = Omit<LexiconEntry, 'id' | 'kind' | 'terms' | 'sensitive'> & { readonly sensitive?: boolean };

/** Builds a sensitive entry (the default: most lexicon concepts are secrets when true of someone). */
export function entry(id: string, kind: LexiconKind, terms: readonly string[], extras: EntryExtras = {}): LexiconEntry {
  return { id, kind, terms, ...extras, sensitive: extras.sensitive ?? kind !== 'attribute' };
}
