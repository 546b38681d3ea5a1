import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { LeakscopeError } from '../../contracts/index.js';
import {
  DEFAULT_EXAMPLES_PATH,
  DEFAULT_JUDGE_LABELS_PATH,
  REFERENCE_AGENT_IDS,
  allConfigurations,
  buildMosaicReport,
  createLlmJudge,
  createLlmMosaicAgent,
  createReferenceAgent,
  judgeOffline,
  loadJudgeLabels,
  loadMosaicDataset,
  measureAgreement,
  projectAntiMosaicGuard,
  renderMosaicReport,
  repsFor,
  runMosaic,
  type AntiMosaicGuard,
  type JudgeAgreement,
  type MosaicAgent,
  type MosaicJudge,
} from '../../mosaic/index.js';
import { resolveLanguageModel } from '../../run/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { PACKAGE_VERSION } from '../version.js';

/** Flags of `leakscope mosaic run`, as commander parses them. */
export interface MosaicRunFlags {
  mode: 'simulated' | 'live';
  agents?: string;
  model: string[];
  baseUrl?: string;
  reps?: string;
  seed: string;
  resamples: string;
  guard: string | boolean;
  judge: 'offline' | 'llm';
  judgeModel?: string;
  judgeVotes: string;
  examples: string;
  labels: string;
  domain?: string;
  limit?: string;
  concurrency?: string;
  out?: string;
  format: 'text' | 'json' | 'md';
  dryRun?: boolean;
}

function parseCount(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new LeakscopeError('usage', `${name} expects an integer >= ${min}, got "${text}"`);
  return value;
}

function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function buildAgents(flags: MosaicRunFlags): MosaicAgent[] {
  const ids = flags.agents === undefined ? (flags.model.length === 0 ? [...REFERENCE_AGENT_IDS] : []) : splitList(flags.agents);
  const agents: MosaicAgent[] = [];
  for (const id of ids) {
    const agent = createReferenceAgent(id);
    if (agent === undefined) throw new LeakscopeError('usage', `unknown agent "${id}" (reference agents: ${REFERENCE_AGENT_IDS.join(', ')}; use --model provider:model for an LLM)`);
    agents.push(agent);
  }
  for (const spec of flags.model) {
    const model = resolveLanguageModel({ spec, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) });
    agents.push(createLlmMosaicAgent({ model, modelId: spec }));
  }
  if (agents.length === 0) throw new LeakscopeError('usage', 'no agents to run (give --agents or --model)');
  return agents;
}

function buildGuards(flag: string | boolean): AntiMosaicGuard[] {
  if (flag === false) return [];
  const actions = flag === true ? ['abstract', 'block'] : splitList(flag);
  return actions.map((action) => {
    if (action !== 'abstract' && action !== 'block') throw new LeakscopeError('usage', `--guard expects abstract, block or both (comma-separated), got "${action}"`);
    return projectAntiMosaicGuard(action);
  });
}

