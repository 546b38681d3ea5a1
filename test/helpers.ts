import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
export const CLI = resolve(PROJECT_ROOT, 'dist/cli/main.js');
export const SHARED_DATA = resolve(PROJECT_ROOT, '../shared/data');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI (the test command builds first) as a user would. */
export function leakscope(args: readonly string[], options: { input?: string; cwd?: string } = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
