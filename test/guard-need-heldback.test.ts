/**
 * The held-back need cases (`test/data/guard/need-cases-heldback.ts`): 45 cases written after the
 * rules were tuned, by someone who had not read the guard code, and never tuned on. This file
 * only evaluates them, through the same setups as the development set. The safety property (no
 * identifier or special-category field passes without an explicit need) must hold here too; the
 * needed fields that do not pass are listed as measured on first evaluation, not fixed.
 */
import { describe, expect, it } from 'vitest';
import { NEED_CASES_HELDBACK } from './data/guard/need-cases-heldback.js';
import { actionOf, SETUPS } from './guard-need-setups.js';

/**
 * Needed fields the need-based setups did not pass when the held-back set was first evaluated
 * (2026-12-02): 17 of 23, mostly identifiers and special-category fields whose need comes from the
 * recipient's role and the task rather than from words the default norms or the purpose carry.
 * The offline approximation is conservative on fresh cases: it withholds rather than guesses.
 * Nothing was changed in response; a fix must be measured on a new held-back set.
 */
const FIRST_MEASURED = [
  'hb-hea-05',
  'hb-hea-08',
  'hb-hea-11',
  'hb-fin-01',
  'hb-fin-03',
  'hb-fin-04',
  'hb-fin-09',
  'hb-fin-11',
  'hb-leg-01',
  'hb-leg-03',
  'hb-leg-06',
  'hb-leg-08',
  'hb-leg-11',
  'hb-cor-03',
  'hb-cor-07',
  'hb-cor-09',
  'hb-cor-11',
];
const MEASURED_MISSES: Readonly<Record<string, readonly string[]>> = {
  minimization: FIRST_MEASURED,
  'contextual-integrity': FIRST_MEASURED,
  'minimization+model': FIRST_MEASURED,
  'contextual-integrity+model': FIRST_MEASURED,
  'arbiter+model': FIRST_MEASURED,
};

describe('guard criteria on the held-back need cases (never tuned on)', () => {
  it('has 45 cases across the four domains', () => {
    expect(NEED_CASES_HELDBACK).toHaveLength(45);
    expect(new Set(NEED_CASES_HELDBACK.map((c) => c.domain)).size).toBe(4);
  });

  it.each(SETUPS.map(([name, setup]) => [name, setup] as const))('%s: sensitive fields without an explicit need, and needed fields', async (name, setup) => {
    const waved: string[] = [];
    const missed: string[] = [];
    for (const c of NEED_CASES_HELDBACK) {
      const action = await actionOf(setup, c);
      if (c.sensitivity !== 'ordinary' && !c.needed && action === 'pass') waved.push(c.id);
      if (c.needed && action !== 'pass') missed.push(c.id);
    }
    const sensitive = NEED_CASES_HELDBACK.filter((c) => c.sensitivity !== 'ordinary' && !c.needed).length;
    const needed = NEED_CASES_HELDBACK.filter((c) => c.needed).length;
    console.info(`held-back ${name}: waved through ${waved.length}/${sensitive} [${waved.join(', ')}]; needed passed ${needed - missed.length}/${needed}, missed [${missed.join(', ')}]`);
    expect(waved).toEqual([]);
    if (name in MEASURED_MISSES) expect(missed.sort()).toEqual([...(MEASURED_MISSES[name] ?? [])].sort());
  });
});
