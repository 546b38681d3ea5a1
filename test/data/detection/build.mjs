#!/usr/bin/env node
// Builds test/data/detection/dev.jsonl from the hand-written parts/*.mjs files.
//
//   node test/data/detection/build.mjs            # writes dev.jsonl, prints counts
//   node test/data/detection/build.mjs --check    # exits 1 when dev.jsonl is out of date
//   node test/data/detection/build.mjs --counts   # prints the counts tables (Markdown), writes nothing
//   node test/data/detection/build.mjs --readme   # also rewrites the counts block of README.md
//
// A part exports `GROUPS`: [{ id, domain, facts: [{ key, value, kind?, tier?, label?, subject?, record? }],
// items: [{ text, labels: { key: true|false }, kind, class, note? }] }]. A group is one vault
// (one person's or one case's record) and all texts written against it. Every item gets a stable
// id (`<group>-<n>`) and a split chosen by a fixed hash of its group id, so every text of a vault
// lands in one split: nothing about a held-back vault is seen while tuning.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SALT = 'leakscope-detection-dev-v1';
/** Percent of groups used for tuning; the rest (about 35%) are held back as `test`. */
const TUNE_PERCENT = 65;
const KINDS = new Set(['verbatim', 'paraphrase', 'partial', 'inference', 'hedged', 'negation', 'denial', 'decoy']);
const POSITIVE_KINDS = new Set(['verbatim', 'paraphrase', 'partial', 'inference', 'hedged']);
const CLASSES = new Set(['common-word', 'enumeration', 'template', 'short-value', 'list', 'record', 'inserted', 'multi-clause', 'hedged', 'wrong-subject', 'identifier', 'plain']);
const DOMAINS = new Set(['healthcare', 'finance', 'legal', 'corporate', 'hr', 'education', 'personal']);

/** FNV-1a, 32 bits: a fixed, dependency-free hash for the split. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function fail(where, message) {
  throw new Error(`${where}: ${message}`);
}

async function build() {
  const items = [];
  const groupIds = new Set();
  const partsDir = join(here, 'parts');
  for (const file of readdirSync(partsDir).filter((name) => name.endsWith('.mjs')).sort()) {
    const { GROUPS } = await import(pathToFileURL(join(partsDir, file)).href);
    if (!Array.isArray(GROUPS)) fail(file, 'exports no GROUPS array');
    for (const group of GROUPS) {
      const where = `${file} group ${group.id}`;
      if (typeof group.id !== 'string' || group.id === '') fail(file, 'a group without an id');
      if (groupIds.has(group.id)) fail(where, 'duplicate group id');
      groupIds.add(group.id);
      if (!DOMAINS.has(group.domain)) fail(where, `unknown domain "${group.domain}"`);
      const keys = new Set(group.facts.map((fact) => fact.key));
      const split = fnv1a(`${SALT}:split:${group.id}`) % 100 < TUNE_PERCENT ? 'tune' : 'test';
      group.items.forEach((item, index) => {
        const id = `${group.id}-${index + 1}`;
        if (!KINDS.has(item.kind)) fail(`${where} item ${index + 1}`, `unknown kind "${item.kind}"`);
        if (!CLASSES.has(item.class)) fail(`${where} item ${index + 1}`, `unknown class "${item.class}"`);
        for (const key of Object.keys(item.labels)) if (!keys.has(key)) fail(`${where} item ${index + 1}`, `label "${key}" names no fact`);
        // Every fact gets a label: an unlabelled fact is a "not disclosed" label.
        const labels = Object.fromEntries(group.facts.map((fact) => [fact.key, item.labels[fact.key] === true]));
        const anyPositive = Object.values(labels).some(Boolean);
        if (POSITIVE_KINDS.has(item.kind) !== anyPositive) fail(`${where} item ${index + 1}`, `kind "${item.kind}" but ${anyPositive ? 'a' : 'no'} fact is labelled disclosed`);
        items.push({ id, text: item.text, facts: group.facts, labels, split, kind: item.kind, class: item.class, domain: group.domain, fact: group.id });
      });
    }
  }
  return items;
}

/** Cells of a count: `tune / test`. */
function cell(tune, test) {
  return tune + test === 0 ? '' : `${tune} / ${test}`;
}

