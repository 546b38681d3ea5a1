import { LeakscopeError } from '../../contracts/index.js';
import { runCalibration, type CalibrationReport } from '../../detect/judge/index.js';
import { createSemanticEngine, readLabelledData, SEMANTIC_THRESHOLD, type Rate, type ThresholdRow } from '../../detect/semantic/index.js';
import { textTable } from '../../lib/text-table.js';
import { formatRate } from '../../metrics/format.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineCalibrate, type CalibrateFlags } from '../define/calibrate.js';
import type { CommandModule } from '../program.js';
import { createJudgeSet, numberFlag, type JudgeDependencies } from '../judges.js';
import { runCalibrateEngine } from './calibrate-engine.js';

export { runCalibrateEngine };

/** Test seams of the command: how a judge spec becomes a model. */
export type CalibrateDependencies = JudgeDependencies;

const number = numberFlag;

/** κ and other statistics that are not rates: three decimals, `—` when undefined. */
const fixed = (value: number | null): string => (value === null ? '—' : value.toFixed(3));
const rateText = (rate: Rate): string => formatRate(rate);
const HEADER = ['τ', 'precision [95% CI]', 'recall [95% CI]', 'FPR [95% CI]', 'FNR [95% CI]'];
const rowCells = (row: ThresholdRow): string[] => [row.tau.toFixed(2), rateText(row.precision), rateText(row.recall), rateText(row.fpr), rateText(row.fnr)];
/** The threshold rows as one aligned table, indented. */
const rowsTable = (rows: readonly ThresholdRow[]): string[] =>
  textTable(HEADER, rows.map(rowCells))
    .split('\n')
    .map((line) => `  ${line}`);

/** The human-readable calibration report. */
export function renderCalibration(report: CalibrationReport, file: string, rejected: number): string {
  const lines: string[] = [];
  lines.push(
    `leakscope calibrate: ${file}, split "${report.split}": ${report.items} items, ${report.pairs} (item, fact) pairs (${report.positives} disclosed, ${report.negatives} not)${rejected > 0 ? `, ${rejected} rejected lines` : ''}`,
  );
  const offline = report.offline;
  if (offline !== undefined) {
    lines.push('', `Offline matcher ${offline.detector} ${offline.version}: threshold grid (a pair is flagged when its score >= τ)`, ...rowsTable(offline.grid));
    lines.push('');
    lines.push(
      offline.chosen === null
        ? `Chosen τ for FPR <= ${offline.targetFpr}: none (no τ of the grid reaches it on this split)`
        : `Chosen τ for FPR <= ${offline.targetFpr}: ${offline.chosen.tau.toFixed(2)} (lowest τ whose FPR on this split is at most the target)`,
    );
    const source = offline.tauSource === 'option' ? 'from --tau' : offline.tauSource === 'chosen' ? 'chosen above' : `recorded default, chosen on the tuning split (${SEMANTIC_THRESHOLD.command})`;
    lines.push(`Evaluated at τ = ${offline.tau.toFixed(2)} (${source}):`, ...rowsTable([offline.row]));
    lines.push(`  Cohen's κ vs labels: ${fixed(offline.kappaVsLabels.kappa)} (n=${offline.kappaVsLabels.n}); ${offline.millisecondsPerPair.toFixed(2)} ms per pair (vault preparation included)`);
    lines.push('  by kind (recall of positives | false-positive rate of negatives):');
    for (const group of offline.byKind) lines.push(`    ${group.group.padEnd(11)} ${group.positives.n > 0 ? `recall ${rateText(group.positives)}` : `FPR ${rateText(group.negatives)}`}`);
    lines.push('  by domain:');
    for (const group of offline.byDomain) lines.push(`    ${group.group.padEnd(11)} recall ${rateText(group.positives)}  FPR ${rateText(group.negatives)}`);
  }
  for (const judge of report.judges) {
    const stats = judge.stats;
    lines.push('', `Judge ${judge.id} ("yes" or "partial" = disclosed; unknown answers are counted, not scored):`, ...rowsTable([judge.row]));
    lines.push(`  unknown: ${judge.row.unknown}; Cohen's κ vs labels: ${fixed(judge.kappaVsLabels.kappa)} (n=${judge.kappaVsLabels.n}); not sent (below pre-filter): ${judge.skipped}`);
    lines.push(
      `  calls ${stats.calls}, tokens in ${stats.inputTokens} / out ${stats.outputTokens}, cache hits ${stats.cacheHits}, failed calls ${stats.failedCalls}, unparsable replies ${stats.unparsable}, unknown verdicts ${stats.unknown}`,
    );
  }
  if (report.agreement.length > 0) {
    lines.push('', "Agreement between raters (Cohen's κ on pairs both answered):");
    for (const pair of report.agreement) lines.push(`  ${pair.a} vs ${pair.b}: ${fixed(pair.kappa)} (n=${pair.n})`);
  }
  return `${lines.join('\n')}\n`;
}

/** Runs `leakscope calibrate`; resolves to the exit status. */
export async function runCalibrate(file: string, flags: CalibrateFlags, io: CommandIO, deps: CalibrateDependencies = {}): Promise<number> {
  const targetFpr = number('--target-fpr', flags.targetFpr, 0, 1);
  const step = number('--step', flags.step, 0.001, 0.5);
  const tau = flags.tau === undefined ? undefined : number('--tau', flags.tau, 0, 1);
  const prefilter = number('--prefilter', flags.prefilter, 0, 1);
  const concurrency = number('--concurrency', flags.concurrency, 1, 64);
  const { items, rejected } = await readLabelledData(file);
  const selected = flags.split === 'all' ? items : items.filter((item) => item.split === flags.split);
  if (selected.length === 0) throw new LeakscopeError('invalid-record', `${file}: no labelled items in split "${flags.split}" (${items.length} items in the file)`, { file, split: flags.split });
  // One model layer for every judge: its cache is the --cache file (replies kept across runs) or memory.
  const set = await createJudgeSet(flags, deps);
  try {
    const judges = [...set.judges];
    if (!flags.matcher && judges.length === 0) throw new LeakscopeError('usage', 'nothing to calibrate: --no-matcher needs --judge or --judges');
    const engine = flags.matcher || prefilter > 0 ? createSemanticEngine() : undefined;
    const report = await runCalibration(selected, {
      ...(engine === undefined ? {} : { engine }),
      judges,
      targetFpr,
      step,
      ...(tau === undefined ? {} : { tau }),
      split: flags.split,
      prefilter,
      concurrency,
    });
    const shown = flags.matcher ? report : (({ offline: _offline, ...rest }) => rest)(report);
    io.stdout.write(flags.format === 'json' ? `${JSON.stringify({ file, rejected: rejected.map((line) => line.message), ...shown }, null, 2)}\n` : renderCalibration(shown, file, rejected.length));
    if (rejected.length > 0) {
      io.stderr.write(`leakscope: ${rejected.length} input lines were rejected; first: ${rejected[0]?.message ?? ''}\n`);
      return EXIT.badInput;
    }
    return EXIT.ok;
  } finally {
    set.close();
  }
}

/** Creates the `calibrate` command with its body loaded and the given test seams. */
export function createCalibrateCommand(deps: CalibrateDependencies = {}): CommandModule {
  return defineCalibrate(async () => ({ runCalibrate: (file, flags, io) => runCalibrate(file, flags, io, deps), runCalibrateEngine }));
}

/** `leakscope calibrate` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const calibrateCommand: CommandModule = createCalibrateCommand();
