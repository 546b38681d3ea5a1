import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = resolve(here, '../..');
/** The built bench child (bench/child.ts): measured tasks that are not the CLI, as whole processes. */
export const BENCH_CHILD = join(here, 'child.js');
/**
 * The reference data directory, as the tests resolve it (test/support/data.ts):
 * `LEAKSCOPE_REFERENCE_DATA` (`none` hides it), default `<repo>/../shared/data`.
 */
const referenceData = process.env['LEAKSCOPE_REFERENCE_DATA'];
export const SHARED_DATA =
  referenceData === 'none'
    ? resolve(PROJECT_ROOT, 'reference data hidden by LEAKSCOPE_REFERENCE_DATA=none')
    : resolve(PROJECT_ROOT, referenceData === undefined || referenceData === '' ? '../shared/data' : referenceData);

/** GNU time, which gives a process's CPU seconds and peak RSS; optional (figures are left out without it). */
const GNU_TIME = '/usr/bin/time';
/** GNU time's line, after whatever the process wrote on stderr: user s, system s, peak RSS KB. */
const TIME_MARK = 'LEAKSCOPE_BENCH_TIME';

/** True when GNU time is installed, so {@link runProcess} can report CPU time and peak RSS. */
export function hasGnuTime(): boolean {
  return existsSync(GNU_TIME);
}

/** A whole process the bench times, spawn to exit. */
export interface ProcessSubject {
  readonly label: string;
  /** The executable; this Node (`process.execPath`) when absent. */
  readonly command?: string;
  readonly args: readonly string[];
  /** What a correct run prints on stdout: a crash, or a run that printed no report, must not look fast. */
  readonly check: (stdout: string) => boolean;
}

/** One run of a {@link ProcessSubject}. */
export interface ProcessRun {
  /** Spawn to exit, as the parent sees it. */
  readonly wallMs: number;
  /** User + system CPU seconds of the process and all its threads (GNU time); null without GNU time or when not asked. */
  readonly cpuS: number | null;
  /** Peak resident set size in MB (GNU time); null without GNU time or when not asked. */
  readonly peakRssMB: number | null;
  readonly stdout: string;
}

/**
 * Runs one whole process and times it; throws, naming the subject, when it exits non-zero or its
 * stdout fails the subject's check. With `resources`, the process runs under GNU time (when
 * installed) for its CPU time and peak RSS — its own fork and exec add about a millisecond.
 */
export function runProcess(subject: ProcessSubject, options: { readonly resources?: boolean } = {}): ProcessRun {
  const command = subject.command ?? process.execPath;
  const timed = options.resources === true && hasGnuTime();
  const [file, args] = timed ? [GNU_TIME, ['-f', `\n${TIME_MARK} %U %S %M`, command, ...subject.args]] : [command, [...subject.args]];
  const started = performance.now();
  const result = spawnSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  const stderr = result.stderr ?? '';
  if (result.error !== undefined) throw new Error(`${subject.label}: cannot run ${command}: ${result.error.message}`);
  if (result.status !== 0 || !subject.check(result.stdout)) {
    const why = result.status !== 0 ? `exit status ${result.status ?? result.signal}` : 'exit status 0 but its output failed the check';
    const own = stderr
      .split('\n')
      .filter((text) => !text.startsWith(TIME_MARK))
      .join('\n')
      .trim();
    throw new Error(`${subject.label} failed (${why}): ${own.slice(-500)}`);
  }
  let cpuS: number | null = null;
  let peakRssMB: number | null = null;
  if (timed) {
    const line = stderr.split('\n').findLast((text) => text.startsWith(TIME_MARK));
    const [user, system, kilobytes] = (line ?? '').slice(TIME_MARK.length).trim().split(' ').map(Number);
    if (user !== undefined && system !== undefined && Number.isFinite(user + system)) cpuS = user + system;
    if (kilobytes !== undefined && Number.isFinite(kilobytes)) peakRssMB = kilobytes / 1024;
  }
  return { wallMs, cpuS, peakRssMB, stdout: result.stdout };
}

/** Latency percentiles in milliseconds. */
export interface LatencyFigures {
  readonly iterations: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly meanMs: number;
}

/**
 * Nearest-rank percentiles (the sample at ⌊q·n⌋ of the sorted samples) and the mean of latency
 * samples in milliseconds; zeros for none.
 *
 * @example latencyFigures([4, 1, 3, 2]) // { iterations: 4, p50Ms: 3, p99Ms: 4, meanMs: 2.5 }
 */
export function latencyFigures(samples: readonly number[]): LatencyFigures {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { iterations: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length) };
}

/** The median (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
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
