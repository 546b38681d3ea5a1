/**
 * Issue 16, Build 4: the arena's guard without the answer key. Under C2x–C4x the guard is not
 * given the task's protected items: it knows only what it learned from the tool results the agent
 * read. Its decisions then name learned fields only, its extraction recall is measured by the
 * metric's own matcher on what it learned, and its leak reduction is reported beside the
 * oracle-inventory condition's.
 */
import { describe, expect, it } from 'vitest';
import { CONDITIONS, convertPrivacyLens, naiveArenaAgent, parseConditions, readPrivacyLensFile, runArena, runArenaUnit, type ArenaTask } from '../src/arena/index.js';
import { miniTasks, privacyLensFile, privacyLensPresent } from './fixtures/arena/tasks.js';

async function tasksUnderTest(): Promise<ArenaTask[]> {
  const tasks = miniTasks();
  if (privacyLensPresent) {
    const { items } = await readPrivacyLensFile(privacyLensFile());
    tasks.push(...convertPrivacyLens(items.slice(0, 16)).tasks);
  } else {
    console.warn('PrivacyLens data absent: the extracted-inventory run uses the four hand-made tasks only');
  }
  return tasks;
}

describe('arena guard with the protected items withheld (C2x–C4x)', () => {
  it('parses the conditions and labels them apart from the oracle ones', () => {
    expect(parseConditions('c3x,C4X').map((condition) => [condition.id, condition.inventory])).toEqual([
      ['C3x', 'extracted'],
      ['C4x', 'extracted'],
    ]);
    expect(CONDITIONS.C3.inventory).toBe('oracle');
  });

  it('decides on learned fields only: no protected item key reaches a decision', async () => {
    const [task] = miniTasks();
    if (task === undefined) throw new Error('no fixture task');
    const result = await runArenaUnit(task, naiveArenaAgent, CONDITIONS.C3x);
    expect(result.status).toBe('ok');
    const targets = result.decisions.flatMap((decision) => decision.fields.map((entry) => entry.target));
    const itemKeys = task.protectedItems.map((item) => item.id);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.some((target) => itemKeys.some((id) => target.startsWith(`vault:${id}.`)))).toBe(false);
    expect(targets.every((target) => /^(?:vault:inv\d+\.|unvaulted:)/.test(target))).toBe(true);
    expect(result.inventory).toEqual([]);
    expect(result.learned).not.toBeNull();
  });

  it('reports extraction recall and leak beside the oracle condition, from the same matcher', async () => {
    const tasks = await tasksUnderTest();
    const summary = await runArena({ tasks, agents: [naiveArenaAgent], conditions: parseConditions('C0,C3,C3x') });
    const row = (condition: string) => summary.metrics.find((entry) => entry.condition === condition);
    const [c0, oracle, extracted] = [row('C0'), row('C3'), row('C3x')];
    expect(extracted?.extractionRecall?.n).toBe(oracle?.extractionRecall?.n);
    expect(extracted?.extractionRecall?.n ?? 0).toBeGreaterThan(0);
    // Extraction without the answer key finds less than the oracle's agreement, but not nothing
    // on these tasks, and never leaks more than no guard at all.
    expect(extracted?.extractionRecall?.rate ?? 0).toBeLessThanOrEqual(oracle?.extractionRecall?.rate ?? 0);
    expect(extracted?.leakAny.rate ?? 1).toBeLessThanOrEqual(c0?.leakAny.rate ?? 0);
    const scores = summary.scores.filter((score) => score.condition === 'C3x');
    expect(scores.every((score) => score.extractedItems !== null)).toBe(true);
  });
});
