/**
 * Issue 16, safe defaults: 85 labelled (purpose, sender, recipient, field, value) cases across the
 * four domains (`test/data/guard/need-cases.ts`, labelled without reading the guard code), run
 * through the whole guard (`createGuard(...).inspect`) under every criterion — the offline ones
 * and the model-judged ones against a stub model that PASSes everything (the worst a model can
 * do). An identifier or special-category field must not PASS without an explicit need; for the
 * need-based criteria, fields the purpose truly needs should pass. The exact misses are pinned
 * below with their reason, so a regression and a fix both show up.
 *
 * These 85 cases are the development set: the rules were tuned on them. The held-back set
 * (`need-cases-heldback.ts`, written later by someone who had not read the guard code) is only
 * evaluated: `test/guard-need-heldback.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { NEED_CASES } from './data/guard/need-cases.js';
import { actionOf, SETUPS } from './guard-need-setups.js';

/** Needed fields each setup does not pass, with why (the sensitive side has no exceptions). */
const KNOWN_MISSES: Readonly<Record<string, readonly string[]>> = {
  // cor-11: a passport for a flight abroad; nothing in the purpose says the trip is international
  // (Frankfurt is a city name; the guard has no gazetteer), so no norm licenses it.
  minimization: ['cor-11'],
  // leg-10: the purpose names the injuries for defense counsel, an external recipient; the norms
  // grid gives external recipients health data only in general terms, even when it is needed.
  'contextual-integrity': ['cor-11', 'leg-10'],
  // A model that passes everything passes every needed field, except where no explicit need is
  // visible offline: the safe defaults withhold a sensitive field then, whatever the model said.
  'minimization+model': ['cor-11'],
  'contextual-integrity+model': ['cor-11'],
  'arbiter+model': ['cor-11'],
};

describe('guard criteria on the labelled need cases (development set)', () => {
  it('has the cases the issue asks for (≥ 60, four domains, both labels, sensitive negatives)', () => {
    expect(NEED_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(NEED_CASES.map((c) => c.domain)).size).toBe(4);
    expect(NEED_CASES.filter((c) => c.needed).length).toBeGreaterThanOrEqual(30);
    expect(NEED_CASES.filter((c) => c.sensitivity !== 'ordinary' && !c.needed).length).toBeGreaterThanOrEqual(30);
  });

  it.each(SETUPS.map(([name, setup]) => [name, setup] as const))('%s passes no identifier or special-category field without an explicit need', async (_name, setup) => {
    const waved: string[] = [];
    for (const c of NEED_CASES.filter((candidate) => candidate.sensitivity !== 'ordinary' && !candidate.needed)) {
      if ((await actionOf(setup, c)) === 'pass') waved.push(c.id);
    }
    expect(waved).toEqual([]);
  });

  it.each(SETUPS.filter(([name]) => name in KNOWN_MISSES).map(([name, setup]) => [name, setup] as const))('%s still passes the fields the purpose truly needs', async (name, setup) => {
    const missed: string[] = [];
    for (const c of NEED_CASES.filter((candidate) => candidate.needed)) {
      if ((await actionOf(setup, c)) !== 'pass') missed.push(c.id);
    }
    expect(missed.sort()).toEqual([...(KNOWN_MISSES[name] ?? [])].sort());
  });

  it('the plain allowed-set rule passes none of them without the policy allowing it (the yardstick)', async () => {
    for (const c of NEED_CASES.slice(0, 20)) expect(await actionOf({ criterion: 'allowed-set' }, c)).not.toBe('pass');
  });
});
