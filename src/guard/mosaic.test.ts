import { describe, expect, it } from 'vitest';
import { createGuard } from './engine.js';
import { field } from './guard.test-helpers.js';
import type { MosaicRelationInput } from './mosaic.js';

const VAULT = [
  field({ key: 'employee', value: 'Dana Whitfield', category: 'PII', kind: 'name', record: 'employee' }),
  field({ key: 'pharmacy_order', value: 'prenatal vitamins', category: 'PHI', kind: 'text', record: 'employee' }),
];
const POLICY = { defaultAllowed: ['employee', 'pharmacy_order'] };
const PREGNANCY: MosaicRelationInput = {
  id: 'pregnancy',
  components: ['pharmacy_order', 'maternity leave'],
  conclusion: 'the employee is pregnant',
  conclusionCues: ['pregnant', 'expecting a baby'],
};
const guardWith = (relation: MosaicRelationInput) => createGuard({ vault: VAULT, policy: POLICY, mosaic: [relation] });
const post = (content: string) => ({ channel: 'C7' as const, sender: 'assistant', recipient: 'team-wiki', content });

describe('mosaic relationships', () => {
  it('blocks an output that conveys the conclusion once every component entered the context', async () => {
    const guard = guardWith(PREGNANCY);
    const output = post('Heads up: Dana Whitfield is pregnant, plan the Q3 rota.');
    expect((await guard.inspect(output)).decision).toBe('PASS');
    guard.observe({ channel: 'C4', source: 'pharmacy.orders', recipient: 'assistant', content: 'Order 1182: prenatal vitamins for Dana Whitfield' });
    expect((await guard.inspect(output)).decision).toBe('PASS');
    guard.observe({ channel: 'C4', source: 'hr.calendar', recipient: 'assistant', content: 'Dana Whitfield: Maternity   Leave from 1 July' });
    const result = await guard.inspect(output);
    expect(result.decision).toBe('BLOCK');
    expect(result.rationale).toContain('mosaic relation pregnancy: the output conveys its conclusion while all components are in context');
    expect(result.rationale).not.toContain('pregnant');
  });

  it('blocks an output that joins all components, even with nothing in context', async () => {
    const result = await guardWith(PREGNANCY).inspect(post('Dana Whitfield ordered prenatal vitamins and booked maternity leave.'));
    expect(result.decision).toBe('BLOCK');
    expect(result.rationale).toContain('joins all its components');
  });

  it('a single component is fine (each fact alone is allowed)', async () => {
    const result = await guardWith(PREGNANCY).inspect(post('Dana Whitfield booked maternity leave.'));
    expect(result.decision).toBe('PASS');
  });

  it('with action abstract, withholds the cue or the components instead of blocking', async () => {
    const guard = guardWith({ ...PREGNANCY, action: 'abstract' });
    const joined = await guard.inspect(post('Dana Whitfield ordered prenatal vitamins and booked maternity leave.'));
    expect(joined).toMatchObject({ decision: 'ABSTRACT', content: 'Dana Whitfield ordered [pharmacy order] and booked [withheld].' });
    guard.observe({ channel: 'C4', source: 'pharmacy.orders', recipient: 'assistant', content: 'prenatal vitamins' });
    guard.observe({ channel: 'C4', source: 'hr.calendar', recipient: 'assistant', content: 'maternity leave' });
    const conveyed = await guard.inspect(post('Dana is Expecting a  baby in August.'));
    expect(conveyed).toMatchObject({ decision: 'ABSTRACT', content: 'Dana is [withheld] in August.' });
  });
});
