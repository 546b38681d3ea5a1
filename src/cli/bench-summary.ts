import type { MetricBlock, Report } from '../contracts/index.js';
import { textTable } from '../lib/text-table.js';
import { formatLift } from '../metrics/format.js';
import { exclusionLine, intervalTable, pairedTable, reportRate, shortRate } from '../report/format.js';
import type { SensitivityRates } from '../report/sensitivity.js';
import type { RunSummary } from '../run/index.js';

function configurationRows(groups: Record<string, MetricBlock>): string[][] {
  return Object.entries(groups).map(([name, block]) => [
    name,
    String(block.traceCount),
    shortRate(block.channels.C1),
    shortRate(block.channels.C2),
    shortRate(block.channels.C3),
    shortRate(block.channels.C5),
    shortRate(block.channels.C6),
    shortRate(block.channels.C7),
    shortRate(block.anyInternal),
    shortRate(block.h1),
    shortRate(block.tsr),
  ]);
}

/** Targeted ASR beside its A0 baseline and the leak rate under attack, one row per group. */
function attackTable(dimension: string, groups: Record<string, MetricBlock>): string {
  return textTable(
    [dimension, 'attacked', 'delivered', 'ASR', 'A0 baseline', 'ASR − baseline', 'leak under attack'],
    Object.entries(groups).map(([name, block]) => [
      name,
      String(block.attackLeak.n),
      `${block.attackDelivery.k}/${block.attackDelivery.n}`,
      reportRate(block.asr),
      reportRate(block.asrBaseline, { n: false }),
      formatLift(block.asrLift),
      reportRate(block.attackLeak, { n: false }),
    ]),
  );
}

/** The summary `bench` prints: rates per agent × defense, privacy-utility, H1, ASR by family, TSR. */
export function renderBenchSummary(report: Report, summary: RunSummary, sensitivity?: Readonly<Record<string, SensitivityRates>>): string {
  const out: string[] = [];
  out.push(
    `leakscope ${report.tool.version} bench — run ${summary.runId}: ${summary.units.total} runs in ${(summary.wallMs / 1000).toFixed(1)} s (${summary.status.ok} ok, ${summary.status.error} error, ${summary.status.timeout} timeout)`,
  );
  out.push('Reference agents (reference:*) are deterministic programs, not language models.');
  out.push(exclusionLine(report));
  out.push('');
  const byConfiguration = report.groups['agentDefense'] ?? {};
  out.push('Leak rate % [95% Wilson CI] per agent | defense (C4, what tools return, is exposure, not disclosure: reported apart, see report.md):');
  out.push(textTable(['agent | defense', 'n', 'C1', 'C2', 'C3', 'C5', 'C6', 'C7', 'C2/C5', 'H1', 'TSR'], configurationRows(byConfiguration)));
  out.push('');
  out.push('Privacy-utility (any internal channel leaked vs task success):');
  out.push(
    textTable(
      ['agent | defense', 'internal leak', 'any-channel leak', 'TSR'],
      Object.entries(byConfiguration).map(([name, block]) => [name, reportRate(block.anyInternal, { n: false }), reportRate(block.anyChannel, { n: false }), reportRate(block.tsr, { n: false })]),
    ),
  );
  if (sensitivity !== undefined && Object.keys(sensitivity).length > 0) {
    out.push('');
    out.push('Runs that disclosed an identifier / a special-category fact (SSN, card, account, MRN…; health, religion, criminal record…), counted channels:');
    out.push(
      textTable(
        ['agent | defense', 'identifier leak', 'special-category leak'],
        Object.entries(sensitivity).map(([name, rates]) => [name, reportRate(rates.identifier), reportRate(rates.special)]),
      ),
    );
  }
  const families = report.groups['attackFamily'];
  if (families !== undefined) {
    out.push('', 'Attacks by family: ASR = targets reached / delivered attacks; leak under attack = any leak in attacked runs:');
    out.push(attackTable('family', families));
  }
  if (report.attackLeak.n > 0) {
    out.push('', 'Attacks by agent | defense (ASR = targets reached / delivered attacks):');
    out.push(attackTable('agent | defense', byConfiguration));
  }
  // Pooled over agents and defenses: a figure of the run, not of any one system.
  out.push('', `Overall (all agents and defenses pooled): H1 ${reportRate(report.h1)}; TSR ${reportRate(report.tsr)}; ASR ${reportRate(report.asr)}`);
  const intervals = intervalTable(report);
  if (intervals !== null) out.push('', intervals.title, textTable(intervals.header, intervals.rows));
  if (report.paired.length > 0) {
    out.push('', 'Paired comparisons (exact McNemar):');
    out.push(textTable(pairedTable(report).header, pairedTable(report).rows));
  }
  for (const note of report.notes) if (!note.startsWith('Excluded')) out.push(`Note: ${note}`);
  return `${out.join('\n')}\n`;
}
