import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { LeakscopeError, type Finding, type Report, type Scenario } from '../../contracts/index.js';
import type { TraceOutcome } from '../../metrics/outcome.js';
import { audit } from '../../report/index.js';
import { leaksBySensitivity } from '../../report/sensitivity.js';
import { generateScenarios, readScenarioFile } from '../../scenario/index.js';
import { runBenchmark, type RunSummary } from '../../run/index.js';
import { logicalClockStart } from '../../run/runtime/clock.js';
import { isFrameworkAgentSelector } from '../../run/agents/registry.js';
import { createJsonlWriter } from '../../trace/writer.js';
import { FindingsDigest } from '../../report/html/index.js';
import { jobsFlag } from '../jobs.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineBench, type BenchFlags } from '../define/bench.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { PACKAGE_VERSION } from '../version.js';
import { auditJudges, writeReportFiles, type AuditDependencies } from './audit.js';
import { renderBenchSummary } from '../bench-summary.js';

const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

function integer(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new LeakscopeError('usage', `${name} expects an integer ≥ ${min}, got "${text}"`);
  return value;
}

async function loadScenarios(flags: BenchFlags): Promise<{ scenarios: Scenario[]; source: string }> {
  if (flags.scenarios === undefined) {
    const count = integer('--count', flags.count, 1);
    const seed = integer('--seed', flags.seed, 0);
    return { scenarios: generateScenarios({ count, seed }), source: `generated:count=${count},seed=${seed}` };
  }
  const scenarios: Scenario[] = [];
  const problems: string[] = [];
  for await (const item of readScenarioFile(flags.scenarios)) {
    if (item.ok) scenarios.push(item.scenario);
    else problems.push(...item.issues.map((issue) => `${flags.scenarios}:${issue.line}: ${issue.path}: ${issue.message}`));
  }
  if (problems.length > 0) {
    throw new LeakscopeError('invalid-scenario', `${problems.length} invalid scenario line(s); first: ${problems[0] ?? ''} (run \`leakscope scenarios validate ${flags.scenarios}\`)`);
  }
  return { scenarios, source: flags.scenarios };
}

/** `leakscope bench`: run scenarios through agent systems, then detect, measure and report. */
export async function runBench(flags: BenchFlags, io: CommandIO, deps: AuditDependencies = {}): Promise<number> {
  const { scenarios, source } = await loadScenarios(flags);
  // The judges are built (specs and keys checked) before any run starts; a dry run's call nothing.
  const judges = await auditJudges(flags, deps, flags.dryRun === true);
  try {
    return await benchWith(flags, io, scenarios, source, judges);
  } finally {
    judges?.set.close();
  }
}

