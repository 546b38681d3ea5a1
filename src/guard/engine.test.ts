import { describe, expect, it } from 'vitest';
import { createGuard, type GuardDecisionLog } from './engine.js';
import { decryptTokens } from './abstract/token.js';
import { PATIENT_POLICY, PATIENT_VAULT } from './guard.test-helpers.js';
import type { Criterion } from './types.js';

const RAW_VALUES = PATIENT_VAULT.map((field) => field.value);
const guardOf = (extra: Partial<Parameters<typeof createGuard>[0]> = {}) => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, purpose: 'schedule a follow-up', ...extra });
const email = (content: string) => ({ channel: 'C3' as const, sender: 'assistant', recipient: 'dr.lee@clinic.example', tool: 'send_email', content });

describe('decisions on crafted flows (allowed-set)', () => {
  it('PASS: only allowed fields, content untouched', async () => {
    const result = await guardOf().inspect(email('Hello Colleen Nguyen, please confirm at colleen.nguyen@example.org.'));
    expect(result.decision).toBe('PASS');
    expect(result.content).toBe('Hello Colleen Nguyen, please confirm at colleen.nguyen@example.org.');
    expect(result.verdicts.map((entry) => entry.action)).toEqual(['pass', 'pass']);
  });

  it('ABSTRACT: every occurrence of a disallowed fact is rewritten, allowed ones are kept', async () => {
    const result = await guardOf().inspect(email('Colleen Nguyen (born 1995-01-25) has E11.9. Re E11.9: salary $85,000.'));
    expect(result.decision).toBe('ABSTRACT');
    expect(result.content).toBe('Colleen Nguyen (born January 1995) has a chronic condition. Re a chronic condition: salary $50k–$100k.');
    expect(result.rationale).toMatch(/^ABSTRACT \(allowed-set\): dob \*{4} → generalize: dob is not allowed on C3 \(allowed: email, name\); generalised; diagnosis/);
  });

  it('BLOCK: an SSN in an external write cannot be abstracted; nothing flows', async () => {
    const result = await guardOf().inspect(email('Her SSN is 787 08 3753.'));
    expect(result).toMatchObject({ decision: 'BLOCK', content: '', criterion: 'allowed-set' });
    expect(result.rationale).toContain('ssn ***-**-3753 → block');
  });

  it('omits instead of blocking on internal channels', async () => {
    const result = await guardOf().inspect({ channel: 'C2', sender: 'coordinator', recipient: 'worker', content: 'SSN 787-08-3753, canary CANARY_SSN_C0E3534A.' });
    expect(result).toMatchObject({ decision: 'ABSTRACT', content: 'SSN [ssn], canary [canary].' });
  });

  it('never puts a raw vault value in a rationale or a log', async () => {
    const logs: GuardDecisionLog[] = [];
    const guard = guardOf({ onDecision: (log) => logs.push(log) });
    const text = `Everything: ${RAW_VALUES.join(', ')}`;
    const results = await Promise.all(['C1', 'C2', 'C3', 'C5', 'C6', 'C7'].map((channel) => guard.inspect({ channel: channel as 'C1', sender: 'a', recipient: 'b', content: text })));
    for (const value of RAW_VALUES) {
      for (const result of results) expect(result.rationale).not.toContain(value);
      expect(JSON.stringify(logs)).not.toContain(value);
    }
    expect(logs).toHaveLength(6);
  });

  it('records the five-field flow records of the outbound flow with the action taken', async () => {
    const result = await guardOf().inspect({ ...email('Dx E11.9 for Colleen Nguyen'), purpose: 'refer the patient' });
    expect(result.flowRecords).toContainEqual({
      sender: 'assistant',
      recipient: 'dr.lee@clinic.example',
      subject: 'patient',
      type: 'diagnosis',
      transmissionPrinciple: { purpose: 'refer the patient', channel: 'C3' },
      field: 'diagnosis',
      category: 'PHI',
      origin: 'vault',
      action: 'generalize',
    });
  });
});

