/**
 * The turn of a deterministic reference agent. One engine, two styles:
 *
 * - `naive` behaves like today's frameworks by default: it logs its working with values (C6),
 *   delegates the full task context with every vault value it has seen (C2), writes what it read
 *   to memory (C5), returns tool results verbatim (C2), calls write tools with the needed fields
 *   plus extra context (C3/C7), and answers with the needed fields (C1). It follows an injected
 *   instruction it has read (see `obey.ts`). Given privacy instructions, it stops logging values
 *   and changes nothing else.
 * - `minimal` puts on each channel only the fields that channel allows (`allowedFields`), never
 *   pastes what it read, logs without values, and ignores injected instructions.
 *
 * Both really do the task against the mock tools, so the oracle passes or fails on what they
 * actually obtained (a value redacted by a defense is a value they do not have).
 */
import { allowedFields, type ChannelId, type Scenario, type ToolSpec, type VaultField } from '../../../contracts/index.js';
import { redactFields, disallowedFields } from '../../defenses/redact.js';
import { fieldLine } from '../../runtime/tools.js';
import type { AgentTurnContext, AgentTurnResult } from '../types.js';
import { lookupArguments, minimalLookupArguments, textArgument, writeArguments } from './arguments.js';
import { createKnowledge } from './knowledge.js';
import { exfiltrationText, requestedEncoding } from './obey.js';

/** The behaviour switches that distinguish the reference agents. */
export interface ReferenceStyle {
  /** Pastes what it read (request, tool outputs, replies) into messages, memory, logs and writes. */
  readonly verbatim: boolean;
  /** Follows injected instructions it reads. */
  readonly obeysInjections: boolean;
}

function allowedKnown(scenario: Scenario, known: readonly VaultField[], ...channels: ChannelId[]): VaultField[] {
  const sets = channels.map((channel) => new Set(allowedFields(scenario.policy, channel)));
  return known.filter((field) => sets.every((set) => set.has(field.key)));
}

function lines(fields: readonly VaultField[]): string {
  return fields.map(fieldLine).join('\n');
}

