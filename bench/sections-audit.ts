/**
 * `audit` on the AgentLeak release as a user runs it — whole CLI processes, spawn to exit — against
 * yardsticks measured in the same run: the release's own labelling rule in Python (A), a bare
 * gunzip + `JSON.parse` in Node (B) and `node -e 0` (C). Every subject runs once to warm up, then
 * in rounds (forward, then backward, so drift hits both ends alike); ratios are the median of the
 * per-round ratios (paired), so load from other jobs on a shared machine hits both sides of a ratio.
 * Issue 17's targets: default --jobs ≤ 1.0 × Python, --jobs 1 ≤ 2 × Python, tier 3 ≤ 2 × tiers 1–2,
 * tier 3 ≥ 5,000 events/s per core, peak RSS of --jobs 1 flat (±10%) from 1× to 10× input and < 300 MB.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { jobsFlag } from '../src/cli/jobs.js';
import { BENCH_CHILD, hasGnuTime, median, PROJECT_ROOT, repeatedGzip, runProcess, SHARED_DATA, type ProcessRun, type ProcessSubject } from './measure.js';
import type { BenchSection } from './section.js';

const AGENTLEAK = join(SHARED_DATA, 'agentleak/traces.jsonl.gz');
const CLI = join(PROJECT_ROOT, 'dist/cli/main.js');
const LABELLER = join(PROJECT_ROOT, 'bench/yardsticks/agentleak_labeller.py');
const PYTHON = 'python3';
/** Measured rounds unless `LEAKSCOPE_BENCH_RUNS` asks for more. */
const DEFAULT_RUNS = 3;

/** `LEAKSCOPE_BENCH_RUNS` (a whole number ≥ 3), or {@link DEFAULT_RUNS}. */
function measuredRuns(): number {
  const text = process.env['LEAKSCOPE_BENCH_RUNS'];
  if (text === undefined || text === '') return DEFAULT_RUNS;
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < DEFAULT_RUNS) throw new Error(`LEAKSCOPE_BENCH_RUNS must be a whole number ≥ ${DEFAULT_RUNS}, got "${text}"`);
  return runs;
}

/** What the bare-parse child prints. */
interface BareCount {
  readonly lines: number;
  readonly events: number;
}

/** The parts of `audit --format json` the checks read. */
interface AuditReportHead {
  readonly tool?: { readonly detectors?: Record<string, string> };
  readonly traces?: { readonly total?: number };
  readonly runs?: { readonly total?: number };
  readonly rejectedLines?: { readonly total?: number };
}

function parseJson<T>(stdout: string): T | null {
  try {
    return JSON.parse(stdout) as T;
  } catch {
    return null;
  }
}

/**
 * `leakscope audit <file> --format json` with `flags`. The check: a report of every line of the
 * input (`runs.total`, the source lines), none rejected, with tier 3 on exactly when asked.
 */
function auditSubject(label: string, file: string, flags: readonly string[], lines: number): ProcessSubject {
  const tier3 = flags.includes('--semantic');
  return {
    label,
    args: [CLI, 'audit', file, '--format', 'json', ...flags],
    check(stdout) {
      const report = parseJson<AuditReportHead>(stdout);
      return (
        report !== null &&
        (report.traces?.total ?? 0) > 0 &&
        report.runs?.total === lines &&
        report.rejectedLines?.total === 0 &&
        (report.tool?.detectors?.['semantic-offline'] !== undefined) === tier3
      );
    },
  };
}

function hasPython(): boolean {
  return spawnSync(PYTHON, ['--version'], { stdio: 'ignore' }).status === 0;
}

