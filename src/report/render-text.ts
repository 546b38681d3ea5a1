import type { Report } from '../contracts/index.js';
import { textTable } from '../lib/text-table.js';
import { channelRows, exclusionLine, findingsLine, groupRows, intervalTable, judgeLines, pairedTable, summaryRows } from './format.js';

/** Dimensions shown in the human summary, in order, when they have more than one value. */
const SHOWN_GROUPS = ['topology', 'agent', 'model', 'defense', 'domain', 'attackFamily'] as const;

/** The human summary printed on stdout by `audit` and `bench`. */
export function renderText(report: Report): string {
  const out: string[] = [];
  out.push(`leakscope ${report.tool.version} — ${report.traces.included} traces scored (${report.labels === 'embedded' ? 'embedded labels' : 'leakscope detectors'})`);
  out.push(exclusionLine(report));
  if (report.rejectedLines.total > 0) out.push(`Rejected input lines: ${report.rejectedLines.total} (first: ${report.rejectedLines.examples[0]?.message ?? ''})`);
  if (report.labels === 'detectors') out.push(findingsLine(report), ...judgeLines(report));
  out.push('');
  out.push(textTable(['channel', 'name', 'scope', 'leak rate [95% Wilson CI]'], channelRows(report)));
  out.push('');
  out.push(textTable(['measure', 'rate [95% Wilson CI]'], summaryRows(report)));
  const intervals = intervalTable(report);
  if (intervals !== null) out.push('', intervals.title, textTable(intervals.header, intervals.rows));
  for (const dimension of SHOWN_GROUPS) {
    const groups = report.groups[dimension];
    if (groups === undefined || Object.keys(groups).length < 2) continue;
    const { header, rows } = groupRows(groups);
    out.push('', `By ${dimension} (leak rate % [95% CI]):`, textTable(header, rows));
  }
  if (report.paired.length > 0) {
    out.push('', 'Paired comparisons (exact McNemar):');
    out.push(textTable(pairedTable(report).header, pairedTable(report).rows));
  }
  if (report.agreement !== undefined) {
    out.push('', 'Detectors vs embedded labels (per channel):');
    out.push(
      textTable(
        ['channel', 'n', 'both', 'detector only', 'label only', 'neither', 'kappa'],
        report.agreement.map((a) => [a.channel, String(a.n), String(a.bothLeak), String(a.detectorOnly), String(a.labelOnly), String(a.neither), a.kappa === null ? '—' : a.kappa.toFixed(3)]),
      ),
    );
    for (const a of report.agreement) {
      for (const example of a.detectorOnlyExamples) out.push(`  ${a.channel} detector-only: ${example}`);
      for (const example of a.labelOnlyExamples) out.push(`  ${a.channel} label-only: ${example}`);
    }
  }
  for (const note of report.notes) if (!note.startsWith('Excluded')) out.push(`Note: ${note}`);
  return `${out.join('\n')}\n`;
}
