import type { Span, ValueKind, VaultField } from '../../contracts/index.js';
import { isCanaryField } from '../canary/markers.js';
import { parseDateValue, scanDates } from './dates.js';
import { digitsOf, forEachGroupSequence, isAllDigits, SEQUENCE_PREFIX_LENGTH, type DigitRuns } from './digit-runs.js';
import type { EmailMatch } from './email.js';
import { compactIban, type IbanCandidate } from './iban.js';
import { centsPrefixesOf, parseAmountValue, scanAmounts } from './money.js';
import { LAST4_CONFIDENCE, LAST4_KINDS, matchLast4, type Last4Entry } from './partial.js';
import { nationalDigitKeys, phoneDigitKeys } from './phone.js';
import type { Recognition } from './recognition.js';
import type { SharedText } from '../regex-scan.js';
import { LETTERS_ONLY, LooseScratch, looseWords, matchTextNeedles, nameNeedle, needleSet, textNeedles, type NeedleSet, type TextNeedle } from './text-values.js';
import { CommonWords } from './common-words.js';
import { SPACES, valueElements } from './list-values.js';
import {
  aboutSomeone,
  cueInSameItem,
  enumerationAt,
  inCatalogue,
  toldOfRelative,
  aboutRelatives,
  fieldCues,
  inLongerTerm,
  inTemplateHeading,
  isBound,
  namedByPart,
  negatedBefore,
  optionMark,
  writtenAsName,
  type FieldCues,
} from './value-context.js';
import { inferValueKind } from './value-kind.js';
import { createWordNet, type WordNetLookup } from '../semantic/wordnet.js';
import { isAsciiAlnumCode } from './char-codes.js';

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

/** An element of a list or record value: which field, which element, of how many. */
export interface ElementOf {
  readonly parent: string;
  readonly index: number;
  readonly total: number;
  readonly shape: 'list' | 'record';
}

/** What a (field or element) key's matches must satisfy, and whose element it is. */
export interface KeyRule {
  /** A common word or a short value: counted only where the text binds it to its field (`value-context.ts`). */
  readonly needsCue: boolean;
  /** The field's cue words (the parent's, for an element). */
  readonly cues: FieldCues;
  /** Lower-case words of the names of the person the value is about (its record's names, or its `subject`). */
  readonly subjects: ReadonlySet<string>;
  /** A short value (searched as written), not a common word. */
  readonly short: boolean;
  readonly element: ElementOf | null;
  /** For one part of a person's name searched alone (given name or surname): whose, and whether the part is a common word. */
  readonly namePart?: { readonly parent: string; readonly common: boolean; readonly surname: boolean };
  /** For the street line of an address searched alone (`7 Elm Grove` of `7 Elm Grove, Didsbury, Manchester M20 6RT`): whose. */
  readonly addressPart?: { readonly parent: string };
  /** An element that is a person's full name (`Bowen Chu` of a witness list): named on its own. */
  readonly person?: boolean;
}

/** A short value (1–3 characters, or a number of at most 4 digits) searched as it is written. */
export interface ShortEntry {
  readonly key: string;
  readonly value: string;
  readonly numeric: boolean;
}

/** Separates a field's key from an element's index in the key of an element. */
const ELEMENT_KEY_SEPARATOR = '\u0000';

/** Ends the key of the surname of a name in a list. */
const SURNAME_KEY_SUFFIX = '\u0001';

/** Ends the key of one part of a person's name searched alone (given name, surname). */
const NAME_PART_KEY_SEPARATOR = '\u0002';

/** Fewest letters of a name part searched alone (`Tom`, not `Al`). */
const MIN_NAME_PART_LENGTH = 3;

/** Confidence of a person named by one part of their name. */
const NAME_PART_CONFIDENCE = 0.8;

