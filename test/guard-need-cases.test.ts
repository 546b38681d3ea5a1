/**
 * Issue 16, safe defaults: 85 labelled (purpose, sender, recipient, field, value) cases across the
 * four domains (`test/data/guard/need-cases.ts`, labelled without reading the guard code). For
 * every criterion, an identifier or special-category field must not PASS without an explicit need;
 * for the need-based criteria (minimization, contextual integrity), fields the purpose truly needs
 * should pass. The exact failures are pinned below with their reason, so a regression and a fix
 * both show up. Split: ids whose SHA-256 starts with a byte ≡ 0 (mod 3) are held back (21 cases);
 * the rules were tuned on the other 64 (see test/data/guard/README.md for what was seen when).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CriterionContext } from '../src/guard/index.js';
import { CRITERION_IDS, resolveCriterion } from '../src/guard/index.js';
import { EXTERNAL_WRITE_CHANNELS } from '../src/guard/flow.js';
import type { VaultField } from '../src/contracts/index.js';
import { NEED_CASES, type NeedCase } from './data/guard/need-cases.js';

const heldOut = (id: string): boolean => (createHash('sha256').update(id).digest()[0] ?? 0) % 3 === 0;

function contextOf(c: NeedCase): CriterionContext {
  const field = {
    key: c.field.key,
    label: c.field.label,
    value: c.value,
    category: c.field.category,
    tier: c.field.tier,
    weight: 1,
    ...(c.field.kind === undefined ? {} : { kind: c.field.kind }),
  } as VaultField;
  return {
    flow: { channel: c.channel, sender: c.sender, recipient: c.recipient, content: c.value, purpose: c.purpose },
    recipientClass: c.recipientClass,
    externalWrite: EXTERNAL_WRITE_CHANNELS.has(c.channel),
    fields: [{ target: `vault:${c.field.key}`, field, allowed: false, observed: true, occurrences: [{ part: 0, span: { start: 0, end: c.value.length }, tier: 2, method: 'verbatim' }] }],
    unvaulted: [],
    vault: [field],
    policy: { defaultAllowed: [], allowed: {} },
    inventory: [],
    principal: undefined,
    parts: [c.value],
  };
}

async function actionOf(criterion: string, c: NeedCase): Promise<string> {
  const result = await resolveCriterion(criterion).decide(contextOf(c));
  return result.status === 'judged' ? (result.verdicts[0]?.action ?? 'none') : 'unknown';
}

/** Sensitive fields a criterion passes though they are not needed, with why (none is acceptable; each is a known gap). */
const KNOWN_WAVED_THROUGH: Readonly<Record<string, readonly string[]>> = {
  // The label says "financial hardship note"; the special content (a cancer diagnosis) is in the
  // value only, which the guard does not classify yet (issue 16, Build 2: categories from the text).
  minimization: ['fin-06'],
  'contextual-integrity': ['fin-06'],
};

/** Needed fields the need-based criteria do not pass, with why. */
const KNOWN_MISSES: Readonly<Record<string, readonly string[]>> = {
  // cor-11: a passport for a flight abroad; nothing in the purpose says the trip is international.
  // fin-13: the loan number a title company needs for a payoff; no norm licenses it yet.
  // leg-10: injuries in interrogatory answers; the purpose names the injuries, not the field's label.
  // leg-19: the opposing party for a conflicts check; the purpose shares no word with the field.
  // hea-16: an appointment date to the calendar; "booking a follow-up visit" shares no word with "Requested appointment date".
  minimization: ['cor-11', 'fin-13', 'hea-16', 'leg-10', 'leg-19'],
  // and hea-21: a return-to-work date to the employer, which the norms grid generalises for external recipients.
  'contextual-integrity': ['cor-11', 'fin-13', 'hea-16', 'hea-21', 'leg-10', 'leg-19'],
};

describe('guard criteria on the labelled need cases', () => {
  it('has the cases the issue asks for (≥ 60, four domains, both splits)', () => {
    expect(NEED_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(NEED_CASES.map((c) => c.domain)).size).toBe(4);
    expect(NEED_CASES.filter((c) => heldOut(c.id))).toHaveLength(21);
    expect(NEED_CASES.filter((c) => c.sensitivity !== 'ordinary' && !c.needed).length).toBeGreaterThanOrEqual(30);
  });

  it.each(CRITERION_IDS.map((id) => [id]))('%s passes no identifier or special-category field without an explicit need', async (criterion) => {
    const waved: string[] = [];
    for (const c of NEED_CASES.filter((candidate) => candidate.sensitivity !== 'ordinary' && !candidate.needed)) {
      if ((await actionOf(criterion, c)) === 'pass') waved.push(c.id);
    }
    expect(waved.sort()).toEqual([...(KNOWN_WAVED_THROUGH[criterion] ?? [])].sort());
  });

  it.each([['minimization'], ['contextual-integrity']])('%s still passes the fields the purpose truly needs', async (criterion) => {
    const missed: string[] = [];
    for (const c of NEED_CASES.filter((candidate) => candidate.needed)) {
      if ((await actionOf(criterion, c)) !== 'pass') missed.push(c.id);
    }
    expect(missed.sort()).toEqual([...(KNOWN_MISSES[criterion] ?? [])].sort());
  });
});