const count = (value: number): string => value.toLocaleString('en-US');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2).padStart(6)} s`;
const verdict = (ok: boolean): string => (ok ? 'PASS' : 'MISS');

/** Figures of one subject over its measured runs. */
interface Figures {
  readonly runs: readonly ProcessRun[];
  readonly wallMs: number;
  readonly cpuS: number | null;
  readonly peakRssMB: number | null;
}

function figures(runs: readonly ProcessRun[]): Figures {
  const known = (values: readonly (number | null)[]): number | null => (values.every((value) => value !== null) ? median(values as number[]) : null);
  return { runs, wallMs: median(runs.map((run) => run.wallMs)), cpuS: known(runs.map((run) => run.cpuS)), peakRssMB: known(runs.map((run) => run.peakRssMB)) };
}

/** The median over rounds of `top / bottom` (paired: both from the same round). */
function pairedRatio(top: Figures, bottom: Figures, pick: (run: ProcessRun) => number | null = (run) => run.wallMs): number {
  return median(top.runs.map((run, round) => (pick(run) ?? Number.NaN) / (pick(bottom.runs[round] ?? run) ?? Number.NaN)));
}

function subjectLine(label: string, own: Figures): string {
  const cpu = own.cpuS === null ? '' : `, CPU ${own.cpuS.toFixed(2).padStart(6)} s`;
  const rss = own.peakRssMB === null ? '' : `, peak RSS ${own.peakRssMB.toFixed(0).padStart(4)} MB`;
  return `${label.padEnd(38)} wall median ${seconds(own.wallMs)} (min ${seconds(Math.min(...own.runs.map((run) => run.wallMs)))})${cpu}${rss}`;
}

export const auditSection: BenchSection = {
  id: 'audit',
  title: 'audit on the AgentLeak release: whole CLI processes vs yardsticks, paired interleaved runs',
  needs: AGENTLEAK,
  run() {
    const runs = measuredRuns();
    const defaultJobs = jobsFlag(undefined);
    const gnuTime = hasGnuTime();
    const bareSubject: ProcessSubject = {
      label: 'B node gunzip + JSON.parse (bare)',
      args: [BENCH_CHILD, 'bare-parse', AGENTLEAK],
      check: (stdout) => (parseJson<BareCount>(stdout)?.lines ?? 0) > 0,
    };
    const input = parseJson<BareCount>(runProcess(bareSubject).stdout) ?? { lines: 0, events: 0 };
    console.log(`input: ${count(input.lines)} lines (runs), ${count(input.events)} events (messages, counted by B); default --jobs here: ${defaultJobs}; median of ${runs} rounds after a warm-up`);

    const python = hasPython();
    const pythonSubject: ProcessSubject = {
      label: 'A python3 agentleak_labeller.py',
      command: PYTHON,
      args: [LABELLER, AGENTLEAK],
      check: (stdout) => parseJson<{ messages?: number }>(stdout)?.messages === input.events,
    };
    if (python) {
      const checked = parseJson<{ messages: number; agree: number; disagree: { trace_id: string; message: number }[] }>(
        runProcess({ ...pythonSubject, args: [LABELLER, '--check', AGENTLEAK] }).stdout,
      );
      const others = checked?.disagree.map((pair) => `${pair.trace_id} message ${pair.message}`).join(', ') ?? '';
      console.log(
        `yardsticks: A's verdicts agree with the release's has_leak on ${count(checked?.agree ?? 0)} of ${count(checked?.messages ?? 0)} messages${others === '' ? '' : ` (not: ${others})`}`,
      );
    } else console.log(`yardsticks: ${PYTHON} not found — yardstick A and the ratios against it are skipped`);
    if (!gnuTime) console.log('GNU time (/usr/bin/time) not installed — CPU time, peak RSS, throughput and memory figures are skipped');

    const nodeFloor: ProcessSubject = { label: 'C node -e 0', args: ['-e', '0'], check: () => true };
    const jobs1 = auditSubject('audit --jobs 1 (tiers 1–2)', AGENTLEAK, ['--jobs', '1'], input.lines);
    const jobsDefault = auditSubject(`audit, default --jobs (${defaultJobs})`, AGENTLEAK, [], input.lines);
    const jobs2 = auditSubject('audit --jobs 2', AGENTLEAK, ['--jobs', '2'], input.lines);
    const semantic = auditSubject('audit --semantic offline --jobs 1', AGENTLEAK, ['--semantic', 'offline', '--jobs', '1'], input.lines);
    const subjects: ProcessSubject[] = [...(python ? [pythonSubject] : []), bareSubject, nodeFloor, jobs1, jobsDefault, jobs2, semantic];
    for (const subject of subjects) runProcess(subject, { resources: true });
    const measured = subjects.map((): ProcessRun[] => []);
    for (let round = 0; round < runs; round += 1) {
      const order = subjects.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) measured[index]?.push(runProcess(subjects[index] as ProcessSubject, { resources: true }));
    }
    const all = measured.map(figures);
    const of = (subject: ProcessSubject): Figures => all[subjects.indexOf(subject)] as Figures;
    for (const subject of subjects) console.log(subjectLine(subject.label, of(subject)));
    const [bare, audit1, auditDefault, audit2, tier3] = [of(bareSubject), of(jobs1), of(jobsDefault), of(jobs2), of(semantic)];

    const ratio = (value: number): string => `${value.toFixed(2)}×`;
    if (python) {
      const pythonRuns = of(pythonSubject);
      const byDefault = pairedRatio(auditDefault, pythonRuns);
      const byOne = pairedRatio(audit1, pythonRuns);
      console.log(`audit default --jobs / Python (A):     ${ratio(byDefault).padStart(7)}  target ≤ 1.0×: ${verdict(byDefault <= 1)}`);
      console.log(`audit --jobs 1 / Python (A):           ${ratio(byOne).padStart(7)}  target ≤ 2×: ${verdict(byOne <= 2)}`);
      console.log(`audit --jobs 2 / Python (A):           ${ratio(pairedRatio(audit2, pythonRuns)).padStart(7)}`);
    }
    console.log(`audit --jobs 1 / bare parse (B):       ${ratio(pairedRatio(audit1, bare)).padStart(7)}`);
    const tierRatio = pairedRatio(tier3, audit1);
    console.log(`tier 3 / tiers 1–2 (both --jobs 1):    ${ratio(tierRatio).padStart(7)}  target ≤ 2×: ${verdict(tierRatio <= 2)}`);
    if (gnuTime) {
      // Per core = per CPU second (all threads, GC included) that tier 3 adds: the paired difference of the two runs' CPU.
      const extraCpuS = median(tier3.runs.map((run, round) => (run.cpuS ?? Number.NaN) - (audit1.runs[round]?.cpuS ?? Number.NaN)));
      const perCore = input.events / extraCpuS;
      const whole = input.events / (tier3.cpuS ?? Number.NaN);
      console.log(
        `tier 3 throughput: ${count(input.events)} events / ${extraCpuS.toFixed(2)} CPU s added to tiers 1–2 = ${count(Math.round(perCore))} events/s per core  target ≥ 5,000: ${verdict(perCore >= 5000)} (whole tier-3 run: ${count(Math.round(whole))} events per CPU s)`,
      );
      const big = repeatedGzip(AGENTLEAK, 10);
      try {
        const large = runProcess(auditSubject('audit --jobs 1 on 10× input', big.path, ['--jobs', '1'], 10 * input.lines), { resources: true });
        const small = audit1.peakRssMB ?? Number.NaN;
        const tenfold = large.peakRssMB ?? Number.NaN;
        console.log(`audit --jobs 1 on 10× input (1 run):   wall ${seconds(large.wallMs)}, CPU ${(large.cpuS ?? Number.NaN).toFixed(2)} s, peak RSS ${tenfold.toFixed(0)} MB`);
        console.log(
          `peak RSS --jobs 1, 10× / 1× input:     ${tenfold.toFixed(0)} / ${small.toFixed(0)} MB = ${(tenfold / small).toFixed(2)}  target within 10%: ${verdict(Math.abs(tenfold / small - 1) <= 0.1)}`,
        );
        console.log(`peak RSS --jobs 1 < 300 MB at 1× and 10×: ${verdict(small < 300 && tenfold < 300)}`);
        if (defaultJobs === 1) console.log('audit default --jobs on 10× input: default --jobs is 1 here, the run above');
        else {
          const wide = runProcess(auditSubject(`audit default --jobs (${defaultJobs}) on 10× input`, big.path, [], 10 * input.lines), { resources: true });
          console.log(`audit default --jobs (${defaultJobs}) on 10× input:   wall ${seconds(wide.wallMs)}, peak RSS ${(wide.peakRssMB ?? Number.NaN).toFixed(0)} MB`);
        }
      } finally {
        big.cleanup();
      }
    }
  },
};
