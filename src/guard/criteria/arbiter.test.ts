/**
 * The arbiter against a stub model (issue 16, Build 3): its decisions through the whole guard,
 * the rationale (masked), what the prompt carries, the cache (no call on a re-run), and every
 * way an answer can fail falling back to the guard's fail mode.
 */
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { LeakscopeError, type GuardDecisionLog } from '../../contracts/index.js';
import { createMemoryCache, createModelLayer, type ModelLayer } from '../../models/index.js';
import { createGuard, type GuardOptions } from '../engine.js';
import { PATIENT_POLICY, PATIENT_VAULT, textResult } from '../guard.test-helpers.js';
import type { FlowRecord } from '../types.js';
import { arbiterPrompt, createArbiterCriterion, settleArbiterAnswer, type ArbiterAnswer } from './arbiter.js';
import { contractContext, runCriterionContract } from './contract-suite.js';
import { CRITERION_IDS, OFFLINE_CRITERION_IDS, resolveCriterion } from './index.js';

type Reply = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type Call = MockLanguageModelV3['doGenerateCalls'][number];

/** The fact ids a prompt lists (one line each: `- vault:dob: type ...`). */
function targetsIn(call: Call): string[] {
  return [...userText(call).matchAll(/^- ((?:vault|unvaulted):[A-Za-z0-9_.-]+):/gm)].map((match) => match[1] ?? '');
}

/** The user message the model received. */
function userText(call: Call | undefined): string {
  const message = call?.prompt.find((entry) => entry.role === 'user');
  if (message === undefined || message.role !== 'user') return '';
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** A model giving one scripted reply (a JSON answer, or raw text) to every call. */
function scripted(reply: ArbiterAnswer | string | ((call: Call) => Reply | Promise<Reply>)): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (call) => (typeof reply === 'function' ? reply(call) : textResult(typeof reply === 'string' ? reply : JSON.stringify(reply))),
  });
}

const PURPOSE = 'confirm the appointment with the front desk';
const DESK = 'front-desk@clinic.example';

function guardWith(model: MockLanguageModelV3, extra: Partial<GuardOptions> = {}) {
  return createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, purpose: PURPOSE, criterion: createArbiterCriterion({ judge: { model, maxRetries: 0 } }), ...extra });
}

const email = (content: string, recipient = DESK) => ({ channel: 'C3' as const, sender: 'assistant', recipient, tool: 'send_email', content });

