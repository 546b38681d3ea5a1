/**
 * The output-only audit gap (H1): traces whose final answer (C1) was clean while an internal
 * channel (C2 inter-agent messages, C5 memory) leaked — what an audit of answers alone misses.
 */
import type { MetricBlock, Report } from '../../../contracts/index.js';
import { renderChart } from '../chart.js';
import { intervalBarSpec, type IntervalRow } from '../chart-specs.js';
import type { SafeHtml } from '../escape.js';
import { counts, dataTable, emptyNote, figure, groupEntries, intervalRow, percentWithInterval, section } from '../parts.js';
import { NEUTRAL } from '../theme.js';

/** Dimensions whose H1 is worth comparing; attack classes would drown the chart. */
const GAP_DIMENSIONS = ['model', 'agent', 'topology', 'defense', 'domain'] as const;

interface GapRow {
  readonly label: string;
  readonly block: MetricBlock;
}

function gapRows(report: Report): GapRow[] {
  const rows: GapRow[] = [{ label: 'all traces', block: report }];
  const seen = new Set<string>();
  for (const dimension of GAP_DIMENSIONS) {
    const entries = groupEntries(report.groups, dimension);
    const key = entries.map(([value]) => value).join('\u0000');
    // agent often repeats model (reference agents have no model): show the list once.
    if (entries.length < 2 || seen.has(key)) continue;
    seen.add(key);
    for (const [value, block] of entries) if (block.h1.n > 0) rows.push({ label: `${dimension}: ${value}`, block });
  }
  return rows;
}

/** H1 per group with intervals, and the two rates it is made of in the table. */
export async function gapSection(report: Report): Promise<SafeHtml> {
  const intro =
    'H1 is the share of traces with internal channels whose final answer (C1) was clean while an inter-agent message (C2) or shared memory (C5) leaked. These leaks are invisible to an audit that reads final answers only.';
  const rows = gapRows(report);
  const bars = rows.flatMap(({ label, block }): IntervalRow[] => {
    const row = intervalRow(label, 'H1', block.h1);
    return row === null ? [] : [row];
  });
  if (bars.length === 0) return section('gap', 'The output-only audit gap (H1)', intro, emptyNote('No scored trace has an internal channel (C2 or C5), so H1 cannot be measured.'));
  const chart = await renderChart(intervalBarSpec(bars, { xTitle: 'H1: C1 clean but C2/C5 leaked', yTitle: null, series: [['H1', NEUTRAL]], width: 520 }), {
    id: 'gap',
    title: 'Output-only audit gap (H1) by group with 95% intervals',
    description: `Bars for ${bars.length} groups: share of traces with a clean final answer but a leak on an internal channel.`,
  });
  const table = dataTable(
    ['group', 'traces with C2/C5', 'C1 leaked', 'C2/C5 leaked', 'H1 (k / n)', 'H1 [95% CI]'],
    rows.map(({ label, block }) => [label, block.h1.n, percentWithInterval(block.channels.C1), percentWithInterval(block.anyInternal), counts(block.h1), percentWithInterval(block.h1)]),
    { caption: 'Output-only audit gap by group', numeric: [1, 2, 3, 4, 5] },
  );
  return section('gap', 'The output-only audit gap (H1)', intro, figure(chart, 'H1 per group. The whisker is the 95% Wilson interval.', table));
}
