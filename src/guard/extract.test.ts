import { describe, expect, it } from 'vitest';
import type { GuardDecisionLog } from '../contracts/index.js';
import { createGuard } from './engine.js';
import { field } from './guard.test-helpers.js';
import { createInventory } from './inventory.js';

const NOTE = 'Visit notes: Dana Whitfield was diagnosed with multiple sclerosis in March. Her parking spot is B12. SSN on file 536-22-1234.';
const read = { channel: 'C4' as const, source: 'notes.search', recipient: 'assistant', content: NOTE };
const send = (content: string) => ({ channel: 'C3' as const, sender: 'assistant', recipient: 'hr@acme.example', content, tool: 'mail.send' });

describe('the inventory learned from reads (no vault)', () => {
  it('learns a sensitive sentence and a regulated identifier, with subject, type, source and origin', () => {
    const guard = createGuard({ vault: [], policy: {} });
    const { records } = guard.observe(read);
    expect(records.map((record) => [record.type, record.origin, record.sender])).toEqual(
      expect.arrayContaining([
        ['health condition', 'read', 'notes.search'],
        ['social security number', 'read', 'notes.search'],
      ]),
    );
    const health = records.find((record) => record.type === 'health condition');
    // The subject is a stable pseudonym, never the name itself.
    expect(health?.subject).toMatch(/^person:[0-9a-f]{8}$/);
    expect(JSON.stringify(records)).not.toContain('Dana');
    // The parking spot names no sensitive category: nothing is learned from it.
    expect(guard.inventory.learned.map((learned) => learned.value)).toEqual(['536-22-1234', 'Visit notes: Dana Whitfield was diagnosed with multiple sclerosis in March']);
  });

  it('withholds what it learned when the agent writes it out, and masks it in the rationale and the log', async () => {
    const logs: GuardDecisionLog[] = [];
    const guard = createGuard({ vault: [], policy: {}, criterion: 'minimization', purpose: 'tell HR which parking spot is free', onDecision: (log) => logs.push(log) });
    guard.observe(read);
    const result = await guard.inspect(send('FYI: Visit notes: Dana Whitfield was diagnosed with multiple sclerosis in March. Also SSN 536-22-1234.'));
    expect(result.decision).not.toBe('PASS');
    expect(result.content).not.toContain('multiple sclerosis');
    expect(result.content).not.toContain('536-22-1234');
    expect(result.verdicts.map((entry) => entry.target).sort()).toEqual(['vault:inv1.ssn', 'vault:inv2.health']);
    expect(JSON.stringify(logs)).not.toContain('536-22-1234');
    expect(JSON.stringify(logs)).not.toContain('multiple sclerosis');
  });

  it('passes a write that carries nothing it learned', async () => {
    const guard = createGuard({ vault: [], policy: {}, criterion: 'minimization', purpose: 'tell HR which parking spot is free' });
    guard.observe(read);
    expect((await guard.inspect(send('Parking spot B12 is free from Monday.'))).decision).toBe('PASS');
  });

  it('shares what it learned with the guards of the same inventory', async () => {
    const inventory = createInventory();
    const reader = createGuard({ vault: [], policy: {}, inventory });
    const writer = createGuard({ vault: [], policy: {}, inventory, criterion: 'allowed-set' });
    reader.observe(read);
    expect((await writer.inspect(send('her SSN is 536-22-1234'))).decision).not.toBe('PASS');
  });

  it('with a vault, learns sentences only when asked; never what a vault value explains; nothing with extraction off', () => {
    const other = [field({ key: 'email', value: 'dana@example.org', category: 'PII', kind: 'email' })];
    const byDefault = createGuard({ vault: other, policy: {} });
    byDefault.observe(read);
    expect(byDefault.inventory.learned.map((learned) => learned.key)).toEqual(['inv1.ssn']);
    const vault = [field({ key: 'dx', value: 'Dana Whitfield was diagnosed with multiple sclerosis in March.', category: 'PHI', tier: 'semantic', kind: 'text' })];
    const withVault = createGuard({ vault, policy: {}, extract: { categories: true } });
    withVault.observe(read);
    expect(withVault.inventory.learned.map((learned) => learned.key)).toEqual(['inv1.ssn']);
    const off = createGuard({ vault: [], policy: {}, extract: { identifiers: false, categories: false } });
    off.observe(read);
    expect(off.inventory.learned).toEqual([]);
  });

  it('rejects a vault key that has the form of a learned field', () => {
    expect(() => createGuard({ vault: [field({ key: 'inv1.notes', value: 'x', category: 'OTHER' })], policy: {} })).toThrow(/learned field/);
  });
});

