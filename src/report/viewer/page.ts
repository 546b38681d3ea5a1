/**
 * The viewer's single page: plain HTML, an inline stylesheet and the inline script, allowed by
 * their hashes in a Content-Security-Policy that forbids every remote load.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../html/escape.js';
import { FONT_STACK, INK, INK_MUTED, RULE } from '../html/theme.js';
import { CLIENT_SCRIPT } from './client-script.js';

const VIEWER_CSS = `
:root { --ink: ${INK}; --muted: ${INK_MUTED}; --rule: ${RULE}; --bg: #f6f7f9; --leak: #a61b1b; --accent: #2f6690; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 ${FONT_STACK}; color: var(--ink); background: var(--bg); }
header.bar { display: flex; align-items: baseline; gap: 16px; padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--rule); flex-wrap: wrap; }
header.bar h1 { font-size: 18px; margin: 0; }
.muted, #totals { color: var(--muted); }
.warning { color: var(--leak); font-weight: 600; }
form.filters { display: flex; flex-wrap: wrap; gap: 8px; padding: 10px 20px; background: #fff; border-bottom: 1px solid var(--rule); }
form.filters label { display: flex; flex-direction: column; font-size: 11px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
select, input[type=search], button { font: inherit; font-size: 13px; padding: 4px 6px; border: 1px solid #b8c0c8; border-radius: 5px; background: #fff; color: var(--ink); max-width: 220px; }
button { cursor: pointer; }
button:disabled { opacity: .5; cursor: default; }
main.layout { display: grid; grid-template-columns: minmax(460px, 5fr) 6fr; gap: 16px; padding: 16px 20px; align-items: start; }
.panel { background: #fff; border: 1px solid var(--rule); border-radius: 8px; padding: 12px 14px; min-width: 0; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; padding: 5px 6px; border-bottom: 1px solid var(--rule); vertical-align: top; }
th { font-weight: 600; background: #eef1f4; }
tr.selected { background: #e8f0f8; }
td.num { text-align: right; }
button.link { border: 0; background: none; padding: 0; color: var(--accent); text-decoration: underline; text-align: left; max-width: none; }
.ch { display: inline-block; font-size: 11px; font-weight: 600; padding: 0 5px; margin: 1px 2px 1px 0; border-radius: 8px; border: 1px solid #9aa5b1; color: var(--muted); white-space: nowrap; }
.ch-leak { border-color: var(--leak); color: var(--leak); background: #fdecec; }
.excluded { color: var(--leak); font-weight: 600; }
.pager { display: flex; gap: 10px; align-items: center; margin-top: 8px; }
dl.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 4px 14px; margin: 6px 0 10px; }
dl.facts dt { font-size: 11px; color: var(--muted); text-transform: uppercase; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
h2 { font-size: 17px; margin: 0 0 4px; overflow-wrap: anywhere; }
h3 { font-size: 13px; margin: 10px 0 4px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
h4 { margin: 14px 0 6px; font-size: 14px; }
ul.plain { list-style: none; margin: 0; padding: 0; }
ul.plain li { margin: 2px 0; }
.masked { font-family: ui-monospace, Menlo, Consolas, monospace; }
.toolbar { display: flex; gap: 14px; align-items: center; margin: 12px 0 6px; flex-wrap: wrap; }
article.event { border: 1px solid var(--rule); border-radius: 6px; margin: 8px 0; }
.ev-head { display: flex; gap: 10px; align-items: baseline; padding: 5px 10px; background: #f3f5f7; border-bottom: 1px solid var(--rule); flex-wrap: wrap; font-size: 12px; }
.seq { font-weight: 700; }
.route { color: var(--muted); }
.label-badge { font-size: 11px; color: var(--muted); border: 1px dashed #9aa5b1; border-radius: 8px; padding: 0 5px; }
.content { padding: 8px 10px; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace; }
mark.hl { padding: 0 2px; border-radius: 3px; }
mark.hl-vault-leak { background: #fbd3d0; color: #7a1010; outline: 1px solid #d9534f; }
mark.hl-unvaulted-pii { background: #fde7b0; color: #5c3b00; outline: 1px solid #c99a2e; }
mark.hl-allowed-disclosure { background: #e4ecf5; color: #1d3f5e; outline: 1px dashed #7d9bb8; }
mark.hl-echo { background: #eee6f5; color: #3d2a5e; outline: 1px dashed #9a86b8; }
.legend { font-size: 12px; color: var(--muted); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
@media (max-width: 900px) { main.layout { grid-template-columns: 1fr; } }
`;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP of every viewer response: only this page's own script and style (by hash), API
 * calls to the same origin, and nothing from anywhere else.
 */
