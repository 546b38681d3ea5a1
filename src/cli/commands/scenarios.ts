/**
 * `leakscope scenarios`: generate, validate, describe and import scenario files.
 *
 *   scenarios generate --count 1000 --seed 42 [--out FILE]
 *   scenarios validate FILE
 *   scenarios stats FILE [--format text|md]
 *   scenarios import agentleak FILE --out FILE [--report FILE] [--strict]
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { LeakscopeError } from '../../contracts/index.js';
import {
  createStatsAccumulator,
  formatIssue,
  generateScenarioStream,
  importAgentLeakFile,
  readScenarioFile,
  renderImportSummary,
  renderStatsMarkdown,
  renderStatsText,
  summarizeImport,
  type ImportOutcome,
  type ImportReportEntry,
  type ScenarioIssue,
} from '../../scenario/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineScenarios } from '../define/scenarios.js';
import type { CommandModule } from '../program.js';

/** A line sink: a file (parent folders created) or the command's stdout. */
interface LineSink {
  write(line: string): Promise<void>;
  close(): Promise<void>;
}

async function openSink(path: string | undefined, io: CommandIO): Promise<LineSink> {
  if (path === undefined) {
    return {
      async write(line) {
        if (!io.stdout.write(`${line}\n`)) await once(io.stdout, 'drain');
      },
      async close() {},
    };
  }
  await mkdir(dirname(path), { recursive: true });
  const stream = createWriteStream(path, { encoding: 'utf8' });
  let failure: NodeJS.ErrnoException | undefined;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    failure = error;
  });
  const fail = (error: unknown): never => {
    const code = failure?.code ?? (error as NodeJS.ErrnoException | undefined)?.code ?? 'error';
    throw new LeakscopeError('usage', `cannot write ${path}: ${code}`, { path }, { cause: error });
  };
  return {
    async write(line) {
      if (failure !== undefined) fail(failure);
      if (!stream.write(`${line}\n`)) await once(stream, 'drain').catch(fail);
    },
    async close() {
      if (failure !== undefined) fail(failure);
      const finished = once(stream, 'finish').catch(fail);
      stream.end();
      await finished;
    },
  };
}

function parseInteger(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min) {
    throw new LeakscopeError('usage', `${name} expects an integer of at least ${min}, got "${text}"`);
  }
  return value;
}

/** `scenarios generate`: writes `count` scenarios as JSONL; same seed, same bytes. */
export async function runGenerate(flags: { count: string; seed: string; out?: string }, io: CommandIO): Promise<number> {
  const count = parseInteger('--count', flags.count, 1);
  const seed = parseInteger('--seed', flags.seed, Number.MIN_SAFE_INTEGER);
  const sink = await openSink(flags.out, io);
  for (const scenario of generateScenarioStream({ count, seed })) await sink.write(JSON.stringify(scenario));
  await sink.close();
  if (flags.out !== undefined) io.stderr.write(`Wrote ${count} scenarios (seed ${seed}) to ${flags.out}\n`);
  return EXIT.ok;
}

/** `scenarios validate`: prints `file:line: field: message` per issue; 2 when any line is invalid. */
export async function runValidate(file: string, io: CommandIO): Promise<number> {
  let lines = 0;
  let invalid = 0;
  for await (const result of readScenarioFile(file)) {
    lines += 1;
    if (result.ok) continue;
    invalid += 1;
    for (const issue of result.issues) io.stdout.write(`${formatIssue(file, issue)}\n`);
  }
  io.stdout.write(`${file}: ${lines} scenarios, ${lines - invalid} valid, ${invalid} invalid\n`);
  return invalid > 0 ? EXIT.badInput : EXIT.ok;
}

/** `scenarios stats`: distribution tables of the valid lines; invalid lines are counted, not hidden. */
export async function runStats(file: string, flags: { format: 'text' | 'md' }, io: CommandIO): Promise<number> {
  const stats = createStatsAccumulator();
  let invalid = 0;
  let firstIssue: ScenarioIssue | undefined;
  for await (const result of readScenarioFile(file)) {
    if (result.ok) stats.add(result.scenario);
    else {
      invalid += 1;
      firstIssue ??= result.issues[0];
    }
  }
  const result = stats.result();
  io.stdout.write(flags.format === 'md' ? renderStatsMarkdown(result) : renderStatsText(result));
  if (invalid > 0) {
    io.stderr.write(
      `leakscope: ${invalid} invalid lines were left out of the stats; first: ${firstIssue === undefined ? '' : formatIssue(file, firstIssue)} (run \`leakscope scenarios validate ${file}\`)\n`,
    );
    return EXIT.badInput;
  }
  return EXIT.ok;
}

function reportEntry(item: ImportOutcome): ImportReportEntry {
  return { line: item.line, scenarioId: item.scenarioId, status: item.status, reasons: item.reasons };
}

/** `scenarios import agentleak`: scenarios to --out, per-record report to --report, summary to stdout. */
export async function runImportAgentLeak(file: string, flags: { out: string; report?: string; strict?: boolean }, io: CommandIO): Promise<number> {
  const scenarios = await openSink(flags.out, io);
  const report = flags.report === undefined ? undefined : await openSink(flags.report, io);
  const outcomes: ImportOutcome[] = [];
  for await (const item of importAgentLeakFile(file)) {
    if (item.scenario !== undefined) await scenarios.write(JSON.stringify(item.scenario));
    await report?.write(JSON.stringify(reportEntry(item)));
    outcomes.push({ ...reportEntry(item), reasonCodes: item.reasonCodes, attackClass: item.attackClass, family: item.family });
  }
  await scenarios.close();
  await report?.close();
  const summary = summarizeImport(outcomes);
  io.stdout.write(renderImportSummary(summary));
  io.stderr.write(`Wrote ${summary.imported + summary.importedWithNotes} scenarios to ${flags.out}${flags.report === undefined ? '' : ` and the per-record report to ${flags.report}`}\n`);
  return flags.strict === true && summary.rejected > 0 ? EXIT.gateFailed : EXIT.ok;
}

/** The `scenarios` command group with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const scenariosCommand: CommandModule = defineScenarios(async () => ({ runGenerate, runValidate, runStats, runImportAgentLeak }));
