/** Plain-text rendering of a replay report (the CLI's default output). */
import type { Rate } from '../contracts/index.js';
import { textTable } from '../lib/text-table.js';
import { formatRate } from '../metrics/format.js';
import type { ChannelReplay, ReplayReport } from './replay.js';

/** `93.2% [91.0%, 95.0%] (k/n)`, or `n/a (0 events)`. */
const shareText = (share: Rate): string => formatRate(share, { boundsPercentSign: true, empty: 'n/a (0 events)' });

function row(name: string, channel: ChannelReplay): string[] {
  const { PASS, ABSTRACT, BLOCK } = channel.decisions;
  return [name, shareText(channel.stopped), shareText(channel.touched), `${PASS}/${ABSTRACT}/${BLOCK}`, String(channel.abstractStillLeaking)];
}

/**
 * Renders the report as a table: per channel, stopped share of leaking events, touched share
 * of clean events, decision counts and ABSTRACTs that still leaked.
 */
export function renderReplayText(report: ReplayReport): string {
  const rows: string[][] = [];
  for (const [channel, figures] of Object.entries(report.channels)) if (figures !== undefined) rows.push(row(channel, figures));
  rows.push(row('all', report.overall));
  const lines = [
    `leakscope guard replay — criterion ${report.criterion}`,
    `traces replayed: ${report.traces.replayed}; excluded: ${
      Object.entries(report.traces.excluded)
        .map(([reason, n]) => `${n} ${reason}`)
        .join(', ') || 'none'
    }; rejected lines: ${report.rejectedLines}; observed (read-boundary) events: ${report.observedEvents}`,
    '',
    textTable(['channel', 'leaking events stopped', 'clean events touched (false interventions)', 'PASS/ABSTRACT/BLOCK', 'abstract-still-leaking'], rows),
  ];
  if (report.overall.failures > 0) lines.push('', `${report.overall.failures} decisions came from the fail mode (guard errors or unknown judgements).`);
  lines.push('', 'Intervals are 95% Wilson intervals over events; events of one trace are not independent, so they are optimistic.');
  return `${lines.join('\n')}\n`;
}
