import { CHANNEL_IDS, CHANNELS, type MetricBlock, type Rate, type Report } from '../contracts/index.js';

/** `43.2% [41.8, 44.6] n=4979`, or `—` when there is nothing to rate. */
export function formatRate(rate: Rate, options: { n?: boolean } = {}): string {
  if (rate.rate === null || rate.ci === null) return '—';
  const pct = (x: number): string => (100 * x).toFixed(1);
  return `${pct(rate.rate)}% [${pct(rate.ci[0])}, ${pct(rate.ci[1])}]${options.n === false ? '' : ` n=${rate.n}`}`;
}

/** Plain-text table with padded columns. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Markdown table; pipes in cells are escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const esc = (cell: string): string => cell.replace(/\|/g, '\\|');
  return [`| ${header.map(esc).join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(esc).join(' | ')} |`)].join('\n');
}

/** Rows of the channel table: one per channel that some trace carries. */
export function channelRows(block: MetricBlock): string[][] {
  return CHANNEL_IDS.filter((id) => block.channels[id].n > 0).map((id) => [id, CHANNELS[id].name, CHANNELS[id].scope, formatRate(block.channels[id])]);
}

/** Rows of the summary measures of a block. */
export function summaryRows(block: MetricBlock): string[][] {
  const rows: string[][] = [
    ['ELR (any channel leaked)', formatRate(block.elr)],
    ['any internal channel (C2/C5)', formatRate(block.anyInternal)],
    ['any external channel', formatRate(block.anyExternal)],
    ['H1: C1 clean, C2/C5 leaked', formatRate(block.h1)],
    ['ASR (attacked traces that leaked)', formatRate(block.asr)],
    ['TSR (task success)', formatRate(block.tsr)],
  ];
  if (block.wls.mean !== null) rows.push(['WLS mean (normalised)', `${block.wls.mean.toFixed(3)} (${(block.wls.normalisedMean ?? 0).toFixed(3)})`]);
  return rows;
}

/** The compact per-group comparison: one row per group value, columns C1..C7, H1, TSR. */
export function groupRows(groups: Record<string, MetricBlock>): { header: string[]; rows: string[][] } {
  const present = CHANNEL_IDS.filter((id) => Object.values(groups).some((block) => block.channels[id].n > 0));
  const header = ['group', 'n', ...present, 'any', 'H1', 'TSR'];
  const short = (rate: Rate): string => (rate.rate === null || rate.ci === null ? '—' : `${(100 * rate.rate).toFixed(1)} [${(100 * rate.ci[0]).toFixed(1)}–${(100 * rate.ci[1]).toFixed(1)}]`);
  const rows = Object.entries(groups).map(([name, block]) => [
    name,
    String(block.traceCount),
    ...present.map((id) => short(block.channels[id])),
    short(block.anyChannel),
    short(block.h1),
    short(block.tsr),
  ]);
  return { header, rows };
}

/** The one visible line about exclusions (always printed, also when nothing was excluded). */
export function exclusionLine(report: Report): string {
  if (report.traces.excluded.total === 0) return `All ${report.traces.total} traces included; none excluded.`;
  return report.notes.find((note) => note.startsWith('Excluded')) ?? `Excluded ${report.traces.excluded.total} traces.`;
}
