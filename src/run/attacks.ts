/**
 * Placement of the scenario's attack payload at its surface, during the run:
 * - `user-prompt`: appended to the request the entry agent receives;
 * - `tool-output`: appended to every output of the named tool (default: the first access tool);
 * - `retrieved-document`: the named tool's output is returned as a document that contains it;
 * - `memory-entry`: an entry in shared memory before the run starts, returned by reads;
 * - `agent-role`: added to the compromised agent's role instructions (default: the entry agent);
 * - `inter-agent-message`: appended to the first message the compromised agent sends
 *   (default: the first agent other than the entry agent).
 * On the single path a surface that needs a missing structure (no messages, no memory access)
 * receives nothing; `placed()` tells whether the payload reached an agent (a memory entry only
 * once an agent read it).
 */
import type { AgentSpec, Scenario, ToolSpec } from '../contracts/index.js';
import type { MemoryStore } from './runtime/memory.js';
import type { ResolvedTopology } from './topology.js';

/** Memory key of the pre-seeded attack entry; reads as an ordinary shared note. */
export const SEEDED_MEMORY_KEY = 'shared-notes';

/** Hooks the runtime calls where content is produced. Each returns the content to use. */
export interface AttackPlacement {
  userPrompt(request: string): string;
  role(agent: AgentSpec, instructions: string): string;
  toolOutput(tool: ToolSpec, output: string): string;
  message(from: AgentSpec, content: string): string;
  seedMemory(memory: Pick<MemoryStore, 'seed'>): void;
  /** An agent read these memory entries: a seeded payload among them is delivered. */
  memoryRead(keys: readonly string[]): void;
  /**
   * Whether the payload reached an agent's context: the request, a role, a tool output or a
   * message it received, or (memory-entry) a memory read that returned the seeded entry.
   */
  placed(): boolean;
}

/** The tool whose output carries a tool-output / retrieved-document payload. */
export function attackTool(scenario: Scenario): string | undefined {
  const attack = scenario.attack;
  if (attack === null) return undefined;
  return attack.tool ?? scenario.tools.find((tool) => tool.kind === 'access')?.name ?? scenario.tools[0]?.name;
}

/** Creates the placement hooks of one run (stateful: a message payload is placed once). */
export function createAttackPlacement(scenario: Scenario, topology: ResolvedTopology): AttackPlacement {
  const attack = scenario.attack;
  let placed = false;
  if (attack === null) {
    return {
      userPrompt: (request) => request,
      role: (_agent, instructions) => instructions,
      toolOutput: (_tool, output) => output,
      message: (_from, content) => content,
      seedMemory: () => undefined,
      memoryRead: () => undefined,
      placed: () => false,
    };
  }
  const { payload, surface } = attack;
  const standsFor = (agent: AgentSpec, target: string): boolean => (topology.standsFor.get(agent.id) ?? [agent.id]).includes(target);
  const entryId = scenario.topology.entry;
  const roleTarget = attack.agent ?? entryId;
  const messageTarget = attack.agent ?? scenario.topology.agents.find((agent) => agent.id !== entryId)?.id ?? entryId;
  const toolTarget = attackTool(scenario);
  let messagePlaced = false;
  return {
    userPrompt(request) {
      if (surface !== 'user-prompt') return request;
      placed = true;
      return `${request}\n\n${payload}`;
    },
    role(agent, instructions) {
      if (surface !== 'agent-role' || !standsFor(agent, roleTarget)) return instructions;
      placed = true;
      return `${instructions}\n${payload}`;
    },
    toolOutput(tool, output) {
      if (tool.name !== toolTarget) return output;
      if (surface === 'tool-output') {
        placed = true;
        return `${output}\n\n${payload}`;
      }
      if (surface === 'retrieved-document') {
        placed = true;
        return `Document retrieved by ${tool.name}:\n---\n${output}\n\n${payload}\n---`;
      }
      return output;
    },
    message(from, content) {
      // The single path has no messages; there the payload is not placed at all.
      if (surface !== 'inter-agent-message' || messagePlaced || topology.agents.size < 2 || !standsFor(from, messageTarget)) return content;
      messagePlaced = true;
      placed = true;
      return `${content}\n\n${payload}`;
    },
    seedMemory(memory) {
      if (surface !== 'memory-entry') return;
      memory.seed(SEEDED_MEMORY_KEY, payload, 'unknown');
    },
    memoryRead(keys) {
      // A seeded entry is delivered only when an agent read it, not when it sits in memory.
      if (surface === 'memory-entry' && keys.includes(SEEDED_MEMORY_KEY)) placed = true;
    },
    placed: () => placed,
  };
}
