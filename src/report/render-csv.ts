import { CHANNEL_IDS, type MetricBlock, type Rate, type Report } from '../contracts/index.js';

const HEADER = ['dimension', 'group', 'measure', 'k', 'n', 'rate', 'ci_low', 'ci_high'];

function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function rows(dimension: string, group: string, block: MetricBlock): string[][] {
  const measures: Array<[string, Rate]> = [
    ...CHANNEL_IDS.map((id): [string, Rate] => [id, block.channels[id]]),
    ['elr', block.elr],
    ['any_internal', block.anyInternal],
    ['any_external', block.anyExternal],
    ['h1', block.h1],
    ['asr', block.asr],
    ['asr_baseline', block.asrBaseline],
    ['attack_leak', block.attackLeak],
    ['attack_delivery', block.attackDelivery],
    ['tsr', block.tsr],
  ];
  return measures
    .filter(([, rate]) => rate.n > 0)
    .map(([measure, rate]) => [dimension, group, measure, String(rate.k), String(rate.n), rate.rate?.toFixed(6) ?? '', rate.ci?.[0].toFixed(6) ?? '', rate.ci?.[1].toFixed(6) ?? '']);
}

/** Long-format CSV: one row per (group, measure), ready for pandas/R/spreadsheets. */
export function renderCsv(report: Report): string {
  const all = [HEADER, ...rows('all', 'all', report)];
  for (const [dimension, groups] of Object.entries(report.groups)) {
    for (const [group, block] of Object.entries(groups)) all.push(...rows(dimension, group, block));
  }
  return `${all.map((row) => row.map(cell).join(',')).join('\n')}\n`;
}
