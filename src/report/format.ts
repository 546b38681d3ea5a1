import { CHANNEL_IDS, CHANNELS, type MetricBlock, type Rate, type Report } from '../contracts/index.js';
import { formatDifference, formatInterval, formatLift, formatRate } from '../metrics/format.js';

/** `43.2% [41.8, 44.6] n=4979` (or without ` n=…`), or `—` when there is nothing to rate. */
export function reportRate(rate: Rate, options: { n?: boolean } = {}): string {
  return formatRate(rate, { counts: options.n === false ? 'none' : 'n' });
}

/** `43.2 [41.8–44.6]` (percent, for the compact group tables), or `—`. */
export function shortRate(rate: Rate): string {
  return formatRate(rate, { percentSign: false, separator: '–', counts: 'none' });
}

/** Rows of the channel table: one per channel that some trace carries. */
export function channelRows(block: MetricBlock): string[][] {
  return CHANNEL_IDS.filter((id) => block.channels[id].n > 0).map((id) => [id, CHANNELS[id].name, CHANNELS[id].scope, reportRate(block.channels[id])]);
}

/** Header and rows of the headline rates with both intervals: Wilson (per trace) and scenario-clustered bootstrap. */
export function intervalTable(report: Report): { title: string; header: string[]; rows: string[][] } | null {
  const clustered = report.clustered;
  if (clustered === undefined) return null;
  const measures: Array<[string, Rate, Rate]> = [
    ['any channel', report.anyChannel, clustered.anyChannel],
    ['any internal channel (C2/C5)', report.anyInternal, clustered.anyInternal],
    ['any external channel', report.anyExternal, clustered.anyExternal],
    ['H1: C1 clean, C2/C5 leaked', report.h1, clustered.h1],
    ...CHANNEL_IDS.filter((id) => report.channels[id].n > 0).map((id): [string, Rate, Rate] => [id, report.channels[id], clustered.channels[id]]),
    ['ASR (targeted)', report.asr, clustered.asr],
    ['leak rate under attack', report.attackLeak, clustered.attackLeak],
  ];
  return {
    title: `Headline rates with both 95% intervals: Wilson (traces as independent) and a percentile bootstrap that resamples whole scenarios (${clustered.resamples} resamples, seed ${clustered.seed}, ${clustered.clusters} scenarios):`,
    header: ['measure', 'rate', 'Wilson 95% CI', 'scenario-clustered 95% CI'],
    rows: measures
      .filter(([, wilson]) => wilson.n > 0)
      .map(([name, wilson, bootstrap]) => [name, formatRate(wilson, { interval: false, counts: 'ratio' }), formatInterval(wilson.ci), formatInterval(bootstrap.ci)]),
  };
}

/** The paired-comparisons table: McNemar counts and p, and the scenario-clustered paired difference with its interval. */
export function pairedTable(report: Report): { header: string[]; rows: string[][] } {
  return {
    header: ['comparison', 'pairs', 'only first', 'only second', 'p', 'second − first [95% CI, scenario-clustered]'],
    rows: report.paired.map((p) => [
      p.label,
      String(p.pairs),
      String(p.onlyFirst),
      String(p.onlySecond),
      p.pValue === null ? '—' : p.pValue.toExponential(2),
      formatDifference(p.difference ?? null, p.ci ?? null),
    ]),
  };
}

/** Rows of the summary measures of a block. */
export function summaryRows(block: MetricBlock): string[][] {
  const rows: string[][] = [
    ['ELR (any channel leaked)', reportRate(block.elr)],
    ['any internal channel (C2/C5)', reportRate(block.anyInternal)],
    ['any external channel', reportRate(block.anyExternal)],
    ['exposure: a tool returned a disallowed field (C4)', reportRate(block.exposure)],
    ['H1: C1 clean, C2/C5 leaked', reportRate(block.h1)],
    ['ASR (targets reached / delivered attacks)', reportRate(block.asr)],
    ['ASR baseline (same targets, A0 twin)', reportRate(block.asrBaseline)],
    ['ASR − baseline (paired)', formatLift(block.asrLift)],
    ['leak rate under attack (any leak, attacked traces)', reportRate(block.attackLeak)],
    ['attacks delivered', reportRate(block.attackDelivery)],
    ['TSR (task success)', reportRate(block.tsr)],
  ];
  if (block.wls.mean !== null) rows.push(['WLS mean (normalised)', `${block.wls.mean.toFixed(3)} (${(block.wls.normalisedMean ?? 0).toFixed(3)})`]);
  return rows;
}

/** The compact per-group comparison: one row per group value, columns C1..C7, H1, TSR. */
export function groupRows(groups: Record<string, MetricBlock>): { header: string[]; rows: string[][] } {
  const present = CHANNEL_IDS.filter((id) => Object.values(groups).some((block) => block.channels[id].n > 0));
  const header = ['group', 'n', ...present, 'any', 'H1', 'TSR'];
  const rows = Object.entries(groups).map(([name, block]) => [
    name,
    String(block.traceCount),
    ...present.map((id) => shortRate(block.channels[id])),
    shortRate(block.anyChannel),
    shortRate(block.h1),
    shortRate(block.tsr),
  ]);
  return { header, rows };
}

/** The one visible line about exclusions (always printed, also when nothing was excluded). */
export function exclusionLine(report: Report): string {
  if (report.traces.excluded.total === 0) return `All ${report.traces.total} traces included; none excluded.`;
  return report.notes.find((note) => note.startsWith('Excluded')) ?? `Excluded ${report.traces.excluded.total} traces.`;
}

/**
 * The findings line: leaks, request echoes (their own count: not leaks), allowed disclosures and
 * unvaulted PII, with echoes per channel when there are any.
 *
 * @example findingsLine(report) // 'Findings: 12 (9 vault leaks, 2 request echoes — not leaks: C1 1, C2 1; 1 unvaulted PII)'
 */
export function findingsLine(report: Report): string {
  const findings = report.findings;
  const leaks = Object.values(findings.byChannel).reduce((sum, n) => sum + n, 0);
  const echoes = findings.echoes ?? 0;
  const perChannel = Object.entries(findings.echoesByChannel ?? {})
    .map(([channel, n]) => `${channel} ${n}`)
    .join(', ');
  const echoText = `${echoes} request echoes — not leaks${perChannel === '' ? '' : `: ${perChannel}`}`;
  return `Findings: ${findings.total} (${leaks} vault leaks, ${echoText}; ${findings.unvaultedPii} unvaulted PII)`;
}

/** Lines about tier 3's judge: pairs asked, undecided (by reason, never a "no") and spending per judge; none without a judge. */
export function judgeLines(report: Report): string[] {
  const judge = report.judge;
  if (judge === undefined) return [];
  const reasons = Object.entries(judge.unknownByReason)
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  return [
    `Judge ${judge.id} (pre-filter ${judge.prefilter}): ${judge.pairs.judged} (event, fact) pairs judged, ${judge.pairs.skipped} not sent, ${judge.pairs.unknown} undecided${reasons === '' ? '' : ` (${reasons})`}; ${judge.excludedTraces} traces excluded for an undecided pair`,
    ...judge.spending.map(
      (spent) =>
        `  ${spent.id}: calls ${spent.calls}, tokens in ${spent.inputTokens} / out ${spent.outputTokens}, cache hits ${spent.cacheHits}, failed calls ${spent.failedCalls}, unparsable replies ${spent.unparsable}`,
    ),
  ];
}
