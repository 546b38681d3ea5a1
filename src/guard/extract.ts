/**
 * The inventory from the text itself (issue 16, Build 2): after a read, the guard records what
 * the text carried without being told — regulated identifiers the tier-2 recognisers validate
 * (SSN, card, IBAN, routing number) and sentences naming sensitive categories (conditions,
 * offences, legal matters, finances, faith, orientation, HR events: the tier-3 lexicon). Each
 * becomes a *learned field*: a vault field of the session whose value is the span read, so the
 * write boundary detects it, the criteria judge it and ABSTRACT rewrites it like any vault
 * field. The vault, when given, is one more source: what a vault value explains is not learned
 * twice.
 */
import { createHash } from 'node:crypto';
import type { DataCategory, Span, ValueKind, VaultField } from '../contracts/index.js';
import type { CategoryMention, ContentCategory } from '../detect/semantic/categories.js';
import type { GuardScan } from './detection.js';

/** What the guard extracts from reads. */
export interface ExtractionSettings {
  /** Regulated identifiers recognised in the text (default on). */
  readonly identifiers: boolean;
  /** Sentences naming a sensitive category (default on when the vault is empty; loads the tier-3 lexicon on first use). */
  readonly categories: boolean;
}

/** Learned-field keys start with this and a number (`inv3.health`); no vault key may. */
export const LEARNED_PREFIX = 'inv';

/** True for the key of a learned field. */
export function isLearnedKey(key: string): boolean {
  return /^inv\d+\./.test(key);
}

/** Recognisers whose values are learned (contact details are not: agents need them to address a message). */
const LEARNED_RECOGNISERS: Readonly<Record<string, { readonly kind: ValueKind; readonly category: DataCategory; readonly label: string }>> = {
  ssn: { kind: 'ssn', category: 'PII', label: 'social security number' },
  card: { kind: 'card', category: 'PCI', label: 'payment card number' },
  iban: { kind: 'iban', category: 'FIN', label: 'IBAN' },
  routing: { kind: 'routing', category: 'FIN', label: 'routing number' },
};

/** How a content category is named and filed as a field. */
const CATEGORY_FIELDS: Readonly<Record<ContentCategory, { readonly slug: string; readonly label: string; readonly category: DataCategory }>> = {
  health: { slug: 'health', label: 'health condition', category: 'PHI' },
  'sex-life': { slug: 'sex_life', label: 'sex life', category: 'PII' },
  religion: { slug: 'religion', label: 'religious belief', category: 'PII' },
  criminal: { slug: 'criminal_record', label: 'criminal offence', category: 'LEGAL' },
  legal: { slug: 'legal', label: 'legal matter', category: 'LEGAL' },
  financial: { slug: 'financial', label: 'financial situation', category: 'FIN' },
  employment: { slug: 'employment', label: 'employment matter', category: 'PII' },
  personal: { slug: 'personal', label: 'personal matter', category: 'OTHER' },
};

/** A pseudonymous subject for records and logs: the same person gets the same id, the name itself is never logged. */
export function subjectId(name: string | undefined): string {
  if (name === undefined) return 'unknown';
  return `person:${createHash('sha256').update(name.toLowerCase()).digest('hex').slice(0, 8)}`;
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The learned fields of one read: one per new regulated identifier value and one per sentence
 * naming a category, skipping what a vault value (or an earlier learned field) explains.
 *
 * @example
 * learnFromRead(text, scan, mentions, { known: new Set(), next: 1, source: 'notes.search' })
 * // [{ key: 'inv1.health', label: 'health condition', value: 'Ana was diagnosed with ...', tier: 'semantic', ... }]
 */
export function learnFromRead(
  text: string,
  scan: GuardScan,
  mentions: readonly CategoryMention[],
  at: { readonly known: ReadonlySet<string>; readonly next: number; readonly settings: ExtractionSettings },
): VaultField[] {
  const learned: VaultField[] = [];
  const seen = new Set(at.known);
  const vaultSpans = scan.vaultHits.map((hit) => hit.span);
  const add = (field: Omit<VaultField, 'key' | 'weight'> & { readonly slug: string }): void => {
    const value = field.value.trim();
    if (value === '' || seen.has(value)) return;
    seen.add(value);
    const { slug, ...rest } = field;
    learned.push({ ...rest, value, key: `${LEARNED_PREFIX}${at.next + learned.length}.${slug}`, weight: 1 });
  };
  if (at.settings.identifiers) {
    for (const hit of scan.unvaultedHits) {
      const spec = hit.recogniser === undefined ? undefined : LEARNED_RECOGNISERS[hit.recogniser];
      if (spec === undefined || hit.recogniser === undefined) continue;
      add({ slug: hit.recogniser, label: spec.label, value: text.slice(hit.span.start, hit.span.end), category: spec.category, kind: spec.kind, tier: 'structured', record: 'unknown' });
    }
  }
  if (at.settings.categories) {
    for (const mention of mentions) {
      const span = { start: mention.start, end: mention.end };
      if (vaultSpans.some((vaultSpan) => overlaps(vaultSpan, span))) continue;
      const spec = CATEGORY_FIELDS[mention.category];
      add({ slug: spec.slug, label: spec.label, value: text.slice(span.start, span.end), category: spec.category, kind: 'text', tier: 'semantic', record: subjectId(mention.subject) });
    }
  }
  return learned;
}
