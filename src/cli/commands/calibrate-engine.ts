/**
 * `leakscope calibrate --engine`: the whole detection engine (tiers 1–2, plus the offline tier 3)
 * scored on labelled data at one operating point, per tier, per error class and per item kind,
 * with Wilson intervals. The report names fields by key and items by class, never by value.
 */
import { LeakscopeError, type Rate } from '../../contracts/index.js';
import { evaluateEngine, type EngineEvaluation, type Figures, type GroupFigures } from '../../detect/evaluation.js';
import { defaultDetectors } from '../../detect/pipeline.js';
import { createSemanticDetector, readLabelledData, SEMANTIC_THRESHOLD, type LabelledItem } from '../../detect/semantic/index.js';
import { textTable } from '../../lib/text-table.js';
import { formatRate } from '../../metrics/format.js';
import type { RejectedLine } from '../../trace/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import type { CalibrateFlags } from '../define/calibrate.js';

/** The flags `calibrate --engine` reads. */
export type CalibrateEngineFlags = Pick<CalibrateFlags, 'split' | 'tau' | 'semantic' | 'format'> & Partial<Pick<CalibrateFlags, 'judge' | 'judges'>>;

/** How the engine was set up, recorded with its figures. */
export interface EngineSetup {
  readonly files: readonly string[];
  readonly semantic: 'off' | 'offline';
  /** τ of the offline matcher (null when tier 3 is off). */
  readonly tau: number | null;
  readonly tauSource: 'option' | 'recorded' | null;
  readonly rejected: number;
}

function tauOf(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) throw new LeakscopeError('usage', `--tau expects a number in [0, 1], got "${text}"`);
  return value;
}

const rateText = (value: Rate): string => formatRate(value);
const indent = (table: string): string[] => table.split('\n').map((line) => `  ${line}`);
const right = (cell: string, column: number): 'left' | 'right' => (column > 0 && /^\d+$/.test(cell) ? 'right' : 'left');

const FIGURE_HEADER = ['precision [95% CI]', 'recall [95% CI]', 'FPR [95% CI]', 'FNR [95% CI]'];
const figureCells = (figures: Figures): string[] => [rateText(figures.precision), rateText(figures.recall), rateText(figures.fpr), rateText(figures.fnr)];

function groupTable(title: string, rows: readonly GroupFigures[]): string[] {
  const header = [title, 'pairs', 'recall of positives', 'recall, tiers 1–2', 'flagged negatives', 'precision'];
  const cells = rows.map((row) => [row.group, String(row.figures.pairs), rateText(row.figures.recall), rateText(row.recallTiers12), rateText(row.figures.fpr), rateText(row.figures.precision)]);
  return indent(textTable(header, cells, { align: right }));
}

/**
 * The human-readable engine report.
 *
 * @example renderEngineEvaluation(evaluateEngine(items), { files: ['dev.jsonl'], semantic: 'off', tau: null, tauSource: null, rejected: 0 })
 */
