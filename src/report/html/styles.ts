/**
 * The inline stylesheet of report.html: system fonts, AA contrast, a print layout that keeps
 * figures whole and drops navigation.
 */
import { EXTERNAL, FONT_STACK, INK, INK_MUTED, INTERNAL, RULE } from './theme.js';

/** CSS for report.html (no external resources, no web fonts). */
export const REPORT_CSS = `
:root { --ink: ${INK}; --muted: ${INK_MUTED}; --rule: ${RULE}; --ext: ${EXTERNAL}; --int: ${INTERNAL}; --bg: #f6f7f9; --card: #ffffff; --alert: #a61b1b; --ok: #1b6e3d; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--ink); font: 15px/1.55 ${FONT_STACK}; }
.page { max-width: 1180px; margin: 0 auto; padding: 28px 32px 64px; }
h1 { font-size: 28px; line-height: 1.2; margin: 4px 0 16px; letter-spacing: -0.01em; }
h2 { font-size: 20px; margin: 0 0 6px; letter-spacing: -0.005em; }
h3 { font-size: 15px; margin: 18px 0 6px; }
p { margin: 6px 0; }
code { font: 13px/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; background: #eef1f4; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
a { color: var(--ext); }
.eyebrow { text-transform: uppercase; letter-spacing: 0.08em; font-size: 12px; color: var(--muted); margin: 0; font-weight: 600; }
.report-header { background: var(--card); border: 1px solid var(--rule); border-radius: 10px; padding: 22px 26px; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 8px 24px; margin: 0; }
.facts div { min-width: 0; }
.facts dt { font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.inputs { margin: 0; padding: 0; list-style: none; }
.warning { border-left: 4px solid var(--alert); background: #fdecec; padding: 8px 12px; margin-top: 14px; }
nav.toc { margin: 16px 0 0; font-size: 13px; }
nav.toc ol { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 6px 14px; }
section { background: var(--card); border: 1px solid var(--rule); border-radius: 10px; padding: 20px 26px; margin-top: 18px; }
.intro { color: var(--muted); max-width: 820px; margin-bottom: 12px; }
.scope-grid { display: grid; grid-template-columns: minmax(220px, 1fr) 2fr; gap: 12px 36px; align-items: start; }
.counts { display: flex; flex-direction: column; gap: 6px; }
.counts p { margin: 0; }
.exclusions h3 { margin-top: 0; }
.big { font-size: 26px; font-weight: 700; margin-right: 4px; font-variant-numeric: tabular-nums; }
.big.alert { color: var(--alert); }
.ok-line { color: var(--ok); font-weight: 600; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(165px, 1fr)); gap: 12px; }
#headline { background: transparent; border: 0; padding: 0; }
.card { background: var(--card); border: 1px solid var(--rule); border-radius: 10px; padding: 14px 16px; }
.card-label { font-size: 12px; font-weight: 700; margin: 0; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
.card-value { font-size: 30px; font-weight: 700; margin: 2px 0 4px; font-variant-numeric: tabular-nums; line-height: 1.1; }
.card-detail { font-size: 12.5px; margin: 0; font-variant-numeric: tabular-nums; }
.card-hint { font-size: 12px; color: var(--muted); margin: 6px 0 0; line-height: 1.35; }
.figure-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 18px 28px; align-items: start; }
.figure-stack > * + * { margin-top: 22px; }
figure.chart-figure { margin: 0; min-width: 0; }
svg.chart { display: block; max-width: 100%; height: auto; }
svg.defs { position: absolute; width: 0; height: 0; overflow: hidden; }
figcaption { font-size: 13px; color: var(--muted); margin-top: 6px; }
.no-data { border: 1px dashed var(--rule); border-radius: 8px; padding: 22px; background: #fafbfc; min-height: 140px; }
details.data, details.group-table { margin-top: 6px; font-size: 13px; }
details > summary { cursor: pointer; color: var(--ext); font-weight: 600; }
.table-wrap { overflow-x: auto; margin: 8px 0; }
table { border-collapse: collapse; font-size: 13px; min-width: 50%; }
caption { text-align: left; font-weight: 600; padding: 4px 0 6px; color: var(--ink); }
th, td { padding: 5px 10px; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { background: #eef1f4; font-weight: 600; white-space: nowrap; }
tbody th { font-weight: 500; }
tbody tr:nth-child(even) { background: #fafbfc; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.findings { font-size: 12px; }
table.findings th, table.findings td { padding: 4px 7px; }
table.findings tbody th { overflow-wrap: anywhere; min-width: 110px; max-width: 220px; }
table.findings td:nth-child(2), table.findings td:nth-child(3), table.findings td:nth-child(4), table.findings td:nth-child(6) { white-space: nowrap; }
table.findings td:last-child { min-width: 200px; }
table.findings code { font-size: 11.5px; }
abbr[title] { text-decoration: none; }
.kind { display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; }
.kind-vault-leak { color: var(--alert); }
.kind-unvaulted-pii { color: #7a4b00; }
.kind-allowed-disclosure { color: var(--muted); }
.kind-echo { color: var(--muted); }
.empty { color: var(--muted); font-style: italic; }
.more { color: var(--muted); }
.notes { background: #fff8e6; border: 1px solid #f0d9a0; border-radius: 10px; padding: 10px 22px; margin-top: 18px; }
.notes h3 { margin-top: 6px; }
.methods { max-width: 860px; }
.methods li { margin: 6px 0; }
.cite { border-top: 1px solid var(--rule); padding-top: 10px; margin-top: 16px; }
footer { color: var(--muted); font-size: 12px; margin-top: 24px; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
:focus-visible { outline: 3px solid var(--ext); outline-offset: 2px; }
@media (max-width: 720px) { .page { padding: 16px; } .figure-grid, .scope-grid { grid-template-columns: 1fr; } section { padding: 16px; } }
@media print {
  @page { margin: 14mm; }
  body { background: white; font-size: 10.5pt; }
  .page { max-width: none; padding: 0; }
  nav.toc, details > summary { display: none; }
  section, .report-header, .card { border: 0; padding: 0; }
  section { margin-top: 14pt; break-inside: auto; }
  h2 { break-after: avoid; }
  figure.chart-figure, table, .cards { break-inside: avoid; }
  .figure-grid { display: block; }
  figure.chart-figure { margin-bottom: 12pt; }
  a { color: inherit; text-decoration: none; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
