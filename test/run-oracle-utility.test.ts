/**
 * Utility that can fail: the task oracle checks that needed data reached the user, the right
 * recipient and the requested document, so a defense that strips or blocks what the task needs
 * lowers task success.
 */
import { describe, expect, it } from 'vitest';
import type { Defense } from '../src/run/index.js';
import { evaluateOracle, redactFields } from '../src/run/index.js';
import { generateScenarios } from '../src/scenario/index.js';
import { runTrace } from './fixtures/run/harness.js';

const SCENARIOS = generateScenarios({ count: 120, seed: 42 });

/** A defense that redacts one field from every tool call: the kind of over-blocking a generic filter does. */
function stripOnCalls(key: string): Defense {
  return {
    id: `strip-${key}`,
    description: `Redacts ${key} from tool calls`,
    transform(flow, scope) {
      if (flow.channel !== 'C3') return { content: flow.content };
      const field = scope.scenario.vault.find((candidate) => candidate.key === key);
      const redaction = redactFields(flow.content, field === undefined ? [] : [field]);
      return { content: redaction.text, redactedFields: redaction.fields };
    },
  };
}

/** A defense that blocks every artifact write (C7). */
const blockArtifacts: Defense = {
  id: 'block-artifacts',
  description: 'Blocks every artifact',
  transform: (flow) => (flow.channel === 'C7' ? { content: '', blocked: true } : { content: flow.content }),
};

describe('the task oracle', () => {
  it('fails a message whose recipient a defense redacted, and says which check failed', async () => {
    const scenario = SCENARIOS.find((candidate) => candidate.attack === null && candidate.topology.kind === 'single' && candidate.oracle.checks.some((check) => check.type === 'delivered-to'));
    if (scenario === undefined) throw new Error('the generated set has no scenario with a recipient');
    const check = scenario.oracle.checks.find((candidate) => candidate.type === 'delivered-to');
    if (check?.type !== 'delivered-to') throw new Error('unreachable');
    const clean = await runTrace(scenario, 'minimal', 'none', 'single');
    expect(clean.end.taskSuccess).toBe(true);
    const stripped = await runTrace(scenario, 'minimal', stripOnCalls(check.field), 'single');
    expect(stripped.end.taskSuccess).toBe(false);
    const verdict = evaluateOracle(scenario, stripped.events);
    expect(verdict.checks.filter((result) => !result.passed).map((result) => result.check.type)).toContain('delivered-to');
  });

  it('fails a task whose document a defense blocked, though the write call went out', async () => {
    const scenario = SCENARIOS.find((candidate) => candidate.attack === null && candidate.oracle.checks.some((check) => check.type === 'artifact-written'));
    if (scenario === undefined) throw new Error('the generated set has no scenario with a document');
    expect((await runTrace(scenario, 'minimal', 'none', 'single')).end.taskSuccess).toBe(true);
    const blocked = await runTrace(scenario, 'minimal', blockArtifacts, 'single');
    expect(blocked.events.some((event) => event.kind === 'tool-call')).toBe(true);
    expect(blocked.end.taskSuccess).toBe(false);
    expect(evaluateOracle(scenario, blocked.events).checks.find((result) => result.check.type === 'artifact-written')?.reason).toMatch(/stored no artifact/);
  });

  it('gives the privacy prompt a real price on the relay agent: fewer leaks and lower task success', async () => {
    const sample = SCENARIOS.filter((candidate) => candidate.attack === null).slice(0, 30);
    let leakyNone = 0;
    let leakyPrompt = 0;
    let okNone = 0;
    let okPrompt = 0;
    for (const scenario of sample) {
      const none = await runTrace(scenario, 'relay', 'none', 'single');
      const prompt = await runTrace(scenario, 'relay', 'privacy-prompt', 'single');
      const pasted = (trace: typeof none): boolean =>
        trace.events.some(
          (event) =>
            event.channel === 'C1' &&
            scenario.vault.some(
              (field) => !(scenario.policy.allowed.C1 ?? []).includes(field.key) && !scenario.task.request.includes(field.value) && field.value.length > 5 && event.content.includes(field.value),
            ),
        );
      if (pasted(none)) leakyNone += 1;
      if (pasted(prompt)) leakyPrompt += 1;
      if (none.end.taskSuccess === true) okNone += 1;
      if (prompt.end.taskSuccess === true) okPrompt += 1;
    }
    expect(leakyPrompt).toBeLessThan(leakyNone);
    expect(okPrompt).toBeLessThan(okNone);
  });
});
