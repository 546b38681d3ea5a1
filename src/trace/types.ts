import type { Readable } from 'node:stream';
import type { Trace, TraceRecord } from '../contracts/index.js';

/**
 * A line (or whole file, `line: 0`) that could not be used. `message` starts with the
 * location and names field paths and expected types only: it never quotes the line,
 * because trace lines carry private values.
 */
export interface RejectedLine {
  /** The source as the caller named it (`<stdin>` for `-`). */
  readonly file: string;
  /** 1-based line number; 0 when the whole file is meant (directory imports). */
  readonly line: number;
  readonly message: string;
}

/** One non-blank line of a JSON Lines source, or the reason it could not be read. */
export type LineItem =
  | {
      readonly ok: true;
      readonly file: string;
      readonly line: number;
      /** The line without its terminator (LF or CRLF) and without a leading UTF-8 BOM. */
      readonly text: string;
      /** Set when the bytes were not valid UTF-8; bad sequences became U+FFFD. */
      readonly invalidUtf8?: true;
    }
  | { readonly ok: false; readonly error: RejectedLine };

/**
 * One trace record read from a source, or a rejected line. A rejected line carries `traceId` when
 * the trace it belonged to can be told safely (see `parseTraceLine`): that trace lost a line and
 * is incomplete.
 */
export type ReadItem =
  | { readonly ok: true; readonly record: TraceRecord; readonly file: string; readonly line: number }
  | { readonly ok: false; readonly error: RejectedLine; readonly traceId?: string };

/** An assembled trace (with where its `trace-start` was), or a rejected line passed through. */
export type TraceItem = { readonly kind: 'trace'; readonly trace: Trace; readonly file: string; readonly line: number } | { readonly kind: 'rejected'; readonly error: RejectedLine };

/** Options shared by every reader. */
export interface ReadOptions {
  /** Lines longer than this many bytes become rejected items. Default 64 MiB. */
  readonly maxLineBytes?: number;
  /** What `-` reads from; defaults to `process.stdin`. Injected so tests need no real stdin. */
  readonly stdin?: Readable | AsyncIterable<Uint8Array>;
}

/** Default for {@link ReadOptions.maxLineBytes}. */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

/** Name used in messages for the `-` source. */
export const STDIN_NAME = '<stdin>';

/** One source or several, read one after the other. */
export type SourceList = string | readonly string[];

/** Normalises a {@link SourceList} to an array. */
export function sourceArray(sources: SourceList): readonly string[] {
  return typeof sources === 'string' ? [sources] : sources;
}

/** The display name of a source in messages. */
export function displayName(source: string): string {
  return source === '-' ? STDIN_NAME : source;
}