/** Ends the key of the street line of an address searched alone. */
const ADDRESS_PART_KEY_SUFFIX = '\u0003';
/** Confidence of an address found by its street line alone. */
const ADDRESS_PART_CONFIDENCE = 0.85;
/** A unit after the street in the first part of an address (`1520 Oak Street Unit 12`). */
const UNIT_TAIL = /(?<!\s)\s{1,3}(?:unit|apt\.?|apartment|suite|ste\.?|flat|#)\s{0,2}[\w-]{1,6}$/i;
const HAS_DIGIT = /\d/;
const HAS_WORD = /\p{L}{3}/u;

/**
 * The street line of an address (house number and street, before the first comma, without a
 * unit), when the address has more after it: `1520 Oak Street` of `1520 Oak Street Unit 12,
 * Portland, OR 97205`, `Via dei Coronari 18` of `Via dei Coronari 18, 00186 Roma`; else null.
 */
export function streetLineOf(value: string): string | null {
  const comma = value.indexOf(',');
  if (comma < 0) return null;
  const line = value.slice(0, comma).trim().replace(UNIT_TAIL, '');
  return HAS_DIGIT.test(line) && HAS_WORD.test(line) && line.split(SPACES).length >= 2 ? line : null;
}

/** The key an element of a list or record value is indexed under. */
export function elementKey(field: string, index: number): string {
  return `${field}${ELEMENT_KEY_SEPARATOR}${index}`;
}
/** A short number value: up to 4 integer digits, up to 2 decimals (`712`, `2`, `3.1`). */
export const SHORT_NUMBER = /^\d{1,4}(?:\.\d{1,2})?$/;
/** A letter code with a sign (`B+`, `O-`), which texts also spell out (`B-plus`, `O negative`). */
const SIGNED_CODE = /^([A-Za-z]{1,2})([+-])$/;
/** A short number read as a score by what follows it (`2 out of 5`, `4/5`, `7 of 10`), not a date (`2/5/2026`). */
export const OUT_OF = /^\s{0,2}(?:out of|of|\/)\s{0,2}(?:100|10|[2-9])\b(?![/.]\d)/;
/** A short code value: 1–3 letters, digits, `+` or `-` (`C`, `AB`, `B+`, `4B`, `O-`). */
export const SHORT_CODE = /^[A-Za-z0-9][A-Za-z0-9+-]{0,2}$/;
/** Kinds that are never short values (their own matchers decide). */
const NOT_SHORT_KINDS: ReadonlySet<ValueKind> = new Set(['ssn', 'card', 'iban', 'routing', 'account', 'phone', 'email', 'date', 'icd10']);
/** Characters between two elements of one value within which each binds the other (`A, B and C`). */
const SIBLING_DISTANCE = 80;
/** What lies between two items of one list: separators, quotes, bullets, `and` / `or`. */
export const LIST_GAP = /^[\s,;/|&'"()[\]*•.-]{0,8}(?:(?:and|or)[\s'"*•-]{1,4})?(?:\d{1,2}[.)]\s{1,3})?$/i;

/** A mark that separates list items (a space alone does not: `information will be` is prose). */
export const LIST_MARK = /[,;/|&'"()[\]*•\n-]|\b(?:and|or)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const VAULT_VALUE_PATTERNS: readonly RegExp[] = [SHORT_NUMBER, SHORT_CODE, LIST_GAP, LIST_MARK, UNIT_TAIL, HAS_DIGIT, HAS_WORD, SIGNED_CODE, OUT_OF];

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
  /** Rules of the keys whose matches are checked in context, and of the elements of list and record values. */
  readonly rules: ReadonlyMap<string, KeyRule>;
  /** Short values, searched as written and counted only when bound. */
  readonly short: readonly ShortEntry[];
  /** The kind of every indexed (field or element) key. */
  readonly kinds: ReadonlyMap<string, ValueKind>;
  /** Fields whose value is a list or record: how many elements it has. */
  readonly elementCounts: ReadonlyMap<string, number>;
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

  private wordnet: ReturnType<typeof createWordNet> | undefined;
  private readonly cueMemo = new Map<string, FieldCues>();
  private readonly cueVerdicts = new Map<string, boolean>();

  readonly common: CommonWords;

  /** `loose`: the work buffers text values are reduced with. */
  constructor(readonly loose: LooseScratch = new LooseScratch()) {
    this.common = new CommonWords(() => this.wordnetReader());
  }

  private wordnetReader(): WordNetLookup {
    this.wordnet ??= createWordNet();
    return this.wordnet;
  }

  /**
   * Closes the WordNet files read while a vault was indexed; what was looked up stays remembered
   * and a later lookup reopens them. Called at the end of every {@link indexVaultValues}, so a
   * long-lived detector holds no file descriptors between vaults.
   */
  releaseFiles(): void {
    this.wordnet?.close();
  }

  /** The cue words of a field's key and label, with their WordNet synonyms (looked up once). */
  cuesOf(field: Pick<VaultField, 'key' | 'label'>): FieldCues {
    const memoKey = `${field.key}\u0000${field.label ?? ''}`;
    let cues = this.cueMemo.get(memoKey);
    if (cues === undefined) {
      const wordnet = this.wordnetReader();
      cues = fieldCues(field, (word) => wordnet.lookup(word, 'n').synonyms);
      if (this.cueMemo.size >= FIELD_MEMO_LIMIT) this.cueMemo.clear();
      this.cueMemo.set(memoKey, cues);
    }
    return cues;
  }

  /**
   * Whether a value is counted only where bound ({@link needsCue}), remembered for the kinds whose
   * answer looks words up (a pure function of value, kind, shortness and element-ness).
   */
  needsCue(field: VaultField, kind: ValueKind, short: boolean, element: boolean): boolean {
    if (short) return true;
    if (kind !== 'name' && kind !== 'address' && kind !== 'text' && !(element && kind === 'identifier')) return false;
    const memoKey = `${kind}${element ? '\u0001' : '\u0000'}${field.value}`;
    let cue = this.cueVerdicts.get(memoKey);
    if (cue === undefined) {
      cue = needsCue(field, kind, short, element, this.common, this.loose);
      if (this.cueVerdicts.size >= FIELD_MEMO_LIMIT) this.cueVerdicts.clear();
      this.cueVerdicts.set(memoKey, cue);
    }
    return cue;
  }

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

/** Options of tier-2 matching. */
export interface ValueMatchOptions {
  /**
   * Values in context (default true): common-word and short values count only where the text binds
   * them to their field, and list and record values are matched element by element. False: every
   * value is matched as a whole, wherever it occurs (the matching before issue 14).
   */
  readonly valuesInContext?: boolean;
}

/** The spelled-out forms of a signed letter code: `B-plus`, `B plus`, `B positive`, `B pos` for `B+`. */
export function signedCodeForms(value: string): string[] {
  const match = SIGNED_CODE.exec(value.trim());
  if (match === null) return [];
  const [, letters = '', sign] = match;
  const words = sign === '+' ? ['plus', 'positive', 'pos'] : ['minus', 'negative', 'neg'];
  return words.flatMap((word) => [`${letters}-${word}`, `${letters} ${word}`]);
}

/** The short form a value is searched by, or null. */
function shortEntry(key: string, value: string, kind: ValueKind): ShortEntry | null {
  if (NOT_SHORT_KINDS.has(kind)) return null;
  const trimmed = value.trim();
  if (SHORT_NUMBER.test(trimmed) && digitsOf(trimmed).length <= 4) return { key, value: trimmed, numeric: true };
  if (SHORT_CODE.test(trimmed)) return { key, value: trimmed, numeric: false };
  return null;
}

/** A value counted only where bound: short, or (names aside) one common word, or an element made of common words, numbers and short words. */
function needsCue(field: VaultField, kind: ValueKind, short: boolean, element: boolean, common: CommonWords, loose: LooseScratch): boolean {
  if (short) return true;
  if (kind !== 'name' && kind !== 'address' && kind !== 'text' && !(element && kind === 'identifier')) return false;
  const words = looseWords(field.value, loose);
  if (words === '') return false;
  const parts = words.split(' ');
  if (parts.length === 1) return kind !== 'name' && common.isCommon(words);
  return element && parts.every((part) => part.length <= 3 || isAllDigits(part) || common.isCommon(part));
}

/**
 * Normalises every non-canary vault value by its kind ({@link inferValueKind}): digits for
 * identifiers, cents for amounts, `YYYY-MM-DD` for dates, lower case for e-mail, compact
 * upper case for IBANs, loose words for names, addresses and free text. `memo` is the detector's
 * memo of what fields contribute. With values in context (the default), the elements of list and
 * record values are indexed under element keys, short values are searched as written, and the
 * keys whose matches need a cue get a {@link KeyRule}.
 */
export function indexVaultValues(vault: readonly VaultField[], memo: FieldKeyMemo = new FieldKeyMemo(), options: ValueMatchOptions = {}): VaultValueIndex {
  const inContext = options.valuesInContext ?? true;
  const digits = new Map<string, Entry[]>();
  const last4 = new Map<string, Last4Entry[]>();
  const amounts = new Map<string, Entry[]>();
  const dates = new Map<string, Entry[]>();
  const emails = new Map<string, Entry[]>();
  const ibans = new Map<string, Entry[]>();
  const icd10 = new Map<string, Entry[]>();
  const needles: TextNeedle[] = [];
  const rules = new Map<string, KeyRule>();
  const short: ShortEntry[] = [];
  const kinds = new Map<string, ValueKind>();
  const elementCounts = new Map<string, number>();
  // The names of each record (fields without a record form one), for binding values to their subject.
  const recordNames = new Map<string, Set<string>>();
  if (inContext) {
    for (const field of vault) {
      if (field.tier === 'canary' || (field.kind ?? inferValueKind(field)) !== 'name') continue;
      const names = recordNames.get(field.record ?? '') ?? new Set<string>();
      for (const word of looseWords(field.value, memo.loose).split(' ')) if (word.length >= 3) names.add(word);
      recordNames.set(field.record ?? '', names);
    }
  }
  // One set per subject: a list value's elements share their parent's.
  const subjectSets = new Map<string, ReadonlySet<string>>();
  const noSubjects: ReadonlySet<string> = new Set();
  const subjectsOf = (field: VaultField): ReadonlySet<string> => {
    if (field.subject === undefined) return recordNames.get(field.record ?? '') ?? noSubjects;
    let subjects = subjectSets.get(field.subject);
    if (subjects === undefined) {
      subjects = new Set(
        looseWords(field.subject, memo.loose)
          .split(' ')
          .filter((word) => word.length >= 3),
      );
      subjectSets.set(field.subject, subjects);
    }
    return subjects;
  };
  const addField = (field: VaultField, parent: VaultField, element: ElementOf | null): ValueKind | null => {
    const keys = memo.keysOf(field);
    if (keys === null) return null;
    const { kind } = keys;
    kinds.set(field.key, kind);
    const entry: Entry = { field, kind };
    for (const key of keys.digits) add(digits, key, entry);
    if (keys.last4 !== null) add(last4, keys.last4, { field: field.key, kind });
    if (keys.amount !== null) add(amounts, keys.amount, entry);
    if (keys.date !== null) add(dates, keys.date, entry);
    if (keys.email !== null) add(emails, keys.email, entry);
    if (keys.iban !== null) add(ibans, keys.iban, entry);
    if (keys.icd10 !== null) add(icd10, keys.icd10, entry);
    needles.push(...keys.needles);
    if (!inContext) return kind;
    const shortForm = shortEntry(field.key, field.value, kind);
    if (shortForm !== null) short.push(shortForm, ...signedCodeForms(shortForm.value).map((value) => ({ key: field.key, value, numeric: false })));
    const cue = memo.needsCue(field, kind, shortForm !== null, element !== null);
    // Free text is also checked for the options of a form (`Sanctions available: verbal warning, written warning, ...`).
    // A record's capitalised words are as often a merchant as a person (`Lakeside Counseling Associates`).
    const person = element?.shape === 'list' && kind === 'name' && field.value.trim().split(SPACES).length >= 2;
    if (cue || element !== null || kind === 'text')
      rules.set(field.key, { needsCue: cue, cues: memo.cuesOf(parent), subjects: subjectsOf(parent), short: shortForm !== null, element, ...(person ? { person } : {}) });
    return kind;
  };
  // An address is also found by its street line alone (`Pickup: 7 Elm Grove, Didsbury M20 6RT`).
  const addStreetLine = (field: VaultField): void => {
    const line = streetLineOf(field.value);
    if (line === null) return;
    const key = `${field.key}${ADDRESS_PART_KEY_SUFFIX}`;
    const keys = memo.keysOf({ ...field, key, value: line, kind: 'address' });
    if (keys === null) return;
    needles.push(...keys.needles);
    kinds.set(key, 'address');
    rules.set(key, { needsCue: false, cues: memo.cuesOf(field), subjects: subjectsOf(field), short: false, element: null, addressPart: { parent: field.key } });
  };
  // A person is also named by their given name or surname alone (`Priya's leave`, `Hi Aoife`), where written as a name.
  const addNameParts = (field: VaultField): void => {
    const parts = looseWords(field.value, memo.loose).split(' ');
    if (parts.length < 2 || parts.length > 4) return;
    const given = parts[0] as string;
    const surname = parts[parts.length - 1] as string;
    const named = [given, ...(parts.length === 2 ? [surname] : [])];
    named.forEach((part, index) => {
      if (part.length < MIN_NAME_PART_LENGTH || !LETTERS_ONLY.test(part) || parts.indexOf(part) !== parts.lastIndexOf(part)) return;
      const key = `${field.key}${NAME_PART_KEY_SEPARATOR}${index}`;
      needles.push(nameNeedle(key, part));
      kinds.set(key, 'name');
      rules.set(key, {
        needsCue: true,
        cues: memo.cuesOf(field),
        subjects: subjectsOf(field),
        short: false,
        element: null,
        namePart: { parent: field.key, common: memo.common.isCommon(part), surname: index === 1 },
      });
    });
  };
  for (const field of vault) {
    const kind = addField(field, field, null);
    if (kind === null || !inContext) continue;
    if (kind === 'name') addNameParts(field);
    if (kind === 'address') addStreetLine(field);
    const split = valueElements(field.value, kind);
    if (split === null) continue;
    elementCounts.set(field.key, split.elements.length);
    split.elements.forEach((value, index) => {
      const elementOf: ElementOf = { parent: field.key, index, total: split.elements.length, shape: split.shape };
      const element: VaultField = { ...field, key: elementKey(field.key, index), value, kind: inferValueKind({ key: field.key, value }) };
      // A person in a list is also named by surname alone (`witnesses Reyes, Chu and Dalton`), where
      // bound; a record's two capitalised words are a merchant or a place as often (`Harbor Pharmacy`).
      if (addField(element, field, elementOf) !== 'name' || split.shape === 'record') return;
      const surname = value.trim().split(SPACES).pop() ?? '';
      if (surname.length < 2 || surname === value.trim()) return;
      const key = `${element.key}${SURNAME_KEY_SUFFIX}`;
      const keys = memo.keysOf({ ...field, key, value: surname, kind: 'text' });
      if (keys !== null) needles.push(...keys.needles);
      const shortForm = shortEntry(key, surname, 'text');
      if (shortForm !== null) short.push(shortForm);
      kinds.set(key, 'name');
      rules.set(key, { needsCue: true, cues: memo.cuesOf(field), subjects: subjectsOf(field), short: shortForm !== null, element: elementOf });
    });
  }
  const lengths = new Set([...digits.keys()].map((key) => key.length));
  const prefixes = new Set([...digits.keys()].map((key) => key.slice(0, SEQUENCE_PREFIX_LENGTH)));
  memo.releaseFiles();
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
    rules,
    short,
    kinds,
    elementCounts,
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
  /** For a match of one element of a list or record value: which. */
  readonly element?: ElementOf;
}

/** Confidence of a short value bound to its field by a cue. */
const SHORT_CONFIDENCE = 0.8;

/**
 * Occurrences of a short value as written: case-sensitive, not inside a longer word or number
 * (`712` not in `7120`, `3.1` not in `3.15` or `13.1`, `B` not in `B+`).
 */
function forEachShortOccurrence(text: string, entry: ShortEntry, visit: (start: number, end: number) => void): void {
  const { value, numeric } = entry;
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    const end = at + value.length;
    const before = at > 0 ? text.charCodeAt(at - 1) : 32;
    const after = end < text.length ? text.charCodeAt(end) : 32;
    if (isAsciiAlnumCode(before) || isAsciiAlnumCode(after) || after === 43) continue;
    if (numeric) {
      // Not part of a longer number: `1.712`, `712.5`, `712,000`, `$4,712`.
      if ((before === 46 || before === 44) && at > 1 && isAsciiAlnumCode(text.charCodeAt(at - 2))) continue;
      if ((after === 46 || after === 44) && end + 1 < text.length && isAsciiAlnumCode(text.charCodeAt(end + 1))) continue;
      if (before === 36 || after === 37) continue;
    } else if (after === 45 && end + 1 < text.length && isAsciiAlnumCode(text.charCodeAt(end + 1))) {
      continue;
    }
    visit(at, end);
  }
}

/** True when another element of the same value is found near a hit, as an item of one list when both need a cue. */
function siblingNear(text: string, hit: ValueHit, rule: KeyRule, element: ElementOf, hits: readonly ValueHit[], rules: ReadonlyMap<string, KeyRule>): boolean {
  const { start, end } = hit.span;
  return hits.some((other) => {
    const otherRule = rules.get(other.field);
    const otherElement = otherRule?.element;
    if (otherRule === undefined || otherElement === undefined || otherElement === null) return false;
    if (otherElement.parent !== element.parent || otherElement.index === element.index || Math.abs(other.span.start - start) > SIBLING_DISTANCE) return false;
    // Two elements that need a cue bind each other only as items of one list (`support, four and institution`).
    if (!(otherRule.needsCue && rule.needsCue)) return true;
    const gap = other.span.start < start ? text.slice(other.span.end, start) : text.slice(end, other.span.start);
    return LIST_GAP.test(gap) && LIST_MARK.test(gap);
  });
}

/** Whether a hit under a rule counts (see {@link applyRules}). */
function counts(text: string, hit: ValueHit, rule: KeyRule, hits: readonly ValueHit[], rules: ReadonlyMap<string, KeyRule>): boolean {
  const { start, end } = hit.span;
  if (rule.namePart !== undefined) return namedByPart(text, start, end, rule.namePart.common, rule.namePart.surname);
  const mark = optionMark(text, start);
  if (mark === 'unchecked') return false;
  // A ticked box or radio button is the form's own binding of the value.
  if (mark === 'checked') return true;
  // What is common, available or eligible in general is no one's record (`Common charges we defend: …`).
  if (inCatalogue(text, start, end, rule.subjects)) return false;
  const listed = enumerationAt(text, start, end);
  // `opposing party, X`: a label and its value inside a comma list are no item of it.
  const enumeration = listed === 'list' && cueInSameItem(text, start, rule.cues) ? null : listed;
  if (!rule.needsCue) {
    // A distinctive value is named even as an example (`e.g., "Generalized Anxiety Disorder"`),
    // not as one of a form's options; one element alone counts when the text is about the
    // value's subject (or names its field).
    if (enumeration === 'options') return false;
    // `No chronic kidney disease.`, `non-smoker`: the text says the value does not hold.
    if (negatedBefore(text, start)) return false;
    // `His wife takes atorvastatin`: told of a relative, not of the record's subject.
    if (rule.addressPart === undefined && rule.person !== true && toldOfRelative(text, start) && !aboutRelatives(rule.cues)) return false;
    if (rule.element === null || rule.person === true || siblingNear(text, hit, rule, rule.element, hits, rules)) return true;
    return isBound(text, start, end, rule.cues, rule.subjects) || aboutSomeone(text, start, end);
  }
  if (inTemplateHeading(text, start) || negatedBefore(text, start) || inLongerTerm(text, start, rule.cues)) return false;
  if (rule.element !== null && enumeration !== 'options' && siblingNear(text, hit, rule, rule.element, hits, rules)) return true;
  // A short value is bound by its field's words only (a name near `a` or `C` says nothing).
  // `2/5` is a score, not `/`-separated options.
  if (rule.short) return OUT_OF.test(text.slice(end, end + 16)) || (enumeration === null && isBound(text, start, end, rule.cues));
  return enumeration === null && (isBound(text, start, end, rule.cues, rule.subjects) || (rule.element === null && writtenAsName(text, start, end)));
}

/**
 * Applies the key rules to the hits of a text. A value in an empty form box (`[ ] Pending`)
 * never counts and one in a ticked box (`[x] Pending`) always does. Free text and list elements
 * do not count as options of an enumeration (as examples they do); one element of a list or
 * record alone counts when it is bound or its sentence is about a person (`She's allergic to
 * penicillin`, not `The canteen menu labels shellfish`). A value that needs a cue counts when it is
 * not in a template heading, after a negation or inside a longer capitalised term, and either
 * another element of its list is near it or, outside any enumeration, it is bound to its field or
 * (a common word) capitalised mid-sentence as a name (`Works in Security.`).
 * Element hits then name their field, with the element.
 */
function applyRules(text: string, hits: ValueHit[], rules: ReadonlyMap<string, KeyRule>): ValueHit[] {
  if (rules.size === 0 || !hits.some((hit) => rules.has(hit.field))) return hits as ValueHit[];
  const kept: ValueHit[] = [];
  for (const hit of hits) {
    const rule = rules.get(hit.field);
    if (rule === undefined) {
      kept.push(hit);
      continue;
    }
    if (!counts(text, hit, rule, hits, rules)) continue;
    const { element, namePart, addressPart } = rule;
    if (namePart !== undefined) {
      kept.push({ ...hit, field: namePart.parent, method: 'name-part', confidence: NAME_PART_CONFIDENCE });
      continue;
    }
    if (addressPart !== undefined) {
      kept.push({ ...hit, field: addressPart.parent, method: 'address-part', confidence: ADDRESS_PART_CONFIDENCE });
      continue;
    }
    kept.push(element === null ? hit : { ...hit, field: element.parent, method: element.shape === 'record' ? 'record-element' : 'list-element', element });
  }
  return kept;
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
    for (const match of matchTextNeedles(text, index.textNeedles, index.textNeedleSet, loose, scan.shared, true)) {
      const span = { start: match.start, end: match.end };
      // A name written with an initial is not the local part of an e-mail address (`h.tanaka@...`).
      if (match.needle.method === 'name-variant' && text.charCodeAt(match.end) === 64 && match.needle.words.some((word) => word.length === 1)) continue;
      const method = match.inserted === true ? 'inserted' : exactOrNormalised(text, span, match.needle.value, match.needle.method);
      hits.push({ field: match.needle.field, method, span, confidence: method === 'verbatim' ? 1 : method === 'normalised' ? 0.9 : 0.85 });
    }
  }
  for (const entry of index.short) {
    forEachShortOccurrence(text, entry, (start, end) => {
      hits.push({ field: entry.key, method: 'verbatim', span: { start, end }, confidence: SHORT_CONFIDENCE });
    });
  }
  return applyRules(text, hits, index.rules);
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
      // A number read in one region matches a vault value of another by its national forms (`01 5550123`).
      const national = recognition.normalised.startsWith('1') ? [recognition.normalised.slice(1)] : nationalDigitKeys(recognition.normalised);
      return [...new Set([recognition.normalised, ...national].flatMap((key) => lookup(index.digits, key)))];
    }
    case 'ssn':
    case 'card':
    case 'routing':
      return lookup(index.digits, recognition.normalised);
    case 'ip':
      // IP addresses have no index of their own: vaults rarely hold one, so compare them as written.
      return [...index.fields.values()].filter((field) => field.value.trim().toLowerCase() === recognition.normalised).map((field) => field.key);
  }
}
