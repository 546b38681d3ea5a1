/**
 * The agents of one run. The multi path uses the scenario's topology as written; the single
 * path folds every agent into the entry agent (all tools, the widest memory access, every
 * role's fields), which is the paired single-agent baseline of AgentLeak's comparison.
 */
import { LeakscopeError, type AgentSpec, type Scenario } from '../contracts/index.js';

/** `single`: one agent does everything; `multi`: the scenario's own topology. */
export type RunPath = 'single' | 'multi';

/** The agents of a run and how they map to the scenario's agents. */
export interface ResolvedTopology {
  /** The value recorded as `run.topology`. */
  readonly kind: string;
  readonly entry: AgentSpec;
  readonly agents: ReadonlyMap<string, AgentSpec>;
  /** Scenario agent ids each run agent stands for (the folded single agent stands for all). */
  readonly standsFor: ReadonlyMap<string, readonly string[]>;
}

const MEMORY_ORDER: readonly AgentSpec['memory'][] = ['none', 'read', 'read-write'];

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * Resolves the agents of a scenario for a path.
 *
 * @throws LeakscopeError `invalid-scenario` when the entry agent is missing.
 */
export function resolveTopology(scenario: Scenario, path: RunPath): ResolvedTopology {
  const { topology } = scenario;
  const entry = topology.agents.find((agent) => agent.id === topology.entry);
  if (entry === undefined) {
    throw new LeakscopeError('invalid-scenario', `scenario ${scenario.id}: entry agent "${topology.entry}" is not among its agents`, { scenarioId: scenario.id });
  }
  if (path === 'multi' && topology.kind !== 'single') {
    const ids = new Set(topology.agents.map((agent) => agent.id));
    // Delegation to an agent that does not exist would fail at run time; drop it up front.
    const agents = topology.agents.map((agent) => ({ ...agent, delegatesTo: agent.delegatesTo.filter((id) => ids.has(id) && id !== agent.id) }));
    return {
      kind: topology.kind,
      entry: agents.find((agent) => agent.id === entry.id) ?? entry,
      agents: new Map(agents.map((agent) => [agent.id, agent])),
      standsFor: new Map(agents.map((agent) => [agent.id, [agent.id]])),
    };
  }
  const others = topology.agents.filter((agent) => agent.id !== entry.id);
  const all = [entry, ...others];
  const folded: AgentSpec = {
    id: entry.id,
    role: others.length === 0 ? entry.role : `${entry.role} You also do the work of: ${others.map((agent) => agent.role).join(' ')}`,
    tools: unique(all.flatMap((agent) => agent.tools)),
    delegatesTo: [],
    memory: MEMORY_ORDER[Math.max(...all.map((agent) => MEMORY_ORDER.indexOf(agent.memory)))] ?? 'none',
    fields: unique(all.flatMap((agent) => agent.fields)),
  };
  return {
    kind: 'single',
    entry: folded,
    agents: new Map([[folded.id, folded]]),
    standsFor: new Map([[folded.id, all.map((agent) => agent.id)]]),
  };
}