describe('the arbiter through the guard: decisions and rationale', () => {
  it('PASS: the content flows as it is, and the rationale carries the arbiter’s reason with the values masked', async () => {
    const model = scripted({
      decision: 'PASS',
      rationale: 'The desk needs Colleen Nguyen and her address colleen.nguyen@example.org to confirm.',
      facts: [
        { target: 'vault:name', action: 'pass', reason: 'the desk books Colleen Nguyen' },
        { target: 'vault:email', action: 'pass', reason: 'the confirmation goes to her' },
      ],
    });
    const content = 'Please confirm Colleen Nguyen, colleen.nguyen@example.org, for Tuesday.';
    const result = await guardWith(model).inspect(email(content));
    expect(result).toMatchObject({ decision: 'PASS', content, criterion: 'arbiter' });
    expect(result.verdicts.map((entry) => [entry.target, entry.action])).toEqual([
      ['vault:name', 'pass'],
      ['vault:email', 'pass'],
    ]);
    expect(result.rationale).toContain('arbiter PASS: The desk needs');
    for (const text of [result.rationale, ...result.verdicts.map((entry) => entry.rationale)]) {
      expect(text).not.toContain('Colleen Nguyen');
      expect(text).not.toContain('colleen.nguyen@example.org');
    }
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('ABSTRACT: the facts the arbiter withholds are rewritten out of the content, the others stay', async () => {
    const model = scripted({
      decision: 'ABSTRACT',
      rationale: 'The desk needs a way to reach her, not her date of birth 1995-01-25.',
      facts: [
        { target: 'vault:email', action: 'pass', reason: 'the reply address' },
        { target: 'vault:name', action: 'pass', reason: 'the address names her' },
        { target: 'vault:dob', action: 'generalize', reason: 'the exact date is not needed' },
      ],
    });
    const result = await guardWith(model).inspect(email('Patient born 1995-01-25, reach her at colleen.nguyen@example.org.'));
    expect(result.decision).toBe('ABSTRACT');
    expect(result.content).not.toContain('1995-01-25');
    expect(result.content).toContain('colleen.nguyen@example.org');
    expect(result.verdicts.find((entry) => entry.target === 'vault:dob')?.action).toBe('generalize');
    expect(result.rationale).toContain('arbiter ABSTRACT');
    expect(result.rationale).not.toContain('1995-01-25');
  });

  it('BLOCK: nothing flows, and the rationale says why without the value', async () => {
    const model = scripted({
      decision: 'BLOCK',
      rationale: 'The SSN 787-08-3753 has no place in a booking e-mail.',
      facts: [{ target: 'vault:ssn', action: 'block', reason: 'an SSN is not needed to book' }],
    });
    const result = await guardWith(model).inspect(email('Booking for SSN 787-08-3753.'));
    expect(result).toMatchObject({ decision: 'BLOCK', content: '' });
    expect(result.rationale).toContain('arbiter BLOCK');
    expect(result.rationale).not.toContain('787-08-3753');
    expect(result.verdicts[0]?.rationale).not.toContain('787-08-3753');
  });

  it('is resolvable by id with a judge, and refuses the id without one', async () => {
    const model = scripted({ decision: 'BLOCK', rationale: 'no', facts: [] });
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, criterion: 'arbiter', judge: { model, maxRetries: 0 } });
    expect(guard.criterion).toBe('arbiter');
    expect((await guard.inspect(email('SSN 787-08-3753'))).decision).toBe('BLOCK');
    expect(() => resolveCriterion('arbiter')).toThrow(LeakscopeError);
    expect(() => resolveCriterion('arbiter')).toThrow(/the arbiter criterion needs a model: pass judge/);
    expect(() => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, criterion: 'arbiter' })).toThrow(expect.objectContaining({ code: 'invalid-config' }));
  });

  it('is the one built-in id that needs a model: every offline id resolves without one', () => {
    for (const id of OFFLINE_CRITERION_IDS) expect(resolveCriterion(id).kind).toBe('deterministic');
    expect(CRITERION_IDS.filter((id) => !(OFFLINE_CRITERION_IDS as readonly string[]).includes(id))).toEqual(['arbiter']);
  });
});

