import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { LeakscopeError, type Finding, type Report, type Scenario } from '../../contracts/index.js';
import { audit } from '../../report/index.js';
import { generateScenarios, readScenarioFile } from '../../scenario/index.js';
import { runBenchmark, type RunSummary } from '../../run/index.js';
import { isFrameworkAgentSelector } from '../../run/agents/registry.js';
import { createJsonlWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { PACKAGE_VERSION } from '../version.js';
import { writeReportFiles } from './audit.js';
import { renderBenchSummary } from '../bench-summary.js';

interface BenchFlags {
  scenarios?: string;
  count: string;
  seed: string;
  agents: string;
  defenses: string;
  paths: string;
  model?: string;
  baseUrl?: string;
  concurrency: string;
  timeout: string;
  out: string;
  runId?: string;
  resume?: boolean;
  rerunFailed?: boolean;
  dryRun?: boolean;
  failAbove?: string;
  semantic: 'off' | 'offline';
}

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
export async function runBench(flags: BenchFlags, io: CommandIO): Promise<number> {
  const { scenarios, source } = await loadScenarios(flags);
  const agents = list(flags.agents);
  const defenses = list(flags.defenses);
  const paths = list(flags.paths) as Array<'single' | 'multi'>;
  if (flags.dryRun === true) {
    // Mirrors the runner's enumeration: the multi path runs only for multi-agent topologies.
    let perConfiguration = 0;
    let agentTurns = 0;
    for (const scenario of scenarios) {
      const multi = scenario.topology.kind !== 'single';
      const pathCount = (paths.includes('single') ? 1 : 0) + (paths.includes('multi') && multi ? 1 : 0);
      perConfiguration += pathCount;
      agentTurns += (paths.includes('single') ? 1 : 0) + (paths.includes('multi') && multi ? scenario.topology.agents.length : 0);
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
            ...(frameworkAgents === 0 ? [] : [`${perConfiguration * frameworkAgents * defenses.length} framework runs (8 steps per agent turn, no response cache)`]),
          ].join('; ');
    io.stdout.write(`dry run: ${scenarios.length} scenarios, ${agents.length} agents × ${defenses.length} defenses, paths ${paths.join('/')} → ${runs} runs; ${calls}.\n`);
    return EXIT.ok;
  }
  const progress = createProgress(io);
  const summary: RunSummary = await runBenchmark(
    {
      scenarios,
      scenarioSource: source,
      agents,
      defenses,
      paths,
      seed: integer('--seed', flags.seed, 0),
      concurrency: integer('--concurrency', flags.concurrency, 1),
      timeoutMs: integer('--timeout', flags.timeout, 1) * 1000,
      outDir: flags.out,
      ...(flags.runId === undefined ? {} : { runId: flags.runId }),
      ...(flags.resume === true ? { resume: true } : {}),
      ...(flags.rerunFailed === true ? { rerunFailed: true } : {}),
      ...(flags.model === undefined ? {} : { model: flags.model }),
      ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }),
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
  const findings = createJsonlWriter<Finding>(join(dir, 'findings.jsonl'));
  const scoring = createProgress(io);
  let report: Report;
  try {
    ({ report } = await audit({
      sources: [summary.tracesPath],
      version: PACKAGE_VERSION,
      semantic: flags.semantic,
      onFinding: (finding) => findings.write(finding),
      onProgress: ({ traces }) => scoring.update(`scoring: ${traces}/${summary.units.total} traces`),
    }));
  } finally {
    scoring.done();
    await findings.close();
  }
  report.notes.push(
    'Agents named reference:* are deterministic programs shipped with leakscope, not language models: their figures test the pipeline and the defenses, they are not a measurement of any LLM.',
  );
  if (summary.attacksNotPlaced > 0)
    report.notes.push(
      `${summary.attacksNotPlaced} attacked runs had no place for their payload on this path (e.g. an inter-agent-message attack on the single-agent path); they count as attacked in ASR.`,
    );
  await writeReportFiles(dir, report);
  io.stdout.write(renderBenchSummary(report, summary));
  io.stderr.write(`Wrote config.json, traces.jsonl, findings.jsonl, report.json, report.md, report.html to ${dir}\n`);
  if (flags.failAbove !== undefined) {
    const threshold = Number(flags.failAbove);
    if (report.anyChannel.rate !== null && report.anyChannel.rate > threshold) return EXIT.gateFailed;
  }
  return EXIT.ok;
}

export const benchCommand: CommandModule = {
  register(program: Command, io: CommandIO, setExit: (status: number) => void) {
    program
      .command('bench')
      .description('Run the scenario benchmark (default: 1,000 generated scenarios, both reference agents, offline) and report leak rates per channel')
      .option('--scenarios <file>', 'scenario JSONL file (default: generate --count scenarios from --seed)')
      .option('--count <n>', 'scenarios to generate', '1000')
      .option('--seed <n>', 'seed for generation and runs', '42')
      .option(
        '--agents <ids>',
        'comma-separated agents: reference:naive, reference:minimal, llm, and framework agents ai-sdk:<model>, openai-agents:<model>, langgraph:<model> (bare ai-sdk etc. take --model; defenses none and guard:<criterion> only)',
        'reference:naive,reference:minimal',
      )
      .option('--defenses <ids>', 'comma-separated defenses: none, privacy-prompt, role-separation, output-sanitizer, internal-interceptor, guard:<criterion>', 'none,internal-interceptor')
      .option('--paths <paths>', 'single, multi or both', 'single,multi')
      .option('--model <provider:model>', 'model for the llm agent (openai:<m>, anthropic:<m>, openai-compatible:<m>), or for bare framework agents')
      .option('--base-url <url>', 'base URL for openai-compatible servers (Ollama, vLLM, LM Studio); also used by framework agents')
      .option('--concurrency <n>', 'runs in flight at once', '4')
      .option('--timeout <seconds>', 'per-run time limit', '60')
      .option('--out <dir>', 'output root; the run goes to <dir>/<run-id>/', 'leakscope-out')
      .option('--run-id <id>', 'name of the run directory (needed to --resume)')
      .option('--resume', 'continue an interrupted run (same configuration)')
      .option('--rerun-failed', 'with --resume: run failed and timed-out units again')
      .addOption(new Option('--semantic <mode>', 'tier 3 paraphrase detection when scoring: off, or offline').choices(['off', 'offline']).default('off'))
      .option('--dry-run', 'print how many runs and model calls the configuration needs, then stop')
      .addOption(new Option('--fail-above <rate>', 'exit 1 when the any-channel leak rate is above RATE').argParser((value) => value))
      .action(async (flags: BenchFlags) => {
        setExit(await runBench(flags, io));
      });
  },
};
