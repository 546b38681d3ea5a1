/** Small helpers shared by the trace tests (excluded from the build by its name). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Drains an async iterable into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A fresh temporary directory and a function that removes it. */
export function tempDir(prefix: string): { readonly dir: string; readonly path: (name: string) => string; readonly remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `leakscope-${prefix}-`));
  return { dir, path: (name) => join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The project root, for fixtures and docs. */
export const projectRoot = resolve(import.meta.dirname, '../..');

/** Path of a fixture under `test/fixtures/trace/`. */
export function fixture(name: string): string {
  return join(projectRoot, 'test/fixtures/trace', name);
}
