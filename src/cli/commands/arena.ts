import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  CONDITIONS,
  REFERENCE_ARENA_AGENTS,
  convertPrivacyLens,
  createArenaLlmAgent,
  modelItemMatcher,
  parseConditions,
  readPrivacyLensFile,
  readTaskFile,
  renderArenaTable,
  runArena,
  serveArenaServiceStdio,
  SERVICE_IDS,
  startRadicale,
  writeTaskFile,
  type ArenaAgent,
  type ArenaTask,
  type ArenaWorldOptions,
  type JudgeModel,
  type RunningRadicale,
  type ServiceId,
} from '../../arena/index.js';
import { LeakscopeError } from '../../contracts/index.js';
import { FRAMEWORK_AGENT_IDS, loadFrameworkTaskAgent } from '../../integrations/registry.js';
import { createModelLayer, openSqliteCache, type ModelLayer } from '../../models/index.js';
import { isFrameworkAgentSelector } from '../../run/index.js';
import { createJsonlWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineArena, type ArenaImportFlags, type ArenaRunFlags, type ArenaServeFlags } from '../define/arena.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';

/**
 * The response cache file of a run that calls a model: `--cache FILE`, else `<out>/cache.sqlite`
 * with `--out` (as `bench` keeps one in its run directory); none with `--no-cache` or without either.
 */
function cacheFileOf(flags: ArenaRunFlags): string | undefined {
  if (flags.cache === false) return undefined;
  if (typeof flags.cache === 'string') return flags.cache;
  return flags.out === undefined ? undefined : join(flags.out, 'cache.sqlite');
}

/** The ids of `--agents`. */
function agentIds(flags: ArenaRunFlags): string[] {
  return flags.agents
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function count(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new LeakscopeError('usage', `${name} expects an integer >= ${min}, got "${text}"`);
  return value;
}

/** `leakscope arena import privacylens FILE`: converts, prints the count and every drop reason. */
export async function runArenaImport(source: string, file: string, flags: ArenaImportFlags, io: CommandIO): Promise<number> {
  if (source !== 'privacylens') throw new LeakscopeError('usage', `unknown dataset "${source}" (known: privacylens)`);
  const { items, sha256 } = await readPrivacyLensFile(file);
  const conversion = convertPrivacyLens(items, { sha256, requireSeededItem: flags.keepUnmatched !== true });
  const { manifest, tasks } = conversion;
  const dropped = manifest.items.filter((entry) => entry.status === 'dropped');
  io.stdout.write(`Converted ${tasks.length} of ${items.length} PrivacyLens items (${dropped.length} dropped; manifest ${manifest.manifestVersion}, ${manifest.converter}).\n`);
  const reasons = Object.entries(conversion.dropReasons).sort((a, b) => b[1] - a[1]);
  if (reasons.length > 0) io.stdout.write(`\nDrop reasons:\n${reasons.map(([code, n]) => `  ${code}: ${n}`).join('\n')}\n`);
  for (const entry of dropped) io.stdout.write(`  ${entry.item}: ${entry.reasons.map((reason) => `${reason.code} (${reason.detail})`).join('; ')}\n`);
  const warnings = Object.entries(conversion.warningCounts).sort((a, b) => b[1] - a[1]);
  if (warnings.length > 0) io.stdout.write(`\nConverted items with warnings:\n${warnings.map(([code, n]) => `  ${code}: ${n}`).join('\n')}\n`);
  if (flags.out !== undefined) {
    await writeTaskFile(flags.out, manifest, tasks);
    io.stderr.write(`Wrote ${tasks.length} tasks (manifest first) to ${flags.out}\n`);
  }
  if (flags.report !== undefined) {
    const report = createJsonlWriter<(typeof dropped)[number]>(flags.report);
    for (const entry of dropped) await report.write(entry);
    await report.close();
    io.stderr.write(`Wrote ${dropped.length} drop records to ${flags.report}\n`);
  }
  return EXIT.ok;
}

async function loadTasks(flags: ArenaRunFlags, io: CommandIO): Promise<ArenaTask[]> {
  if ((flags.tasks === undefined) === (flags.privacylens === undefined)) throw new LeakscopeError('usage', 'give exactly one of --tasks FILE or --privacylens PATH');
  let tasks: ArenaTask[];
  if (flags.tasks !== undefined) {
    const file = await readTaskFile(flags.tasks);
    for (const line of file.rejected.slice(0, 5)) io.stderr.write(`leakscope: rejected ${line}\n`);
    if (file.rejected.length > 0) io.stderr.write(`leakscope: ${file.rejected.length} task lines rejected; running the ${file.tasks.length} valid tasks\n`);
    tasks = [...file.tasks];
  } else {
    const { items, sha256 } = await readPrivacyLensFile(flags.privacylens ?? '');
    tasks = [...convertPrivacyLens(items, { sha256 }).tasks];
  }
  return flags.limit === undefined ? tasks : tasks.slice(0, count('--limit', flags.limit, 1));
}

/** The agents of `--agents`: reference agents, `llm` (with `--model`), and framework agents (`ai-sdk:<model>`, ...). */
async function resolveAgents(flags: ArenaRunFlags, models: ModelLayer): Promise<ArenaAgent[]> {
  const agents: ArenaAgent[] = [];
  for (const id of agentIds(flags)) {
    const reference = REFERENCE_ARENA_AGENTS[id];
    if (reference !== undefined) agents.push(reference);
    else if (isFrameworkAgentSelector(id)) {
      agents.push(await loadFrameworkTaskAgent(id, { models, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }), ...(flags.model === undefined ? {} : { model: flags.model }) }));
    } else if (id === 'llm') {
      if (flags.model === undefined) throw new LeakscopeError('usage', 'agent llm needs --model provider:model');
      agents.push(createArenaLlmAgent({ models, model: flags.model, modelId: flags.model }));
    } else {
      throw new LeakscopeError(
        'usage',
        `unknown agent "${id}" (known: ${[...Object.keys(REFERENCE_ARENA_AGENTS), 'llm', ...FRAMEWORK_AGENT_IDS.map((framework) => `${framework}:<model>`)].join(', ')})`,
      );
    }
  }
  return agents;
}

