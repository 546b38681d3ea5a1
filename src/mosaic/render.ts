/**
 * Renders a mosaic report as aligned text (terminal) or Markdown. Reports hold rates and
 * counts only, never document text, composites or answers.
 */
import type { ClusteredRate, ContrastEstimate } from '../metrics/bootstrap.js';
import { formatDifference, formatRate } from '../metrics/format.js';
import { markdownTable, textTable } from '../lib/text-table.js';
import type { BinaryAgreement } from './agreement.js';
import type { AgentSection, MosaicReport } from './summary.js';

type Format = 'text' | 'md';

/** `73.3% [56.7, 86.7]`, or `—` without data. */
const rateText = (estimate: ClusteredRate | null): string => formatRate(estimate, { counts: 'none' });

function table(format: Format, headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `${format === 'md' ? markdownTable(headers, rows) : textTable(headers, rows)}\n`;
}

function heading(format: Format, level: number, text: string): string {
  return format === 'md' ? `${'#'.repeat(level)} ${text}\n\n` : `${text}\n${(level <= 2 ? '=' : '-').repeat(text.length)}\n`;
}

function agreementLine(name: string, agreement: BinaryAgreement): string {
  const number = (value: number | null): string => (value === null ? '—' : value.toFixed(2));
  return `${name}: precision ${number(agreement.precision)}, recall ${number(agreement.recall)}, kappa ${number(agreement.kappa)} (n=${agreement.n}, TP ${agreement.truePositive}, FP ${agreement.falsePositive}, FN ${agreement.falseNegative}${agreement.unknown > 0 ? `, unknown ${agreement.unknown}` : ''})`;
}

function agentLabel(agent: AgentSection): string {
  if (agent.kind === 'reference') return `${agent.agent} (reference program, not an LLM measurement)`;
  return agent.kind === 'framework' ? `${agent.agent} (framework agent)` : agent.agent;
}

function effectRows(agent: AgentSection): string[][] {
  const byName = new Map<string, { mosaic?: ContrastEstimate; refusal?: ContrastEstimate; description: string }>();
  for (const effect of agent.effects) {
    const entry = byName.get(effect.name) ?? { description: effect.description };
    entry[effect.metric] = effect.estimate;
    byName.set(effect.name, entry);
  }
  return [...byName].map(([name, entry]) => [
    name,
    entry.description,
    formatDifference(entry.mosaic?.value ?? null, entry.mosaic?.ci ?? null),
    formatDifference(entry.refusal?.value ?? null, entry.refusal?.ci ?? null),
  ]);
}

/**
 * Renders the report.
 *
 * @example io.stdout.write(renderMosaicReport(report, 'text'));
 */
