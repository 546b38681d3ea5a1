import { describe, expect, it } from 'vitest';
import { createGuard } from './engine.js';
import { guardOptionsFromPolicy, safeParseGuardPolicy } from './policy-file.js';

const vault = [{ key: 'patient.ssn', label: 'Patient SSN', value: '787-08-3753', category: 'PII', kind: 'ssn' }];
const rule = { id: 'referral-ssn', types: ['ssn'], recipients: ['cardiology'], principles: ['referral'], decision: 'allow', why: 'this network files referrals by SSN' };
const flow = { channel: 'C3' as const, sender: 'assistant', recipient: 'cardiology intake', content: 'SSN 787-08-3753', purpose: 'referral to cardiology' };

describe('norm rules in the guard policy file', () => {
  it('are read and used by the need-based criteria and the safe defaults', async () => {
    const parsed = safeParseGuardPolicy({ vault, criterion: 'minimization', normRules: [rule] }, 'policy.json');
    if (!parsed.success) throw parsed.error;
    expect((await createGuard(guardOptionsFromPolicy(parsed.value)).inspect(flow)).decision).toBe('PASS');
    const without = safeParseGuardPolicy({ vault, criterion: 'minimization' }, 'policy.json');
    if (!without.success) throw without.error;
    expect((await createGuard(guardOptionsFromPolicy(without.value)).inspect(flow)).decision).not.toBe('PASS');
  });

  it('name the file and the failing field, and never the vault value', () => {
    const invalid = safeParseGuardPolicy({ vault, normRules: [rule, { ...rule, id: 'other', decision: 'maybe' }] }, 'policy.json');
    expect(invalid.success).toBe(false);
    if (invalid.success) return;
    expect(invalid.error.message).toContain('policy.json');
    expect(invalid.error.details).toMatchObject({ fields: ['normRules.1.decision'] });
    expect(invalid.error.message).not.toContain('787-08-3753');
    const duplicate = safeParseGuardPolicy({ vault, normRules: [rule, rule] }, 'policy.json');
    expect(duplicate.success ? [] : duplicate.error.details).toMatchObject({ fields: ['normRules.1.id'] });
  });
});
