import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ChildResult {
  task: string;
  ms: number;
  maxRssMB: number;
  items: number;
  bytes: number;
}

const here = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = resolve(here, '../..');
/**
 * The reference data directory, as the tests resolve it (test/support/data.ts):
 * `LEAKSCOPE_REFERENCE_DATA` (`none` hides it), default `<repo>/../shared/data`.
 */
const referenceData = process.env['LEAKSCOPE_REFERENCE_DATA'];
export const SHARED_DATA =
  referenceData === 'none'
    ? resolve(PROJECT_ROOT, 'reference data hidden by LEAKSCOPE_REFERENCE_DATA=none')
    : resolve(PROJECT_ROOT, referenceData === undefined || referenceData === '' ? '../shared/data' : referenceData);

/** Runs one measured task in a fresh Node process; the best of `repeat` runs by time. */
export function runChild(task: string, file: string, repeat = 1): ChildResult {
  let best: ChildResult | undefined;
  for (let i = 0; i < repeat; i += 1) {
    const out = execFileSync(process.execPath, [join(here, 'child.js'), task, file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const result = JSON.parse(out.trim().split('\n').pop() ?? '{}') as ChildResult;
    if (best === undefined || result.ms < best.ms) best = result;
  }
  if (best === undefined) throw new Error('no run');
  return best;
}

/**
 * A temp gzip file holding `copies` copies of an AgentLeak-format gzip file, each copy's trace ids
 * made unique (so the copies are distinct traces, not duplicates the reader would reject).
 */
export function repeatedGzip(file: string, copies: number): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'leakscope-bench-'));
  const path = join(dir, `x${copies}.jsonl.gz`);
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  writeFileSync(path, '');
  for (let i = 0; i < copies; i += 1) {
    appendFileSync(
      path,
      gzipSync(
        text.replace(/"trace_id": ?"/g, (match) => `${match}copy${i}-`),
        { level: 1 },
      ),
    );
  }
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
