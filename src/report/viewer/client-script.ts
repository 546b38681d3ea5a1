/**
 * The viewer page's script: vanilla JS, no framework, no CDN. It builds every node with
 * `textContent`/`createElement` (never `innerHTML`), so trace content cannot become markup.
 * Kept as a string so the server can serve it inline under a CSP hash.
 */
// biome-ignore lint/complexity/noUselessStringRaw: raw keeps any backslash written into the script as written
export const CLIENT_SCRIPT = String.raw`(() => {
  'use strict';
  const SHOW_VALUES = document.body.dataset.showValues === 'true';
  const FILTERS = ['model', 'agent', 'topology', 'defense', 'domain', 'attackClass', 'channel', 'field', 'tier', 'leaked', 'status'];
  const CHANNEL_NAMES = { C1: 'final output', C2: 'inter-agent messages', C3: 'tool inputs', C4: 'tool outputs', C5: 'memory', C6: 'logs', C7: 'artifacts' };
  const KIND_LABELS = { 'vault-leak': 'leak', 'allowed-disclosure': 'allowed', 'unvaulted-pii': 'unvaulted PII', echo: 'request echo' };
  const EVENTS_PER_PAGE = 200;
  const state = { page: 1, pageSize: 25, selected: null, reveal: false, groupBy: 'seq', events: [], totalEvents: 0 };

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
    return node;
  }

  const INDEX_POLL_MS = 1000;
  const number = (n) => Number(n).toLocaleString('en-US');
  const traceCount = (n) => number(n) + (n === 1 ? ' trace' : ' traces');

  async function api(path) {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    const body = await response.json();
    if (!response.ok) { const error = new Error(body.error || response.statusText); error.body = body; throw error; }
    return body;
  }

  // Where the server's indexing stands (every list and facets answer carries it).
  let progress = { state: 'indexing', traces: 0, rejectedLines: 0, error: null, notice: null };
  function showProgress(next) {
    if (next) progress = next;
    const rejected = document.getElementById('rejected');
    rejected.textContent = progress.rejectedLines > 0 ? number(progress.rejectedLines) + ' input lines rejected' : '';
    const note = document.getElementById('index-note');
    note.textContent = progress.state === 'failed' ? 'Indexing failed: ' + progress.error + ' (the list shows what was indexed before)' : (progress.notice || '');
  }

  function setStatus(text) { document.getElementById('status').textContent = text; }

  function query() {
    const params = new URLSearchParams();
    for (const name of FILTERS) {
      const value = document.getElementById('f-' + name).value;
      if (value !== '') params.set(name, value);
    }
    const q = document.getElementById('f-q').value.trim();
    if (q !== '') params.set('q', q);
    params.set('page', String(state.page));
    params.set('pageSize', String(state.pageSize));
    return params;
  }

  function fillSelect(name, values, label) {
    const select = document.getElementById('f-' + name);
    // Facets are refilled while the server indexes: keep what the user chose, even if not counted yet.
    const chosen = select.value;
    const options = values.map((v) => el('option', { value: v.value }, v.value + ' (' + number(v.count) + ')'));
    if (chosen !== '' && !values.some((v) => v.value === chosen)) options.push(el('option', { value: chosen }, chosen + ' (0)'));
    select.replaceChildren(el('option', { value: '' }, 'any ' + label), ...options);
    select.value = chosen;
  }

  async function loadFacets() {
    const facets = await api('/api/facets');
    for (const name of ['model', 'agent', 'topology', 'defense', 'domain', 'attackClass', 'field', 'status']) fillSelect(name, facets[name], name === 'attackClass' ? 'attack class' : name);
    fillSelect('channel', facets.channel.map((v) => ({ value: v.value, count: v.count })), 'channel');
    fillSelect('tier', facets.tier, 'tier');
    const t = facets.totals;
    const traces = facets.progress.state === 'indexing' ? 'indexing… ' + traceCount(t.traces) + ' so far' : traceCount(t.traces);
    document.getElementById('totals').textContent = traces + ' · ' + number(t.leaking) + ' with a leak · ' + number(t.excluded) + ' excluded';
    showProgress(facets.progress);
  }

  function channelBadges(summary) {
    return summary.channels.map((id) => el('span', { class: 'ch' + (summary.leakedChannels.includes(id) ? ' ch-leak' : ''), title: CHANNEL_NAMES[id] + (summary.leakedChannels.includes(id) ? ': leaked' : ': clean') }, id + (summary.leakedChannels.includes(id) ? ' ●' : '')));
  }

  let listRequest = 0;
  let drawnRows = '';
  // quiet: a refresh while indexing, which neither announces itself nor clears a message.
  async function loadList(quiet) {
    if (!quiet) setStatus('Loading…');
    // Filters change faster than answers arrive: only the latest request may draw the list.
    const ticket = ++listRequest;
    let page;
    try { page = await api('/api/traces?' + query().toString()); } catch (error) { setStatus('Error: ' + error.message); return; }
    if (ticket !== listRequest) return;
    // Rows are redrawn only when they change, so a refresh while indexing keeps focus on page 1.
    const rowsKey = JSON.stringify([state.selected, page.items.map((s) => s.id)]);
    const rows = rowsKey === drawnRows ? null : page.items.map((s) => el('tr', { class: s.id === state.selected ? 'selected' : null },
      el('td', {}, el('button', { type: 'button', class: 'link', 'data-trace': s.id, onclick: () => openTrace(s.id) }, s.id)),
      el('td', {}, s.model), el('td', {}, s.defense), el('td', {}, s.domain || '—'),
      el('td', {}, s.exclusion === null ? s.status : el('span', { class: 'excluded', title: 'excluded: ' + s.exclusion }, 'excluded')),
      el('td', { class: 'chs' }, channelBadges(s)),
      el('td', { class: 'num' }, String(s.leaks.length))));
    if (rows !== null) document.getElementById('rows').replaceChildren(...rows);
    drawnRows = rowsKey;
    const sofar = page.progress.state === 'indexing' ? ' so far (still indexing)' : '';
    document.getElementById('page-info').textContent = page.total === 0 ? 'No trace matches' + sofar + '.' : 'Page ' + page.page + ' of ' + page.pages + ' · ' + traceCount(page.total) + sofar;
    document.getElementById('prev').disabled = page.page <= 1;
    document.getElementById('next').disabled = page.page >= page.pages;
    state.page = page.page;
    showProgress(page.progress);
    if (!quiet) setStatus('');
  }

  function renderText(display) {
    const box = el('div', { class: 'content' });
    let cursor = 0;
    for (const h of display.highlights) {
      if (h.start > cursor) box.append(display.text.slice(cursor, h.start));
      const title = KIND_LABELS[h.kind] + ': ' + h.fields.join(', ') + ' · tier ' + h.tier + ' · ' + h.detectors.join(', ') + ' (' + h.methods.join(', ') + ')';
      box.append(el('mark', { class: 'hl hl-' + h.kind, title }, display.text.slice(h.start, h.end)));
      cursor = h.end;
    }
    if (cursor < display.text.length) box.append(display.text.slice(cursor));
    return box;
  }

  function eventCard(event) {
    const route = [event.from, event.to].filter(Boolean).join(' → ');
    const head = el('div', { class: 'ev-head' },
      el('span', { class: 'seq' }, '#' + event.seq),
      el('span', { class: 'ch' + (event.highlights.some((h) => h.kind === 'vault-leak') ? ' ch-leak' : '') , title: CHANNEL_NAMES[event.channel] }, event.channel + ' ' + CHANNEL_NAMES[event.channel]),
      el('span', { class: 'kind' }, event.kind + (event.tool ? ' · ' + event.tool : '')),
      route === '' ? null : el('span', { class: 'route' }, route),
      event.labels === null ? null : el('span', { class: 'label-badge', title: 'label from ' + event.labels.source }, event.labels.source + ': ' + (event.labels.leaked ? 'leak ' + event.labels.fields.join(', ') : 'clean')));
    return el('article', { class: 'event', 'data-seq': event.seq }, head, renderText(event), event.truncated ? el('p', { class: 'muted' }, 'Content truncated for display.') : null);
  }

  function groupKey(event) {
    if (state.groupBy === 'channel') return event.channel + ' ' + CHANNEL_NAMES[event.channel];
    if (state.groupBy === 'agent') return event.from || '(no sender)';
    return null;
  }

  function renderEvents() {
    const container = document.getElementById('events');
    if (state.groupBy === 'seq') { container.replaceChildren(...state.events.map(eventCard)); }
    else {
      const groups = new Map();
      for (const event of state.events) { const key = groupKey(event); if (!groups.has(key)) groups.set(key, []); groups.get(key).push(event); }
      const keys = [...groups.keys()].sort();
      container.replaceChildren(...keys.map((key) => el('section', { class: 'group' }, el('h4', {}, key + ' (' + groups.get(key).length + ')'), groups.get(key).map(eventCard))));
    }
    const more = document.getElementById('more');
    more.hidden = state.events.length >= state.totalEvents;
    more.textContent = 'Load more events (' + state.events.length + ' of ' + state.totalEvents + ')';
  }

  async function fetchEvents(id, offset) {
    const params = new URLSearchParams({ offset: String(offset), limit: String(EVENTS_PER_PAGE) });
    if (state.reveal) params.set('reveal', 'true');
    return api('/api/traces/' + encodeURIComponent(id) + '?' + params.toString());
  }

  let traceRequest = 0;
  // A trace asked for (by the URL) before the server indexed it: asked again at each progress check.
  let pendingOpen = null;
  let waitingShown = false;
  async function openTrace(id) {
    pendingOpen = null;
    state.selected = id;
    history.replaceState(null, '', '#trace=' + encodeURIComponent(id));
    for (const row of document.querySelectorAll('#rows tr')) row.classList.toggle('selected', row.querySelector('[data-trace]')?.dataset.trace === id);
    const ticket = ++traceRequest;
    let detail;
    try { detail = await fetchEvents(id, 0); } catch (error) {
      if (ticket !== traceRequest) return;
      waitingShown = error.body !== undefined && error.body.indexing === true;
      if (waitingShown) { pendingOpen = id; setStatus('Trace ' + id + ' is not indexed yet; it opens when indexing reaches it.'); }
      else setStatus('Error: ' + error.message);
      return;
    }
    if (ticket !== traceRequest) return;
    if (waitingShown) { waitingShown = false; setStatus(''); }
    const s = detail.trace;
    state.events = detail.events;
    state.totalEvents = detail.totalEvents;
    const facts = [['scenario', s.scenarioId || '—'], ['model', s.model], ['agent', s.agent], ['topology', s.topology], ['defense', s.defense], ['domain', s.domain || '—'], ['attack', s.attackLevel + (s.attackClass ? ' · ' + s.attackClass : '')], ['status', s.exclusion === null ? s.status : s.status + ' — excluded: ' + s.exclusion], ['task success', s.taskSuccess === null ? 'not recorded' : String(s.taskSuccess)]];
    document.getElementById('detail-title').textContent = s.id;
    document.getElementById('facts').replaceChildren(...facts.map(([k, v]) => el('div', {}, el('dt', {}, k), el('dd', {}, v))));
    const leaks = s.leaks.length === 0 ? [el('li', { class: 'muted' }, s.hasVault ? 'No disallowed vault field found.' : 'No vault for this trace: nothing could be detected.')]
      : s.leaks.map((l) => el('li', {}, el('span', { class: 'ch ch-leak' }, l.channel), ' ' + l.field + ' · tier ' + l.tier));
    document.getElementById('leaks').replaceChildren(...leaks);
    document.getElementById('vault').replaceChildren(...detail.vault.map((f) => el('li', {}, el('code', {}, f.key), ' ' + (f.label || '') + ' ', el('span', { class: 'masked' }, f.masked))));
    document.getElementById('run-error').textContent = detail.error ? 'Run error: ' + detail.error : '';
    document.getElementById('detail').hidden = false;
    renderEvents();
  }

  async function loadMore() {
    const detail = await fetchEvents(state.selected, state.events.length);
    state.events = state.events.concat(detail.events);
    renderEvents();
  }

  function onFilterChange() { state.page = 1; loadList(); }

  document.addEventListener('DOMContentLoaded', async () => {
    for (const name of FILTERS) document.getElementById('f-' + name).addEventListener('change', onFilterChange);
    let timer = null;
    document.getElementById('f-q').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(onFilterChange, 250); });
    document.getElementById('reset').addEventListener('click', () => { for (const name of FILTERS) document.getElementById('f-' + name).value = ''; document.getElementById('f-q').value = ''; onFilterChange(); });
    document.getElementById('prev').addEventListener('click', () => { state.page -= 1; loadList(); });
    document.getElementById('next').addEventListener('click', () => { state.page += 1; loadList(); });
    document.getElementById('more').addEventListener('click', loadMore);
    document.getElementById('group-by').addEventListener('change', (e) => { state.groupBy = e.target.value; renderEvents(); });
    const reveal = document.getElementById('reveal');
    if (SHOW_VALUES && reveal) reveal.addEventListener('change', (e) => { state.reveal = e.target.checked; if (state.selected) openTrace(state.selected); });
    try { await loadFacets(); } catch (error) { setStatus('Error: ' + error.message); }
    await loadList();
    const match = /^#trace=(.+)$/.exec(location.hash);
    if (match) openTrace(decodeURIComponent(match[1]));
    // While the server indexes, counts, facets and the list are refreshed until it is done.
    async function followIndexing() {
      if (progress.state !== 'indexing') return;
      try { await loadFacets(); } catch (error) { setStatus('Error: ' + error.message); }
      await loadList(true);
      if (pendingOpen !== null) openTrace(pendingOpen);
      setTimeout(followIndexing, INDEX_POLL_MS);
    }
    setTimeout(followIndexing, INDEX_POLL_MS);
  });
})();
`;