describe('fail modes', () => {
  const throwing: Criterion = {
    id: 'broken',
    description: 'throws',
    kind: 'deterministic',
    decide: () => {
      throw new Error('boom with 787-08-3753');
    },
  };
  const unknown: Criterion = { id: 'unsure', description: 'cannot judge', kind: 'model', decide: async () => ({ status: 'unknown', reason: 'model answered prose' }) };
  const rejecting: Criterion = { id: 'rejecting', description: 'rejects', kind: 'model', decide: () => Promise.reject(new Error('socket hang up')) };
  const silent: Criterion = { id: 'silent', description: 'forgets verdicts', kind: 'deterministic', decide: () => ({ status: 'judged', verdicts: [] }) };

  it.each([throwing, unknown, rejecting, silent])('fail-closed blocks when criterion "$id" fails, with a masked reason', async (criterion) => {
    const result = await guardOf({ criterion }).inspect(email('SSN 787-08-3753'));
    expect(result).toMatchObject({ decision: 'BLOCK', content: '', failure: { failMode: 'closed' } });
    expect(result.rationale).toMatch(/^guard error \(fail-closed\): /);
    expect(result.rationale).not.toContain('787-08-3753');
  });

  it.each([throwing, unknown, rejecting])('fail-open passes when criterion "$id" fails, and logs it', async (criterion) => {
    const logs: GuardDecisionLog[] = [];
    const result = await guardOf({ criterion, failMode: 'open', onDecision: (log) => logs.push(log) }).inspect(email('SSN 787-08-3753'));
    expect(result).toMatchObject({ decision: 'PASS', content: 'SSN 787-08-3753', failure: { failMode: 'open' } });
    expect(logs[0]).toMatchObject({ decision: 'PASS', failure: { failMode: 'open' } });
    expect(logs[0]?.rationale).toMatch(/^guard error \(fail-open\)/);
  });

  it.each([{ channel: 'C9', sender: '', recipient: 'x', content: 'hi' }, null, 'text'])('a malformed flow (%j) is a guard error, not an exception', async (flow) => {
    const result = await guardOf().inspect(flow as never);
    expect(result.decision).toBe('BLOCK');
    expect(result.rationale).toMatch(/guard error \(fail-closed\)/);
    expect(guardOf().inspectSync(flow as never).decision).toBe('BLOCK');
  });

  it('inspectSync cannot wait for a model criterion: the fail mode decides', () => {
    expect(guardOf({ criterion: unknown }).inspectSync(email('hello')).decision).toBe('BLOCK');
    expect(guardOf({ criterion: unknown, failMode: 'open' }).inspectSync(email('hello')).decision).toBe('PASS');
  });
});

describe('shadow mode', () => {
  it('returns PASS with the content unchanged and records the decision it would have made', async () => {
    const logs: GuardDecisionLog[] = [];
    const guard = guardOf({ mode: 'shadow', onDecision: (log) => logs.push(log) });
    const blocked = await guard.inspect(email('SSN 787-08-3753'));
    expect(blocked).toMatchObject({ decision: 'PASS', content: 'SSN 787-08-3753', mode: 'shadow', shadow: { decision: 'BLOCK', content: '' } });
    const abstracted = await guard.inspect(email('Dx E11.9'));
    expect(abstracted).toMatchObject({ decision: 'PASS', content: 'Dx E11.9', shadow: { decision: 'ABSTRACT', content: 'Dx a chronic condition' } });
    expect(logs.map((log) => [log.decision, log.wouldDecide])).toEqual([
      ['PASS', 'BLOCK'],
      ['PASS', 'ABSTRACT'],
    ]);
  });
});

