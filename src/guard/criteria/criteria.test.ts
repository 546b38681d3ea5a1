import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { textResult } from '../guard.test-helpers.js';
import { contractContext, runCriterionContract } from './contract-suite.js';
import { allowedSetCriterion, createContextualIntegrityCriterion, createMinimizationCriterion, piiCriterion, resolveCriterion } from './index.js';

/** A mock judge that generalises every fact the prompt lists (and repeats a value in its reason, which must be masked). */
function echoJudge(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const prompt = JSON.stringify(options.prompt);
      const targets = [...prompt.matchAll(/- ((?:vault|unvaulted):[a-z0-9_.-]+):/g)].map((match) => match[1]);
      return textResult(JSON.stringify({ verdicts: targets.map((target) => ({ target, action: 'generalize', reason: 'not needed; the SSN 787-08-3753 must stay private' })) }));
    },
  });
}

runCriterionContract(allowedSetCriterion);
runCriterionContract(piiCriterion);
runCriterionContract(createMinimizationCriterion());
runCriterionContract(createContextualIntegrityCriterion());
runCriterionContract(createMinimizationCriterion({ judge: { model: echoJudge() } }));
runCriterionContract(createContextualIntegrityCriterion({ judge: { model: echoJudge() } }));

const actionsOf = async (criterion: ReturnType<typeof resolveCriterion>, spec: Parameters<typeof contractContext>[0]) => {
  const result = await criterion.decide(contractContext(spec));
  if (result.status !== 'judged') throw new Error(result.reason);
  return Object.fromEntries(result.verdicts.map((entry) => [entry.target, entry.action]));
};
const base = { recipientClass: 'external' as const, recognisers: [], purpose: '', observed: true };

describe('allowed-set rule', () => {
  it('passes allowed fields, generalises disallowed generalisable ones, blocks identifiers on external writes', async () => {
    expect(await actionsOf(allowedSetCriterion, { ...base, channel: 'C3', keys: ['email', 'dob', 'diagnosis', 'ssn', 'phone'] })).toEqual({
      'vault:email': 'pass',
      'vault:dob': 'generalize',
      'vault:diagnosis': 'generalize',
      'vault:ssn': 'block',
      'vault:phone': 'block',
    });
  });

  it('omits identifiers on internal channels and the final answer instead of blocking', async () => {
    expect(await actionsOf(allowedSetCriterion, { ...base, channel: 'C2', keys: ['ssn', 'card', 'canary', 'dob'] })).toEqual({
      'vault:ssn': 'omit',
      'vault:card': 'omit',
      'vault:canary': 'omit',
      'vault:dob': 'pass',
    });
    expect(await actionsOf(allowedSetCriterion, { ...base, channel: 'C1', keys: ['ssn', 'salary'] })).toEqual({ 'vault:ssn': 'omit', 'vault:salary': 'generalize' });
  });

  it('leaves unvaulted identifiers to the pii criterion', async () => {
    expect(await actionsOf(allowedSetCriterion, { ...base, channel: 'C3', keys: [], recognisers: ['ssn'] })).toEqual({ 'unvaulted:ssn': 'pass' });
  });
});

describe('pii rule', () => {
  it("withholds others' personal data whatever the policy allows, and blocks regulated identifiers on writes", async () => {
    expect(await actionsOf(piiCriterion, { ...base, channel: 'C3', keys: ['email', 'ssn', 'diagnosis'], recognisers: ['ssn', 'phone'] })).toEqual({
      'vault:email': 'generalize',
      'vault:ssn': 'block',
      'vault:diagnosis': 'generalize',
      'unvaulted:ssn': 'block',
      'unvaulted:phone': 'generalize',
    });
  });

  it("passes the principal's own data", async () => {
    const context = { ...contractContext({ ...base, channel: 'C3', keys: ['ssn'] }), principal: 'patient' };
    expect(piiCriterion.decide(context)).toEqual({ status: 'judged', verdicts: [expect.objectContaining({ action: 'pass' })] });
  });
});

describe('minimization (offline approximation)', () => {
  it('passes what the purpose mentions and withholds the rest', async () => {
    const criterion = createMinimizationCriterion();
    expect(await actionsOf(criterion, { ...base, channel: 'C3', keys: ['diagnosis', 'dob', 'salary'], purpose: 'send the diagnosis and date of birth to the specialist' })).toEqual({
      'vault:diagnosis': 'pass',
      'vault:dob': 'pass',
      'vault:salary': 'generalize',
    });
  });
});

describe('contextual integrity (offline norms)', () => {
  it('reads the recipient class: public posts get nothing personal, the principal gets what the purpose needs', async () => {
    const criterion = createContextualIntegrityCriterion();
    expect(await actionsOf(criterion, { ...base, recipientClass: 'public', channel: 'C7', keys: ['dob', 'diagnosis', 'ssn'] })).toEqual({
      'vault:dob': 'omit',
      'vault:diagnosis': 'omit',
      'vault:ssn': 'block',
    });
    expect(await actionsOf(criterion, { ...base, recipientClass: 'principal', channel: 'C1', keys: ['dob', 'salary'], purpose: 'check the date of birth' })).toEqual({
      'vault:dob': 'pass',
      'vault:salary': 'generalize',
    });
    expect(await actionsOf(criterion, { ...base, recipientClass: 'external', channel: 'C3', keys: ['diagnosis'], purpose: 'send the diagnosis' })).toEqual({ 'vault:diagnosis': 'generalize' });
  });
});

describe('model-judged criteria', () => {
  const spec = { ...base, channel: 'C3' as const, keys: ['ssn', 'diagnosis'] };

  it('masks raw values the model repeats in its reasons', async () => {
    const result = await createMinimizationCriterion({ judge: { model: echoJudge() } }).decide(contractContext(spec));
    expect(result.status).toBe('judged');
    expect(JSON.stringify(result)).not.toContain('787-08-3753');
  });

  it.each([
    ['unparsable output', new MockLanguageModelV3({ doGenerate: async () => textResult('I think it is fine.') })],
    ['a failed call', new MockLanguageModelV3({ doGenerate: async () => Promise.reject(new Error('rate limited for 787-08-3753')) })],
    ['a missing verdict', new MockLanguageModelV3({ doGenerate: async () => textResult(JSON.stringify({ verdicts: [{ target: 'vault:ssn', action: 'block', reason: 'x' }] })) })],
  ])('turns %s into unknown, never into a verdict', async (_name, model) => {
    const result = await createContextualIntegrityCriterion({ judge: { model, maxRetries: 0 } }).decide(contractContext(spec));
    expect(result.status).toBe('unknown');
    expect(JSON.stringify(result)).not.toContain('787-08-3753');
  });
});

describe('resolveCriterion', () => {
  it('names the unknown id and the known ones', () => {
    expect(() => resolveCriterion('gdpr')).toThrow(/unknown guard criterion "gdpr" \(known: allowed-set, pii, minimization, contextual-integrity, arbiter\)/);
  });
});