/** Runs `leakscope mosaic run`; resolves to the exit status. */
export async function runMosaicCommand(flags: MosaicRunFlags, io: CommandIO): Promise<number> {
  const seed = parseCount('--seed', flags.seed, 0);
  const resamples = parseCount('--resamples', flags.resamples, 1);
  const dataset = await loadMosaicDataset(flags.examples);
  const domains = splitList(flags.domain);
  const limit = flags.limit === undefined ? undefined : parseCount('--limit', flags.limit, 1);
  const examples = dataset.examples.filter((example) => domains.length === 0 || domains.includes(example.domain)).slice(0, limit);
  if (examples.length === 0) throw new LeakscopeError('usage', `no examples match --domain ${flags.domain ?? ''}`);
  const selected = { ...dataset, examples };
  const agents = buildAgents(flags);
  const hasLlm = agents.some((agent) => agent.kind === 'llm');
  const reps = flags.reps === undefined ? 5 : parseCount('--reps', flags.reps, 1);
  const guards = buildGuards(flags.guard);
  let judge: MosaicJudge = judgeOffline;
  let judgeName = 'offline (element groups + join cues)';
  if (flags.judge === 'llm') {
    if (flags.judgeModel === undefined) throw new LeakscopeError('usage', '--judge llm needs --judge-model provider:model');
    const votes = parseCount('--judge-votes', flags.judgeVotes, 1);
    const model = resolveLanguageModel({ spec: flags.judgeModel, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) });
    judge = createLlmJudge({ model, modelId: flags.judgeModel, votes });
    judgeName = `llm:${flags.judgeModel}, majority of ${votes}`;
  }
  const answers = agents.reduce((sum, agent) => sum + repsFor(agent, reps) * examples.length * allConfigurations().length, 0);
  if (flags.dryRun === true) {
    const llmAnswers = agents.filter((agent) => agent.kind === 'llm').reduce((sum, agent) => sum + repsFor(agent, reps) * examples.length * allConfigurations().length, 0);
    io.stdout.write(
      `Dry run: ${answers} answers (${llmAnswers} from LLM agents, each one or more model calls in ${flags.mode} mode); judge ${judgeName}${flags.judge === 'llm' ? ` (${answers * parseCount('--judge-votes', flags.judgeVotes, 1)} judge calls at least)` : ''}.\n`,
    );
    return EXIT.ok;
  }
  const progress = createProgress(io);
  let agreement: JudgeAgreement | null = null;
  try {
    const labels = await loadJudgeLabels(flags.labels);
    agreement = await measureAgreement(labels, dataset.examples, judge);
  } catch (error) {
    io.stderr.write(`leakscope: judge agreement not measured: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  const results = await runMosaic({
    dataset: selected,
    agents,
    mode: flags.mode,
    reps,
    judge,
    guards,
    concurrency: flags.concurrency === undefined ? (hasLlm ? 4 : 1) : parseCount('--concurrency', flags.concurrency, 1),
    onProgress: (done, total) => progress.update(`mosaic: ${done}/${total} answers`),
  });
  progress.done();
  const report = buildMosaicReport({
    results,
    dataset: selected,
    mode: flags.mode,
    seed,
    resamples,
    judge: judgeName,
    version: PACKAGE_VERSION,
    agentDescriptions: new Map(agents.map((agent) => [agent.id, agent.description])),
    guards: guards.map((guard) => guard.id),
    judgeAgreement: agreement,
  });
  if (flags.out !== undefined) {
    await mkdir(flags.out, { recursive: true });
    await writeFile(join(flags.out, 'mosaic-results.jsonl'), `${results.map((result) => JSON.stringify(result)).join('\n')}\n`);
    await writeFile(join(flags.out, 'mosaic-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(join(flags.out, 'mosaic-report.md'), renderMosaicReport(report, 'md'));
  }
  io.stdout.write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderMosaicReport(report, flags.format));
  if (flags.out !== undefined) io.stderr.write(`Wrote ${join(flags.out, 'mosaic-results.jsonl')}, mosaic-report.json and mosaic-report.md\n`);
  if (report.answers.excluded.total > 0)
    io.stderr.write(`leakscope: ${report.answers.excluded.total} answers were excluded (failed runs, not scored): ${JSON.stringify(report.answers.excluded.byReason)}\n`);
  return EXIT.ok;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** `leakscope mosaic run`: the Agent Mosaic benchmark (register in commands/index.ts). */
export const mosaicCommand: CommandModule = {
  register(program: Command, io: CommandIO, setExit: (status: number) => void) {
    const mosaic = program.command('mosaic').description('The mosaic benchmark: two SECRET documents that jointly entail a TOP SECRET conclusion');
    mosaic
      .command('run')
      .description('Run the 24 configurations over the mosaic examples and report mosaic and refusal rates (offline by default, with reference agents)')
      .addOption(new Option('--mode <mode>', 'simulated: scripted transcript; live: workspace with read-only file tools').choices(['simulated', 'live']).default('simulated'))
      .option('--agents <ids>', `comma-separated reference agents (default ${REFERENCE_AGENT_IDS.join(',')} unless --model is given)`)
      .option('--model <provider:model>', 'add an LLM agent through the AI SDK (openai:, anthropic:, openai-compatible:); repeatable', collect, [])
      .option('--base-url <url>', 'base URL for openai-compatible models (Ollama, vLLM, LM Studio)')
      .option('--reps <n>', 'repetitions per cell for LLM agents (default 5, as in the paper; reference agents are deterministic and run once)')
      .option('--seed <n>', 'bootstrap seed', '42')
      .option('--resamples <n>', 'bootstrap resamples (clustered by example)', '2000')
      .option('--guard [actions]', 'replay answers through the anti-mosaic guard: abstract, block or both', 'abstract,block')
      .option('--no-guard', 'skip the guard condition')
      .addOption(new Option('--judge <judge>', 'offline judge or an LLM judge with majority voting').choices(['offline', 'llm']).default('offline'))
      .option('--judge-model <provider:model>', 'model of the LLM judge')
      .option('--judge-votes <n>', 'LLM judge calls per answer (majority)', '3')
      .option('--examples <file>', 'dataset file', DEFAULT_EXAMPLES_PATH)
      .option('--labels <file>', 'hand-labelled answers for judge agreement', DEFAULT_JUDGE_LABELS_PATH)
      .option('--domain <list>', 'only these domains (cybersecurity, medical, military, finance)')
      .option('--limit <n>', 'only the first N examples')
      .option('--concurrency <n>', 'answers in flight at once (default 1, or 4 with LLM agents)')
      .option('--out <dir>', 'write mosaic-results.jsonl, mosaic-report.json and mosaic-report.md into DIR')
      .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json', 'md']).default('text'))
      .option('--dry-run', 'print how many answers and model calls the run needs, and stop')
      .action(async (flags: MosaicRunFlags) => {
        setExit(await runMosaicCommand(flags, io));
      });
  },
};
