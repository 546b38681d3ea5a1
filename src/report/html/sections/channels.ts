/**
 * Where data escaped: leak rate per channel (external and internal grouped) and heat maps of
 * group × channel for models, agents, domains and defenses.
 */
import { CHANNEL_IDS, CHANNELS, type ChannelId, type MetricBlock, type Report } from '../../../contracts/index.js';
import { renderChart } from '../chart.js';
import { heatMapSpec, intervalBarSpec, type HeatCell, type IntervalRow } from '../chart-specs.js';
import { html, type SafeHtml } from '../escape.js';
import { channelLabel, counts, dataTable, emptyNote, figure, groupEntries, heatInk, intervalRow, percentWithInterval, presentChannels, section } from '../parts.js';
import { EXTERNAL, INTERNAL_FILL } from '../theme.js';

/** External channels first, then internal, each in id order: the grouping the reader compares. */
const CHANNEL_ORDER: readonly ChannelId[] = [...CHANNEL_IDS.filter((id) => CHANNELS[id].scope === 'external'), ...CHANNEL_IDS.filter((id) => CHANNELS[id].scope === 'internal')];

/** Leak rate per channel with 95% intervals. */
export async function channelSection(report: Report): Promise<SafeHtml> {
  const present = CHANNEL_ORDER.filter((id) => report.channels[id].n > 0);
  const rows = present.flatMap((id): IntervalRow[] => {
    const row = intervalRow(channelLabel(id), CHANNELS[id].scope, report.channels[id]);
    return row === null ? [] : [row];
  });
  const table = dataTable(
    ['channel', 'name', 'scope', 'leaked / traces with channel', 'leak rate [95% Wilson CI]'],
    present.map((id) => [id, CHANNELS[id].name, CHANNELS[id].scope, counts(report.channels[id]), percentWithInterval(report.channels[id])]),
    { caption: 'Leak rate by channel', numeric: [3, 4] },
  );
  const intro =
    'Share of traces carrying a channel in which a vault field that the policy does not allow on that channel appeared. Whiskers are 95% Wilson intervals. Internal channels (hatched) never reach the user; an audit of final answers alone does not see them.';
  if (rows.length === 0) return section('channels', 'Leak rate by channel', intro, emptyNote('No scored trace carries any channel.'));
  const chart = await renderChart(
    intervalBarSpec(rows, {
      xTitle: 'leak rate (share of traces with the channel)',
      yTitle: null,
      series: [
        ['external', EXTERNAL],
        ['internal', INTERNAL_FILL],
      ],
      seriesTitle: 'channel scope',
      width: 520,
    }),
    { id: 'channels', title: 'Leak rate by channel with 95% intervals', description: `Horizontal bars for ${rows.length} channels; external channels first, internal channels hatched.` },
  );
  return section('channels', 'Leak rate by channel', intro, figure(chart, 'External channels in solid blue, internal channels (C2, C5) hatched orange. Printed values: rate (leaked/traces).', table));
}

/** A group × channel heat map with its table, or null when the dimension is absent. */
async function heatMap(report: Report, dimension: string, label: string): Promise<SafeHtml | null> {
  const entries = groupEntries(report.groups, dimension).filter(([, block]) => block.traceCount > 0);
  if (entries.length === 0) return null;
  const channels = presentChannels(entries.map(([, block]) => block));
  if (channels.length === 0) return null;
  const cells: HeatCell[] = entries.flatMap(([group, block]) => [...channels.map((id) => cell(group, id, block)), cell(group, 'any', block)]);
  const chart = await renderChart(heatMapSpec(cells, { rowTitle: label, columnTitle: 'channel', rows: entries.map(([group]) => group), columns: [...channels, 'any'] }), {
    id: `heat-${dimension}`,
    title: `Leak rate by ${label} and channel`,
    description: `Heat map of ${entries.length} ${label} values by ${channels.length} channels; every cell prints its rate, a dash where no trace carries the channel.`,
  });
  const table = dataTable(
    [label, 'traces', ...channels, 'any channel'],
    entries.map(([group, block]) => [group, block.traceCount, ...channels.map((id) => percentWithInterval(block.channels[id])), percentWithInterval(block.anyChannel)]),
    { caption: `Leak rate by ${label} and channel, % [95% CI]`, numeric: [1, ...channels.map((_, i) => i + 2), channels.length + 2] },
  );
  return figure(chart, `Leak rate by ${label} and channel. Darker is leakier; “—” means no trace of that ${label} carries the channel.`, table);
}

function cell(row: string, column: ChannelId | 'any', block: MetricBlock): HeatCell {
  const rate = column === 'any' ? block.anyChannel : block.channels[column];
  return { row, column, rate: rate.rate, text: rate.rate === null ? '—' : `${Math.round(100 * rate.rate)}%`, ink: heatInk(rate.rate) };
}

function distinctValues(report: Report, dimension: string): string {
  return Object.keys(report.groups[dimension] ?? {}).join('\u0000');
}

/** Heat maps by model (and agent when agents are not the same list as models) and by domain. */
export async function heatMapSection(report: Report): Promise<SafeHtml> {
  const parts: SafeHtml[] = [];
  const byModel = await heatMap(report, 'model', 'model');
  if (byModel !== null) parts.push(byModel);
  // Reference agents have no model and appear under their agent id in `model`; skip the duplicate.
  if (distinctValues(report, 'agent') !== distinctValues(report, 'model')) {
    const byAgent = await heatMap(report, 'agent', 'agent');
    if (byAgent !== null) parts.push(byAgent);
  }
  const byDomain = await heatMap(report, 'domain', 'domain');
  parts.push(byDomain ?? emptyNote('No trace names a domain.'));
  return section('heatmaps', 'Who leaked where', 'Leak rate of each model, agent and domain on each channel.', html`<div class="figure-stack">${parts}</div>`);
}
