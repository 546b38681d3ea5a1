#!/usr/bin/env node
/**
 * What tier 2's values-in-context rule changes on a release of traces (issue 14, "Must show"):
 * runs tiers 1–2 (the canary and structured detectors) over every trace twice, with the rule on
 * (the default) and off (`createStructuredDetector({ valuesInContext: false })`: every value
 * matched as a whole, wherever it occurs), and prints the vault-leak findings the rule removes and
 * adds — by channel, by field and by method — and a seeded sample of each, vault values masked
 * (`maskValue`/`maskValuesInText` of src/lib/masking, list elements included). Echoes of the
 * user's request are left out, as `audit` does. Run after `npm run build`:
 *
 *   node scripts/context-rule-diff.mjs [release.jsonl.gz] [--examples 10] [--seed 14] [--dist dist]
 *
 * The release defaults to the AgentLeak release at ../shared/data/agentleak/traces.jsonl.gz.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { examples: { type: 'string', default: '10' }, seed: { type: 'string', default: '14' }, dist: { type: 'string', default: join(ROOT, 'dist') } },
});
const DIST = resolve(values.dist);
const RELEASE = resolve(positionals[0] ?? join(ROOT, '../shared/data/agentleak/traces.jsonl.gz'));
const EXAMPLES = Number.parseInt(values.examples, 10);
/** Characters of context shown on each side of a finding. */
const CONTEXT = 70;

if (!existsSync(join(DIST, 'detect/index.js'))) {
  console.error(`context-rule-diff: ${DIST} has no build; run \`npm run build\` first`);
  process.exit(2);
}
if (!existsSync(RELEASE)) {
  console.error('context-rule-diff: the release file is missing (pass its path)');
  process.exit(2);
}

const load = (path) => import(pathToFileURL(join(DIST, path)).href);
const { createCanaryDetector, createDetectionEngine, createStructuredDetector } = await load('detect/index.js');
const { markEchoes } = await load('detect/pipeline.js');
const { valueElements } = await load('detect/structured/list-values.js');
const { inferValueKind } = await load('detect/structured/value-kind.js');
const { openTraceSource } = await load('trace/index.js');
const { maskValue, maskValuesInText } = await load('lib/masking.js');
const { createRandom } = await load('lib/seeded-random.js');

/** A field key without a record index, for grouping. */
const fieldName = (key) => key.replace(/\[\d+\]/g, '[]');

const EMPTY_POLICY = { defaultAllowed: [], allowed: {} };
const engine = (valuesInContext) => createDetectionEngine({ detectors: [createCanaryDetector(), createStructuredDetector({ valuesInContext })] });
const on = engine(true);
const off = engine(false);

/** Vault-leak findings of a trace (echoes of its request left out), by `seq|channel|field`. */
function leaks(prepared, trace) {
  const echoed = trace.start.request === undefined ? new Set() : prepared.fieldsIn(trace.start.request);
  const found = new Map();
  for (const event of trace.events) {
    for (const finding of markEchoes(prepared.detectEvent(event), echoed)) {
      if (finding.kind !== 'vault-leak' || finding.field === null) continue;
      found.set(`${event.seq}|${finding.channel}|${finding.field}`, { finding, event });
    }
  }
  return found;
}

/**
 * A window of the event's text around the finding (shown in brackets). Every span either engine
 * finds in the event (any field, in any form: `$54,237.96` for 54237.96, a bare rating `C`) and every
 * vault value and list element written as stored are masked.
 */