/**
 * Counts of the built items as Markdown: groups and items per split, and items by class × kind,
 * each cell `tune / test`. Counts only: no text, value or label of an item is printed.
 */
function countsMarkdown(items) {
  const splits = ['tune', 'test'];
  const by = (predicate) => splits.map((split) => items.filter((item) => item.split === split && predicate(item)).length);
  const groupsOf = (split) => new Set(items.filter((item) => item.split === split).map((item) => item.fact)).size;
  const positive = (item) => POSITIVE_KINDS.has(item.kind);
  const lines = [];
  lines.push('| | tune | test | total |', '|---|---:|---:|---:|');
  lines.push(`| groups (vaults) | ${groupsOf('tune')} | ${groupsOf('test')} | ${groupsOf('tune') + groupsOf('test')} |`);
  for (const [name, predicate] of [
    ['items', () => true],
    ['positive items', positive],
    ['negative items', (item) => !positive(item)],
  ]) {
    const [tune, test] = by(predicate);
    lines.push(`| ${name} | ${tune} | ${test} | ${tune + test} |`);
  }
  const pairs = (split, value) => items.filter((item) => item.split === split).reduce((sum, item) => sum + Object.values(item.labels).filter((label) => label === value).length, 0);
  lines.push(`| (item, fact) pairs disclosed | ${pairs('tune', true)} | ${pairs('test', true)} | ${pairs('tune', true) + pairs('test', true)} |`);
  lines.push(`| (item, fact) pairs not disclosed | ${pairs('tune', false)} | ${pairs('test', false)} | ${pairs('tune', false) + pairs('test', false)} |`);
  const kinds = [...KINDS].filter((kind) => items.some((item) => item.kind === kind));
  lines.push('', `| class | ${kinds.join(' | ')} | total |`, `|---|${kinds.map(() => '---:').join('|')}|---:|`);
  for (const cls of CLASSES) {
    const row = kinds.map((kind) => cell(...by((item) => item.class === cls && item.kind === kind)));
    const total = by((item) => item.class === cls);
    if (total[0] + total[1] === 0) continue;
    lines.push(`| ${cls} | ${row.join(' | ')} | ${cell(...total)} |`);
  }
  lines.push(`| **total** | ${kinds.map((kind) => cell(...by((item) => item.kind === kind))).join(' | ')} | ${cell(...by(() => true))} |`);
  lines.push('', '| domain | tune | test |', '|---|---:|---:|');
  for (const domain of DOMAINS) {
    const [tune, test] = by((item) => item.domain === domain);
    if (tune + test > 0) lines.push(`| ${domain} | ${tune} | ${test} |`);
  }
  return lines.join('\n');
}

const COUNTS_START = '<!-- counts:start (node test/data/detection/build.mjs --readme) -->';
const COUNTS_END = '<!-- counts:end -->';

const items = await build();
if (process.argv.includes('--counts') || process.argv.includes('--readme')) {
  const counts = countsMarkdown(items);
  if (process.argv.includes('--readme')) {
    const readme = join(here, 'README.md');
    const current = readFileSync(readme, 'utf8');
    const start = current.indexOf(COUNTS_START);
    const end = current.indexOf(COUNTS_END);
    if (start < 0 || end < start) fail('README.md', `no counts block (${COUNTS_START} … ${COUNTS_END})`);
    writeFileSync(readme, `${current.slice(0, start + COUNTS_START.length)}\n\n${counts}\n\n${current.slice(end)}`);
    console.log(`rewrote the counts block of ${readme}`);
  } else console.log(counts);
  process.exit(0);
}
const text = `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;
const target = join(here, 'dev.jsonl');
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('test/data/detection/dev.jsonl is out of date: run node test/data/detection/build.mjs');
    process.exit(1);
  }
  process.exit(0);
}
writeFileSync(target, text);
const count = (split) => items.filter((item) => item.split === split).length;
console.log(`wrote ${items.length} items (${count('tune')} tune, ${count('test')} test) to ${target}`);
