import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LeakscopeError } from '../../contracts/index.js';
import {
  REFERENCE_AGENT_IDS,
  allConfigurations,
  buildMosaicReport,
  checkAgentModes,
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
import { FRAMEWORK_AGENT_IDS, loadFrameworkTaskAgent } from '../../integrations/registry.js';
import { createModelLayer, openSqliteCache, type ModelLayer } from '../../models/index.js';
import { isFrameworkAgentSelector } from '../../run/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineMosaic, type MosaicRunFlags } from '../define/mosaic.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { PACKAGE_VERSION } from '../version.js';

/**
 * The response cache file of a run that calls a model: `--cache FILE`, else `<out>/cache.sqlite`
 * with `--out` (as `bench` keeps one in its run directory); none with `--no-cache` or without either.
 */
function cacheFileOf(flags: MosaicRunFlags): string | undefined {
  if (flags.cache === false) return undefined;
  if (typeof flags.cache === 'string') return flags.cache;
  return flags.out === undefined ? undefined : join(flags.out, 'cache.sqlite');
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

/** The agents of `--agents` (reference and framework agents) and `--model` (LLM agents). */
async function buildAgents(flags: MosaicRunFlags, models: ModelLayer): Promise<MosaicAgent[]> {
  const ids = flags.agents === undefined ? (flags.model.length === 0 ? [...REFERENCE_AGENT_IDS] : []) : splitList(flags.agents);
  const agents: MosaicAgent[] = [];
  for (const id of ids) {
    const agent = isFrameworkAgentSelector(id) ? await loadFrameworkTaskAgent(id, { models, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) }) : createReferenceAgent(id);
    if (agent === undefined) {
      throw new LeakscopeError(
        'usage',
        `unknown agent "${id}" (reference agents: ${REFERENCE_AGENT_IDS.join(', ')}; framework agents: ${FRAMEWORK_AGENT_IDS.map((framework) => `${framework}:<model>`).join(', ')}; use --model provider:model for an LLM)`,
      );
    }
    agents.push(agent);
  }
  for (const spec of flags.model) agents.push(createLlmMosaicAgent({ models, model: spec, modelId: spec }));
  if (agents.length === 0) throw new LeakscopeError('usage', 'no agents to run (give --agents or --model)');
  checkAgentModes(agents, flags.mode);
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
  // One model layer for every agent and the judge of the run, with one response cache (when something calls a model).
  const callsModels = flags.model.length > 0 || flags.judge === 'llm' || splitList(flags.agents).some((id) => isFrameworkAgentSelector(id));
  const cacheFile = callsModels && flags.dryRun !== true ? cacheFileOf(flags) : undefined;
  if (cacheFile !== undefined) await mkdir(dirname(cacheFile), { recursive: true });
  const models = createModelLayer({
    ...(cacheFile === undefined ? {} : { cache: openSqliteCache(cacheFile) }),
    ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }),
  });
  try {
    const agents = await buildAgents(flags, models);
    const hasLlm = agents.some((agent) => agent.kind !== 'reference');
    const reps = flags.reps === undefined ? 5 : parseCount('--reps', flags.reps, 1);
    const guards = buildGuards(flags.guard);
    let judge: MosaicJudge = judgeOffline;
    let judgeName = 'offline (element groups + join cues)';
    if (flags.judge === 'llm') {
      if (flags.judgeModel === undefined) throw new LeakscopeError('usage', '--judge llm needs --judge-model provider:model');
      const votes = parseCount('--judge-votes', flags.judgeVotes, 1);
      // Resolved now: a missing key or base URL is an error before the run.
      models.languageModel(flags.judgeModel);
      judge = createLlmJudge({ models, model: flags.judgeModel, modelId: flags.judgeModel, votes });
      judgeName = `llm:${flags.judgeModel}, majority of ${votes}`;
    }
    const answers = agents.reduce((sum, agent) => sum + repsFor(agent, reps) * examples.length * allConfigurations().length, 0);
    if (flags.dryRun === true) {
      const llmAnswers = agents.filter((agent) => agent.kind !== 'reference').reduce((sum, agent) => sum + repsFor(agent, reps) * examples.length * allConfigurations().length, 0);
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
      agentDescriptions: new Map(agents.map((agent) => [agent.id, agent.label])),
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
  } finally {
    models.close();
  }
}

export type { MosaicRunFlags };

/** `leakscope mosaic run` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const mosaicCommand: CommandModule = defineMosaic(async () => ({ runMosaicCommand }));
