import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LeakscopeError, type Finding, type Report } from '../../contracts/index.js';
import { audit, renderCsv, renderMarkdown, renderText } from '../../report/index.js';
import { REJECTED_LINE_EXCLUSION } from '../../report/audit.js';
import { FindingsDigest, renderHtml } from '../../report/html/index.js';
import { findingsFileIn, readFindingsFile } from '../../report/html/findings-file.js';
import { createJsonlWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineAudit, type AuditFlags } from '../define/audit.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { PACKAGE_VERSION } from '../version.js';
import { gateValue } from '../gate.js';
import { jobsFlag } from '../jobs.js';
import { loadScenarioContexts } from '../scenario-contexts.js';
import { CHARACTERS_PER_TOKEN } from '../../detect/judge/dry-run.js';
import { createJudgeSet, judgeSpecs, numberFlag, type JudgeDependencies, type JudgeSet } from '../judges.js';
import { heapGrowth } from '../heap.js';

function parseRate(text: string): number {
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new LeakscopeError('usage', `--fail-above expects a rate between 0 and 1 (or a percentage such as 5%), got "${text}"`);
  }
  return value;
}

/**
 * Writes the report in every format into DIR. The HTML lists findings: from `digest` when the
 * caller collected one while writing them, else from the findings file in DIR (`findings.jsonl`
 * or `.gz`, closed by then).
 */
export async function writeReportFiles(dir: string, report: Report, digest?: FindingsDigest): Promise<void> {
  await writeFile(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(dir, 'report.md'), renderMarkdown(report));
  await writeFile(join(dir, 'report.csv'), renderCsv(report));
  const findings = digest === undefined ? findingsFileIn(dir) : null;
  await writeFile(join(dir, 'report.html'), await renderHtml(report, digest !== undefined ? { findings: digest } : findings === null ? {} : { findings: readFindingsFile(findings) }));
}

/** Test seams of `audit`: how a judge spec becomes a model. */
export type AuditDependencies = JudgeDependencies;

/**
 * The judges of `--semantic judge` (none otherwise), checked before any trace is read: judge
 * flags without `--semantic judge`, or `--semantic judge` without a judge, are usage errors.
 */
export async function auditJudges(
  flags: Pick<AuditFlags, 'semantic' | 'judge' | 'judges' | 'judgeMode' | 'baseUrl' | 'cache' | 'prefilter' | 'concurrency' | 'maxRetries'>,
  deps: JudgeDependencies,
  dryRun: boolean,
): Promise<{ set: JudgeSet; prefilter: number } | undefined> {
  const specs = judgeSpecs(flags);
  if (flags.semantic !== 'judge') {
    if (specs.length > 0) throw new LeakscopeError('usage', '--judge and --judges need --semantic judge');
    return undefined;
  }
  if (specs.length === 0) throw new LeakscopeError('usage', '--semantic judge needs --judge <provider:model> or --judges <a,b,c>');
  const prefilter = numberFlag('--prefilter', flags.prefilter, 0, 1);
  const concurrency = numberFlag('--concurrency', flags.concurrency, 1, 64);
  return { set: await createJudgeSet(flags, deps, { dryRun, concurrency }), prefilter };
}

/** What a dry run prints: the calls and estimated input tokens per judge. */
export function renderDryRun(set: JudgeSet, report: Report): string {
  const tallies = set.tallies();
  const pairs = report.judge?.pairs;
  const lines = [
    `dry run: ${report.traces.total} traces; ${pairs?.judged ?? 0} (event, fact) pairs would go to the judge (${pairs?.skipped ?? 0} settled by tiers 1–2 or below the pre-filter ${report.judge?.prefilter ?? ''}); no call was made.`,
    ...tallies.map(({ id, tally }) => `  ${id}: ${tally.calls} calls, about ${tally.inputTokens} input tokens`),
  ];
  if (tallies.length > 1) lines.push(`  total: ${tallies.reduce((sum, t) => sum + t.tally.calls, 0)} calls, about ${tallies.reduce((sum, t) => sum + t.tally.inputTokens, 0)} input tokens`);
  lines.push(
    `Input tokens are estimated from the rendered prompts (system + user text) as characters / ${CHARACTERS_PER_TOKEN}, rounded up per prompt; output tokens are not estimated. Calls a --cache already holds would be free.`,
  );
  return `${lines.join('\n')}\n`;
}

