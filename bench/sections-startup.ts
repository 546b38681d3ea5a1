/**
 * Start-up of the `leakscope` command, as whole processes (spawn to exit): `node -e 0` is the
 * yardstick, measured in the same run and interleaved with the CLI runs so that load on a shared
 * machine hits all of them alike. Issue 13's target: `leakscope --version` ≤ 1.5 × `node -e 0` + 0.1 s.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './measure.js';
import type { BenchSection } from './section.js';

/** Measured runs of each process (after one warm-up run each). */
const RUNS = 15;
const CLI = join(PROJECT_ROOT, 'dist/cli/main.js');
const TIME = '/usr/bin/time';

interface Subject {
  readonly label: string;
  readonly args: readonly string[];
  /** What a correct run prints on stdout (a crash that exits fast must not pass). */
  readonly check: (stdout: string) => boolean;
}

/** Wall time of one whole process in ms; throws when it fails or prints the wrong thing. */
function timeOnce(subject: Subject): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, subject.args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - started;
  if (result.status !== 0 || !subject.check(result.stdout)) throw new Error(`${subject.label} failed (status ${result.status}): ${result.stderr.slice(0, 500)}`);
  return ms;
}

/** Peak RSS in MB of one run, by GNU time when it is installed (null otherwise). */
function peakRssMB(subject: Subject): number | null {
  if (!existsSync(TIME)) return null;
  const result = spawnSync(TIME, ['-f', '%M', process.execPath, ...subject.args], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  const kilobytes = Number(result.stderr.trim().split('\n').pop());
  return result.status === 0 && Number.isFinite(kilobytes) ? kilobytes / 1024 : null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** `target = 1.5 × yardstick + 100 ms`, the issue's budget for a whole `leakscope --version`. */
export function startupBudgetMs(yardstickMs: number): number {
  return 1.5 * yardstickMs + 100;
}

export const startupSection: BenchSection = {
  id: 'startup',
  title: `CLI start-up, whole processes (best / median of ${RUNS} interleaved runs)`,
  run() {
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    const subjects: Subject[] = [
      { label: 'node -e 0 (yardstick)', args: ['-e', '0'], check: () => true },
      { label: 'leakscope --version', args: [CLI, '--version'], check: (stdout) => stdout === `${version}\n` },
      { label: 'leakscope --help', args: [CLI, '--help'], check: (stdout) => stdout.startsWith('Usage: leakscope') },
    ];
    for (const subject of subjects) timeOnce(subject);
    const times = subjects.map((): number[] => []);
    for (let run = 0; run < RUNS; run += 1) subjects.forEach((subject, index) => times[index]?.push(timeOnce(subject)));
    const medians = times.map(median);
    const yardstick = medians[0] ?? Number.NaN;
    subjects.forEach((subject, index) => {
      const own = times[index] ?? [];
      const rss = peakRssMB(subject);
      const ratio = index === 0 ? '' : `, ${((medians[index] ?? Number.NaN) / yardstick).toFixed(2)}× node -e 0`;
      console.log(
        `${subject.label.padEnd(24)} best ${Math.min(...own)
          .toFixed(0)
          .padStart(4)} ms, median ${(medians[index] ?? Number.NaN).toFixed(0).padStart(4)} ms${rss === null ? '' : `, peak RSS ${rss.toFixed(0)} MB`}${ratio}`,
      );
    });
    const budget = startupBudgetMs(yardstick);
    const verdict = (value: number): string => `${value <= budget ? 'PASS' : 'MISS'} (${value.toFixed(0)} ms)`;
    console.log(`target: leakscope --version ≤ 1.5 × node -e 0 + 0.1 s = ${budget.toFixed(0)} ms (medians): ${verdict(medians[1] ?? Number.NaN)}`);
    console.log(`        leakscope --help against the same budget:              ${verdict(medians[2] ?? Number.NaN)}`);
  },
};
