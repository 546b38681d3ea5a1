/**
 * The setups the labelled need cases run through (development and held-back sets): every offline
 * criterion, and the model-judged ones with a stub model that PASSes everything — the worst a
 * model can do — through the whole guard.
 */
import { MockLanguageModelV3 } from 'ai/test';
import type { VaultField } from '../src/contracts/index.js';
import { CRITERION_IDS, createGuard, type GuardOptions } from '../src/guard/index.js';
import { textResult } from '../src/guard/guard.test-helpers.js';
import type { NeedCase } from './data/guard/need-cases.js';

/** A model that PASSes every fact it is shown (verdicts for every `vault:` id in the prompt). */
export function passEverythingModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const prompt = JSON.stringify(options.prompt);
      const targets = [...new Set(prompt.match(/(?:vault|unvaulted):[A-Za-z0-9_.-]+/g) ?? [])].map((target) => target.replace(/[.]+$/, ''));
      const reply = {
        verdicts: targets.map((target) => ({ target, action: 'pass', reason: 'needed' })),
        decision: 'PASS',
        rationale: 'the recipient needs everything',
        facts: targets.map((target) => ({ target, action: 'pass', reason: 'needed' })),
      };
      return textResult(JSON.stringify(reply));
    },
  });
}

function fieldOf(c: NeedCase): VaultField {
  return {
    key: c.field.key,
    label: c.field.label,
    value: c.value,
    category: c.field.category,
    tier: c.field.tier,
    weight: 1,
    ...(c.field.kind === undefined ? {} : { kind: c.field.kind }),
  } as VaultField;
}

/** The setups the table runs: every offline criterion, and the model-judged ones with a PASS-everything model. */
export const SETUPS: ReadonlyArray<readonly [string, Partial<GuardOptions>]> = [
  ...(CRITERION_IDS as readonly string[]).filter((id) => id !== 'arbiter').map((id) => [id, { criterion: id }] as const),
  ['minimization+model', { criterion: 'minimization', judge: { model: passEverythingModel(), maxRetries: 0 } }],
  ['contextual-integrity+model', { criterion: 'contextual-integrity', judge: { model: passEverythingModel(), maxRetries: 0 } }],
  ...((CRITERION_IDS as readonly string[]).includes('arbiter') ? [['arbiter+model', { criterion: 'arbiter', judge: { model: passEverythingModel(), maxRetries: 0 } }] as const] : []),
];

/** What the guard does with the case's field when it carries it to the case's recipient. */
export async function actionOf(setup: Partial<GuardOptions>, c: NeedCase): Promise<string> {
  const guard = createGuard({ vault: [fieldOf(c)], policy: { defaultAllowed: [], allowed: {} }, purpose: c.purpose, ...setup });
  const result = await guard.inspect({ channel: c.channel, sender: c.sender, recipient: c.recipient, audience: c.recipientClass, content: c.value, purpose: c.purpose });
  if (result.failure !== undefined) return `failure: ${result.failure.reason}`;
  return result.verdicts.find((entry) => entry.target === `vault:${c.field.key}`)?.action ?? 'not detected';
}
