/** Plain-text rendering of a replay report (the CLI's default output). */
import type { ChannelReplay, Proportion, ReplayReport } from './replay.js';

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

/** `93.2% [91.0%, 95.0%] (k/n)`, or `n/a (0 events)`. */
export function formatProportion(share: Proportion): string {
  if (share.rate === null || share.interval === null) return 'n/a (0 events)';
  return `${percent(share.rate)} [${percent(share.interval[0])}, ${percent(share.interval[1])}] (${share.k}/${share.n})`;
}

function row(name: string, channel: ChannelReplay): string {
  const { PASS, ABSTRACT, BLOCK } = channel.decisions;
  return `${name.padEnd(8)} ${formatProportion(channel.stopped).padEnd(40)} ${formatProportion(channel.touched).padEnd(40)} ${`${PASS}/${ABSTRACT}/${BLOCK}`.padEnd(18)} ${channel.abstractStillLeaking}`;
}

/**
 * Renders the report as a table: per channel, stopped share of leaking events, touched share
 * of clean events, decision counts and ABSTRACTs that still leaked.
 */
export function renderReplayText(report: ReplayReport): string {
  const lines = [
    `leakscope guard replay — criterion ${report.criterion}`,
    `traces replayed: ${report.traces.replayed}; excluded: ${
      Object.entries(report.traces.excluded)
        .map(([reason, n]) => `${n} ${reason}`)
        .join(', ') || 'none'
    }; rejected lines: ${report.rejectedLines}; observed (read-boundary) events: ${report.observedEvents}`,
    '',
    `${'channel'.padEnd(8)} ${'leaking events stopped'.padEnd(40)} ${'clean events touched (false interventions)'.padEnd(40)} ${'PASS/ABSTRACT/BLOCK'.padEnd(18)} abstract-still-leaking`,
  ];
  for (const [channel, figures] of Object.entries(report.channels)) if (figures !== undefined) lines.push(row(channel, figures));
  lines.push(row('all', report.overall));
  if (report.overall.failures > 0) lines.push('', `${report.overall.failures} decisions came from the fail mode (guard errors or unknown judgements).`);
  lines.push('', 'Intervals are 95% Wilson intervals over events; events of one trace are not independent, so they are optimistic.');
  return `${lines.join('\n')}\n`;
}
