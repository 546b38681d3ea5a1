/**
 * List and record values: a vault value with several elements, each matched on its own.
 *
 * A *list* is a JSON or Python array string (`["Omeprazole", "Gabapentin"]`, `['latex', 'shellfish']`)
 * or items separated by `;`, line breaks, ` / `, or (when every item is short) `,`, ` and `, ` & `:
 * `metformin; lisinopril; atorvastatin`, `Alma Reyes; Bowen Chu; Cyrus Dalton`. A *record* is a
 * value whose parts are of different kinds: `$412.80 at Walgreens on 2026-03-02` is an amount, a
 * merchant and a date. The field leaks when any element does.
 */
import type { ValueKind } from '../../contracts/index.js';
import { scanDates } from './dates.js';
import { scanAmounts } from './money.js';

/** Separators that always split a list (`;`, line breaks, a spaced slash). */
export const STRONG_SEPARATOR = /;|\r?\n|\s\/\s/;
/** Separators that split a list of short items (`,` outside a number, ` and `, ` & `). */
export const WEAK_SEPARATOR = /,(?!\d{3}(?!\d))|\s(?:and|&)\s/;
/** A quoted item of an array string. */
export const QUOTED_ITEM = /'([^']*)'|"([^"]*)"/g;
/** A key and its value in an object of an array string (`'amount': 395.21`, `"merchant": "Jones LLC"`). */
export const OBJECT_ENTRY = /['"][^'"]{1,40}['"]\s{0,2}:\s{0,2}(?:'([^']*)'|"([^"]*)"|(-?\d+(?:[.,]\d+)*))/g;
/** Words that join the parts of a record (`at`, `to`, `on`, ...). */
export const RECORD_CONNECTOR = /,|;|\s(?:at|to|on|from|via|for|in)\s/i;

/** A bullet or number opening an item (`- `, `• `, `2. `). */
export const BULLET = /^(?:[-*•]|\d{1,2}[.)])\s+/u;
/** A letter or digit. */
export const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Runs of white space. */
export const SPACES = /\s+/;

/** Every pattern of this file, for the ReDoS check. */
export const LIST_VALUE_PATTERNS: readonly RegExp[] = [STRONG_SEPARATOR, WEAK_SEPARATOR, QUOTED_ITEM, OBJECT_ENTRY, SPACES, RECORD_CONNECTOR, BULLET, WORD_CHAR];

/** Words an item of a `,` or `and` list has at most (longer parts are clauses of one text). */
const MAX_WEAK_ITEM_WORDS = 4;
/** Elements a value is split into, at most. */
const MAX_ELEMENTS = 16;

/** The elements of a list or record value. */
export interface ValueElements {
  readonly shape: 'list' | 'record';
  readonly elements: readonly string[];
}

/** Kinds whose values may be lists or records: free text (names and addresses keep their commas). */
const LIST_KINDS: ReadonlySet<ValueKind> = new Set(['text']);

function words(text: string): number {
  return text.split(SPACES).filter((word) => word !== '').length;
}

function clean(items: readonly string[]): string[] {
  return items.map((item) => item.trim().replace(BULLET, '')).filter((item) => WORD_CHAR.test(item));
}

/** The items of an array string (`["a", "b"]`, `['a', 'b']`), or null when the value is not one. */
function arrayItems(value: string): string[] | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) return null;
  const items: string[] = [];
  // An array of objects (records): their values are the elements, not their keys.
  for (const match of trimmed.matchAll(OBJECT_ENTRY)) items.push(match[1] ?? match[2] ?? match[3] ?? '');
  if (items.length > 0) return items;
  for (const match of trimmed.matchAll(QUOTED_ITEM)) items.push(match[1] ?? match[2] ?? '');
  return items.length > 0 ? items : trimmed.slice(1, -1).split(',');
}

/**
 * A part of a value split by kind: its amounts and dates, and the text between them split at
 * connectors (`$18,500 wire to Castellan Holdings on 2026-01-09` → `$18,500`, `wire`, `Castellan
 * Holdings`, `2026-01-09`). Returns the part itself when it holds no amount or date beside words.
 */
function recordParts(part: string): { parts: string[]; record: boolean } {
  const typed = [...scanAmounts(part).filter((amount) => amount.marked), ...scanDates(part)].sort((a, b) => a.start - b.start);
  const spans: { start: number; end: number }[] = [];
  for (const span of typed) {
    const last = spans[spans.length - 1];
    if (last !== undefined && span.start < last.end) continue;
    spans.push({ start: span.start, end: span.end });
  }
  if (spans.length === 0) return { parts: [part], record: false };
  const parts: string[] = [];
  let cursor = 0;
  for (const span of spans) {
    parts.push(...part.slice(cursor, span.start).split(RECORD_CONNECTOR), part.slice(span.start, span.end));
    cursor = span.end;
  }
  parts.push(...part.slice(cursor).split(RECORD_CONNECTOR));
  const kept = clean(parts);
  return kept.length >= 2 ? { parts: kept, record: true } : { parts: [part], record: false };
}

/**
 * The elements of a value that is a list or a record, or null when it is one value. Only free
 * text (`text` kind) is split: names and addresses keep their commas.
 *
 * @example valueElements("['Omeprazole', 'Gabapentin']", 'text') // { shape: 'list', elements: ['Omeprazole', 'Gabapentin'] }
 * @example valueElements('$412.80 at Walgreens on 2026-03-02', 'text') // { shape: 'record', elements: ['$412.80', 'Walgreens', '2026-03-02'] }
 */
export function valueElements(value: string, kind: ValueKind): ValueElements | null {
  if (!LIST_KINDS.has(kind)) return null;
  let items = arrayItems(value);
  const objects = items !== null && value.includes(':') && [...value.matchAll(OBJECT_ENTRY)].length > 0;
  if (items === null) {
    items = value.split(STRONG_SEPARATOR);
    if (items.length < 2) {
      const weak = value.split(WEAK_SEPARATOR);
      items = weak.length >= 2 && weak.every((item) => words(item) <= MAX_WEAK_ITEM_WORDS) ? weak : [value];
    }
  }
  let record = false;
  const elements: string[] = [];
  for (const item of clean(items)) {
    const split = recordParts(item);
    record ||= split.record;
    elements.push(...split.parts);
  }
  const distinct = [...new Set(elements)].slice(0, MAX_ELEMENTS);
  if (distinct.length < 2) return null;
  return { shape: record || objects ? 'record' : 'list', elements: distinct };
}
