/**
 * The arena's summary table in Markdown: one row per agent × condition with every rate, its
 * n and 95% Wilson interval. Reference agents are labelled as such; helpfulness names its source.
 */
import type { Rate } from '../contracts/index.js';
import { isFrameworkSelector } from '../integrations/registry.js';
import { markdownTable } from '../lib/text-table.js';
import { formatRate } from '../metrics/format.js';
import type { ConditionMetrics } from './metrics.js';

/** `33.4% [28.1, 39.0] (125/374)`, or `–`. */
const arenaRate = (rate: Rate | null | undefined): string => formatRate(rate, { empty: '–' });

function agentLabel(agent: string): string {
  if (agent.startsWith('reference:')) return `${agent} (reference agent)`;
  return isFrameworkSelector(agent) ? `${agent} (framework agent)` : agent;
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
  const rows = metrics.map((row) => {
    const disposition = row.disposition === null ? '–' : `${arenaRate(row.disposition.PASS)} / ${arenaRate(row.disposition.ABSTRACT)} / ${arenaRate(row.disposition.BLOCK)}`;
    const helpful = row.helpfulness.mean === null ? '–' : `${row.helpfulness.mean.toFixed(2)} (${arenaRate(row.helpfulness.helpful)})`;
    const versus = row.versusC0 === undefined ? '–' : `${row.versusC0.fewer}/${row.versusC0.more}, p=${row.versusC0.p < 1e-4 ? row.versusC0.p.toExponential(1) : row.versusC0.p.toFixed(4)}`;
    return [
      agentLabel(row.agent),
      row.condition,
      `${row.units} (${row.excluded})`,
      arenaRate(row.leakAny),
      arenaRate(row.leakLast),
      arenaRate(row.exposure),
      arenaRate(row.extractionRecall),
      disposition,
      helpful,
      arenaRate(row.finalWrite),
      versus,
    ];
  });
  const label = metrics[0]?.helpfulness.label;
  const conditions = new Set(metrics.map((row) => row.condition));
  const oracle = ['C2', 'C3', 'C4'].some((id) => conditions.has(id));
  const extracted = ['C2x', 'C3x', 'C4x'].some((id) => conditions.has(id));
  const notes = [
    ...(oracle ? ["C2–C4: the guard is given the task's protected items (oracle inventory); their extraction recall is agreement between the guard's matcher and the metric's."] : []),
    ...(extracted
      ? [
          'C2x–C4x: the protected items are withheld; the guard knows only what it extracted from the tool results the agent read (identifiers, sentences naming sensitive categories); extraction recall is the share of exposed items the metric finds in what it extracted.',
        ]
      : []),
  ];
  return `${markdownTable(header, rows)}\n${notes.length === 0 ? '' : `\n${notes.join('\n')}\n`}${label === undefined ? '' : `\nHelpfulness: ${label}.\n`}`;
}