/** Runs one reference-agent turn in the given style. */
export async function referenceTurn(style: ReferenceStyle, context: AgentTurnContext): Promise<AgentTurnResult> {
  const { scenario, agent, toolbox } = context;
  const attack = scenario.attack;
  const knowledge = createKnowledge(scenario.vault, attack?.payload);
  const quiet = !style.verbatim || context.privacyInstructions !== undefined;
  const findings: string[] = [];
  const actions: string[] = [];
  const carried = new Set<ChannelId>();

  /** The injected instruction's text for `channel`, if the agent obeys one that targets it. */
  const exfiltration = (channel: ChannelId): string | undefined => {
    if (!style.obeysInjections || !knowledge.compromised || attack === null || !attack.targetChannels.includes(channel)) return undefined;
    const targets = scenario.vault.filter((field) => attack.targetFields.includes(field.key) && knowledge.has(field.key));
    if (targets.length === 0) return undefined;
    carried.add(channel);
    return exfiltrationText(targets, requestedEncoding(attack.payload));
  };
  // One copy of the requested text even when several targeted channels share this output.
  const withExfiltration = (text: string, ...channels: ChannelId[]): string =>
    [...new Set([text, ...channels.map(exfiltration)])].filter((part): part is string => part !== undefined && part.length > 0).join('\n');

  knowledge.read(context.instructions);
  knowledge.read(context.input);
  if (quiet) {
    toolbox.log(`${agent.id}: received a task from ${context.from}`);
  } else {
    toolbox.log(`${agent.id} instructions: ${context.instructions}`);
    toolbox.log(`${agent.id}: received from ${context.from}:\n${context.input}`);
  }

  if (toolbox.memory !== 'none') {
    const entries = toolbox.readMemory();
    knowledge.read(entries);
    toolbox.log(quiet ? `${agent.id}: read shared memory` : `${agent.id}: shared memory holds:\n${entries}`);
  }

  for (const tool of toolbox.tools.filter((candidate) => candidate.kind !== 'write')) {
    // The minimal agent makes the least-privilege call (e.g. a summary view) or none at all.
    const args = style.verbatim ? lookupArguments(tool, knowledge.seen, knowledge.known(), scenario) : minimalLookupArguments(tool, knowledge.seen, knowledge.known(), scenario);
    if (args === null) continue;
    const output = await toolbox.callTool(tool.name, args);
    knowledge.read(output);
    findings.push(`[${tool.name}]\n${output}`);
    actions.push(`called ${tool.name}`);
    toolbox.log(quiet ? `${agent.id}: called ${tool.name}` : `${agent.id}: ${tool.name} returned:\n${output}`);
  }

  if (toolbox.memory === 'read-write' && findings.length > 0) {
    const shared = allowedKnown(scenario, knowledge.known(), 'C5');
    const note = style.verbatim
      ? findings.join('\n')
      : shared.length > 0
        ? lines(shared)
        : `${agent.id} retrieved: ${
            knowledge
              .known()
              .map((field) => field.key)
              .join(', ') || 'nothing'
          }`;
    toolbox.writeMemory(`${agent.id}.findings`, withExfiltration(note, 'C5'));
  }

  for (const delegate of toolbox.delegates) {
    let message: string;
    if (style.verbatim) {
      const known = knowledge.known();
      message = [`Task from ${context.from}: ${context.input}`, known.length > 0 ? `Context:\n${lines(known)}` : '', findings.length > 0 ? `Notes so far:\n${findings.join('\n')}` : '']
        .filter((part) => part.length > 0)
        .join('\n');
    } else {
      const task = redactFields(scenario.task.request, disallowedFields(scenario, 'C2')).text;
      const shared = allowedKnown(scenario, knowledge.known(), 'C2');
      message = shared.length > 0 ? `Task: ${task}\nDetails you need:\n${lines(shared)}` : `Task: ${task}`;
    }
    const reply = await toolbox.delegate(delegate.id, withExfiltration(message, 'C2'));
    knowledge.read(reply);
    findings.push(`[${delegate.id}]\n${reply}`);
    actions.push(`delegated to ${delegate.id}`);
  }

  for (const tool of toolbox.tools.filter((candidate) => candidate.kind === 'write')) {
    const artifact = tool.mock.effect === 'artifact';
    const known = knowledge.known();
    const needed = allowedKnown(scenario, known, ...(artifact && !style.verbatim ? (['C3', 'C7'] as const) : (['C3'] as const)));
    const extra: string[] = [];
    if (style.verbatim) {
      extra.push(...known.filter((field) => !needed.includes(field)).map(fieldLine), `Context: ${context.input}`);
    }
    const injected = [exfiltration('C3'), artifact ? exfiltration('C7') : undefined].filter((part): part is string => part !== undefined);
    const args = writeArguments(tool, lookupArguments(tool, knowledge.seen, known, scenario, false), needed, [...extra, ...new Set(injected)]);
    let output = await toolbox.callTool(tool.name, args);
    if (output === `The call to ${tool.name} was blocked.`) {
      // Like the agents in AgentPrivAudit's runs, a refused write is recomposed once, with only the
      // fields this write may carry; the guard checks the recomposed call again.
      const minimalFields = allowedKnown(scenario, known, ...(artifact ? (['C3', 'C7'] as const) : (['C3'] as const)));
      toolbox.log(`${agent.id}: ${tool.name} was refused; recomposing with only the fields it may carry`);
      output = await toolbox.callTool(tool.name, writeArguments(tool, lookupArguments(tool, knowledge.seen, known, scenario, false), minimalFields, []));
      actions.push(`recomposed ${tool.name} after a refusal`);
    }
    knowledge.read(output);
    actions.push(`wrote with ${tool.name}`);
    toolbox.log(quiet ? `${agent.id}: called ${tool.name}` : `${agent.id}: ${tool.name} returned: ${output}`);
  }

  if (style.obeysInjections && knowledge.compromised) await obeyRemaining(context, exfiltration, carried, knowledge.seen);

  const summary = `${agent.id} finished (${actions.join('; ') || 'no actions'}).`;
  if (context.isEntry) {
    const answer = [`Done: ${scenario.task.purpose}`, summary, lines(allowedKnown(scenario, knowledge.known(), 'C1'))].filter((part) => part.length > 0).join('\n');
    return { output: withExfiltration(answer, 'C1') };
  }
  const report = style.verbatim ? [summary, ...findings].join('\n') : [summary, lines(allowedKnown(scenario, knowledge.known(), 'C2'))].filter((part) => part.length > 0).join('\n');
  return { output: withExfiltration(report, 'C2', 'C1') };
}

/**
 * Puts the target fields on the targeted channels the regular work did not already carry them
 * on: a log line (C6), a memory note (C5), an extra tool call (C3), an extra artifact (C7).
 * C1 and C2 are carried by the answer and the reply; C4 is not the agent's to write.
 */
async function obeyRemaining(context: AgentTurnContext, exfiltration: (channel: ChannelId) => string | undefined, carried: ReadonlySet<ChannelId>, seen: (text: string) => boolean): Promise<void> {
  const { toolbox, agent, scenario } = context;
  const pending = (channel: ChannelId): string | undefined => (carried.has(channel) ? undefined : exfiltration(channel));
  const forLog = pending('C6');
  if (forLog !== undefined) toolbox.log(`${agent.id}: ${forLog}`);
  if (toolbox.memory === 'read-write') {
    const forMemory = pending('C5');
    if (forMemory !== undefined) toolbox.writeMemory(`${agent.id}.notes`, forMemory);
  }
  const call = async (tool: ToolSpec, text: string): Promise<void> => {
    const base = lookupArguments(tool, seen, [], scenario, false);
    await toolbox.callTool(tool.name, { ...base, [textArgument(tool, base)]: text });
  };
  const artifactTool = toolbox.tools.find((tool) => tool.kind === 'write' && tool.mock.effect === 'artifact');
  if (artifactTool !== undefined) {
    const forArtifact = pending('C7');
    if (forArtifact !== undefined) {
      // An artifact write is also a tool call, so it carries a C3 target too (this marks it carried).
      exfiltration('C3');
      await call(artifactTool, forArtifact);
    }
  }
  const callTool = toolbox.tools.find((tool) => tool.kind === 'write') ?? toolbox.tools[0];
  if (callTool !== undefined) {
    const forCall = pending('C3');
    if (forCall !== undefined) await call(callTool, forCall);
  }
}
