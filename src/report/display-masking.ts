/**
 * Masking of event content for display — the one mechanism behind the viewer's timeline and
 * the excerpts reports quote. A finding keeps one hit per field per event (the best, of the
 * lowest tier), so masking findings alone left a field's other copies in the clear: the base64,
 * hex, reversed or upper-cased repeat of a canary next to its plain form. Display masks every
 * hit of every detector instead, and every text so found wherever else it occurs in the trace.
 */
import type { ChannelId, Span, VaultField } from '../contracts/index.js';
import { scanText } from '../detect/pipeline.js';
import type { DetectorHit, PreparedDetector } from '../detect/types.js';
import { maskValue, maskValuesInText } from '../lib/masking.js';

const DIGIT_RUN = /\d(?:[\d\s().,/-]{3,}\d)/g;
const CANARY_TOKEN = /CANARY_[A-Za-z0-9_]+/gi;

/**
 * Redacts a text for display: vault values (and `alsoMask`, texts found elsewhere in the same
 * trace), any digit run of 5+ digits (whatever its separators), and canary markers.
 * Conservative on purpose: examples must never re-leak a value in another format.
 */
export function redactForDisplay(text: string, vault: readonly VaultField[], alsoMask: readonly string[] = []): string {
  const masked = maskValuesInText(text, [...vault.map((field) => field.value), ...alsoMask]);
  return masked.replace(CANARY_TOKEN, (token) => token.replace(/[0-9A-F]{6,}$/i, '****')).replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= 5 ? run.replace(/\d/g, '*') : run));
}

/**
 * Every hit of the detectors in a text: every field, every occurrence, every form (the hits
 * before attribution keeps one per field). The context is the one the detection engine gives.
 *
 * @example everyHit('key K; as base64 S0tL…', 'C2', detectors).map((hit) => hit.method) // ['verbatim', 'base64']
 */
export function everyHit(text: string, channel: ChannelId, detectors: readonly PreparedDetector[]): DetectorHit[] {
  // Folded too: a repeat written with zero-width or look-alike characters is masked like the plain one.
  return scanText(text, channel, detectors);
}

/**
 * Adds the text of each span of `content` to `found` (the texts a trace's display masks in all
 * its events: a value found in one event is masked where it occurs in another, even where no
 * detector looked for it, such as an unvaulted identifier or a judge's span).
 */
export function addSpanTexts(content: string, spans: Iterable<Span>, found: Set<string>): void {
  for (const span of spans) {
    const text = content.slice(Math.max(0, span.start), Math.max(0, span.end));
    if (text.trim().length > 0) found.add(text);
  }
}

/** Overlapping items merged into one stretch of text (UTF-16 offsets, end exclusive). */
export interface MergedSpan<T> {
  start: number;
  end: number;
  readonly items: T[];
}

/** Item spans clamped to the text and merged where they overlap, in order. */
export function mergeSpans<T extends { readonly span: Span }>(length: number, items: readonly T[]): MergedSpan<T>[] {
  const spans = items
    .map((item) => ({ start: Math.max(0, Math.min(item.span.start, length)), end: Math.max(0, Math.min(item.span.end, length)), item }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: MergedSpan<T>[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last !== undefined && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.items.push(span.item);
    } else {
      merged.push({ start: span.start, end: span.end, items: [span.item] });
    }
  }
  return merged;
}

/** A masked text and where its masked stretches ended up in it. */
export interface MaskedSpans<T> {
  readonly text: string;
  /** Each merged stretch of items, at its offsets in `text`. */
  readonly marks: readonly MergedSpan<T>[];
}

/**
 * Content for display: every item's span (merged where they overlap) becomes `maskValue` of
 * its text (`***-**-3981`, `****`), and the text between is redacted against the vault and the
 * trace's `found` texts (see {@link redactForDisplay}).
 *
 * @example maskSpans('SSN 512-44-3981', [{ span: { start: 4, end: 15 } }], vault).text // 'SSN ***-**-3981'
 */
export function maskSpans<T extends { readonly span: Span }>(content: string, items: readonly T[], vault: readonly VaultField[], found: Iterable<string> = []): MaskedSpans<T> {
  const alsoMask = [...found];
  let text = '';
  const marks: MergedSpan<T>[] = [];
  let cursor = 0;
  for (const span of mergeSpans(content.length, items)) {
    text += redactForDisplay(content.slice(cursor, span.start), vault, alsoMask);
    const placeholder = maskValue(content.slice(span.start, span.end));
    marks.push({ start: text.length, end: text.length + placeholder.length, items: span.items });
    text += placeholder;
    cursor = span.end;
  }
  text += redactForDisplay(content.slice(cursor), vault, alsoMask);
  return { text, marks };
}

/** One event of a trace, as display masking reads it. */
export interface MaskableEvent {
  readonly channel: ChannelId;
  readonly content: string;
}

/** What a trace's display masks: the hits in each event, and every text they cover. */
export interface TraceMasks {
  /** Every hit of every detector, per event (in the order of the events). */
  readonly hits: readonly (readonly DetectorHit[])[];
  /** The texts of those hits and of the `spans` given, to mask in every event. */
  readonly found: ReadonlySet<string>;
}

/**
 * Runs the detectors over every event of a trace for display (see {@link everyHit}), and
 * collects what they found, with the texts of other spans known per event (findings read from
 * a file, which may come from a judge), so each is masked in every event.
 */
export function traceMasks(events: readonly MaskableEvent[], detectors: readonly PreparedDetector[], spans: (index: number) => Iterable<Span> = () => []): TraceMasks {
  const found = new Set<string>();
  const hits = events.map((event, index) => {
    const inEvent = everyHit(event.content, event.channel, detectors);
    addSpanTexts(
      event.content,
      inEvent.map((hit) => hit.span),
      found,
    );
    addSpanTexts(event.content, spans(index), found);
    return inEvent;
  });
  return { hits, found };
}

/**
 * One event's content masked for an excerpt: every span any detector found in it, and every
 * text found anywhere in its trace.
 *
 * @example maskedEventText(event.content, masks.hits[i] ?? [], vault, masks.found)
 */
export function maskedEventText(content: string, hits: readonly DetectorHit[], vault: readonly VaultField[], found: Iterable<string>): string {
  return maskSpans(content, hits, vault, found).text;
}
