/**
 * `leakscope view` on a bench run of more than 6,400 traces, as a user starts it: wall time from
 * spawning the CLI until the list API answers with a first trace (issue 17's target: ≤ 2 s).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from './measure.js';
import type { BenchSection } from './section.js';

const CLI = join(PROJECT_ROOT, 'dist/cli/main.js');
/** 300 scenarios × 3 reference agents × 3 defenses × 2 paths, with the A0 twins: 6,426 runs, one trace each. */
const SCENARIOS = 300;
const MIN_TRACES = 6400;
const TARGET_MS = 2000;
/** Gives up (and fails the section) when the page is not usable by then. */
const GIVE_UP_MS = 180_000;
const POLL_MS = 10;

interface FirstPage {
  /** Spawn to the URL line on stdout. */
  readonly urlMs: number;
  /** Spawn to the first list answer holding a trace. */
  readonly firstPageMs: number;
  /** Traces indexed at that moment, and whether indexing was still going on. */
  readonly indexedSoFar: number;
  readonly state: string;
}

interface ListAnswer {
  readonly items?: readonly unknown[];
  readonly progress?: { readonly state: string; readonly traces: number };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `leakscope view <runDir> --port 0`, times the first usable page, then stops the process. */
async function timeFirstPage(runDir: string): Promise<FirstPage> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'view', runDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let exited: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const check = (): void => {
    if (exited !== undefined) throw new Error(`leakscope view exited (status ${exited}) before its first page: ${stderr.slice(0, 500)}`);
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`leakscope view: no usable page after ${GIVE_UP_MS / 1000} s`);
  };
  try {
    let url: string | undefined;
    while (url === undefined) {
      check();
      url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)?.[1];
      if (url === undefined) await sleep(POLL_MS);
    }
    const urlMs = performance.now() - started;
    for (;;) {
      check();
      const answer = (await (await fetch(`${url}api/traces?pageSize=25`)).json()) as ListAnswer;
      if ((answer.items?.length ?? 0) >= 1) {
        return { urlMs, firstPageMs: performance.now() - started, indexedSoFar: answer.progress?.traces ?? 0, state: answer.progress?.state ?? 'unknown' };
      }
      await sleep(POLL_MS);
    }
  } finally {
    child.kill('SIGTERM');
    await ended;
  }
}

export const viewSection: BenchSection = {
  id: 'view',
  title: `leakscope view on a bench run directory (${SCENARIOS} scenarios → 6,426 traces): time to the first page`,
  async run() {
    const out = mkdtempSync(join(tmpdir(), 'leakscope-bench-view-'));
    try {
      const generation = performance.now();
      execFileSync(process.execPath, [CLI, 'bench', '--count', String(SCENARIOS), '--out', out, '--run-id', 'view'], { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
      const runDir = join(out, 'view');
      const { traces } = JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8')) as { traces: { total: number } };
      if (traces.total < MIN_TRACES) throw new Error(`the bench run has ${traces.total} traces, fewer than the ${MIN_TRACES} this section measures`);
      console.log(`run directory: ${traces.total} traces, written in ${((performance.now() - generation) / 1000).toFixed(1)} s (not timed below)`);
      const page = await timeFirstPage(runDir);
      const verdict = page.firstPageMs <= TARGET_MS ? 'PASS' : 'MISS';
      console.log(`URL printed ${page.urlMs.toFixed(0)} ms after spawn`);
      console.log(
        `first page (list API with ≥ 1 trace) ${page.firstPageMs.toFixed(0)} ms after spawn (target ≤ ${TARGET_MS} ms): ${verdict}; ${page.indexedSoFar} of ${traces.total} traces indexed then (${page.state})`,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
