/**
 * The top of report.html: what was audited, how many traces were scored, which were excluded
 * and why (always shown, also when none were), and the headline rates.
 */
import type { Rate, Report } from '../../../contracts/index.js';
import { html, type SafeHtml } from '../escape.js';
import { dataTable, interval, percent } from '../parts.js';

/** The document header: title, run facts and inputs. */
export function headerBlock(report: Report, title: string): SafeHtml {
  const detectors = Object.entries(report.tool.detectors)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  return html`<header class="report-header">
<p class="eyebrow">leakscope privacy leakage report</p>
<h1>${title}</h1>
<dl class="facts">
<div><dt>Generated</dt><dd>${report.generatedAt}</dd></div>
<div><dt>Tool</dt><dd>leakscope ${report.tool.version}</dd></div>
<div><dt>Leak labels</dt><dd>${report.labels === 'embedded' ? 'labels embedded in the traces (not leakscope detectors)' : 'leakscope detectors'}</dd></div>
<div><dt>Inputs</dt><dd>${report.inputs.length === 0 ? '—' : html`<ul class="inputs">${report.inputs.map((input) => html`<li><code>${input}</code></li>`)}</ul>`}</dd></div>
${detectors === '' ? '' : html`<div><dt>Detectors</dt><dd>${detectors}</dd></div>`}
</dl>
${report.includeErrors ? html`<p class="warning" role="note"><strong>Failed runs are included</strong> and scored as if they were clean (<code>--include-errors</code>). Rates below understate leakage.</p>` : ''}
</header>`;
}

/** Counts of traces and the exclusion table; never hidden, so a reader sees what was left out. */
export function exclusionBlock(report: Report): SafeHtml {
  const { total, included, excluded } = report.traces;
  const reasons = Object.entries(excluded.byReason).toSorted(([, a], [, b]) => b - a);
  const runs = report.runs;
  const rejected = report.rejectedLines;
  const table =
    reasons.length === 0
      ? html`<p class="ok-line">No trace was excluded: all ${total} traces were scored.</p>`
      : dataTable(
          ['reason', 'traces', 'share of all traces'],
          reasons.map(([reason, n]) => [reason, n, total === 0 ? '—' : `${((100 * n) / total).toFixed(1)}%`]),
          {
            caption: 'Not scored, never counted as clean',
            numeric: [1, 2],
          },
        );
  return html`<section id="scope" class="scope" aria-labelledby="scope-h">
<h2 id="scope-h">What was scored</h2>
<div class="scope-grid"><div class="counts">
<p><span class="big">${included}</span> of ${total} traces scored</p>
<p><span class="big ${excluded.total > 0 ? 'alert' : ''}">${excluded.total}</span> excluded</p>
${runs === undefined ? '' : html`<p><span class="big">${runs.included}</span> of ${runs.total} source runs scored (${runs.excluded} excluded)</p>`}
${rejected.total > 0 ? html`<p><span class="big alert">${rejected.total}</span> input lines rejected</p>` : ''}
</div>
<div class="exclusions"><h3>Excluded runs by reason</h3>${table}</div></div>
${
  rejected.examples.length === 0
    ? ''
    : dataTable(
        ['file', 'line', 'problem'],
        rejected.examples.map((line) => [line.file, line.line, line.message]),
        { caption: `Rejected input lines (first ${rejected.examples.length} of ${rejected.total})`, numeric: [1] },
      )
}
</section>`;
}

function card(label: string, rate: Rate, hint: string): SafeHtml {
  const detail =
    rate.ci === null ? html`<p class="card-detail">nothing to rate</p>` : html`<p class="card-detail">${rate.k} of ${rate.n} traces</p><p class="card-detail">95% CI ${interval(rate)}</p>`;
  return html`<div class="card"><p class="card-label">${label}</p><p class="card-value">${percent(rate)}</p>${detail}<p class="card-hint">${hint}</p></div>`;
}

/** Headline rates as cards: the numbers a reader remembers. */
export function headlineBlock(report: Report): SafeHtml {
  return html`<section id="headline" aria-labelledby="headline-h"><h2 id="headline-h" class="visually-hidden">Headline rates</h2><div class="cards">
${card('Any channel', report.anyChannel, 'a disallowed vault field appeared somewhere')}
${card('External', report.anyExternal, 'output, tools, logs, artifacts')}
${card('Internal', report.anyInternal, 'agent messages and memory (C2, C5)')}
${card('Audit gap (H1)', report.h1, 'answer clean, internals leaked')}
${card('Attack success', report.asr, 'delivered attacks that reached their targets')}
${card('Task success', report.tsr, report.tsr.n === 0 ? 'no TSR recorded' : 'tasks completed (utility)')}
</div></section>`;
}

/** Notes the audit attached (other than the exclusion line, shown above). */
export function notesBlock(report: Report): SafeHtml {
  const notes = report.notes.filter((note) => !note.startsWith('Excluded'));
  if (notes.length === 0) return html``;
  return html`<aside class="notes" aria-label="Notes"><h3>Notes</h3><ul>${notes.map((note) => html`<li>${note}</li>`)}</ul></aside>`;
}
