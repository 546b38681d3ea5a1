import type { MetricBlock, Rate, Report } from '../contracts/index.js';
import type { RunSummary } from '../run/index.js';
import { exclusionLine, formatRate, textTable } from '../report/format.js';

const short = (rate: Rate): string => (rate.rate === null || rate.ci === null ? '—' : `${(100 * rate.rate).toFixed(1)} [${(100 * rate.ci[0]).toFixed(1)}–${(100 * rate.ci[1]).toFixed(1)}]`);

function configurationRows(groups: Record<string, MetricBlock>): string[][] {
  return Object.entries(groups).map(([name, block]) => [
    name,
    String(block.traceCount),
    short(block.channels.C1),
    short(block.channels.C2),
    short(block.channels.C3),
    short(block.channels.C5),
    short(block.channels.C6),
    short(block.channels.C7),
    short(block.anyInternal),
    short(block.h1),
    short(block.tsr),
  ]);
}

/** The summary `bench` prints: rates per agent × defense, privacy-utility, H1, ASR by family, TSR. */
export function renderBenchSummary(report: Report, summary: RunSummary): string {
  const out: string[] = [];
  out.push(
    `leakscope ${report.tool.version} bench — run ${summary.runId}: ${summary.units.total} runs in ${(summary.wallMs / 1000).toFixed(1)} s (${summary.status.ok} ok, ${summary.status.error} error, ${summary.status.timeout} timeout)`,
  );
  out.push('Reference agents (reference:*) are deterministic programs, not language models.');
  out.push(exclusionLine(report));
  out.push('');
  const byConfiguration = report.groups['agentDefense'] ?? {};
  out.push('Leak rate % [95% Wilson CI] per agent | defense (C4 tool outputs are inputs to the agent, see report.md):');
  out.push(textTable(['agent | defense', 'n', 'C1', 'C2', 'C3', 'C5', 'C6', 'C7', 'C2/C5', 'H1', 'TSR'], configurationRows(byConfiguration)));
  out.push('');
  out.push('Privacy-utility (any internal channel leaked vs task success):');
  out.push(
    textTable(
      ['agent | defense', 'internal leak', 'any-channel leak', 'TSR'],
      Object.entries(byConfiguration).map(([name, block]) => [name, formatRate(block.anyInternal, { n: false }), formatRate(block.anyChannel, { n: false }), formatRate(block.tsr, { n: false })]),
    ),
  );
  const families = report.groups['attackFamily'];
  if (families !== undefined) {
    out.push('', 'ASR by attack family (attacked runs that leaked):');
    out.push(
      textTable(
        ['family', 'n', 'ASR'],
        Object.entries(families).map(([family, block]) => [family, String(block.asr.n), formatRate(block.asr, { n: false })]),
      ),
    );
  }
  out.push('', `Overall: H1 ${formatRate(report.h1)}; TSR ${formatRate(report.tsr)}; ASR ${formatRate(report.asr)}`);
  if (report.paired.length > 0) {
    out.push('', 'Paired comparisons (exact McNemar):');
    out.push(
      textTable(
        ['comparison', 'pairs', 'only first', 'only second', 'p'],
        report.paired.map((p) => [p.label, String(p.pairs), String(p.onlyFirst), String(p.onlySecond), p.pValue === null ? '—' : p.pValue.toExponential(2)]),
      ),
    );
  }
  for (const note of report.notes) if (!note.startsWith('Excluded')) out.push(`Note: ${note}`);
  return `${out.join('\n')}\n`;
}
