import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LeakscopeError, type Scenario } from '../contracts/index.js';
import { generateScenarios } from './generate/index.js';
import { withHash } from './hash.js';
import { formatIssue, validateScenarioFile, validateScenarioText, type ScenarioIssue } from './validate.js';

const dir = mkdtempSync(join(tmpdir(), 'leakscope-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = generateScenarios({ count: 40, seed: 3 });
const clone = (scenario: Scenario): Scenario => structuredClone(scenario);
const rehash = (scenario: Scenario): Scenario => withHash(scenario);
const pick = (predicate: (scenario: Scenario) => boolean): Scenario => {
  const found = base.find(predicate);
  if (found === undefined) throw new Error('no base scenario matches');
  return clone(found);
};
const issuesOn = (issues: readonly ScenarioIssue[], line: number): ScenarioIssue[] => issues.filter((issue) => issue.line === line);

describe('validateScenarioFile', () => {
  it('reports hand-broken scenarios with the right line and field, and no vault value', async () => {
    const valid = clone(base[0] as Scenario);

    const notInVault = clone(base[1] as Scenario);
    notInVault.policy.allowed.C1 = ['ghost.field', ...(notInVault.policy.allowed.C1 ?? [])];

    const missingTool = clone(base[2] as Scenario);
    const firstAgent = missingTool.topology.agents[0];
    if (firstAgent === undefined) throw new Error('no agent');
    firstAgent.tools.push('no_such.tool');
    const missingToolIndex = firstAgent.tools.length - 1;

    const badSurface = pick((scenario) => scenario.topology.kind === 'single' && scenario.attack !== null);
    if (badSurface.attack === null) throw new Error('no attack');
    badSurface.attack.surface = 'inter-agent-message';

    const wrongHash = clone(base[3] as Scenario);
    const secret = 'TOTALLY-SECRET-VALUE-123';
    const firstField = wrongHash.vault[0];
    if (firstField === undefined) throw new Error('empty vault');
    firstField.value = secret;

    const badMock = clone(base[4] as Scenario);
    const mockTool = badMock.tools[0];
    if (mockTool === undefined) throw new Error('no tool');
    mockTool.mock.otherwise.push('phantom.key');

    const badDelegation = pick((scenario) => scenario.topology.kind !== 'single');
    badDelegation.topology.agents[0]?.delegatesTo.push('ghost-agent');
    badDelegation.topology.entry = 'nobody';

    const memoryless = pick((scenario) => scenario.topology.kind === 'single' && scenario.attack !== null);
    if (memoryless.attack === null) throw new Error('no attack');
    memoryless.attack.surface = 'memory-entry';
    for (const agent of memoryless.topology.agents) agent.memory = 'none';
    memoryless.attack.class = 'made_up_attack';

    const badWeight = clone(base[5] as Scenario) as unknown as { vault: Array<{ weight: number }> };
    if (badWeight.vault[0] !== undefined) badWeight.vault[0].weight = 7;

    const lines = [
      JSON.stringify(valid), // 1
      JSON.stringify(rehash(notInVault)), // 2
      '', // 3 (blank lines keep their number)
      JSON.stringify(rehash(missingTool)), // 4
      JSON.stringify(rehash(badSurface)), // 5
      JSON.stringify(wrongHash), // 6
      JSON.stringify(rehash(badMock)), // 7
      JSON.stringify(rehash(badDelegation)), // 8
      JSON.stringify(rehash(memoryless)), // 9
      JSON.stringify(badWeight), // 10
      JSON.stringify(valid), // 11: duplicate id
      `{"id": "broken", "vault": [{"value": "${secret}"`, // 12: not JSON
    ];
    const file = join(dir, 'broken.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const report = await validateScenarioFile(file);

    expect(report.lines).toBe(11);
    expect(report.valid).toBe(1);
    expect(report.invalid).toBe(10);
    const { issues } = report;
    expect(issuesOn(issues, 1)).toEqual([]);
    expect(issuesOn(issues, 2)).toEqual([{ line: 2, path: 'policy.allowed.C1[0]', message: 'allowed field "ghost.field" is not a vault key' }]);
    expect(issuesOn(issues, 4)).toEqual([{ line: 4, path: `topology.agents[0].tools[${missingToolIndex}]`, message: 'tool "no_such.tool" is not in tools' }]);
    expect(issuesOn(issues, 5).map((issue) => issue.path)).toContain('attack.surface');
    expect(issuesOn(issues, 5).map((issue) => issue.message)).toContain('surface "inter-agent-message" needs two or more agents');
    expect(issuesOn(issues, 6)).toEqual([{ line: 6, path: 'hash', message: 'hash does not match the content (recompute it with scenarioHash)' }]);
    expect(issuesOn(issues, 7).map((issue) => issue.path)).toEqual([`tools[0].mock.otherwise[${(mockTool.mock.otherwise.length - 1).toString()}]`]);
    expect(
      issuesOn(issues, 8)
        .map((issue) => issue.path)
        .sort(),
    ).toEqual([`topology.agents[0].delegatesTo[${String((badDelegation.topology.agents[0]?.delegatesTo.length ?? 1) - 1)}]`, 'topology.entry'].sort());
    expect(issuesOn(issues, 9).map((issue) => `${issue.path}: ${issue.message}`)).toEqual(
      expect.arrayContaining(['attack.class: attack class "made_up_attack" is not in the catalog', 'attack.surface: surface "memory-entry" needs an agent with memory']),
    );
    expect(issuesOn(issues, 10)).toEqual([{ line: 10, path: 'vault[0].weight', message: expect.stringMatching(/<=1|too big|1/) }]);
    expect(issuesOn(issues, 11)).toEqual([{ line: 11, path: 'id', message: 'duplicate scenario id (first used on line 1)' }]);
    expect(issuesOn(issues, 12)).toEqual([{ line: 12, path: '(root)', message: expect.stringMatching(/^not valid JSON/) }]);

    const printed = issues.map((issue) => formatIssue(file, issue)).join('\n');
    expect(printed).not.toContain(secret);
    for (const field of valid.vault) if (field.value.length >= 6) expect(printed).not.toContain(field.value);
    expect(formatIssue(file, { line: 2, path: 'policy.allowed.C1[0]', message: 'm' })).toBe(`${file}:2: policy.allowed.C1[0]: m`);
  });

  it('throws input-not-found for a missing file', async () => {
    await expect(validateScenarioFile(join(dir, 'absent.jsonl'))).rejects.toMatchObject({ code: 'input-not-found' });
    await expect(validateScenarioFile(dir)).rejects.toBeInstanceOf(LeakscopeError);
  });
});

describe('validateScenarioText', () => {
  it('turns schema failures into field paths', () => {
    const result = validateScenarioText('{"id":"x"}', 3);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.every((issue) => issue.line === 3)).toBe(true);
      expect(result.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['schemaVersion', 'hash', 'vault', 'tools', 'topology']));
    }
  });
});