export async function runAudit(sources: string[], flags: AuditFlags, io: CommandIO, deps: AuditDependencies = {}): Promise<number> {
  const failAbove = flags.failAbove === undefined ? undefined : parseRate(flags.failAbove);
  const dryRun = flags.dryRun === true;
  if (dryRun && flags.semantic !== 'judge') throw new LeakscopeError('usage', '--dry-run needs --semantic judge (without a judge, audit makes no model call)');
  const judging = await auditJudges(flags, deps, dryRun);
  try {
    return await auditWith(sources, flags, io, failAbove, judging);
  } finally {
    judging?.set.close();
  }
}

async function auditWith(sources: string[], flags: AuditFlags, io: CommandIO, failAbove: number | undefined, judging: { set: JudgeSet; prefilter: number } | undefined): Promise<number> {
  const dryRun = flags.dryRun === true;
  const out = dryRun ? undefined : flags.out;
  if (out !== undefined) await mkdir(out, { recursive: true });
  const findingsWriter = out === undefined ? undefined : createJsonlWriter<Finding>(join(out, 'findings.jsonl'));
  // What report.html lists of the findings, kept as they are written (no second read of the file).
  const digest = out === undefined ? undefined : new FindingsDigest();
  const progress = createProgress(io);
  const scenarios = flags.scenarios === undefined ? undefined : await loadScenarioContexts(flags.scenarios);
  if (flags.semantic !== undefined && flags.semantic !== 'off') heapGrowth('default');
  try {
    const { report } = await audit({
      sources,
      labels: flags.labels,
      compareEmbedded: flags.compare === 'embedded',
      includeErrors: flags.includeErrors === true,
      semantic: flags.semantic,
      ...(judging?.set.voting === undefined ? {} : { judge: judging.set.voting, prefilter: judging.prefilter }),
      ...(flags.countEchoes === true ? { countEchoes: true } : {}),
      ...(flags.countExposure === true ? { countExposure: true } : {}),
      version: PACKAGE_VERSION,
      jobs: jobsFlag(flags.jobs),
      // The command reports; it reads no outcome, so memory stays flat on large inputs.
      keepOutcomes: false,
      ...(scenarios === undefined ? {} : { scenarios }),
      ...(findingsWriter === undefined
        ? {}
        : {
            onFinding: (finding: Finding) => {
              digest?.add(finding);
              return findingsWriter.write(finding);
            },
          }),
      onProgress: ({ traces, rejected, leaking }) => progress.update(`audit: ${traces} traces, ${leaking} leaking, ${rejected} rejected lines`),
    });
    progress.done();
    await findingsWriter?.close();
    if (dryRun && judging !== undefined) {
      io.stdout.write(renderDryRun(judging.set, report));
      return EXIT.ok;
    }
    if (out !== undefined) await writeReportFiles(out, report, digest);
    const rendered =
      flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : flags.format === 'md' ? renderMarkdown(report) : flags.format === 'csv' ? renderCsv(report) : renderText(report);
    io.stdout.write(rendered);
    if (out !== undefined) io.stderr.write(`Wrote report.json, report.md, report.html, report.csv and findings.jsonl to ${out}\n`);
    if (report.rejectedLines.total > 0) {
      const lost = report.traces.excluded.byReason[REJECTED_LINE_EXCLUSION] ?? 0;
      const traces = lost > 0 ? `; ${lost} traces that lost one are excluded as incomplete` : '';
      io.stderr.write(`leakscope: ${report.rejectedLines.total} input lines were rejected${traces}; first: ${report.rejectedLines.examples[0]?.message ?? ''}\n`);
      return EXIT.badInput;
    }
    if (failAbove !== undefined) {
      const value = gateValue(report, flags.failOn);
      if (value !== null && value > failAbove) {
        io.stderr.write(`leakscope: ${flags.failOn} leak rate ${(100 * value).toFixed(1)}% is above --fail-above ${(100 * failAbove).toFixed(1)}%\n`);
        return EXIT.gateFailed;
      }
    }
    return EXIT.ok;
  } finally {
    progress.done();
    await findingsWriter?.close();
  }
}

/** `leakscope audit` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const auditCommand: CommandModule = createAuditCommand();

/** Creates the `audit` command with its body loaded and the given test seams. */
export function createAuditCommand(deps: AuditDependencies = {}): CommandModule {
  return defineAudit(async () => ({ runAudit: (sources, flags, io) => runAudit(sources, flags, io, deps) }));
}
