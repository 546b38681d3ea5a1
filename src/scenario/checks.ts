/**
 * Cross-field checks of one parsed scenario: the consistency rules the schema alone cannot
 * express. Messages name field paths and keys, never vault values.
 */
import { CHANNEL_IDS, type ChannelId, type Scenario } from '../contracts/index.js';
import { describeKey, formatFieldPath } from '../lib/echoable-key.js';
import { attackById } from './attacks/catalog.js';
import { scenarioHash } from './hash.js';

/** One problem in a scenario: where (a field path such as `topology.agents[1].tools[0]`) and what. */
export interface ScenarioProblem {
  readonly path: string;
  readonly message: string;
}

/** A printable field path, `(root)` for the whole record; keys that do not look like field names are shown as `<key>`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return formatFieldPath(path) || '(root)';
}

/** A key quoted for a message (keys are names, not values; others are described by their length). */
const quote = describeKey;

/**
 * Runs every cross-field check on a schema-valid scenario: allowed fields, mock returns, agent
 * fields, attack and oracle fields exist in the vault; tools and agents named anywhere exist;
 * the attack class is in the catalog with the right family and level and its surface fits the
 * topology; oracle fields are allowed where the oracle needs them; the hash matches the content.
 *
 * @example checkScenario(scenario) // [] when consistent
 */