function resolveJudges(flags: ArenaRunFlags, models: ModelLayer): JudgeModel[] | undefined {
  if (flags.judges === undefined) return undefined;
  const specs = flags.judges
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (specs.length !== 3) throw new LeakscopeError('usage', `--judges expects three provider:model specs (2-of-3 majority), got ${specs.length}`);
  // Resolved now (keys and base URL checked before the run); the votes go through the run's layer.
  for (const spec of specs) models.languageModel(spec);
  return specs.map((spec) => ({ id: spec, model: spec, models }));
}

/** `leakscope arena run`: runs tasks × agents × conditions and prints the metrics table. */
export async function runArenaCommand(flags: ArenaRunFlags, io: CommandIO): Promise<number> {
  const conditions = parseConditions(flags.conditions);
  if (conditions.length === 0) throw new LeakscopeError('usage', `--conditions names no condition (known: ${Object.keys(CONDITIONS).join(', ')})`);
  // One model layer for every agent and judge of the run, with one response cache (when something calls a model).
  const callsModels = flags.judges !== undefined || flags.guardModel !== undefined || agentIds(flags).some((id) => id === 'llm' || isFrameworkAgentSelector(id));
  const cacheFile = callsModels ? cacheFileOf(flags) : undefined;
  if (cacheFile !== undefined) await mkdir(dirname(cacheFile), { recursive: true });
  const models = createModelLayer({
    ...(cacheFile === undefined ? {} : { cache: openSqliteCache(cacheFile) }),
    ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }),
  });
  let radicale: RunningRadicale | undefined;
  const progress = createProgress(io);
  try {
    const agents = await resolveAgents(flags, models);
    const judges = resolveJudges(flags, models);
    if (flags.guardModel !== undefined) models.languageModel(flags.guardModel);
    const tasks = await loadTasks(flags, io);
    if (tasks.length === 0) throw new LeakscopeError('input-unreadable', 'no tasks to run');
    let calendar: ArenaWorldOptions['calendar'] = 'embedded';
    if (flags.calendar === 'radicale') {
      radicale = await startRadicale();
      calendar = { caldav: { serverUrl: radicale.url } };
    } else if (flags.calendar !== 'embedded') {
      calendar = { caldav: { serverUrl: flags.calendar } };
    }
    const summary = await runArena({
      tasks,
      agents,
      conditions,
      world: { mail: flags.mail, calendar },
      concurrency: count('--concurrency', flags.concurrency, 1),
      timeoutMs: count('--timeout', flags.timeout, 1) * 1000,
      ...(flags.out === undefined ? {} : { outDir: flags.out }),
      ...(judges === undefined ? {} : { matcher: () => modelItemMatcher(judges), helpfulness: { kind: 'judges' as const, models: judges } }),
      ...(flags.guardModel === undefined ? {} : { guardJudge: { model: flags.guardModel, models } }),
      onProgress: (done, total) => progress.update(`arena: ${done}/${total} units`),
    });
    progress.done();
    const table = renderArenaTable(summary.metrics);
    const header = `Arena run: ${tasks.length} tasks × ${agents.length} agents × ${conditions.length} conditions = ${summary.units} units; protected items matched by ${summary.matcher}.\n\n`;
    if (flags.format === 'json') io.stdout.write(`${JSON.stringify({ units: summary.units, matcher: summary.matcher, helpfulness: summary.helpfulnessLabel, metrics: summary.metrics }, null, 2)}\n`);
    else io.stdout.write(`${header}${table}`);
    if (flags.out !== undefined) {
      await mkdir(flags.out, { recursive: true });
      await writeFile(join(flags.out, 'metrics.md'), `${header}${table}`);
      io.stderr.write(`Wrote traces.jsonl, scores.jsonl, metrics.json and metrics.md to ${flags.out}\n`);
    }
    const failed = summary.scores.filter((score) => !score.included).length;
    if (failed > 0) io.stderr.write(`leakscope: ${failed} units failed and are excluded from every rate (see trace-end errors)\n`);
    return EXIT.ok;
  } finally {
    progress.done();
    await radicale?.stop();
    models.close();
  }
}

/** `leakscope arena serve`: one service of one task over stdio. */
export async function runArenaServe(flags: ArenaServeFlags, io: CommandIO): Promise<number> {
  if (!(SERVICE_IDS as readonly string[]).includes(flags.service)) throw new LeakscopeError('usage', `unknown service "${flags.service}" (known: ${SERVICE_IDS.join(', ')})`);
  const file = await readTaskFile(flags.tasks);
  const task = file.tasks.find((entry) => entry.id === flags.task || entry.source.item === flags.task);
  if (task === undefined) throw new LeakscopeError('input-not-found', `${flags.tasks}: no task "${flags.task}"`);
  io.stderr.write(`leakscope arena: serving ${flags.service} of ${task.id} over stdio\n`);
  await serveArenaServiceStdio(task.seed, flags.service as ServiceId, { mail: flags.mail });
  return EXIT.ok;
}

export type { ArenaImportFlags, ArenaRunFlags, ArenaServeFlags };

/** `leakscope arena import | run | serve` with the body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const arenaCommand: CommandModule = defineArena(async () => ({ runArenaImport, runArenaCommand, runArenaServe }));