function maskedSnippet(event, finding, vault) {
  const text = event.content;
  const { start, end } = finding.span;
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, end + CONTEXT);
  const secrets = vault.flatMap((field) => [field.value, ...(valueElements(field.value, inferValueKind(field))?.elements ?? [])]);
  const spans = [on, off]
    .flatMap((engine) => engine.prepare(vault, EMPTY_POLICY).detectEvent(event))
    .map((found) => found.span)
    .filter((span) => span.end > from && span.start < to && (span.end <= start || span.start >= end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const mask = (part) => maskValuesInText(part, secrets);
  /** The text of [a, b) with every detected span in it masked. */
  const masked = (a, b) => {
    let out = '';
    let at = a;
    for (const span of spans) {
      const s0 = Math.max(span.start, at);
      const s1 = Math.min(span.end, b);
      if (s1 <= s0) continue;
      out += mask(text.slice(at, s0)) + maskValue(text.slice(s0, s1));
      at = s1;
    }
    return out + mask(text.slice(at, b));
  };
  const snippet = `${from > 0 ? '…' : ''}${masked(from, start)}[${maskValue(text.slice(start, end))}]${masked(end, to)}${to < text.length ? '…' : ''}`;
  return snippet.replace(/\s+/g, ' ');
}

const removed = [];
const added = [];
/** Trace channels that leak with the rule off but not on (`lost`), and on but not off (`gained`), with the fields that made the difference. */
const lost = [];
const gained = [];
const channelsOf = (found) => new Set([...found.keys()].map((key) => key.split('|')[1]));
let traces = 0;
let onTotal = 0;
let offTotal = 0;
for await (const item of openTraceSource([RELEASE])) {
  if (item.kind !== 'trace') continue;
  const { trace } = item;
  const vault = trace.start.vault ?? [];
  if (vault.length === 0) continue;
  traces += 1;
  const policy = trace.start.policy ?? EMPTY_POLICY;
  const withRule = leaks(on.prepare(vault, policy), trace);
  const withoutRule = leaks(off.prepare(vault, policy), trace);
  onTotal += withRule.size;
  offTotal += withoutRule.size;
  for (const [key, hit] of withoutRule) if (!withRule.has(key)) removed.push({ trace, vault, ...hit });
  for (const [key, hit] of withRule) if (!withoutRule.has(key)) added.push({ trace, vault, ...hit });
  const onChannels = channelsOf(withRule);
  const offChannels = channelsOf(withoutRule);
  for (const channel of offChannels)
    if (!onChannels.has(channel))
      lost.push({ channel, fields: [...new Set(removed.filter((item) => item.trace === trace && item.finding.channel === channel).map((item) => fieldName(item.finding.field)))] });
  for (const channel of onChannels)
    if (!offChannels.has(channel))
      gained.push({ channel, fields: [...new Set(added.filter((item) => item.trace === trace && item.finding.channel === channel).map((item) => fieldName(item.finding.field)))] });
}

const countBy = (items, keyOf) => {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
};
const line = (pairs) => pairs.map(([key, n]) => `${key} ${n}`).join(', ');

console.log(`context-rule-diff: ${traces} traces of ${RELEASE.split('/').pop()}; vault-leak findings (event × field) with the rule off ${offTotal}, on ${onTotal}`);
console.log(
  `trace channels that stop leaking: ${lost.length} (${line(countBy(lost, (item) => item.channel))}); by field: ${line(
    countBy(
      lost.flatMap((item) => item.fields),
      (field) => field,
    ),
  )}`,
);
console.log(
  `trace channels that start leaking: ${gained.length} (${line(countBy(gained, (item) => item.channel))}); by field: ${line(
    countBy(
      gained.flatMap((item) => item.fields),
      (field) => field,
    ),
  )}`,
);
for (const [name, items] of [
  ['removed', removed],
  ['added', added],
]) {
  console.log(`\nfindings ${name} by the rule: ${items.length}`);
  if (items.length === 0) continue;
  console.log(`  by channel: ${line(countBy(items, (item) => item.finding.channel))}`);
  console.log(`  by field:   ${line(countBy(items, (item) => fieldName(item.finding.field)).slice(0, 12))}`);
  console.log(`  by method:  ${line(countBy(items, (item) => item.finding.method))}`);
  const random = createRandom(`${values.seed}:${name}`);
  const sample = random.sample(items, EXAMPLES);
  console.log(`  ${sample.length} examples (seed ${values.seed}):`);
  sample.forEach((item, index) => {
    const { finding, event, trace } = item;
    console.log(
      `  ${String(index + 1).padStart(2)}. ${trace.start.traceId} seq ${event.seq} ${finding.channel} ${fieldName(finding.field)} (${finding.method}): ${maskedSnippet(event, finding, item.vault)}`,
    );
  });
}
