/**
 * Opening a source as a stream of bytes: a file path or `-` for stdin, gunzipped when the
 * bytes start with the gzip magic number (1f 8b) whatever the file is called.
 */
import { createReadStream } from 'node:fs';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { LeakscopeError } from '../contracts/index.js';
import { displayName, type ReadOptions } from './types.js';

const GZIP_MAGIC_0 = 0x1f;
const GZIP_MAGIC_1 = 0x8b;
/**
 * Reads and decompressed chunks stay small, and at most one waits ahead of the reader: a
 * buffer that waits while earlier lines are scored outlives young-generation collections, and
 * promoted buffers stay in memory until a full collection. With 1 MB reads and 1 MB gunzip
 * chunks an audit of the AgentLeak release held ~90 MB of such buffers (peak RSS 304 MB); a
 * 10x input still grew by 3-4 MB of them a second between full collections with 1 MB reads
 * read 16 ahead into the gunzip.
 */
const READ_CHUNK_BYTES = 64 * 1024;
const GUNZIP_CHUNK_BYTES = 64 * 1024;

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  throw new LeakscopeError('input-unreadable', 'stdin produced a chunk that is not bytes');
}

/** True for an error raised by the operating system while opening or reading a file. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps an open failure to the error the CLI reports, naming the path but no content. */
export function openError(source: string, error: unknown): LeakscopeError {
  const code = errorCode(error);
  if (code === 'ENOENT') return new LeakscopeError('input-not-found', `${source}: no such file or directory`, { source }, { cause: error });
  const reason = code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (code ?? 'cannot be read');
  return new LeakscopeError('input-unreadable', `${source}: ${reason}`, { source, code }, { cause: error });
}

async function* rawChunks(source: string, options: ReadOptions): AsyncGenerator<Buffer> {
  const stream: AsyncIterable<unknown> = source === '-' ? (options.stdin ?? process.stdin) : createReadStream(source, { highWaterMark: READ_CHUNK_BYTES });
  for await (const chunk of stream) yield toBuffer(chunk);
}

/**
 * The bytes of a source, decompressed when gzip. Errors before the first byte are open
 * errors (missing file, directory, permissions) and are thrown as {@link LeakscopeError};
 * callers treat later errors (a truncated gzip member) as the end of readable input.
 */
export async function* openBytes(source: string, options: ReadOptions = {}): AsyncGenerator<Buffer> {
  const iterator = rawChunks(source, options);
  const head: Buffer[] = [];
  let headBytes = 0;
  try {
    // The magic number needs two bytes; a stream may deliver fewer in its first chunk.
    while (headBytes < 2) {
      const next = await iterator.next();
      if (next.done === true) break;
      head.push(next.value);
      headBytes += next.value.length;
    }
  } catch (error) {
    await iterator.return(undefined);
    throw error instanceof LeakscopeError ? error : openError(displayName(source), error);
  }
  const first = head.length === 1 ? head[0] : Buffer.concat(head);
  // The iterator was started by hand, so it must be closed by hand on every exit path
  // (an early `return()` while suspended at `yield first` would otherwise leak the file).
  try {
    if (first === undefined || first.length === 0) return;
    if (first[0] !== GZIP_MAGIC_0 || first[1] !== GZIP_MAGIC_1) {
      yield first;
      yield* iterator;
      return;
    }
    const replay = async function* (): AsyncGenerator<Buffer> {
      yield first;
      yield* iterator;
    };
    // pipeline() destroys both streams on failure or early exit; the callback only
    // swallows what the iteration below rethrows anyway.
    const gunzip = pipeline(Readable.from(replay(), { highWaterMark: 1 }), createGunzip({ chunkSize: GUNZIP_CHUNK_BYTES }), () => undefined);
    for await (const chunk of gunzip) yield toBuffer(chunk);
  } finally {
    await iterator.return(undefined);
  }
}