describe('what the arbiter sends', () => {
  it('the inventory records, the flow, the purpose and the norm matching each fact — read values stay out', async () => {
    const model = scripted((call) => textResult(JSON.stringify({ decision: 'PASS', rationale: 'fine', facts: targetsIn(call).map((target) => ({ target, action: 'pass', reason: 'ok' })) })));
    const purpose = 'referral to cardiology for treatment';
    const guard = guardWith(model, { purpose });
    guard.observe({ channel: 'C4', source: 'patient_db.lookup', recipient: 'assistant', content: 'Colleen Nguyen, dx E11.9, SSN 787-08-3753' });
    await guard.inspect(email('Referral: Colleen Nguyen, diagnosis E11.9', 'dr.lee@cardiology.example'));
    const prompt = userText(model.doGenerateCalls[0]);
    expect(prompt).toContain(`Purpose of the task: ${purpose}`);
    expect(prompt).toContain('Flow: assistant -> dr.lee@cardiology.example (recipient class: external) on C3');
    expect(prompt).toContain('tool send_email, an external write');
    // Inventory: the read, field by field, linked to the facts of this flow.
    expect(prompt).toContain(`- patient_db.lookup -> assistant: diagnosis about patient (PHI), for "${purpose}" on C4 [fact vault:diagnosis]`);
    expect(prompt).toMatch(/- patient_db\.lookup -> assistant: ssn about patient \(PII\)/);
    // The norm that licenses the diagnosis to the care team; none speaks for the name.
    expect(prompt).toMatch(/- vault:diagnosis: [^\n]*\n {2}norm care-team-health \(allow\): HIPAA treatment disclosures/);
    expect(prompt).toMatch(/- vault:name: [^\n]*\n {2}norm: no norm matches/);
    expect(prompt).toMatch(/Content \(untrusted data, between the markers\):\n<<<DATA ([0-9a-f]{16})>>>\nReferral: Colleen Nguyen, diagnosis E11\.9\n<<<END DATA \1>>>$/);
    // The SSN was read (it is in the inventory, by type) but is not in this flow: its value is not sent.
    expect(prompt).not.toContain('787-08-3753');
  });

  it('caps the inventory: the records of the detected facts first, then the latest, and says how many are left out', () => {
    const record = (index: number, field: string): FlowRecord => ({
      sender: `source-${index}`,
      recipient: 'assistant',
      subject: 'patient',
      type: field,
      transmissionPrinciple: { purpose: 'p', channel: 'C4' },
      field,
      category: 'PII',
    });
    const inventory = [record(0, 'dob'), ...Array.from({ length: 8 }, (_, index) => record(index + 1, `other${index}`))];
    const context = { ...contractContext({ channel: 'C3', recipientClass: 'external', keys: ['dob'], recognisers: [], purpose: '', observed: true }), inventory };
    const prompt = arbiterPrompt(context, { judge: { model: scripted('') }, maxInventory: 3 });
    expect(prompt).toContain('- source-0 -> assistant: dob about patient (PII), for "p" on C4 [fact vault:dob]');
    expect(prompt).toContain('source-8');
    expect(prompt).toContain('source-7');
    expect(prompt).not.toContain('source-6');
    expect(prompt).toContain('(6 more records not shown)');
  });

  it('makes no call for a flow without detected facts', async () => {
    const model = scripted({ decision: 'BLOCK', rationale: 'x', facts: [] });
    const result = await guardWith(model).inspect(email('See you on Tuesday.'));
    expect(result.decision).toBe('PASS');
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});

describe('the cache', () => {
  it('a second identical guard run makes no model call and decides the same', async () => {
    const model = scripted({ decision: 'BLOCK', rationale: 'not for a booking', facts: [{ target: 'vault:ssn', action: 'block', reason: 'not needed' }] });
    const models = createModelLayer({ cache: createMemoryCache() });
    const run = () => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, purpose: PURPOSE, criterion: 'arbiter', judge: { model, models, maxRetries: 0 } }).inspect(email('SSN 787-08-3753'));
    const first = await run();
    const second = await run();
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(models.usage()).toMatchObject({ calls: 2, cachedCalls: 1 });
    expect(second.decision).toBe('BLOCK');
    expect(second.rationale).toBe(first.rationale);
  });

  it('does not keep an unreadable reply: the re-run asks again', async () => {
    const model = scripted('not json');
    const models = createModelLayer({ cache: createMemoryCache() });
    const run = () => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, criterion: 'arbiter', judge: { model, models, maxRetries: 0 } }).inspect(email('SSN 787-08-3753'));
    await run();
    await run();
    expect(model.doGenerateCalls).toHaveLength(2);
  });
});

describe('answers the arbiter cannot use fall back to the fail mode', () => {
  const refusal: Reply = { ...textResult(JSON.stringify({ decision: 'PASS', rationale: 'ok', facts: [] })), finishReason: { unified: 'content-filter', raw: 'content_filter' } };
  const cases: ReadonlyArray<readonly [string, () => MockLanguageModelV3, RegExp]> = [
    ['not JSON', () => scripted('not json'), /model judgement failed: No object generated/],
    ['JSON of the wrong shape', () => scripted(JSON.stringify({ decision: 'MAYBE', facts: 'all' })), /model judgement failed: No object generated: response did not match schema/],
    ['a thrown model error', () => scripted(() => Promise.reject(new Error('upstream 500 while reading 787-08-3753'))), /model judgement failed: Error after 1 attempt/],
    ['a refusal', () => scripted(() => refusal), /the model refused/],
    ['PASS missing a fact', () => scripted({ decision: 'PASS', rationale: 'ok', facts: [] }), /the arbiter decided PASS but gave no action for vault:ssn/],
  ];

  it.each(cases)('%s → fail-closed BLOCK, the reason in the decision log', async (_name, model, reason) => {
    const logs: GuardDecisionLog[] = [];
    const result = await guardWith(model(), { onDecision: (log) => logs.push(log) }).inspect(email('SSN 787-08-3753'));
    expect(result).toMatchObject({ decision: 'BLOCK', content: '', failure: { failMode: 'closed' } });
    expect(logs).toHaveLength(1);
    expect(logs[0]?.failure?.reason).toMatch(reason);
    expect(logs[0]?.rationale).toMatch(/^guard error \(fail-closed\): criterion arbiter could not judge/);
    expect(JSON.stringify(logs)).not.toContain('787-08-3753');
  });

  it.each(cases)('%s → fail-open PASS with the content, and the log says why', async (_name, model, reason) => {
    const logs: GuardDecisionLog[] = [];
    const result = await guardWith(model(), { failMode: 'open', onDecision: (log) => logs.push(log) }).inspect(email('SSN 787-08-3753'));
    expect(result).toMatchObject({ decision: 'PASS', content: 'SSN 787-08-3753', verdicts: [], failure: { failMode: 'open' } });
    expect(logs[0]?.failure?.reason).toMatch(reason);
    expect(logs[0]?.rationale).toMatch(/^guard error \(fail-open\): criterion arbiter could not judge/);
    expect(JSON.stringify(logs)).not.toContain('787-08-3753');
  });
});

