import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MINI_PRIVACYLENS } from '../../../test/fixtures/arena/tasks.js';
import { runCli } from '../../../test/support/cli.js';
import { readTaskFile } from '../../arena/index.js';
import { arenaCommand } from './arena.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-arena-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const leakscope = (args: readonly string[]) => runCli(args, [arenaCommand]);

describe('leakscope arena', () => {
  const tasks = join(work, 'tasks.jsonl');
  const drops = join(work, 'drops.jsonl');

  it('imports PrivacyLens items: prints the count and the reason per dropped item, writes tasks and drops', async () => {
    const run = await leakscope(['arena', 'import', 'privacylens', MINI_PRIVACYLENS, '--out', tasks, '--report', drops]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Converted 4 of 6 PrivacyLens items (2 dropped; manifest 1.0, privacylens-converter/1.0).');
    expect(run.stdout).toContain('  mini5: no-seed-records (no observation could be seeded)');
    expect(run.stdout).toContain('  mini6: protected-items-not-in-seed');
    const file = await readTaskFile(tasks);
    expect(file.rejected).toEqual([]);
    expect(file.manifest?.items).toHaveLength(6);
    expect(file.tasks.map((task) => task.id)).toEqual(['privacylens:mini1', 'privacylens:mini2', 'privacylens:mini3', 'privacylens:mini4']);
    const dropped = readFileSync(drops, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { item: string; status: string });
    expect(dropped.map((entry) => [entry.item, entry.status])).toEqual([
      ['mini5', 'dropped'],
      ['mini6', 'dropped'],
    ]);
  });

  it('runs the tasks with both reference agents and prints the metrics table', async () => {
    const out = join(work, 'run');
    const run = await leakscope(['arena', 'run', '--tasks', tasks, '--conditions', 'C0,C4', '--out', out]);
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Arena run: 4 tasks × 2 agents × 2 conditions = 16 units');
    expect(run.stdout).toContain('| reference:naive (reference agent) | C0 | 4 (0) | 100.0%');
    expect(run.stdout).toContain('Helpfulness: offline proxy (not the PrivacyLens rubric).');
    expect(readdirSync(out).sort()).toEqual(['metrics.json', 'metrics.md', 'scores.jsonl', 'traces.jsonl']);
  });

  it('explains bad usage', async () => {
    expect((await leakscope(['arena', 'run', '--conditions', 'C9', '--tasks', tasks])).stderr).toContain('unknown condition "C9"');
    expect((await leakscope(['arena', 'run', '--agents', 'llm', '--tasks', tasks])).stderr).toContain('agent llm needs --model provider:model');
    expect((await leakscope(['arena', 'run'])).stderr).toContain('give exactly one of --tasks FILE or --privacylens PATH');
    expect((await leakscope(['arena', 'import', 'other', MINI_PRIVACYLENS])).stderr).toContain('unknown dataset "other"');
  });
});
