/**
 * `findPackageInfo` finds leakscope's own manifest from any depth — `src/run/runner.ts`,
 * `dist/cli/version.js`, `dist-bench/src/run/runner.js` — skipping other packages' manifests on
 * the way up, and says so when there is none.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackageInfo } from '../src/lib/package-info.js';
import { PROJECT_ROOT } from './support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-package-info-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('findPackageInfo', () => {
  const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };

  it('finds the package manifest from a module two or three levels down', () => {
    for (const module of ['src/run/runner.ts', 'src/cli/version.ts', 'dist-bench/src/run/runner.js']) {
      expect(findPackageInfo(pathToFileURL(join(PROJECT_ROOT, module)).href), module).toEqual({ name: 'leakscope', version, root: PROJECT_ROOT });
    }
  });

  it('skips manifests of other names and unreadable ones, and fails clearly without one', () => {
    const root = join(work, 'root');
    mkdirSync(join(root, 'node_modules', 'other', 'lib'), { recursive: true });
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'leakscope', version: '9.9.9' }));
    writeFileSync(join(root, 'node_modules', 'other', 'package.json'), JSON.stringify({ name: 'other', version: '1.0.0' }));
    writeFileSync(join(root, 'node_modules', 'package.json'), '{ not json');
    expect(findPackageInfo(join(root, 'node_modules', 'other', 'lib', 'index.js'))).toEqual({ name: 'leakscope', version: '9.9.9', root });
    expect(() => findPackageInfo(join(root, 'node_modules', 'other', 'lib', 'index.js'), 'no-such-package')).toThrow(/no package.json named "no-such-package"/);
  });
});
