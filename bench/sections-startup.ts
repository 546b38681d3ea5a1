/**
 * Start-up of the `leakscope` command, as whole processes (spawn to exit): `node -e 0` is the
 * yardstick, measured in the same run and interleaved with the CLI runs so that load on a shared
 * machine hits all of them alike. Issue 13's target: `leakscope --version` ≤ 1.5 × `node -e 0` + 0.1 s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, PROJECT_ROOT, runProcess, type ProcessSubject } from './measure.js';
import type { BenchSection } from './section.js';

/** Measured runs of each process (after one warm-up run each). */
const RUNS = 15;
const CLI = join(PROJECT_ROOT, 'dist/cli/main.js');

/** Wall time of one whole process in ms; throws when it fails or prints the wrong thing. */
function timeOnce(subject: ProcessSubject): number {
  return runProcess(subject).wallMs;
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
    const subjects: ProcessSubject[] = [
      { label: 'node -e 0 (yardstick)', args: ['-e', '0'], check: () => true },
      { label: 'leakscope --version', args: [CLI, '--version'], check: (stdout) => stdout === `${version}\n` },
      { label: 'leakscope --help', args: [CLI, '--help'], check: (stdout) => stdout.startsWith('Usage: leakscope') },
      { label: 'leakscope audit --help', args: [CLI, 'audit', '--help'], check: (stdout) => stdout.startsWith('Usage: leakscope audit') },
    ];
    for (const subject of subjects) timeOnce(subject);
    const times = subjects.map((): number[] => []);
    for (let run = 0; run < RUNS; run += 1) subjects.forEach((subject, index) => times[index]?.push(timeOnce(subject)));
    const medians = times.map(median);
    const yardstick = medians[0] ?? Number.NaN;
    subjects.forEach((subject, index) => {
      const own = times[index] ?? [];
      const rss = runProcess(subject, { resources: true }).peakRssMB;
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
    console.log(`        leakscope audit --help against the same budget:        ${verdict(medians[3] ?? Number.NaN)}`);
  },
};