export function renderMosaicReport(report: MosaicReport, format: Format): string {
  const out: string[] = [];
  const { settings, answers } = report;
  out.push(heading(format, 1, 'leakscope mosaic benchmark'));
  out.push(
    `${settings.mode} mode; ${settings.dataset.examples} examples (${Object.entries(settings.dataset.domains)
      .map(([domain, count]) => `${domain} ${count}`)
      .join(', ')}) × ${settings.configurations} configurations; judge: ${settings.judge}; ` +
      `95% intervals from ${settings.resamples} bootstrap resamples clustered by example (seed ${settings.seed}); dataset ${settings.dataset.file} sha256 ${settings.dataset.sha256.slice(0, 12)}; prompts v${report.promptsVersion}.\n`,
  );
  out.push(
    `Answers: ${answers.total} (${answers.included} included, ${answers.excluded.total} excluded${
      answers.excluded.total > 0
        ? `: ${Object.entries(answers.excluded.byReason)
            .map(([reason, count]) => `${reason} ${count}`)
            .join(', ')}`
        : ''
    }); unknown judgements: mosaic ${answers.unknownJudgements.mosaic}, refusal ${answers.unknownJudgements.refusal}.\n`,
  );
  out.push('Agents:\n');
  for (const agent of report.agents)
    out.push(`${format === 'md' ? '- ' : '  '}${agent.agent}: ${agent.description}; ${agent.kind === 'reference' ? '1 repetition (deterministic)' : `${agent.reps} repetitions per cell`}\n`);
  if (report.judgeAgreement !== null) {
    out.push(`\nJudge agreement with ${report.judgeAgreement.labels} hand-labelled answers (${report.judgeAgreement.judge}):\n`);
    out.push(`${format === 'md' ? '- ' : '  '}${agreementLine('mosaic', report.judgeAgreement.mosaic)}\n`);
    out.push(`${format === 'md' ? '- ' : '  '}${agreementLine('refusal', report.judgeAgreement.refusal)}\n`);
    for (const [split, entry] of Object.entries(report.judgeAgreement.bySplit)) {
      out.push(`${format === 'md' ? '- ' : '  '}${split} (${entry.labels}): ${agreementLine('mosaic', entry.mosaic)}; ${agreementLine('refusal', entry.refusal)}\n`);
    }
  }
  out.push('\n');
  out.push(heading(format, 2, 'Overall and by intent'));
  out.push(
    table(
      format,
      ['agent', 'intent', 'n', 'mosaic', 'refusal', 'leaking refusals'],
      report.agents.flatMap((agent) => [
        [agentLabel(agent), 'all', String(agent.overall.mosaic.n), rateText(agent.overall.mosaic), rateText(agent.overall.refusal), String(agent.overall.leakingRefusals)],
        ...agent.byIntent.map((row) => ['', row.intent, String(row.mosaic.n), rateText(row.mosaic), rateText(row.refusal), String(row.leakingRefusals)]),
      ]),
    ),
  );
  for (const agent of report.agents) {
    out.push('\n');
    out.push(heading(format, 2, `Per configuration: ${agentLabel(agent)}`));
    out.push(
      table(
        format,
        ['configuration', 'n', 'mosaic', 'refusal'],
        agent.byConfiguration.map((row) => [row.label, String(row.mosaic.n), rateText(row.mosaic), rateText(row.refusal)]),
      ),
    );
  }
  out.push('\n');
  out.push(heading(format, 2, 'Effects of headers and rules (paired by example, percentage points)'));
  out.push(
    table(
      format,
      ['agent', 'effect', 'contrast', 'mosaic', 'refusal'],
      report.agents.flatMap((agent) => effectRows(agent).map((row, index) => [index === 0 ? agent.agent : '', ...row])),
    ),
  );
  if (report.guard.length > 0) {
    out.push('\n');
    out.push(heading(format, 2, 'Anti-mosaic guard vs in-context defences'));
    out.push('Residual mosaic: explicit + adversarial queries. Benign answered: utility. False interventions: benign answers that were not a mosaic but were rewritten or withheld.\n\n');
    out.push(
      table(
        format,
        ['agent', 'condition', 'residual mosaic', 'benign mosaic', 'benign answered', 'false interventions'],
        report.guard.flatMap((entry) =>
          entry.rows.map((row, index) => [
            index === 0 ? entry.agent : '',
            row.condition,
            rateText(row.residualMosaic),
            rateText(row.benignMosaic),
            rateText(row.benignAnswered),
            rateText(row.falseInterventions),
          ]),
        ),
      ),
    );
    out.push('\n');
    out.push(
      table(
        format,
        ['agent', 'paired effect', 'metric', 'difference'],
        report.guard.flatMap((entry) =>
          entry.effects.map((effect, index) => [index === 0 ? entry.agent : '', effect.name, effect.metric, formatDifference(effect.estimate.difference, effect.estimate.ci)]),
        ),
      ),
    );
  }
  out.push('\n');
  out.push(heading(format, 2, 'By domain'));
  out.push(
    table(
      format,
      ['agent', 'domain', 'mosaic (all)', 'refusal (all)', 'mosaic (explicit+adversarial)'],
      report.agents.flatMap((agent) =>
        agent.byDomain.map((row, index) => [index === 0 ? agent.agent : '', row.domain, rateText(row.all.mosaic), rateText(row.all.refusal), rateText(row.explicitAndAdversarial.mosaic)]),
      ),
    ),
  );
  return out.join('');
}
