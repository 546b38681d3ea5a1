/**
 * Table-only sections: paired comparisons (McNemar), detector/label agreement, the findings
 * list (capped, masked), and every group dimension in full.
 */
import { CHANNELS, type Finding, type Report } from '../../../contracts/index.js';
import { formatDifference } from '../../../metrics/format.js';
import { redactForDisplay } from '../../display-masking.js';
import { html, type SafeHtml } from '../escape.js';
import { dataTable, emptyNote, percentWithInterval, presentChannels, section } from '../parts.js';
import { DEFAULT_MAX_FINDINGS } from '../limits.js';

const KIND_LABEL: Readonly<Record<Finding['kind'], string>> = {
  'vault-leak': 'leak',
  'unvaulted-pii': 'unvaulted PII',
  'allowed-disclosure': 'allowed',
  echo: 'request echo',
};

function pValue(p: number | null): string {
  if (p === null) return '—';
  return p < 0.001 ? p.toExponential(2) : p.toFixed(3);
}

/** Paired comparisons: the same scenario measured two ways, tested with the exact McNemar test. */
export function pairedSection(report: Report): SafeHtml {
  const intro =
    'Each row compares two measurements of the same scenarios (single vs multi-agent, no defense vs a defense). Only discordant pairs carry information; p is the exact two-sided McNemar test. The difference (second − first) has a 95% interval from a bootstrap that resamples whole scenarios for both arms.';
  if (report.paired.length === 0) return section('paired', 'Paired comparisons', intro, emptyNote('The traces hold no paired observations.'));
  const table = dataTable(
    ['comparison', 'pairs', 'only first leaked', 'only second leaked', 'p (exact McNemar)', 'second − first [95% CI, scenario-clustered]'],
    report.paired.map((pair) => [pair.label, pair.pairs, pair.onlyFirst, pair.onlySecond, pValue(pair.pValue), formatDifference(pair.difference ?? null, pair.ci ?? null)]),
    { caption: 'Paired comparisons', numeric: [1, 2, 3, 4, 5] },
  );
  return section('paired', 'Paired comparisons', intro, table);
}

/** Detectors against labels that came with the traces (only when the audit compared them). */
export function agreementSection(report: Report): SafeHtml {
  if (report.agreement === undefined || report.agreement.length === 0) return html``;
  const table = dataTable(
    ['channel', 'units', 'both leak', 'detector only', 'label only', 'neither', 'Cohen’s κ'],
    report.agreement.map((a) => [a.channel, a.n, a.bothLeak, a.detectorOnly, a.labelOnly, a.neither, a.kappa === null ? '—' : a.kappa.toFixed(3)]),
    { caption: 'Detector and embedded-label agreement per channel', numeric: [1, 2, 3, 4, 5, 6] },
  );
  return section('agreement', 'Detectors vs embedded labels', 'Agreement per (trace, channel) between leakscope’s detectors and the labels that came with the traces.', table);
}

/** Options of {@link findingsSection}. */
export interface FindingsTableOptions {
  /** Rows shown; the rest are counted. */
  readonly limit: number;
}

/** Every group dimension as a full table, folded: the numbers behind all charts. */
export function groupsSection(report: Report): SafeHtml {
  const dimensions = Object.entries(report.groups).filter(([, groups]) => Object.keys(groups).length > 0);
  if (dimensions.length === 0) return html``;
  const blocks = dimensions.map(([dimension, groups]) => {
    const entries = Object.entries(groups);
    const channels = presentChannels(entries.map(([, block]) => block));
    const table = dataTable(
      [dimension, 'traces', ...channels, 'any', 'H1', 'ASR', 'TSR'],
      entries.map(([value, block]) => [
        value,
        block.traceCount,
        ...channels.map((id) => percentWithInterval(block.channels[id])),
        percentWithInterval(block.anyChannel),
        percentWithInterval(block.h1),
        percentWithInterval(block.asr),
        percentWithInterval(block.tsr),
      ]),
      { caption: `All measures by ${dimension}, % [95% CI]`, numeric: [1, ...channels.map((_, i) => i + 2), channels.length + 2, channels.length + 3, channels.length + 4, channels.length + 5] },
    );
    return html`<details class="group-table"><summary>By ${dimension} (${entries.length} values)</summary>${table}</details>`;
  });
  return section('groups', 'All groups', 'Every rate of every group with its 95% interval.', blocks);
}

