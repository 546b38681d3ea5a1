/**
 * The arena's summary table in Markdown: one row per agent × condition with every rate, its
 * n and 95% Wilson interval. Reference agents are labelled as such; helpfulness names its source.
 */
import type { ConditionMetrics, Rate } from './metrics.js';

const percent = (value: number): string => `${(100 * value).toFixed(1)}`;

/** `33.4% [28.1, 39.0] (n=389)`, or `–`. */
export function formatRate(rate: Rate | null | undefined): string {
  if (rate === null || rate === undefined || rate.rate === null) return '–';
  const ci = rate.ci === null ? '' : ` [${percent(rate.ci[0])}, ${percent(rate.ci[1])}]`;
  return `${percent(rate.rate)}%${ci} (${rate.k}/${rate.n})`;
}

function agentLabel(agent: string): string {
  return agent.startsWith('reference:') ? `${agent} (reference agent)` : agent;
}

/**
 * Renders the metrics table.
 *
 * @example renderArenaTable(summary.metrics) // '| agent | condition | leak (any write) | ...'
 */
export function renderArenaTable(metrics: readonly ConditionMetrics[]): string {
  const header = [
    'agent',
    'condition',
    'units (excl.)',
    'leak, any write',
    'leak, last write',
    'exposure (items)',
    'extraction recall',
    'PASS / ABSTRACT / BLOCK (write calls)',
    'helpfulness mean (≥2)',
    'final write',
    'vs C0 (fewer/more, p)',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of metrics) {
    const disposition = row.disposition === null ? '–' : `${formatRate(row.disposition.PASS)} / ${formatRate(row.disposition.ABSTRACT)} / ${formatRate(row.disposition.BLOCK)}`;
    const helpful = row.helpfulness.mean === null ? '–' : `${row.helpfulness.mean.toFixed(2)} (${formatRate(row.helpfulness.helpful)})`;
    const versus = row.versusC0 === undefined ? '–' : `${row.versusC0.fewer}/${row.versusC0.more}, p=${row.versusC0.p < 1e-4 ? row.versusC0.p.toExponential(1) : row.versusC0.p.toFixed(4)}`;
    lines.push(
      `| ${[agentLabel(row.agent), row.condition, `${row.units} (${row.excluded})`, formatRate(row.leakAny), formatRate(row.leakLast), formatRate(row.exposure), formatRate(row.extractionRecall), disposition, helpful, formatRate(row.finalWrite), versus].join(' | ')} |`,
    );
  }
  const label = metrics[0]?.helpfulness.label;
  return `${lines.join('\n')}\n${label === undefined ? '' : `\nHelpfulness: ${label}.\n`}`;
}
