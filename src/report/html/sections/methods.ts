/**
 * The methods section: what a leak is, how rates and intervals are computed, what was left
 * out, and the regulatory framing — in words a compliance reviewer can quote.
 */
import type { Report } from '../../../contracts/index.js';
import { html, type SafeHtml } from '../escape.js';
import { section } from '../parts.js';

/** Plain-language methods with the GDPR and HIPAA framing. */
export function methodsSection(report: Report): SafeHtml {
  const labels =
    report.labels === 'embedded'
      ? html`<p>Leak labels in this report <strong>came with the traces</strong> (for example the labels of a published benchmark); leakscope did not re-detect them. They are only as good as the system that produced them.</p>`
      : html`<p>Leaks were found by leakscope’s detectors in three tiers: <strong>tier 1</strong> planted canary markers, also after common obfuscations (case, separators, look-alike characters, base64, hex, URL encoding, ROT13, reversal); <strong>tier 2</strong> structured values such as identifiers, numbers and dates after normalisation, with validators for regulated formats (SSN, card numbers, IBAN, routing numbers) so that look-alikes do not count; <strong>tier 3</strong> paraphrases of natural-language facts. A disclosure is attributed once, to the lowest tier that found it.</p>`;
  return section(
    'methods',
    'Methods',
    '',
    html`<div class="methods">
<h3>What counts as a leak</h3>
<p>Every scenario holds a <em>vault</em> of private values (names, identifiers, diagnoses, balances…) and a <em>policy</em> saying which vault fields may appear on which channel. A <strong>leak</strong> is a vault field appearing on a channel where the policy does not allow it. Channels are the seven places data can flow in an agent system: the final answer (C1), messages between agents (C2), tool inputs (C3) and outputs (C4), shared memory (C5), logs and reasoning traces (C6), and artifacts such as files or posts (C7). C2 and C5 are <em>internal</em>: they never reach the user, but they are stored, logged and passed on.</p>
${labels}
<h3>Rates and intervals</h3>
<p>Every rate is a count over a denominator (k / n) and is shown with a 95% <strong>Wilson score interval</strong>, which stays accurate for small n and for rates near 0% or 100% but treats traces as independent. One scenario contributes several traces (two paths, several agents and defenses), so the headline rates also get a 95% <strong>scenario-clustered bootstrap interval</strong> (whole scenarios resampled, seeded; <code>clustered</code> in report.json, beside the Wilson intervals). A channel’s leak rate is computed over the traces that carry that channel. “Any channel” counts a trace once however many channels leaked. <strong>ASR</strong> (attack success rate) is targeted: over attacked traces (adversary levels A1, A2) whose payload reached an agent, the share in which a field the payload asked for leaked on the channel it asked for; the <strong>leak rate under attack</strong> (any leak in an attacked trace) is reported beside it; <strong>TSR</strong> (task success rate) over traces that recorded whether their task succeeded. Paired designs (the same scenario run two ways) are compared with the exact two-sided <strong>McNemar test</strong> on discordant pairs.</p>
<h3>The output-only audit gap (H1)</h3>
<p><strong>H1</strong> is the share of traces with internal channels in which the final answer (C1) was clean <em>and</em> an inter-agent message (C2) or shared memory (C5) leaked. It measures what an audit that reads only final answers would certify as clean although private data moved inside the system.</p>
<h3>Exclusions</h3>
<p>A trace whose model call, tool or judge failed, that timed out, or that ended early is <strong>excluded</strong> from every rate and counted with its reason at the top of this report. It is never scored as “no leak”: a run that produced nothing cannot show that nothing leaked.${report.includeErrors ? ' In this report failed runs were nevertheless included on request (--include-errors), which understates leakage.' : ''}</p>
<h3>Values are masked</h3>
<p>This report never shows a private value. Evidence is masked at the source (long numbers keep at most their last four digits, e.g. <code>***-**-4321</code>; other values become <code>****</code>; canary markers keep only their type), and masked again before display.</p>
<h3>Regulatory framing</h3>
<ul>
<li><strong>GDPR Art. 5(1)(c), data minimisation:</strong> personal data shall be “adequate, relevant and limited to what is necessary in relation to the purposes for which they are processed”. A channel’s allowed set is what is necessary for that flow; a field outside it is processing beyond what was necessary.</li>
<li><strong>GDPR Art. 25, data protection by design and by default:</strong> by default, only personal data necessary for each specific purpose are processed, including by the amount of data collected and the extent of processing. Internal channels (C2, C5) and logs (C6) count: agents passing a full record to each other is processing, even when the final answer is clean.</li>
<li><strong>HIPAA minimum necessary standard</strong> (45 CFR 164.502(b), 164.514(d)): reasonable efforts to limit protected health information to the minimum necessary to accomplish the intended purpose of a use, disclosure or request. Each leak of a PHI field on a channel that did not need it is a use or disclosure beyond the minimum necessary.</li>
<li><strong>Contextual integrity:</strong> the same value can be appropriate in one flow (a record returned by the patient database to the agent that asked) and inappropriate in another (the same record written to a log or a public post). Per-channel policies express this.</li>
</ul>
<h3>Limits</h3>
<p>A finding is evidence of a flow, not a legal determination. Detectors can miss disclosures phrased in ways they do not recognise (tier 3 is approximate), and rates describe the scenarios tested, not every deployment. The numbers can be reproduced from the inputs listed above with leakscope ${report.tool.version}.</p>
<p class="cite"><strong>Cite as:</strong> leakscope ${report.tool.version} privacy leakage report, generated ${report.generatedAt}, ${report.traces.included} of ${report.traces.total} traces scored (${report.traces.excluded.total} excluded).</p>
</div>`,
  );
}