/**
 * The findings list: trace, event, channel, field, tier, detector, method and masked evidence.
 * Evidence is masked by the detectors; it is redacted once more here (long digit runs,
 * canary tails) so a report never re-leaks a value, whatever produced the findings.
 */
/**
 * What the findings table shows of a stream of findings, collected as they are made: the first
 * `limit` of each kind and the counts. A caller that writes findings.jsonl can keep one beside it
 * instead of reading the file back to render the report; the table is the same either way.
 */
export class FindingsDigest {
  total = 0;
  readonly byKind: Record<string, number> = {};
  readonly buffers: Record<Finding['kind'], Finding[]> = { 'vault-leak': [], 'unvaulted-pii': [], echo: [], 'allowed-disclosure': [] };

  constructor(readonly limit: number = DEFAULT_MAX_FINDINGS) {}

  add(finding: Finding): void {
    this.total += 1;
    this.byKind[finding.kind] = (this.byKind[finding.kind] ?? 0) + 1;
    const buffer = this.buffers[finding.kind];
    if (buffer.length < this.limit) buffer.push(finding);
  }
}

export async function findingsSection(findings: FindingsDigest | AsyncIterable<Finding> | Iterable<Finding> | undefined, options: FindingsTableOptions): Promise<SafeHtml> {
  const intro = 'Each row is one disclosure found in one event. Evidence is masked: a value never appears in this report.';
  if (findings === undefined) return section('findings', 'Findings', intro, emptyNote('Findings were not provided to the renderer (see findings.jsonl next to report.json).'));
  // Leaks first: allowed disclosures are context, and a capped table must not be all context.
  let digest: FindingsDigest;
  if (findings instanceof FindingsDigest) {
    if (findings.limit < options.limit) throw new RangeError(`findingsSection: the digest keeps ${findings.limit} findings per kind, the table shows ${options.limit}`);
    digest = findings;
  } else {
    digest = new FindingsDigest(options.limit);
    for await (const finding of findings) digest.add(finding);
  }
  const { buffers, total, byKind } = digest;
  const shown = [...buffers['vault-leak'], ...buffers['unvaulted-pii'], ...buffers.echo, ...buffers['allowed-disclosure']].slice(0, options.limit);
  if (total === 0) return section('findings', 'Findings', intro, emptyNote('No findings.'));
  const kinds = Object.entries(byKind)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  const table = dataTable(
    ['trace', 'event', 'channel', 'kind', 'field', 'tier', 'detector', 'method', 'confidence', 'masked evidence'],
    shown.map((f) => [
      f.traceId,
      f.seq,
      html`<abbr title="${CHANNELS[f.channel].name}">${f.channel}</abbr>`,
      html`<span class="kind kind-${f.kind}">${KIND_LABEL[f.kind]}</span>`,
      f.field ?? '—',
      f.tier,
      f.detector,
      f.method,
      f.confidence.toFixed(2),
      html`<code>${redactForDisplay(f.evidence, [])}</code>`,
    ]),
    { caption: total > shown.length ? `First ${shown.length} of ${total} findings, leaks first` : `${total} findings, leaks first`, numeric: [1, 5, 8], className: 'findings' },
  );
  const rest = total > shown.length ? html`<p class="more">${total - shown.length} more findings are not shown; all are in <code>findings.jsonl</code>.</p>` : '';
  return section('findings', 'Findings', html`${intro} ${total} findings: ${kinds}.`, html`${table}${rest}`);
}
