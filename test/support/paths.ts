/** Paths of the checkout, for the test support and the tests. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The nearest folder at or above `from` that holds a package.json: the checkout, whether this
 * file runs from `test/support` (vitest) or compiled into `dist-bench/test/support` (the bench).
 */
function checkoutRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json at or above ${from}`);
  }
}

/** The root of the checkout (where package.json is). */
export const PROJECT_ROOT = checkoutRoot(import.meta.dirname);