export function checkScenario(scenario: Scenario): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const report = (path: readonly PropertyKey[], message: string): void => {
    problems.push({ path: formatPath(path), message });
  };
  const vaultKeys = new Set<string>();
  scenario.vault.forEach((field, index) => {
    if (vaultKeys.has(field.key)) report(['vault', index, 'key'], `duplicate vault key ${quote(field.key)}`);
    vaultKeys.add(field.key);
  });
  const needField = (path: readonly PropertyKey[], key: string, what: string): void => {
    if (!vaultKeys.has(key)) report(path, `${what} ${quote(key)} is not a vault key`);
  };
  const allowedOn = (channel: ChannelId): ReadonlySet<string> => new Set(scenario.policy.allowed[channel] ?? scenario.policy.defaultAllowed);

  scenario.policy.defaultAllowed.forEach((key, index) => needField(['policy', 'defaultAllowed', index], key, 'allowed field'));
  for (const channel of CHANNEL_IDS) {
    (scenario.policy.allowed[channel] ?? []).forEach((key, index) => needField(['policy', 'allowed', channel, index], key, 'allowed field'));
  }

  const toolNames = new Set<string>();
  scenario.tools.forEach((tool, index) => {
    if (toolNames.has(tool.name)) report(['tools', index, 'name'], `duplicate tool name ${quote(tool.name)}`);
    toolNames.add(tool.name);
    tool.mock.rules.forEach((rule, ruleIndex) => rule.returns.forEach((key, keyIndex) => needField(['tools', index, 'mock', 'rules', ruleIndex, 'returns', keyIndex], key, 'mock return')));
    tool.mock.otherwise.forEach((key, keyIndex) => needField(['tools', index, 'mock', 'otherwise', keyIndex], key, 'mock return'));
    if (tool.kind !== 'write' && tool.mock.effect !== 'none') report(['tools', index, 'mock', 'effect'], `a ${tool.kind} tool cannot have effect "${tool.mock.effect}"`);
  });

  const { topology } = scenario;
  const agentIds = new Set<string>();
  topology.agents.forEach((agent, index) => {
    if (agentIds.has(agent.id)) report(['topology', 'agents', index, 'id'], `duplicate agent id ${quote(agent.id)}`);
    agentIds.add(agent.id);
  });
  if (!agentIds.has(topology.entry)) report(['topology', 'entry'], `entry agent ${quote(topology.entry)} is not in topology.agents`);
  const expectedAgents = topology.kind === 'single' ? 'exactly 1' : topology.kind === 'coordinator-worker' ? 'exactly 2' : '3 or more';
  const agentCount = topology.agents.length;
  if ((topology.kind === 'single' && agentCount !== 1) || (topology.kind === 'coordinator-worker' && agentCount !== 2) || (topology.kind === 'multi-worker' && agentCount < 3)) {
    report(['topology', 'agents'], `a ${topology.kind} topology needs ${expectedAgents} agents, found ${agentCount}`);
  }
  topology.agents.forEach((agent, index) => {
    agent.tools.forEach((tool, toolIndex) => {
      if (!toolNames.has(tool)) report(['topology', 'agents', index, 'tools', toolIndex], `tool ${quote(tool)} is not in tools`);
    });
    agent.delegatesTo.forEach((target, targetIndex) => {
      if (!agentIds.has(target)) report(['topology', 'agents', index, 'delegatesTo', targetIndex], `agent ${quote(target)} does not exist`);
      else if (target === agent.id) report(['topology', 'agents', index, 'delegatesTo', targetIndex], 'an agent cannot delegate to itself');
    });
    agent.fields.forEach((key, keyIndex) => needField(['topology', 'agents', index, 'fields', keyIndex], key, 'agent field'));
  });

  const { attack } = scenario;
  if (attack !== null) {
    const known = attackById(attack.class);
    if (known === undefined) report(['attack', 'class'], `attack class ${quote(attack.class)} is not in the catalog`);
    else {
      if (known.id !== attack.class) report(['attack', 'class'], `attack class ${quote(attack.class)} is an alias; use ${quote(known.id)}`);
      if (known.family !== attack.family) report(['attack', 'family'], `class ${quote(known.id)} is in family ${known.family}, not ${attack.family}`);
      if (known.level !== attack.level) report(['attack', 'level'], `class ${quote(known.id)} is a ${known.level} attack, not ${attack.level}`);
      if (!known.surfaces.includes(attack.surface)) report(['attack', 'surface'], `class ${quote(known.id)} is not placed at "${attack.surface}" (allowed: ${known.surfaces.join(', ')})`);
      if (known.requires.multiAgent && agentCount < 2) report(['topology', 'agents'], `class ${quote(known.id)} needs two or more agents`);
    }
    if (attack.surface === 'inter-agent-message' && agentCount < 2) report(['attack', 'surface'], 'surface "inter-agent-message" needs two or more agents');
    if (attack.surface === 'memory-entry' && topology.agents.every((agent) => agent.memory === 'none')) report(['attack', 'surface'], 'surface "memory-entry" needs an agent with memory');
    if (attack.surface === 'tool-output' || attack.surface === 'retrieved-document') {
      if (attack.tool === undefined) report(['attack', 'tool'], `surface "${attack.surface}" needs attack.tool`);
      else if (!toolNames.has(attack.tool)) report(['attack', 'tool'], `tool ${quote(attack.tool)} is not in tools`);
    } else if (attack.tool !== undefined && !toolNames.has(attack.tool)) report(['attack', 'tool'], `tool ${quote(attack.tool)} is not in tools`);
    if (attack.agent !== undefined && !agentIds.has(attack.agent)) report(['attack', 'agent'], `agent ${quote(attack.agent)} does not exist`);
    if (attack.targetChannels.includes('C5') && topology.agents.every((agent) => agent.memory !== 'read-write')) report(['attack', 'targetChannels'], 'C5 is targeted but no agent can write memory');
    attack.targetFields.forEach((key, index) => {
      needField(['attack', 'targetFields', index], key, 'target field');
      const allowedChannels = attack.targetChannels.filter((channel) => allowedOn(channel).has(key));
      if (allowedChannels.length > 0) report(['attack', 'targetFields', index], `target field ${quote(key)} is allowed on ${allowedChannels.join(', ')}, so disclosing it there is not a leak`);
    });
  }
  scenario.expected.attackTargets.forEach((target, index) => needField(['expected', 'attackTargets', index, 'field'], target.field, 'target field'));
  if (attack === null && scenario.expected.attackTargets.length > 0) report(['expected', 'attackTargets'], 'attack targets are listed but the scenario has no attack');

  scenario.oracle.checks.forEach((check, index) => {
    if (check.type === 'final-mentions') {
      const c1 = allowedOn('C1');
      check.fields.forEach((key, keyIndex) => {
        needField(['oracle', 'checks', index, 'fields', keyIndex], key, 'oracle field');
        if (vaultKeys.has(key) && !c1.has(key)) report(['oracle', 'checks', index, 'fields', keyIndex], `oracle needs ${quote(key)} in the final answer, but C1 does not allow it`);
      });
    } else if (check.type === 'tool-called' || check.type === 'artifact-written') {
      if (!toolNames.has(check.tool)) report(['oracle', 'checks', index, 'tool'], `tool ${quote(check.tool)} is not in tools`);
      const c3 = allowedOn('C3');
      const c7 = allowedOn('C7');
      check.withFields.forEach((key, keyIndex) => {
        needField(['oracle', 'checks', index, 'withFields', keyIndex], key, 'oracle field');
        if (vaultKeys.has(key) && !c3.has(key)) report(['oracle', 'checks', index, 'withFields', keyIndex], `oracle needs ${quote(key)} in tool arguments, but C3 does not allow it`);
        if (check.type === 'artifact-written' && vaultKeys.has(key) && !c7.has(key))
          report(['oracle', 'checks', index, 'withFields', keyIndex], `oracle needs ${quote(key)} in an artifact, but C7 does not allow it`);
      });
    } else if (check.type === 'delivered-to') {
      if (!toolNames.has(check.tool)) report(['oracle', 'checks', index, 'tool'], `tool ${quote(check.tool)} is not in tools`);
      needField(['oracle', 'checks', index, 'field'], check.field, 'oracle field');
      if (vaultKeys.has(check.field) && !allowedOn('C3').has(check.field)) report(['oracle', 'checks', index, 'field'], `oracle needs ${quote(check.field)} as a recipient, but C3 does not allow it`);
    }
  });

  if (scenarioHash(scenario) !== scenario.hash) report(['hash'], 'hash does not match the content (recompute it with scenarioHash)');
  return problems;
}