async function benchWith(flags: BenchFlags, io: CommandIO, scenarios: Scenario[], source: string, judges: Awaited<ReturnType<typeof auditJudges>>): Promise<number> {
  const agents = list(flags.agents);
  const defenses = list(flags.defenses);
  const paths = list(flags.paths) as Array<'single' | 'multi'>;
  if (flags.dryRun === true) {
    // Mirrors the runner's enumeration: the multi path runs only for multi-agent topologies.
    // An attacked run is followed by its A0 twin unless --no-attack-baseline.
    let perConfiguration = 0;
    let agentTurns = 0;
    for (const scenario of scenarios) {
      const multi = scenario.topology.kind !== 'single';
      const copies = scenario.attack !== null && flags.attackBaseline !== false ? 2 : 1;
      const pathCount = (paths.includes('single') ? 1 : 0) + (paths.includes('multi') && multi ? 1 : 0);
      perConfiguration += pathCount * copies;
      agentTurns += ((paths.includes('single') ? 1 : 0) + (paths.includes('multi') && multi ? scenario.topology.agents.length : 0)) * copies;
    }
    const runs = perConfiguration * agents.length * defenses.length;
    const llmAgents = agents.filter((agent) => agent.startsWith('llm')).length;
    const frameworkAgents = agents.filter((agent) => isFrameworkAgentSelector(agent)).length;
    const maxCalls = agentTurns * llmAgents * defenses.length * 12;
    const calls =
      llmAgents === 0 && frameworkAgents === 0
        ? 'no model calls (reference agents only)'
        : [
            ...(llmAgents === 0 ? [] : [`at most ${maxCalls} model calls for llm (12 steps per agent turn; cached responses are free)`]),
            ...(frameworkAgents === 0 ? [] : [`${perConfiguration * frameworkAgents * defenses.length} framework runs (8 steps per agent turn; cached responses are free)`]),
          ].join('; ');
    io.stdout.write(`dry run: ${scenarios.length} scenarios, ${agents.length} agents × ${defenses.length} defenses, paths ${paths.join('/')} → ${runs} runs; ${calls}.\n`);
    if (flags.taskJudge !== undefined) io.stdout.write(`Task judge ${flags.taskJudge}: at most ${runs} calls (one per run whose rule checks pass; cached verdicts are free).\n`);
    if (judges !== undefined)
      io.stdout.write(
        'Tier 3 judge calls depend on the traces the runs write: after the run, `leakscope audit <run dir>/traces.jsonl.gz --semantic judge ... --dry-run` counts them (calls and input tokens).\n',
      );
    return EXIT.ok;
  }
  const progress = createProgress(io);
  const seed = integer('--seed', flags.seed, 0);
  const logical = flags.clock === 'logical';
  const summary: RunSummary = await runBenchmark(
    {
      scenarios,
      scenarioSource: source,
      agents,
      defenses,
      paths,
      seed,
      ...(logical ? { unitClock: 'logical' as const } : {}),
      ...(flags.attackBaseline === false ? { attackBaseline: false } : {}),
      concurrency: integer('--concurrency', flags.concurrency, 1),
      timeoutMs: integer('--timeout', flags.timeout, 1) * 1000,
      outDir: flags.out,
      ...(flags.runId === undefined ? {} : { runId: flags.runId }),
      // The traces and findings of a bench run are gzip files (a default run's would be ~590 MB plain); a resumed run keeps its own traces file.
      compressTraces: true,
      ...(flags.resume === true ? { resume: true } : {}),
      ...(flags.rerunFailed === true ? { rerunFailed: true } : {}),
      ...(flags.model === undefined ? {} : { model: flags.model }),
      ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }),
      ...(flags.taskJudge === undefined ? {} : { taskJudge: flags.taskJudge }),
    },
    {
      onProgress: (p) =>
        progress.update(
          `bench: ${p.done}/${p.total} runs, ${p.ratePerSecond.toFixed(0)}/s, ETA ${p.etaSeconds === null ? '?' : `${Math.ceil(p.etaSeconds)} s`}, ${p.errors} errors, ${p.timeouts} timeouts`,
        ),
    },
  );
  progress.done();
  if (summary.cancelled) {
    io.stderr.write(`leakscope: run ${summary.runId} was cancelled; continue with --resume --run-id ${summary.runId}\n`);
    return EXIT.badInput;
  }
  const dir = summary.runDir;
  await mkdir(dir, { recursive: true });
  // The findings go the way of the traces: a run resumed from before compression keeps plain files, so no stale findings file stays beside new ones.
  const tracesFile = basename(summary.tracesPath);
  const findingsFile = tracesFile.endsWith('.gz') ? 'findings.jsonl.gz' : 'findings.jsonl';
  const findings = createJsonlWriter<Finding>(join(dir, findingsFile));
  // What report.html lists of the findings, kept as they are written (no second read of the file).
  const digest = new FindingsDigest();
  const scoring = createProgress(io);
  let report: Report;
  let outcomes: readonly TraceOutcome[];
  try {
    ({ report, outcomes } = await audit({
      sources: [summary.tracesPath],
      version: PACKAGE_VERSION,
      semantic: flags.semantic,
      // The scenarios give the traces their user requests (request echoes are not leaks).
      scenarios: new Map(scenarios.map((scenario) => [scenario.id, scenario])),
      ...(judges?.set.voting === undefined ? {} : { judge: judges.set.voting, prefilter: judges.prefilter }),
      ...(flags.countEchoes === true ? { countEchoes: true } : {}),
      ...(flags.countExposure === true ? { countExposure: true } : {}),
      // A logical run's report is dated by its logical clock, so a re-run writes the same bytes.
      ...(logical ? { now: () => new Date(logicalClockStart(seed)) } : {}),
      jobs: jobsFlag(flags.jobs),
      onFinding: (finding) => {
        digest.add(finding);
        return findings.write(finding);
      },
      onProgress: ({ traces }) => scoring.update(`scoring: ${traces}/${summary.units.total} traces`),
    }));
  } finally {
    scoring.done();
    await findings.close();
  }
  report.notes.push(
    'Agents named reference:* are deterministic programs shipped with leakscope, not language models: their figures test the pipeline and the defenses, they are not a measurement of any LLM.',
  );
  if (flags.taskJudge !== undefined)
    report.notes.push(
      `Task success: the oracle's rule checks, then the task judge ${flags.taskJudge} on the runs that passed them; ${summary.taskSuccess.unknown} runs have no verdict (an unreadable judge reply, a failed judge call or a failed run) and are outside TSR.`,
    );
  // Counted over the stored traces (every run in the run directory), not over this session's units: a run
  // resumed after a kill, or after a kill while scoring (nothing left to run), prints what an uninterrupted one does.
  const baselines = outcomes.filter((outcome) => outcome.baseline !== null).length;
  const notPlaced = outcomes.filter((outcome) => outcome.attack?.delivered === false).length;
  if (baselines > 0) report.notes.push(`${baselines} A0 twins ran (each attacked run again without its attack): they give ASR's baseline and are in no leak rate (--no-attack-baseline skips them).`);
  if (notPlaced > 0)
    report.notes.push(
      `${notPlaced} attacked runs never delivered their payload to an agent (no place for it on this path, e.g. an inter-agent-message attack on the single-agent path, or a memory entry nobody read); they are outside ASR's denominator and inside "leak rate under attack".`,
    );
  await writeReportFiles(dir, report, digest);
  const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));
  const sensitivity = leaksBySensitivity(outcomes, (id) => byId.get(id)?.vault, flags.countExposure === true ? { countExposure: true } : {});
  io.stdout.write(renderBenchSummary(report, summary, sensitivity));
  io.stderr.write(`Wrote config.json, ${tracesFile}, ${findingsFile}, report.json, report.md, report.csv, report.html to ${dir}\n`);
  if (flags.failAbove !== undefined) {
    const threshold = Number(flags.failAbove);
    if (report.anyChannel.rate !== null && report.anyChannel.rate > threshold) return EXIT.gateFailed;
  }
  return EXIT.ok;
}

/** `leakscope bench` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const benchCommand: CommandModule = createBenchCommand();

/** Creates the `bench` command with its body loaded and the given test seams. */
export function createBenchCommand(deps: AuditDependencies = {}): CommandModule {
  return defineBench(async () => ({ runBench: (flags, io) => runBench(flags, io, deps) }));
}
