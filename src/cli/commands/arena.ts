import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
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
import { resolveLanguageModel } from '../../run/index.js';
import { createJsonlWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';

/** Flags of `leakscope arena import privacylens`. */
export interface ArenaImportFlags {
  out?: string;
  report?: string;
  keepUnmatched?: boolean;
}

/** Flags of `leakscope arena run`. */
export interface ArenaRunFlags {
  tasks?: string;
  privacylens?: string;
  agents: string;
  conditions: string;
  model?: string;
  baseUrl?: string;
  judges?: string;
  guardModel?: string;
  out?: string;
  limit?: string;
  concurrency: string;
  mail: 'embedded' | 'smtp';
  calendar: string;
  timeout: string;
  format: 'text' | 'json';
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

function resolveAgents(flags: ArenaRunFlags): ArenaAgent[] {
  return flags.agents
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((id) => {
      const reference = REFERENCE_ARENA_AGENTS[id];
      if (reference !== undefined) return reference;
      if (id !== 'llm') throw new LeakscopeError('usage', `unknown agent "${id}" (known: ${[...Object.keys(REFERENCE_ARENA_AGENTS), 'llm'].join(', ')})`);
      if (flags.model === undefined) throw new LeakscopeError('usage', 'agent llm needs --model provider:model');
      return createArenaLlmAgent({ model: resolveLanguageModel({ spec: flags.model, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) }), modelId: flags.model });
    });
}

function resolveJudges(flags: ArenaRunFlags): JudgeModel[] | undefined {
  if (flags.judges === undefined) return undefined;
  const specs = flags.judges
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (specs.length !== 3) throw new LeakscopeError('usage', `--judges expects three provider:model specs (2-of-3 majority), got ${specs.length}`);
  return specs.map((spec) => ({ id: spec, model: resolveLanguageModel({ spec, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) }) }));
}

/** `leakscope arena run`: runs tasks × agents × conditions and prints the metrics table. */
export async function runArenaCommand(flags: ArenaRunFlags, io: CommandIO): Promise<number> {
  const conditions = parseConditions(flags.conditions);
  if (conditions.length === 0) throw new LeakscopeError('usage', `--conditions names no condition (known: ${Object.keys(CONDITIONS).join(', ')})`);
  const agents = resolveAgents(flags);
  const judges = resolveJudges(flags);
  const tasks = await loadTasks(flags, io);
  if (tasks.length === 0) throw new LeakscopeError('input-unreadable', 'no tasks to run');
  let radicale: RunningRadicale | undefined;
  const progress = createProgress(io);
  try {
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
      ...(flags.guardModel === undefined ? {} : { guardJudge: { model: resolveLanguageModel({ spec: flags.guardModel, ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) }) } }),
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
  }
}

/** `leakscope arena serve`: one service of one task over stdio. */
export async function runArenaServe(flags: { tasks: string; task: string; service: string; mail: 'embedded' | 'smtp' }, io: CommandIO): Promise<number> {
  if (!(SERVICE_IDS as readonly string[]).includes(flags.service)) throw new LeakscopeError('usage', `unknown service "${flags.service}" (known: ${SERVICE_IDS.join(', ')})`);
  const file = await readTaskFile(flags.tasks);
  const task = file.tasks.find((entry) => entry.id === flags.task || entry.source.item === flags.task);
  if (task === undefined) throw new LeakscopeError('input-not-found', `${flags.tasks}: no task "${flags.task}"`);
  io.stderr.write(`leakscope arena: serving ${flags.service} of ${task.id} over stdio\n`);
  await serveArenaServiceStdio(task.seed, flags.service as ServiceId, { mail: flags.mail });
  return EXIT.ok;
}

export const arenaCommand: CommandModule = {
  register(program: Command, io: CommandIO, setExit: (status: number) => void) {
    const arena = program.command('arena').description('The executable arena: services behind MCP, PrivacyLens tasks, runs under C0–C4 and trajectory metrics');
    arena
      .command('import')
      .description('Convert a dataset into arena tasks (a manifest line, then one task per line)')
      .argument('<dataset>', 'the dataset kind: privacylens')
      .argument('<file>', 'the dataset file (PrivacyLens main_data.json)')
      .option('--out <file>', 'write the tasks (JSONL, manifest first)')
      .option('--report <file>', 'write one JSON line per dropped item with its reasons')
      .option('--keep-unmatched', 'keep items none of whose protected items can be found in the seeded state')
      .action(async (dataset: string, file: string, flags: ArenaImportFlags) => {
        setExit(await runArenaImport(dataset, file, flags, io));
      });
    arena
      .command('run')
      .description('Run tasks × agents × conditions, each task in a fresh isolated state, and report leak, exposure, extraction, disposition and helpfulness')
      .option('--tasks <file>', 'arena task file (from arena import)')
      .option('--privacylens <file>', 'convert this PrivacyLens file on the fly')
      .option('--agents <list>', 'reference:naive, reference:minimal, llm', 'reference:naive,reference:minimal')
      .option('--conditions <list>', 'C0 none, C1 privacy prompt, C2 guard:pii, C3 guard:minimization, C4 guard:contextual-integrity', 'C0,C2,C3,C4')
      .option('--model <provider:model>', 'model of the llm agent (openai:…, anthropic:…, openai-compatible:…)')
      .option('--base-url <url>', 'base URL for openai-compatible models')
      .option('--judges <list>', 'three provider:model judges (2-of-3 majority) for leaks in committed writes and helpfulness (exposure keeps the span matcher); default the offline matcher and proxy')
      .option('--guard-model <provider:model>', 'judge the minimization and contextual-integrity criteria with this model (offline approximations without it)')
      .option('--out <dir>', 'write traces.jsonl, scores.jsonl, metrics.json and metrics.md')
      .option('--limit <n>', 'run only the first N tasks')
      .option('--concurrency <n>', 'units at a time', '1')
      .addOption(new Option('--mail <kind>', 'mail delivery').choices(['embedded', 'smtp']).default('embedded'))
      .option('--calendar <where>', 'embedded, radicale (start one for the run) or a CalDAV server URL', 'embedded')
      .option('--timeout <seconds>', 'per unit', '120')
      .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json']).default('text'))
      .action(async (flags: ArenaRunFlags) => {
        setExit(await runArenaCommand(flags, io));
      });
    arena
      .command('serve')
      .description('Serve one service of one task as an MCP server over stdio')
      .requiredOption('--tasks <file>', 'arena task file')
      .requiredOption('--task <id>', 'task id or source item name')
      .requiredOption('--service <service>', SERVICE_IDS.join(', '))
      .addOption(new Option('--mail <kind>', 'mail delivery').choices(['embedded', 'smtp']).default('embedded'))
      .action(async (flags: { tasks: string; task: string; service: string; mail: 'embedded' | 'smtp' }) => {
        setExit(await runArenaServe(flags, io));
      });
  },
};
