/** Streaming JSON Lines input for scenario files: bounded memory, 1-based line numbers. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { LeakscopeError } from '../contracts/index.js';
import { parseJson } from '../lib/json-parse.js';

/** One non-blank line of a file. */
export interface TextLine {
  /** 1-based, counting blank lines too, so it matches an editor's line number. */
  readonly line: number;
  readonly text: string;
}

/**
 * Reads the non-blank lines of a UTF-8 file, one at a time. A missing file or a directory
 * throws a {@link LeakscopeError} (`input-not-found` / `input-unreadable`) before any line.
 *
 * @example for await (const { line, text } of readTextLines('scenarios.jsonl')) console.log(line, text.length);
 */
export async function* readTextLines(path: string): AsyncGenerator<TextLine> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new LeakscopeError('input-unreadable', `${path}: not a regular file`, { path });
  } catch (error) {
    if (error instanceof LeakscopeError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new LeakscopeError('input-not-found', `${path}: no such file`, { path }, { cause: error });
    throw new LeakscopeError('input-unreadable', `${path}: cannot read (${String(code ?? 'unknown error')})`, { path }, { cause: error });
  }
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const raw of lines) {
    line += 1;
    const text = line === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    if (text.trim().length > 0) yield { line, text };
  }
}

/**
 * Parses one JSON line. Parser messages can quote the input (which may hold vault values), so
 * only the position is kept (`lib/json-parse.ts`).
 */
export const parseJsonLine = parseJson;