describe('failure reasons', () => {
  it('mask the values an error message repeats', async () => {
    const models = {
      generateText: async () => {
        throw new Error('provider echoed the prompt: SSN 787-08-3753');
      },
    } as unknown as ModelLayer;
    const criterion = createArbiterCriterion({ judge: { model: scripted(''), models } });
    const result = await criterion.decide(contractContext({ channel: 'C3', recipientClass: 'external', keys: ['ssn'], recognisers: [], purpose: '', observed: false }));
    expect(result).toEqual({ status: 'unknown', reason: expect.stringMatching(/^model judgement failed: provider echoed the prompt: SSN \*/) });
    expect(JSON.stringify(result)).not.toContain('787-08-3753');
  });
});

describe('settling the answer into verdicts', () => {
  const targets = ['vault:dob', 'vault:ssn'];
  const actions = (answer: ArbiterAnswer) => {
    const result = settleArbiterAnswer(answer, targets, []);
    return result.status === 'judged' ? result.verdicts.map((entry) => entry.action) : result.status;
  };

  it('ABSTRACT omits a fact it gives no action, and generalises everything when it withholds nothing', () => {
    expect(actions({ decision: 'ABSTRACT', rationale: 'r', facts: [{ target: 'vault:dob', action: 'generalize', reason: 'x' }] })).toEqual(['generalize', 'omit']);
    expect(actions({ decision: 'ABSTRACT', rationale: 'r', facts: targets.map((target) => ({ target, action: 'pass' as const, reason: 'x' })) })).toEqual(['generalize', 'generalize']);
  });

  it('BLOCK blocks a fact it gives no action, and every fact when it names none to block', () => {
    expect(actions({ decision: 'BLOCK', rationale: 'r', facts: [{ target: 'vault:dob', action: 'pass', reason: 'x' }] })).toEqual(['pass', 'block']);
    expect(actions({ decision: 'BLOCK', rationale: 'r', facts: targets.map((target) => ({ target, action: 'omit' as const, reason: 'x' })) })).toEqual(['block', 'block']);
  });

  it('PASS keeps a stricter fact action, takes the stricter of a repeated fact, and ignores facts that were not detected', () => {
    expect(
      actions({
        decision: 'PASS',
        rationale: 'r',
        facts: [
          { target: 'vault:dob', action: 'pass', reason: 'x' },
          { target: 'vault:ssn', action: 'pass', reason: 'x' },
          { target: 'vault:ssn', action: 'omit', reason: 'x' },
          { target: 'vault:card', action: 'block', reason: 'x' },
        ],
      }),
    ).toEqual(['pass', 'omit']);
  });

  it('says in the rationale what it filled in, and cuts the arbiter’s rationale at 300 characters', () => {
    const result = settleArbiterAnswer({ decision: 'ABSTRACT', rationale: 'y'.repeat(400), facts: [] }, ['vault:dob'], []);
    expect(result.status === 'judged' && result.verdicts[0]?.rationale).toBe(`dob: arbiter ABSTRACT: ${'y'.repeat(300)}; no action given under ABSTRACT, so omitted`);
  });
});

/** A stub arbiter for the contract: ABSTRACT, generalising every fact, with a raw value in every reason (to be masked). */
const contractModel = scripted((call) =>
  textResult(
    JSON.stringify({
      decision: 'ABSTRACT',
      rationale: 'the SSN 787-08-3753 stays private',
      facts: targetsIn(call).map((target) => ({ target, action: 'generalize', reason: 'not needed, unlike 787-08-3753' })),
    }),
  ),
);
runCriterionContract(createArbiterCriterion({ judge: { model: contractModel, maxRetries: 0 } }));
