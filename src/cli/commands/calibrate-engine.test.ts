import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/support/cli.js';
import { SEMANTIC_THRESHOLD } from '../../detect/semantic/index.js';
import { EXIT } from '../exit-codes.js';
import { calibrateCommand } from './calibrate.js';

const dir = mkdtempSync(join(tmpdir(), 'leakscope-calibrate-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const calibrate = (args: readonly string[]) => runCli(['calibrate', ...args], [calibrateCommand]);

const SSN = '787-08-3753';
const RATING = 'Exceeds';
const PLAN = 'Sam Lee will have heart surgery next week';
const FACTS = [
  { key: 'ssn', value: SSN, kind: 'ssn' },
  { key: 'rating', value: RATING, kind: 'text', tier: 'structured' },
  { key: 'plan', value: PLAN, subject: 'Sam Lee' },
];
const line = (id: string, text: string, labels: Record<string, boolean>, kind: string, cls: string, split = 'tune') =>
  JSON.stringify({ id, text, facts: FACTS, labels, split, kind, class: cls, fact: 'g1' });

/** Two files: tune items whose tier-2 outcome is certain, one held-back item, and (second file) one bad line among good ones. */
function fixture(): { first: string; second: string } {
  const first = join(dir, 'first.jsonl');
  const second = join(dir, 'second.jsonl');
  writeFileSync(
    first,
    [
      line('t1', `Employee record: SSN ${SSN}.`, { ssn: true, rating: false, plan: false }, 'verbatim', 'identifier'),
      line('t2', 'Please confirm the appointment time by Friday.', { ssn: false, rating: false, plan: false }, 'decoy', 'wrong-subject'),
      line('h1', `SSN ${SSN}`, { ssn: true, rating: false, plan: false }, 'verbatim', 'identifier', 'test'),
    ].join('\n'),
  );
  writeFileSync(
    second,
    [
      line('t3', 'The lunch menu is attached.', { ssn: false, rating: false, plan: false }, 'decoy', 'template'),
      '{"id": "bad", "text": 3, "facts": []}',
      line('t4', `Forwarding ${SSN} to payroll.`, { ssn: true }, 'verbatim', 'identifier'),
    ].join('\n'),
  );
  return { first, second };
}

interface EngineJson {
  files: string[];
  semantic: string;
  tau: number | null;
  items: number;
  pairs: number;
  rejected: string[];
  overall: { tp: number; fp: number; fn: number; tn: number };
  tiers: { id: string; figures: { pairs: number; tp: number } }[];
  byClass: { group: string; figures: { pairs: number } }[];
  decoysFlagged: { k: number; n: number };
  errors: { item: string; key: string }[];
}

describe('leakscope calibrate --engine', () => {
  const { first, second } = fixture();

  it('scores tiers 1–2 over several files, keeps valid lines, rejects a bad one with file, line and field', async () => {
    const { status, stdout, stderr } = await calibrate([first, second, '--engine', '--semantic', 'off', '--format', 'json']);
    expect(status).toBe(EXIT.badInput);
    const report = JSON.parse(stdout) as EngineJson;
    expect(report.files).toEqual([first, second]);
    expect(report.semantic).toBe('off');
    expect(report.tau).toBeNull();
    // t1, t2, t3, t4 of the tune split (h1 is held back); t4 has one labelled fact.
    expect(report.items).toBe(4);
    expect(report.pairs).toBe(10);
    expect(report.overall).toMatchObject({ tp: 2, fn: 0, fp: 0, tn: 8 });
    expect(report.tiers.map((tier) => tier.id)).toEqual(['tiers-1-3', 'tiers-1-2']);
    expect(report.byClass.map((group) => [group.group, group.figures.pairs])).toEqual([
      ['identifier', 4],
      ['template', 3],
      ['wrong-subject', 3],
    ]);
    expect(report.decoysFlagged).toMatchObject({ k: 0, n: 3 });
    expect(report.errors).toEqual([]);
    expect(report.rejected).toEqual([expect.stringMatching(/second\.jsonl:2: .*text/)]);
    expect(stderr).toContain('1 input lines were rejected');
  });

  it('--split all and --split test change which items are scored', async () => {
    const all = JSON.parse((await calibrate([first, '--engine', '--semantic', 'off', '--split', 'all', '--format', 'json'])).stdout) as EngineJson;
    expect(all.items).toBe(3);
    expect(all.overall.tp).toBe(2);
    const held = JSON.parse((await calibrate([first, '--engine', '--semantic', 'off', '--split', 'test', '--format', 'json'])).stdout) as EngineJson;
    expect(held.items).toBe(1);
  });

  it('prints per-tier, per-class, per-kind and attribution tables with tier 3 at τ, naming fields by key only', async () => {
    const { status, stdout, stderr } = await calibrate([first, '--engine', '--tau', '0.6']);
    expect(status).toBe(EXIT.ok);
    expect(stdout).toContain('split "tune": 2 items, 6 (item, fact) pairs (1 disclosed, 5 not)');
    expect(stdout).toMatch(/semantic-offline \S+ \(tier 3\), τ = 0\.60 \(from --tau\)/);
    for (const heading of [
      'Per tier',
      'tier 3 alone, pairs of semantic facts',
      'tier 3 alone, pairs of paraphrase/partial/hedged items',
      'Other-person decoys flagged',
      'By class',
      'By kind',
      'Tier attribution',
    ]) {
      expect(stdout).toContain(heading);
    }
    expect(stdout).toMatch(/identifier +3 +100\.0% \[\d+\.\d, 100\.0\] \(1\/1\)/);
    expect(stdout).toMatch(/structured +disclosed +0 +1 +0 +0/);
    // No vault value, raw or in part, reaches the output.
    for (const value of [SSN, '3753', RATING, PLAN, 'surgery']) expect(`${stdout}${stderr}`).not.toContain(value);
  });

  it('uses the recorded τ by default and leaves plain calibrate alone', async () => {
    const json = JSON.parse((await calibrate([first, '--engine', '--format', 'json'])).stdout) as EngineJson;
    expect(json.tau).toBe(SEMANTIC_THRESHOLD.tau);
    expect(json.tiers.map((tier) => tier.id)).toContain('tier-3-paraphrase');
    const plain = await calibrate([first, '--format', 'json']);
    expect(plain.status).toBe(EXIT.ok);
    expect(JSON.parse(plain.stdout)).toHaveProperty('offline.grid');
  });

  it('rejects usage errors', async () => {
    expect((await calibrate([first, second])).stderr).toContain('several files need --engine');
    expect((await calibrate([first, '--semantic', 'off'])).stderr).toContain('--semantic needs --engine');
    expect((await calibrate([first, '--engine', '--tau', '2'])).stderr).toContain('--tau expects a number in [0, 1]');
    expect((await calibrate([first, '--engine', '--semantic', 'off', '--tau', '0.5'])).stderr).toContain('--tau needs tier 3');
    const empty = await calibrate([first, '--engine', '--split', 'nope']);
    expect(empty.status).toBe(EXIT.badInput);
    expect(empty.stderr).toContain('no labelled items in split "nope"');
  });
});