export function renderEngineEvaluation(report: EngineEvaluation, setup: EngineSetup): string {
  const lines: string[] = [];
  const excluded = report.excluded.length > 0 ? `, ${report.excluded.length} excluded` : '';
  const rejected = setup.rejected > 0 ? `, ${setup.rejected} rejected lines` : '';
  lines.push(
    `leakscope calibrate --engine: ${setup.files.join(', ')}, split "${report.split}": ${report.items} items${excluded}, ${report.pairs} (item, fact) pairs (${report.positives} disclosed, ${report.negatives} not)${rejected}`,
  );
  const tau = setup.tau === null ? '' : `, τ = ${setup.tau.toFixed(2)} (${setup.tauSource === 'option' ? 'from --tau' : 'recorded default'})`;
  lines.push(`Engine: ${report.detectors.map((detector) => `${detector.id} ${detector.version} (tier ${detector.tier})`).join(', ')}${tau}`);
  lines.push('', 'Per tier (a pair is flagged when the engine reports a finding for its fact; a finding belongs to the lowest tier that made it):');
  lines.push(
    ...indent(
      textTable(
        ['measure', 'pairs', ...FIGURE_HEADER],
        report.tiers.map((row) => [row.title, String(row.figures.pairs), ...figureCells(row.figures)]),
        { align: right },
      ),
    ),
  );
  lines.push('', `Other-person decoys flagged (class wrong-subject, negatives): ${rateText(report.decoysFlagged)}`);
  lines.push('', 'By class (engine, all tiers):', ...groupTable('class', report.byClass));
  lines.push('', 'By kind (engine, all tiers):', ...groupTable('kind', report.byKind));
  lines.push('', 'Tier attribution (pairs by the tier whose finding counted):');
  lines.push(
    ...indent(
      textTable(
        ['fact tier', 'label', 'tier 1', 'tier 2', 'tier 3', 'not found'],
        report.attribution.map((row) => [row.factTier, row.label ? 'disclosed' : 'not', String(row.tier1), String(row.tier2), String(row.tier3), String(row.none)]),
        { align: right },
      ),
    ),
  );
  lines.push('', `Unvaulted-PII findings (regulated identifiers matching no vault value; not scored): ${report.unvaultedFindings}`);
  if (report.excluded.length > 0) {
    lines.push('', 'Excluded items (a detector failed):');
    for (const item of report.excluded) lines.push(`  ${item.item}: ${item.reason}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The engine report as JSON: figures, and the wrong pairs by item id and field key (no values). */
export function engineEvaluationJson(report: EngineEvaluation, setup: EngineSetup, rejected: readonly RejectedLine[]): string {
  const { outcomes, ...figures } = report;
  const errors = outcomes.filter((pair) => pair.predicted !== pair.label);
  return `${JSON.stringify({ ...setup, rejected: rejected.map((line) => line.message), ...figures, errors }, null, 2)}\n`;
}

/**
 * Runs `leakscope calibrate --engine <file...>`; resolves to the exit status (bad input when a
 * line was rejected: the valid lines are still scored).
 */
export async function runCalibrateEngine(files: readonly string[], flags: CalibrateEngineFlags, io: CommandIO): Promise<number> {
  if (flags.judge !== undefined || flags.judges !== undefined) throw new LeakscopeError('usage', '--engine scores tiers 1–3 offline; judges are measured without --engine');
  const semantic = flags.semantic ?? 'offline';
  if (semantic === 'off' && flags.tau !== undefined) throw new LeakscopeError('usage', '--tau needs tier 3 (--semantic offline)');
  const tau = semantic === 'off' ? null : flags.tau === undefined ? SEMANTIC_THRESHOLD.tau : tauOf(flags.tau);
  const items: LabelledItem[] = [];
  const rejected: RejectedLine[] = [];
  for (const file of files) {
    const data = await readLabelledData(file);
    items.push(...data.items);
    rejected.push(...data.rejected);
  }
  const selected = flags.split === 'all' ? items : items.filter((item) => item.split === flags.split);
  if (selected.length === 0)
    throw new LeakscopeError('invalid-record', `${files.join(', ')}: no labelled items in split "${flags.split}" (${items.length} items in all)`, { file: files.join(','), split: flags.split });
  const detectors = tau === null ? defaultDetectors() : [...defaultDetectors(), createSemanticDetector({ threshold: tau })];
  const report = evaluateEngine(selected, { detectors, split: flags.split });
  const setup: EngineSetup = { files, semantic, tau, tauSource: tau === null ? null : flags.tau === undefined ? 'recorded' : 'option', rejected: rejected.length };
  io.stdout.write(flags.format === 'json' ? engineEvaluationJson(report, setup, rejected) : renderEngineEvaluation(report, setup));
  if (report.excluded.length > 0)
    io.stderr.write(`leakscope: ${report.excluded.length} items were excluded (a detector failed); first: ${report.excluded[0]?.item ?? ''}: ${report.excluded[0]?.reason ?? ''}\n`);
  if (rejected.length > 0) {
    io.stderr.write(`leakscope: ${rejected.length} input lines were rejected; first: ${rejected[0]?.message ?? ''}\n`);
    return EXIT.badInput;
  }
  return EXIT.ok;
}
