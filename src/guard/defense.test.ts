import { describe, expect, it } from 'vitest';
import { allowedFields } from '../contracts/index.js';
import { generateScenarios } from '../scenario/generate/index.js';
import { createGuardDefense } from './defense.js';

const [scenario] = generateScenarios({ count: 1, seed: 7 });
if (scenario === undefined) throw new Error('no scenario generated');
const scope = { scenario };
const writeTool = scenario.tools.find((tool) => tool.kind === 'write' && tool.scope === 'external');
const disallowedOnC3 = scenario.vault.find((field) => !allowedFields(scenario.policy, 'C3').includes(field.key) && field.tier !== 'semantic');

describe('guard:<criterion> harness defense', () => {
  it('is named guard:<criterion>', () => {
    expect(createGuardDefense('pii').id).toBe('guard:pii');
  });

  it.skipIf(writeTool === undefined || disallowedOnC3 === undefined)('withholds a disallowed vault value in an external write, naming the field only', () => {
    const session = createGuardDefense('allowed-set').open(scope);
    const decision = session.transform({
      channel: 'C3',
      kind: 'tool-call',
      from: 'worker',
      to: writeTool?.name ?? '',
      tool: writeTool?.name ?? '',
      content: `details: ${disallowedOnC3?.value ?? ''}`,
    });
    expect(decision.content).not.toContain(disallowedOnC3?.value);
    expect(decision.redactedFields).toEqual([disallowedOnC3?.key]);
    expect(JSON.stringify(decision.redactedFields)).not.toContain(disallowedOnC3?.value);
  });

  it('passes reads (C4 tool outputs) through unchanged, whatever they carry', () => {
    const session = createGuardDefense('allowed-set').open(scope);
    const values = scenario.vault.map((field) => field.value).join('; ');
    const read = { channel: 'C4' as const, kind: 'tool-result' as const, from: 'lookup', to: 'worker', tool: 'lookup', content: `record: ${values}` };
    expect(session.transform(read)).toEqual({ content: read.content });
  });
});
