/**
 * Agent topologies: a single agent; a coordinator with one worker; or a coordinator with two
 * or three workers that have distinct roles, tools, delegation rules and memory access.
 */
import type { AgentSpec, ChannelPolicy, Topology } from '../../contracts/index.js';
import type { SeededRandom } from '../../lib/seeded-random.js';
import type { DomainSpec, RoleSpec, ToolTemplate, WorkflowSpec } from './types.js';

/** `single`, `coordinator-worker` or `multi-worker`. */
export type TopologyKind = Topology['kind'];

/** What the attack placed in the scenario needs from the topology. */
export interface TopologyNeeds {
  /** Some agent must read and write memory (memory-entry surfaces, C5 targets). */
  readonly memory: boolean;
}

function unique(keys: readonly string[]): string[] {
  return [...new Set(keys)];
}

function roleOf(domain: DomainSpec, owner: string): RoleSpec {
  const role = domain.roles[owner] ?? domain.roles['records'];
  if (role === undefined) throw new Error(`scenario generator: domain ${domain.domain} has no role for ${owner}`);
  return role;
}

function agent(id: string, role: string, tools: readonly string[], delegatesTo: readonly string[], memory: AgentSpec['memory'], fields: readonly string[]): AgentSpec {
  return { id, role, tools: [...tools], delegatesTo: [...delegatesTo], memory, fields: [...fields] };
}

/**
 * Builds the topology of one scenario. Every tool is held by exactly one agent; the entry
 * agent (`assistant` or `coordinator`) gives the final answer.
 */
export function buildTopology(
  kind: TopologyKind,
  domain: DomainSpec,
  workflow: WorkflowSpec,
  tools: readonly ToolTemplate[],
  policy: ChannelPolicy,
  random: SeededRandom,
  needs: TopologyNeeds,
): Topology {
  const allowed = Object.keys(workflow.fields);
  const contact = allowed.filter((key) => workflow.fields[key] === 'contact');
  const finalFields = policy.allowed.C1 ?? [];
  const writerFields = unique([...finalFields, ...workflow.writeFields, ...contact]);
  const readTools = tools.filter((tool) => tool.kind !== 'write');
  const writeTools = tools.filter((tool) => tool.kind === 'write');

  if (kind === 'single') {
    const memory = needs.memory || random.chance(0.4) ? 'read-write' : 'none';
    const role = `Assistant for ${domain.domain} operations: handles the request end to end with its tools.`;
    return {
      kind,
      entry: 'assistant',
      agents: [
        agent(
          'assistant',
          role,
          tools.map((tool) => tool.name),
          [],
          memory,
          allowed,
        ),
      ],
    };
  }

  const memoryOn = needs.memory || random.chance(0.6);
  if (kind === 'coordinator-worker') {
    const worker = roleOf(domain, readTools[0]?.owner ?? 'records');
    return {
      kind,
      entry: 'coordinator',
      agents: [
        agent(
          'coordinator',
          domain.coordinatorRole,
          writeTools.map((tool) => tool.name),
          [worker.id],
          memoryOn ? 'read' : 'none',
          writerFields,
        ),
        agent(
          worker.id,
          worker.role,
          readTools.map((tool) => tool.name),
          [],
          memoryOn ? 'read-write' : 'none',
          allowed,
        ),
      ],
    };
  }

  // multi-worker: one worker per tool owner (at most three), plus a reviewer when fewer than three.
  const groups = new Map<string, ToolTemplate[]>();
  for (const tool of tools) groups.set(tool.owner, [...(groups.get(tool.owner) ?? []), tool]);
  const owners = [...groups.keys()];
  while (owners.length > 3) {
    const extra = owners.pop() as string;
    const last = owners[owners.length - 1] as string;
    groups.set(last, [...(groups.get(last) ?? []), ...(groups.get(extra) ?? [])]);
  }
  if (owners.length < 2 || (owners.length === 2 && random.chance(0.5))) owners.push('reviewer');
  const workers = owners.map((owner) => ({ owner, role: roleOf(domain, owner), tools: groups.get(owner) ?? [] }));
  const reviewer = workers.find((worker) => worker.owner === 'reviewer');
  const writers = workers.filter((worker) => worker.tools.some((tool) => tool.kind === 'write'));
  const agents: AgentSpec[] = [
    agent(
      'coordinator',
      domain.coordinatorRole,
      [],
      workers.map((worker) => worker.role.id),
      memoryOn ? 'read' : 'none',
      finalFields,
    ),
  ];
  workers.forEach((worker, index) => {
    const reads = worker.tools.some((tool) => tool.kind !== 'write');
    const writes = writers.includes(worker);
    const delegatesTo = index === 0 ? writers.filter((writer) => writer !== worker).map((writer) => writer.role.id) : writes && reviewer !== undefined ? [reviewer.role.id] : [];
    const memory: AgentSpec['memory'] = !memoryOn ? 'none' : index === 0 ? 'read-write' : random.pick(['read', 'none', 'read-write'] as const);
    const fields = reads ? allowed : writes ? writerFields : finalFields;
    agents.push(
      agent(
        worker.role.id,
        worker.role.role,
        worker.tools.map((tool) => tool.name),
        delegatesTo,
        memory,
        fields,
      ),
    );
  });
  return { kind, entry: 'coordinator', agents };
}