export const VIEWER_CSP = [
  "default-src 'none'",
  `script-src ${sha256(CLIENT_SCRIPT)}`,
  `style-src ${sha256(VIEWER_CSS)}`,
  "connect-src 'self'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function filter(name: string, label: string): string {
  return `<label>${escapeHtml(label)}<select id="f-${name}" name="${name}"><option value="">any</option></select></label>`;
}

/** Options of {@link viewerPage}. */
export interface ViewerPageOptions {
  readonly showValues: boolean;
  /** Where the traces came from, shown in the header. */
  readonly sources: readonly string[];
}

/** The HTML of the page. Every dynamic text (counts, indexing progress, rejected lines) is escaped here or set with textContent by the script. */
export function viewerPage(options: ViewerPageOptions): string {
  const reveal = options.showValues ? '<label class="warning"><input type="checkbox" id="reveal"> reveal values (started with --show-values)</label>' : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>leakscope viewer</title>
<style>${VIEWER_CSS}</style>
</head>
<body data-show-values="${options.showValues ? 'true' : 'false'}">
<header class="bar"><h1>leakscope trace viewer</h1><span id="totals"></span><span class="muted">${escapeHtml(options.sources.join(', '))}</span><span id="rejected" class="warning"></span><span id="index-note" class="warning"></span><span id="status" role="status" aria-live="polite"></span></header>
<form class="filters" role="search" aria-label="Filter traces">
${filter('model', 'model')}${filter('agent', 'agent')}${filter('topology', 'topology')}${filter('defense', 'defense')}${filter('domain', 'domain')}${filter('attackClass', 'attack class')}
${filter('channel', 'channel')}${filter('field', 'leaked field')}${filter('tier', 'tier')}
<label>leak<select id="f-leaked" name="leaked"><option value="">any</option><option value="true">leaked</option><option value="false">no leak</option></select></label>
${filter('status', 'status')}
<label>trace id<input type="search" id="f-q" name="q" placeholder="id or scenario"></label>
<label>&nbsp;<button type="button" id="reset">Reset</button></label>
</form>
<main class="layout">
<section class="panel" aria-labelledby="list-h"><h2 id="list-h">Traces</h2>
<table><thead><tr><th scope="col">trace</th><th scope="col">model</th><th scope="col">defense</th><th scope="col">domain</th><th scope="col">status</th><th scope="col">channels (● leaked)</th><th scope="col">leaks</th></tr></thead><tbody id="rows"></tbody></table>
<div class="pager"><button type="button" id="prev">← Previous</button><span id="page-info"></span><button type="button" id="next">Next →</button></div>
</section>
<section class="panel" id="detail" hidden aria-labelledby="detail-title">
<h2 id="detail-title"></h2><dl class="facts" id="facts"></dl>
<p id="run-error" class="warning"></p>
<h3>Disallowed fields found</h3><ul class="plain" id="leaks"></ul>
<h3>Vault (masked)</h3><ul class="plain" id="vault"></ul>
<div class="toolbar"><label>Group by <select id="group-by"><option value="seq">sequence</option><option value="channel">channel</option><option value="agent">agent</option></select></label>${reveal}
<span class="legend"><mark class="hl hl-vault-leak">leak</mark> <mark class="hl hl-unvaulted-pii">unvaulted PII</mark> <mark class="hl hl-allowed-disclosure">allowed</mark> — values masked${options.showValues ? ' unless revealed' : ''}</span></div>
<div id="events"></div>
<button type="button" id="more" hidden>Load more events</button>
</section>
</main>
<script>${CLIENT_SCRIPT}</script>
</body>
</html>
`;
}
