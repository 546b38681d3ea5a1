import type { Report } from '../contracts/index.js';
import { markdownTable } from '../lib/text-table.js';
import { channelRows, exclusionLine, findingsLine, groupRows, intervalTable, judgeLines, pairedTable, summaryRows } from './format.js';

/** `report.md`: a summary for CI job pages and pull requests. Values are never shown raw. */
export function renderMarkdown(report: Report, title = 'leakscope report'): string {
  const out: string[] = [`# ${title}`, ''];
  out.push(`- leakscope ${report.tool.version}, ${report.labels === 'embedded' ? 'embedded labels' : 'leakscope detectors'}; inputs: ${report.inputs.map((i) => `\`${i}\``).join(', ')}`);
  out.push(`- **${exclusionLine(report)}**`);
  if (report.rejectedLines.total > 0) out.push(`- Rejected input lines: ${report.rejectedLines.total}`);
  if (report.labels === 'detectors') out.push(`- ${findingsLine(report)}`);
  const judge = judgeLines(report);
  if (judge.length > 0) out.push(`- ${judge[0] ?? ''}`, ...judge.slice(1).map((line) => `  - ${line.trim()}`));
  out.push('', '## Leak rate by channel', '', markdownTable(['channel', 'name', 'scope', 'leak rate [95% Wilson CI]'], channelRows(report)));
  out.push('', '## Summary', '', markdownTable(['measure', 'rate [95% Wilson CI]'], summaryRows(report)));
  const intervals = intervalTable(report);
  if (intervals !== null) out.push('', '## Intervals', '', intervals.title, '', markdownTable(intervals.header, intervals.rows));
  const exposure = report.findings.exposureByAgent;
  if (exposure !== undefined) {
    out.push(
      '',
      '## Exposure (what tools returned to agents, C4)',
      '',
      'Disallowed vault fields (by key) that tool outputs put in front of each agent, with the number of tool outputs; exposure is not counted as a leak of the trace (`--count-exposure` counts it).',
      '',
    );
    out.push(
      markdownTable(
        ['agent', 'fields (tool outputs)'],
        Object.entries(exposure).map(([agent, fields]) => [
          agent,
          Object.entries(fields)
            .map(([field, n]) => `${field} (${n})`)
            .join(', '),
        ]),
      ),
    );
  }
  for (const [dimension, groups] of Object.entries(report.groups)) {
    if (Object.keys(groups).length < 2) continue;
    const { header, rows } = groupRows(groups);
    out.push('', `## By ${dimension}`, '', 'Leak rate in % with 95% Wilson intervals.', '', markdownTable(header, rows));
  }
  if (report.paired.length > 0) {
    out.push('', '## Paired comparisons (exact McNemar)', '', markdownTable(pairedTable(report).header, pairedTable(report).rows));
  }
  if (report.agreement !== undefined) {
    out.push(
      '',
      '## Detectors vs embedded labels',
      '',
      markdownTable(
        ['channel', 'n', 'both', 'detector only', 'label only', 'neither', 'κ'],
        report.agreement.map((a) => [a.channel, String(a.n), String(a.bothLeak), String(a.detectorOnly), String(a.labelOnly), String(a.neither), a.kappa === null ? '—' : a.kappa.toFixed(3)]),
      ),
    );
  }
  const notes = report.notes.filter((note) => !note.startsWith('Excluded'));
  if (notes.length > 0) out.push('', '## Notes', '', ...notes.map((note) => `- ${note}`));
  return `${out.join('\n')}\n`;
}
