/**
 * Defenses: how much each one leaks on external and internal channels, and what it costs in
 * task success (the privacy-utility trade-off, with its Pareto front).
 */
import type { MetricBlock, Report } from '../../../contracts/index.js';
import { renderChart } from '../chart.js';
import { intervalBarSpec, tradeoffSpec, type IntervalRow, type TradeoffPoint } from '../chart-specs.js';
import { html, type SafeHtml } from '../escape.js';
import { dataTable, emptyNote, figure, groupEntries, intervalRow, percentWithInterval, section } from '../parts.js';
import { EXTERNAL, INTERNAL_FILL } from '../theme.js';

/** Group dimensions that cross agent and defense, if the metrics layer provides one. */
const AGENT_DEFENSE_DIMENSIONS = ['agentDefense', 'agent×defense', 'agent × defense'] as const;

interface Candidate {
  readonly label: string;
  readonly level: 'defense' | 'agent × defense';
  readonly block: MetricBlock;
}

/**
 * Marks the points no other point beats on both axes (less leakage and at least as much task
 * success, or the reverse). Computed within each level so agents do not hide defenses.
 */
export function paretoFlags(points: ReadonlyArray<{ readonly leak: number; readonly tsr: number }>): boolean[] {
  return points.map((p) => !points.some((q) => q !== p && q.leak <= p.leak && q.tsr >= p.tsr && (q.leak < p.leak || q.tsr > p.tsr)));
}

function tradeoffPoints(candidates: readonly Candidate[]): TradeoffPoint[] {
  const out: TradeoffPoint[] = [];
  for (const level of ['defense', 'agent × defense'] as const) {
    const rated = candidates.filter((c) => c.level === level && c.block.tsr.rate !== null && c.block.anyChannel.rate !== null);
    const flags = paretoFlags(rated.map((c) => ({ leak: c.block.anyChannel.rate ?? 0, tsr: c.block.tsr.rate ?? 0 })));
    rated.forEach((c, i) => {
      const { tsr, anyChannel } = c.block;
      out.push({
        label: c.label,
        level,
        tsr: tsr.rate ?? 0,
        tsrLo: tsr.ci?.[0] ?? 0,
        tsrHi: tsr.ci?.[1] ?? 0,
        leak: anyChannel.rate ?? 0,
        leakLo: anyChannel.ci?.[0] ?? 0,
        leakHi: anyChannel.ci?.[1] ?? 0,
        pareto: flags[i] ?? false,
      });
    });
  }
  return out;
}

/** Defense comparison bars, the trade-off plot (or "no TSR recorded"), and their tables. */
export async function defenseSection(report: Report): Promise<SafeHtml> {
  const defenses = groupEntries(report.groups, 'defense').filter(([, block]) => block.traceCount > 0);
  const intro = 'Leak rates under each defense, and the task success each one keeps. A defense that stops leaks by stopping the task is not a privacy win.';
  if (defenses.length === 0) return section('defenses', 'Defenses', intro, emptyNote('No trace names a defense.'));
  const bars = defenses.flatMap(([defense, block]): IntervalRow[] =>
    [intervalRow(defense, 'external channels', block.anyExternal), intervalRow(defense, 'internal channels (C2, C5)', block.anyInternal)].filter((row): row is IntervalRow => row !== null),
  );
  const barChart =
    bars.length === 0
      ? emptyNote('No rated channel under any defense.')
      : await renderChart(
          intervalBarSpec(bars, {
            xTitle: 'leak rate',
            yTitle: null,
            series: [
              ['external channels', EXTERNAL],
              ['internal channels (C2, C5)', INTERNAL_FILL],
            ],
            seriesTitle: null,
            width: 300,
          }),
          { id: 'defenses', title: 'Leak rate by defense, external and internal channels, with 95% intervals', description: `Paired bars for ${defenses.length} defenses.` },
        );
  const table = dataTable(
    ['defense', 'traces', 'any channel', 'external', 'internal', 'H1', 'TSR'],
    defenses.map(([defense, block]) => [
      defense,
      block.traceCount,
      percentWithInterval(block.anyChannel),
      percentWithInterval(block.anyExternal),
      percentWithInterval(block.anyInternal),
      percentWithInterval(block.h1),
      block.tsr.n === 0 ? 'no TSR recorded' : percentWithInterval(block.tsr),
    ]),
    { caption: 'Defense comparison, % [95% CI]', numeric: [1, 2, 3, 4, 5, 6] },
  );
  const first = figure(barChart, 'Leak rate per defense: external channels solid, internal channels hatched.', table);
  return section('defenses', 'Defenses', intro, html`<div class="figure-grid">${first}${await tradeoffFigure(report, defenses)}</div>`);
}

async function tradeoffFigure(report: Report, defenses: ReadonlyArray<[string, MetricBlock]>): Promise<SafeHtml> {
  const crossed = AGENT_DEFENSE_DIMENSIONS.flatMap((dimension) => groupEntries(report.groups, dimension));
  const candidates: Candidate[] = [
    ...defenses.map(([label, block]): Candidate => ({ label, level: 'defense', block })),
    ...crossed.map(([label, block]): Candidate => ({ label, level: 'agent × defense', block })),
  ];
  const points = tradeoffPoints(candidates);
  const noTsr = candidates.filter((c) => c.block.tsr.n === 0).map((c) => c.label);
  if (points.length === 0) {
    return html`<figure class="chart-figure"><div class="no-data" role="img" aria-label="Privacy-utility plot: no TSR recorded"><p><strong>No TSR recorded.</strong></p><p>The traces do not say whether their task succeeded (<code>taskSuccess</code> in <code>trace-end</code>), so the privacy-utility trade-off cannot be drawn.</p></div><figcaption>Privacy-utility trade-off</figcaption></figure>`;
  }
  const chart = await renderChart(tradeoffSpec(points), {
    id: 'tradeoff',
    title: 'Privacy-utility trade-off: leak rate against task success per defense',
    description: `${points.length} points; lower and further right is better. Diamonds mark the Pareto front, joined by a dashed line.`,
  });
  const table = dataTable(
    ['defense', 'level', 'TSR [95% CI]', 'leak rate [95% CI]', 'Pareto front'],
    points.map((point) => {
      const block = candidates.find((c) => c.label === point.label && c.level === point.level)?.block;
      return [point.label, point.level, block === undefined ? '—' : percentWithInterval(block.tsr), block === undefined ? '—' : percentWithInterval(block.anyChannel), point.pareto ? 'yes' : 'no'];
    }),
    { caption: 'Privacy-utility points', numeric: [2, 3] },
  );
  const missing = noTsr.length === 0 ? '' : html` No TSR recorded for: ${noTsr.join(', ')}.`;
  return figure(
    chart,
    html`Leak rate (any channel) against task success. Lower right is better; diamonds are on the Pareto front (no other defense leaks less while succeeding as often). Whiskers are 95% intervals.${missing}`,
    table,
  );
}
