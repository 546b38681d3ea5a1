/**
 * Building blocks shared by the sections of report.html: rate formatting, data tables, and
 * figures that pair each chart with its table (the accessible fallback, also what a reviewer
 * copies into a memo).
 */
import { CHANNEL_IDS, CHANNELS, type ChannelId, type MetricBlock, type Rate } from '../../contracts/index.js';
import { formatInterval, formatRate } from '../../metrics/format.js';
import type { IntervalRow } from './chart-specs.js';
import { html, type HtmlValue, type SafeHtml } from './escape.js';
import { HEAT_DARK_FROM, INK } from './theme.js';

/** `43.2%`, or `—` when nothing was rated. */
export function percent(rate: Rate): string {
  return formatRate(rate, { interval: false, counts: 'none' });
}

/** `43.2% [41.8–44.6]`, or `—`. */
export function percentWithInterval(rate: Rate): string {
  return formatRate(rate, { separator: '–', counts: 'none' });
}

/** `[41.8–44.6]`, or `—`. */
export function interval(rate: Rate): string {
  return formatInterval(rate.ci, { separator: '–' });
}

/** `12 / 50`. */
export function counts(rate: Rate): string {
  return `${rate.k} / ${rate.n}`;
}

/** Channels that at least one of the blocks carries, in C1..C7 order. */
export function presentChannels(blocks: readonly MetricBlock[]): ChannelId[] {
  return CHANNEL_IDS.filter((id) => blocks.some((block) => block.channels[id].n > 0));
}

/** `C2 inter-agent messages (internal)`. */
export function channelLabel(id: ChannelId): string {
  return `${id} ${CHANNELS[id].name} (${CHANNELS[id].scope})`;
}

/** An interval bar for a rate, or null when nothing was rated. */
export function intervalRow(label: string, series: string, rate: Rate): IntervalRow | null {
  if (rate.rate === null || rate.ci === null) return null;
  return { label, series, rate: rate.rate, lo: rate.ci[0], hi: rate.ci[1], text: `${percent(rate)}  (${rate.k}/${rate.n})` };
}

/** Text colour with enough contrast on a heat-map cell of this rate. */
export function heatInk(rate: number | null): string {
  return rate !== null && rate >= HEAT_DARK_FROM ? '#ffffff' : INK;
}

/** Options of {@link dataTable}. */
export interface TableOptions {
  readonly caption: string;
  /** Columns (0-based) that hold numbers: right-aligned. */
  readonly numeric?: readonly number[];
  readonly className?: string;
}

/** A plain table; every cell is escaped text unless it is already safe markup. */
export function dataTable(header: readonly string[], rows: readonly (readonly HtmlValue[])[], options: TableOptions): SafeHtml {
  const numeric = new Set(options.numeric ?? []);
  const cls = (i: number): string | null => (numeric.has(i) ? 'num' : null);
  const attr = (i: number): SafeHtml => (cls(i) === null ? html`` : html` class="num"`);
  return html`<div class="table-wrap"><table${options.className === undefined ? '' : html` class="${options.className}"`}>
<caption>${options.caption}</caption>
<thead><tr>${header.map((cell, i) => html`<th scope="col"${attr(i)}>${cell}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${row.map((cell, i) => (i === 0 ? html`<th scope="row">${cell}</th>` : html`<td${attr(i)}>${cell}</td>`))}</tr>`)}</tbody>
</table></div>`;
}

/** A chart with its caption and its data table in a closed `<details>` (visible to screen readers and on demand). */
export function figure(chart: SafeHtml, caption: HtmlValue, table: SafeHtml): SafeHtml {
  return html`<figure class="chart-figure">${chart}<figcaption>${caption}</figcaption>
<details class="data"><summary>Data table</summary>${table}</details></figure>`;
}

/** A section with an id for the table of contents. */
export function section(id: string, title: string, intro: HtmlValue, body: HtmlValue): SafeHtml {
  return html`<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${title}</h2>${intro === '' ? '' : html`<p class="intro">${intro}</p>`}${body}</section>`;
}

/** A short "nothing to show" paragraph. */
export function emptyNote(text: string): SafeHtml {
  return html`<p class="empty">${text}</p>`;
}

/** Per-group rows of a dimension, sorted as the report lists them; empty when the dimension is absent. */
export function groupEntries(groups: Readonly<Record<string, Record<string, MetricBlock>>>, dimension: string): Array<[string, MetricBlock]> {
  return Object.entries(groups[dimension] ?? {});
}
