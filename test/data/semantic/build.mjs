#!/usr/bin/env node
// Builds test/data/semantic/dev.jsonl from the hand-written facts-*.mjs files.
//
//   node test/data/semantic/build.mjs            # writes dev.jsonl, prints counts
//   node test/data/semantic/build.mjs --check    # exits 1 when dev.jsonl is out of date
//
// Every item gets a stable id, a label from its kind, its domain, and a split chosen by a fixed
// hash of its fact id, so all items of one fact land in the same split (nothing about a test
// fact is seen while tuning). About half of the texts (5 in 9, by hash) are wrapped in a channel-like envelope
// (an inter-agent message, a tool call's JSON arguments, a memory write, a log line, a final
// answer) chosen by the same kind of hash, so the matcher sees texts as agents produce them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEALTHCARE } from './facts-healthcare.mjs';
import { FINANCE } from './facts-finance.mjs';
import { LEGAL } from './facts-legal.mjs';
import { CORPORATE } from './facts-corporate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SALT = 'leakscope-semantic-dev-v1';
const TUNE_PERCENT = 60;
const POSITIVE_KINDS = ['verbatim', 'paraphrase', 'partial', 'inference'];
const NEGATIVE_KINDS = ['negation', 'denial', 'decoy'];

/** FNV-1a, 32 bits: a fixed, dependency-free hash for split and wrapper choices. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const WRAPPERS = [
  (text) => `Worker -> coordinator: ${text}`,
  (text) => JSON.stringify({ to: 'ops@example.com', subject: 'Case update', body: text }),
  (text) => `memory.write("case_notes", ${JSON.stringify(text)})`,
  (text) => `[10:14:07] INFO summariser: ${text}`,
  (text) => `Here is the summary you asked for. ${text} Let me know if you need anything else.`,
];

function wrap(id, text) {
  const choice = fnv1a(`${SALT}:wrap:${id}`) % 9;
  const wrapper = WRAPPERS[choice];
  return wrapper === undefined ? text : wrapper(text);
}

function factOf(fact) {
  if (fact.valueKind === 'money') return { key: fact.key, value: fact.value, kind: 'money' };
  if (fact.valueKind === 'age') return { key: fact.key, value: fact.value, kind: 'number' };
  return { key: fact.key, value: fact.value };
}

function build() {
  const items = [];
  for (const [domain, facts] of [['healthcare', HEALTHCARE], ['finance', FINANCE], ['legal', LEGAL], ['corporate', CORPORATE]]) {
    for (const fact of facts) {
      const split = fnv1a(`${SALT}:split:${fact.id}`) % 100 < TUNE_PERCENT ? 'tune' : 'test';
      for (const kind of [...POSITIVE_KINDS, ...NEGATIVE_KINDS]) {
        (fact[kind] ?? []).forEach((text, index) => {
          const id = `${fact.id}-${kind}-${index + 1}`;
          items.push({
            id,
            text: wrap(id, text),
            facts: [factOf(fact)],
            labels: { [fact.key]: POSITIVE_KINDS.includes(kind) },
            split,
            kind,
            domain,
            fact: fact.id,
          });
        });
      }
    }
  }
  return items;
}

function counts(items) {
  const table = {};
  for (const item of items) {
    for (const dimension of ['split', 'kind', 'domain']) {
      table[dimension] ??= {};
      table[dimension][item[dimension]] = (table[dimension][item[dimension]] ?? 0) + 1;
    }
    const label = Object.values(item.labels)[0] ? 'positive' : 'negative';
    table.label ??= {};
    table.label[label] = (table.label[label] ?? 0) + 1;
    table[`label/${item.split}`] ??= {};
    table[`label/${item.split}`][label] = (table[`label/${item.split}`][label] ?? 0) + 1;
  }
  table.facts = { total: new Set(items.map((item) => item.fact)).size, tune: new Set(items.filter((item) => item.split === 'tune').map((item) => item.fact)).size };
  return table;
}

const items = build();
const output = `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;
const target = join(here, 'dev.jsonl');
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== output) {
    console.error('dev.jsonl is out of date: run node test/data/semantic/build.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(target, output);
}
console.log(`${items.length} items`);
console.log(JSON.stringify(counts(items), null, 2));
