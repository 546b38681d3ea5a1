/**
 * The package's own manifest, found from a module's location: the first `package.json` named
 * `leakscope` above it. A fixed relative path would break wherever the module is compiled to
 * another depth (`dist/cli/version.js`, `dist-bench/src/run/runner.js`). Reads one small file
 * with `node:fs`; nothing is kept between calls (callers read it once, at load).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LeakscopeError } from '../contracts/errors.js';

/** What leakscope reads from its manifest. */
export interface PackageInfo {
  readonly name: string;
  readonly version: string;
  /** The directory holding the manifest. */
  readonly root: string;
}

/** The package name looked for by default. */
export const PACKAGE_NAME = 'leakscope';

function readManifest(path: string): { name?: unknown; version?: unknown } | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { name?: unknown; version?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Walks up from the directory of `from` (a module URL or a file path) to the first `package.json`
 * whose `name` is `name`.
 *
 * @example findPackageInfo(import.meta.url).version // '0.1.0'
 * @throws LeakscopeError `internal` when no such manifest is above `from`.
 */
export function findPackageInfo(from: string | URL, name: string = PACKAGE_NAME): PackageInfo {
  const start = from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : from;
  let dir = dirname(start);
  for (;;) {
    const manifest = readManifest(join(dir, 'package.json'));
    if (manifest?.name === name) {
      if (typeof manifest.version !== 'string') throw new LeakscopeError('internal', `${join(dir, 'package.json')} has no version`, { path: join(dir, 'package.json') });
      return { name, version: manifest.version, root: dir };
    }
    const parent = dirname(dir);
    if (parent === dir) throw new LeakscopeError('internal', `no package.json named "${name}" above ${start}`, { from: start });
    dir = parent;
  }
}
