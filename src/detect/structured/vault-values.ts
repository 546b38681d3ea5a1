import type { Span, ValueKind, VaultField } from '../../contracts/index.js';
import { isCanaryField } from '../canary/markers.js';
import { parseDateValue, scanDates } from './dates.js';
import { digitsOf, forEachGroupSequence, SEQUENCE_PREFIX_LENGTH, type DigitRuns } from './digit-runs.js';
import type { EmailMatch } from './email.js';
import { compactIban, type IbanCandidate } from './iban.js';
import { centsPrefixesOf, parseAmountValue, scanAmounts } from './money.js';
import { LAST4_CONFIDENCE, LAST4_KINDS, matchLast4, type Last4Entry } from './partial.js';
import { phoneDigitKeys } from './phone.js';
import type { Recognition } from './recognition.js';
import type { SharedText } from '../regex-scan.js';
import { LooseScratch, matchTextNeedles, needleSet, textNeedles, type NeedleSet, type TextNeedle } from './text-values.js';
import { inferValueKind } from './value-kind.js';

/** Kinds compared digits-only. */
const DIGIT_KINDS: ReadonlySet<ValueKind> = new Set(['ssn', 'card', 'routing', 'account', 'phone', 'identifier', 'number']);
/** Kinds also searched as loose text (when they have letters). */
const TEXT_KINDS: ReadonlySet<ValueKind> = new Set(['name', 'address', 'text', 'icd10', 'identifier']);
/** Shortest digit string compared digits-only; shorter numbers occur everywhere. */
const MIN_IDENTIFIER_DIGITS = 6;
/** Unmarked amounts (`85000`) match only with this many integer digits (not `1995`, `2000`). */
const MIN_PLAIN_AMOUNT_DIGITS = 5;

interface Entry {
  readonly field: VaultField;
  readonly kind: ValueKind;
}

/** A vault prepared for tier-2 matching: every value normalised once, by kind. */
export interface VaultValueIndex {
  readonly digits: ReadonlyMap<string, readonly Entry[]>;
  /** Lengths, longest length and 3-digit prefixes of the keys of `digits`, to filter digit sequences. */
  readonly digitFilter: { readonly lengths: ReadonlySet<number>; readonly minLength: number; readonly maxLength: number; readonly prefixes: ReadonlySet<string> };
  readonly last4: ReadonlyMap<string, readonly Last4Entry[]>;
  readonly amounts: ReadonlyMap<string, readonly Entry[]>;
  /** Every prefix of the keys of `amounts`: an amount in a text can match only if its digits open with one. */
  readonly amountPrefixes: ReadonlySet<string>;
  readonly dates: ReadonlyMap<string, readonly Entry[]>;
  readonly emails: ReadonlyMap<string, readonly Entry[]>;
  readonly ibans: ReadonlyMap<string, readonly Entry[]>;
  readonly icd10: ReadonlyMap<string, readonly Entry[]>;
  readonly textNeedles: readonly TextNeedle[];
  /** `textNeedles`, numbered for matching. */
  readonly textNeedleSet: NeedleSet;
  readonly fields: ReadonlyMap<string, VaultField>;
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** What one vault field contributes to a {@link VaultValueIndex}: a pure function of its key, value, tier and kind. */
interface FieldKeys {
  readonly kind: ValueKind;
  readonly digits: readonly string[];
  readonly last4: string | null;
  readonly amount: string | null;
  readonly date: string | null;
  readonly email: string | null;
  readonly iban: string | null;
  readonly icd10: string | null;
  readonly needles: readonly TextNeedle[];
}

function fieldKeysUncached(field: VaultField, loose: LooseScratch): FieldKeys | null {
  if (isCanaryField(field) || field.value.trim() === '') return null;
  const kind = inferValueKind(field);
  const valueDigits = digitsOf(field.value);
  let digits: readonly string[] = [];
  let last4: string | null = null;
  if (DIGIT_KINDS.has(kind) && valueDigits.length >= MIN_IDENTIFIER_DIGITS) {
    digits = kind === 'phone' ? phoneDigitKeys(field.value) : [valueDigits];
    if (LAST4_KINDS.has(kind) && valueDigits.length >= 8) last4 = valueDigits.slice(-4);
  }
  return {
    kind,
    digits,
    last4,
    amount: kind === 'money' || kind === 'number' ? (parseAmountValue(field.value)?.cents ?? null) : null,
    date: kind === 'date' ? parseDateValue(field.value) : null,
    email: kind === 'email' ? field.value.trim().toLowerCase() : null,
    iban: kind === 'iban' ? compactIban(field.value) : null,
    icd10: kind === 'icd10' ? field.value.trim().toUpperCase() : null,
    needles: TEXT_KINDS.has(kind) || field.tier === 'semantic' ? textNeedles(field, kind === 'name', loose) : [],
  };
}

const FIELD_MEMO_LIMIT = 1 << 15;

/**
 * What fields contributed, by value, then key, tier and kind; one per detector. Vaults are drawn
 * from shared pools of names, diagnoses and notes, so most fields were seen before (and parsing a
 * phone number or building name variants costs far more than a lookup). Cleared when it grows
 * past its bound.
 */
export class FieldKeyMemo {
  private readonly byValue = new Map<string, { readonly key: string; readonly tier: string; readonly kind: string | undefined; readonly keys: FieldKeys | null }[]>();