describe('what a vault value reveals', () => {
  const hardship = field({
    key: 'customer.hardship',
    label: 'Customer financial hardship note',
    value: 'fell behind on payments last year while being treated for breast cancer',
    category: 'FIN',
    tier: 'semantic',
  });
  const memo = { channel: 'C7' as const, sender: 'underwriter', recipient: 'underwriting memo', content: 'fell behind on payments last year while being treated for breast cancer' };

  it('treats a note whose value names a condition as health data: no pass on a word overlap', async () => {
    const guard = createGuard({ vault: [hardship], policy: {}, criterion: 'minimization', purpose: 'assessing the financial hardship application' });
    const result = await guard.inspect(memo);
    expect(result.verdicts[0]?.action).not.toBe('pass');
    expect(result.verdicts[0]?.rationale).toContain('health');
  });

  it('is withheld by the minimization criterion itself, not only by the safe defaults', async () => {
    const guard = createGuard({ vault: [hardship], policy: {}, criterion: 'minimization', purpose: 'assessing the financial hardship application', safeDefaults: false });
    expect((await guard.inspect(memo)).verdicts[0]?.rationale).toMatch(/a health field needs an explicit need/);
  });
});

describe('safe defaults over any criterion', () => {
  const ssn = field({ key: 'patient.ssn', label: 'Patient SSN', value: '787-08-3753', category: 'PII', kind: 'ssn', record: 'patient' });
  const flow = {
    channel: 'C3' as const,
    sender: 'assistant',
    recipient: 'Dr. Lee (cardiology)',
    content: 'Patient SSN 787-08-3753',
    tool: 'mail.send',
    purpose: 'referring the patient to a specialist',
  };
  const passAll = {
    id: 'pass-all',
    description: 'passes everything',
    kind: 'deterministic' as const,
    decide: (context: { fields: readonly { target: string }[] }) => ({
      status: 'judged' as const,
      verdicts: context.fields.map((found) => ({ target: found.target, action: 'pass' as const, rationale: 'fine' })),
    }),
  };

  it("withhold a criterion's PASS of an identifier without an explicit need, and say why", async () => {
    const result = await createGuard({ vault: [ssn], policy: {}, criterion: passAll }).inspect(flow);
    expect(result.decision).toBe('BLOCK');
    expect(result.verdicts[0]?.rationale).toMatch(/safe default: a ssn field needs an explicit need/);
  });

  it('keep the PASS when a norm rule licenses it, and can be turned off', async () => {
    const normRules = [{ id: 'referral-ssn', types: ['ssn'], recipients: ['cardiology'], principles: ['referring'], decision: 'allow' as const, why: 'this clinic files referrals by SSN' }];
    expect((await createGuard({ vault: [ssn], policy: {}, criterion: passAll, normRules }).inspect(flow)).decision).toBe('PASS');
    expect((await createGuard({ vault: [ssn], policy: {}, criterion: passAll, safeDefaults: false }).inspect(flow)).decision).toBe('PASS');
  });

  it("never pass an identifier a policy list for the channel leaves out, whatever the purpose says (only the deployer's own norms can)", async () => {
    const named = { ...flow, purpose: "send the patient's SSN to the specialist" };
    const listed = { allowed: { C3: ['patient.name'] } };
    expect((await createGuard({ vault: [ssn], policy: {}, criterion: passAll }).inspect(named)).decision).toBe('PASS');
    const withheld = await createGuard({ vault: [ssn], policy: listed, criterion: passAll }).inspect(named);
    expect(withheld.decision).toBe('BLOCK');
    expect(withheld.verdicts[0]?.rationale).toContain('the policy lists what may go on C3');
    const normRules = [{ id: 'referral-ssn', types: ['ssn'], recipients: ['cardiology'], principles: ['specialist'], decision: 'allow' as const, why: 'this clinic files referrals by SSN' }];
    expect((await createGuard({ vault: [ssn], policy: listed, criterion: passAll, normRules }).inspect(named)).decision).toBe('PASS');
  });

  it('keep the PASS when the policy allows the field on the channel', async () => {
    expect((await createGuard({ vault: [ssn], policy: { allowed: { C3: ['patient.ssn'] } }, criterion: passAll }).inspect(flow)).decision).toBe('PASS');
  });
});