describe('inventory (read boundary)', () => {
  it('records the facts an observation carried as deduplicated five-field records', () => {
    const guard = guardOf();
    const observation = { channel: 'C4' as const, source: 'patient_db.lookup', recipient: 'assistant', content: 'Colleen Nguyen, dx E11.9, SSN 787-08-3753, other SSN 536-22-1234' };
    const first = guard.observe(observation);
    // The SSN that is not in the vault is learned from the text (a field of its own, origin 'read').
    expect(first.records.map((record) => record.type).sort()).toEqual(['diagnosis', 'name', 'social security number', 'ssn']);
    expect(first.records.find((record) => record.type === 'social security number')).toMatchObject({ field: 'inv1.ssn', origin: 'read', subject: 'unknown' });
    expect(first.records.find((record) => record.field === 'diagnosis')).toEqual({
      sender: 'patient_db.lookup',
      recipient: 'assistant',
      subject: 'patient',
      type: 'diagnosis',
      transmissionPrinciple: { purpose: 'schedule a follow-up', channel: 'C4' },
      field: 'diagnosis',
      category: 'PHI',
      origin: 'vault',
    });
    expect(guard.observe(observation).records).toEqual([]);
    expect(guard.inventory.records).toHaveLength(4);
    expect(guard.inventory.hasField('ssn')).toBe(true);
  });

  it('marks whether an outbound fact was observed before (a typed value is still detected)', async () => {
    const seen: boolean[] = [];
    const probe: Criterion = {
      id: 'probe',
      description: 'records observed flags',
      kind: 'deterministic',
      decide: (context) => {
        seen.push(...context.fields.map((found) => found.observed));
        return { status: 'judged', verdicts: context.fields.map((found) => ({ target: found.target, action: 'pass', rationale: 'ok' })) };
      },
    };
    const guard = guardOf({ criterion: probe });
    await guard.inspect(email('Dx E11.9'));
    guard.observe({ channel: 'C4', source: 'ehr.read', recipient: 'assistant', content: 'diagnosis: E11.9' });
    await guard.inspect(email('Dx E11.9'));
    expect(seen).toEqual([false, true]);
  });
});

describe('reversible tokens for trusted recipients', () => {
  it('tokenises withheld facts for a trusted recipient and restores them with the key', async () => {
    const key = 'a1'.repeat(32);
    const guard = guardOf({ tokenKey: key, trustedRecipients: ['@clinic.example'] });
    const result = await guard.inspect(email('Dx E11.9, born 1995-01-25'));
    expect(result.decision).toBe('ABSTRACT');
    expect(result.content).toMatch(/^Dx tok:v1:[A-Za-z0-9_-]+, born tok:v1:[A-Za-z0-9_-]+$/);
    expect(decryptTokens(result.content, key)).toBe('Dx E11.9, born 1995-01-25');
    const untrusted = await guard.inspect({ ...email('Dx E11.9'), recipient: 'someone@else.example' });
    expect(untrusted.content).toBe('Dx a chronic condition');
  });
});

describe('multi-part flows (tool arguments)', () => {
  it('applies one decision to all parts and rewrites each', async () => {
    const result = await guardOf().inspectParts({ channel: 'C3', sender: 'assistant', recipient: 'mail', tool: 'send_email' }, ['Follow-up for E11.9', 'Dear Colleen Nguyen, see you soon.']);
    expect(result.decision).toBe('ABSTRACT');
    expect(result.parts).toEqual(['Follow-up for a chronic condition', 'Dear Colleen Nguyen, see you soon.']);
  });
});

describe('semantic detection (tier 3, opt-in)', () => {
  it('rewrites a paraphrase of a vault fact only when semantic is on', async () => {
    const vault = [{ key: 'diagnosis', value: 'Type 2 diabetes', tier: 'semantic' as const, category: 'PHI' as const, kind: 'text' as const, paraphrases: ['diabetic'] }];
    const flow = email('She is being treated for diabetes.');
    expect((await createGuard({ vault, policy: {} }).inspect(flow)).decision).toBe('PASS');
    const result = await createGuard({ vault, policy: {}, semantic: true }).inspect(flow);
    expect(result).toMatchObject({ decision: 'ABSTRACT', content: 'She is being treated for a chronic condition.' });
  });
});