  /** `loose`: the work buffers text values are reduced with. */
  constructor(readonly loose: LooseScratch = new LooseScratch()) {}

  /** What `field` contributes, computed once. */
  keysOf(field: VaultField): FieldKeys | null {
    // Canary fields (tier 1's, each value unique) contribute nothing and are not remembered.
    if (field.tier === 'canary') return null;
    let entries = this.byValue.get(field.value);
    if (entries !== undefined) {
      for (const entry of entries) if (entry.key === field.key && entry.tier === field.tier && entry.kind === field.kind) return entry.keys;
    } else {
      if (this.byValue.size >= FIELD_MEMO_LIMIT) this.byValue.clear();
      entries = [];
      this.byValue.set(field.value, entries);
    }
    const keys = fieldKeysUncached(field, this.loose);
    if (entries.length < 16) entries.push({ key: field.key, tier: field.tier, kind: field.kind, keys });
    return keys;
  }
}

/**
 * Normalises every non-canary vault value by its kind ({@link inferValueKind}): digits for
 * identifiers, cents for amounts, `YYYY-MM-DD` for dates, lower case for e-mail, compact
 * upper case for IBANs, loose words for names, addresses and free text. `memo` is the detector's
 * memo of what fields contribute.
 */
export function indexVaultValues(vault: readonly VaultField[], memo: FieldKeyMemo = new FieldKeyMemo()): VaultValueIndex {
  const digits = new Map<string, Entry[]>();
  const last4 = new Map<string, Last4Entry[]>();
  const amounts = new Map<string, Entry[]>();
  const dates = new Map<string, Entry[]>();
  const emails = new Map<string, Entry[]>();
  const ibans = new Map<string, Entry[]>();
  const icd10 = new Map<string, Entry[]>();
  const needles: TextNeedle[] = [];
  for (const field of vault) {
    const keys = memo.keysOf(field);
    if (keys === null) continue;
    const { kind } = keys;
    const entry: Entry = { field, kind };
    for (const key of keys.digits) add(digits, key, entry);
    if (keys.last4 !== null) add(last4, keys.last4, { field: field.key, kind });
    if (keys.amount !== null) add(amounts, keys.amount, entry);
    if (keys.date !== null) add(dates, keys.date, entry);
    if (keys.email !== null) add(emails, keys.email, entry);
    if (keys.iban !== null) add(ibans, keys.iban, entry);
    if (keys.icd10 !== null) add(icd10, keys.icd10, entry);
    needles.push(...keys.needles);
  }
  const lengths = new Set([...digits.keys()].map((key) => key.length));
  const prefixes = new Set([...digits.keys()].map((key) => key.slice(0, SEQUENCE_PREFIX_LENGTH)));
  return {
    digits,
    digitFilter: { lengths, minLength: Math.min(Infinity, ...lengths), maxLength: Math.max(0, ...lengths), prefixes },
    last4,
    amounts,
    amountPrefixes: centsPrefixesOf(amounts.keys()),
    dates,
    emails,
    ibans,
    icd10,
    textNeedles: needles,
    textNeedleSet: needleSet(needles),
    fields: new Map(vault.map((field) => [field.key, field])),
  };
}

/** What the structured detector scans once per text and shares between matchers and recognisers. */
export interface TextScan {
  /** What the event's detectors share about the text. */
  readonly shared: SharedText;
  readonly runs: DigitRuns;
  readonly ibans: readonly IbanCandidate[];
  readonly emails: readonly EmailMatch[];
}

/** A vault hit before it is stamped with the detector's id. */
export interface ValueHit {
  readonly field: string;
  readonly method: string;
  readonly span: Span;
  readonly confidence: number;
}

function exactOrNormalised(text: string, span: Span, value: string, normalised: string): string {
  return text.slice(span.start, span.end) === value ? 'verbatim' : normalised;
}

/**
 * Every vault value found in a text, by kind. Work is linear in the text except one `indexOf` scan
 * per text value. `loose` is the detector's work buffers for loose text matching.
 */
export function matchVaultValues(text: string, index: VaultValueIndex, scan: TextScan, loose: LooseScratch = new LooseScratch()): ValueHit[] {
  const hits: ValueHit[] = [];
  const push = (entries: readonly Entry[] | undefined, span: Span, method: (field: VaultField) => string, confidence: number): void => {
    for (const { field } of entries ?? []) hits.push({ field: field.key, method: method(field), span, confidence });
  };

  if (index.digits.size > 0) {
    forEachGroupSequence(text, scan.runs, index.digitFilter, (digits, start, end) => {
      const span = { start, end };
      push(index.digits.get(digits), span, (field) => exactOrNormalised(text, span, field.value, 'digits'), 0.95);
    });
  }
  for (const match of matchLast4(text, scan.runs, index.last4)) {
    hits.push({ field: match.entry.field, method: 'last4', span: { start: match.start, end: match.end }, confidence: LAST4_CONFIDENCE });
  }
  if (index.amounts.size > 0) {
    for (const amount of scanAmounts(text, MIN_PLAIN_AMOUNT_DIGITS, scan.runs, index.amountPrefixes)) {
      const span = { start: amount.start, end: amount.end };
      push(index.amounts.get(amount.cents), span, (field) => exactOrNormalised(text, span, field.value, 'amount'), amount.marked ? 0.9 : 0.75);
    }
  }
  if (index.dates.size > 0) {
    for (const date of scanDates(text, scan.runs)) {
      const span = { start: date.start, end: date.end };
      date.keys.forEach((key, position) => {
        const confidence = date.keys.length === 1 ? 0.9 : position === 0 ? 0.85 : 0.75;
        push(index.dates.get(key), span, (field) => exactOrNormalised(text, span, field.value, 'date'), confidence);
      });
    }
  }
  for (const email of scan.emails) {
    const span = { start: email.start, end: email.end };
    push(index.emails.get(email.address), span, (field) => exactOrNormalised(text, span, field.value, 'email'), 1);
  }
  if (index.ibans.size > 0) {
    for (const candidate of scan.ibans) {
      const span = { start: candidate.start, end: candidate.end };
      push(index.ibans.get(candidate.compact), span, (field) => exactOrNormalised(text, span, field.value, 'iban'), 1);
    }
  }
  if (index.textNeedles.length > 0) {
    for (const match of matchTextNeedles(text, index.textNeedles, index.textNeedleSet, loose, scan.shared)) {
      const span = { start: match.start, end: match.end };
      const method = exactOrNormalised(text, span, match.needle.value, match.needle.method);
      hits.push({ field: match.needle.field, method, span, confidence: method === 'verbatim' ? 1 : method === 'normalised' ? 0.9 : 0.85 });
    }
  }
  return hits;
}

/** The vault fields a validated recognition is equal to (by digits, e-mail, IBAN or ICD code). */
export function fieldsRecognised(index: VaultValueIndex, recognition: Recognition): readonly string[] {
  const lookup = (map: ReadonlyMap<string, readonly Entry[]>, key: string): readonly string[] => (map.get(key) ?? []).map((entry) => entry.field.key);
  switch (recognition.recogniser) {
    case 'email':
      return lookup(index.emails, recognition.normalised);
    case 'iban':
      return lookup(index.ibans, recognition.normalised);
    case 'icd10':
      return lookup(index.icd10, recognition.normalised.toUpperCase());
    case 'phone': {
      const national = recognition.normalised.startsWith('1') ? recognition.normalised.slice(1) : recognition.normalised;
      return [...new Set([...lookup(index.digits, recognition.normalised), ...lookup(index.digits, national)])];
    }
    case 'ssn':
    case 'card':
    case 'routing':
      return lookup(index.digits, recognition.normalised);
  }
}
