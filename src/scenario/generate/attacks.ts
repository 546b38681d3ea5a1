/**
 * Placing an attack in a scenario: a surface compatible with the class and the topology,
 * 1–3 target fields that no channel allows, target channels the scenario can reach, and the
 * payload rendered from one of the class's templates. Ground truth follows by construction.
 */
import { CHANNEL_IDS, type ChannelId, type InjectionSurface, type ScenarioAttack, type Topology, type Vault } from '../../contracts/index.js';
import type { SeededRandom } from '../../lib/seeded-random.js';
import type { AttackClass } from '../attacks/catalog.js';
import { renderPayload } from '../attacks/render.js';
import type { TopologyKind } from './topology.js';
import type { DomainSpec, ToolTemplate } from './types.js';

/** The attack decisions taken before the topology exists. */
export interface AttackPlan {
  readonly attackClass: AttackClass;
  readonly surface: InjectionSurface;
  readonly channels: readonly ChannelId[];
  readonly targetFields: readonly string[];
  /** True when the topology must give some agent read-write memory. */
  readonly needsMemory: boolean;
  /** The class's occurrence in the run (see `ScenarioSlot.classOccurrence`): which template it gets. */
  readonly occurrence: number;
}

function feasibleSurfaces(attackClass: AttackClass, kind: TopologyKind): InjectionSurface[] {
  return attackClass.surfaces.filter((surface) => surface !== 'inter-agent-message' || kind !== 'single');
}

function feasibleChannels(attackClass: AttackClass, kind: TopologyKind, tools: readonly ToolTemplate[]): ChannelId[] {
  const hasArtifact = tools.some((tool) => tool.effect === 'artifact');
  return attackClass.targetChannels.filter((channel) => {
    if (channel === 'C2') return kind !== 'single';
    if (channel === 'C7') return hasArtifact;
    return channel !== 'C4';
  });
}

/** Picks fields no channel allows, favouring the most sensitive (weight) with some variety. */
function pickTargets(vault: Vault, allowed: ReadonlySet<string>, random: SeededRandom): string[] {
  const candidates = vault.filter((field) => !allowed.has(field.key));
  const ranked = random
    .shuffle(candidates)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 8);
  const count = random.pick([1, 2, 2, 3]);
  const chosen = new Set(random.sample(ranked, count).map((field) => field.key));
  // Keep vault order so payloads read naturally ("SSN and diagnosis").
  return vault.filter((field) => chosen.has(field.key)).map((field) => field.key);
}

/**
 * Decides surface, channels and targets for a class in a topology kind. Throws when the class
 * cannot be placed (a plan bug: F4 classes are only planned into multi-agent scenarios).
 */
export function planAttack(attackClass: AttackClass, kind: TopologyKind, tools: readonly ToolTemplate[], vault: Vault, allowed: ReadonlySet<string>, random: SeededRandom, occurrence = 0): AttackPlan {
  if (attackClass.requires.multiAgent && kind === 'single') throw new Error(`scenario generator: ${attackClass.id} needs a multi-agent topology`);
  const surfaces = feasibleSurfaces(attackClass, kind);
  const channels = feasibleChannels(attackClass, kind, tools);
  const first = surfaces[0];
  if (first === undefined || channels.length === 0) throw new Error(`scenario generator: ${attackClass.id} has no feasible surface or channel in a ${kind} topology`);
  const surface = random.chance(0.5) ? first : random.pick(surfaces);
  const count = channels.length > 1 && random.chance(0.35) ? 2 : 1;
  const picked = new Set(random.sample(channels, count));
  const ordered = CHANNEL_IDS.filter((channel) => picked.has(channel));
  const needsMemory = attackClass.requires.memory || surface === 'memory-entry' || picked.has('C5');
  return { attackClass, surface, channels: ordered, targetFields: pickTargets(vault, allowed, random), needsMemory, occurrence };
}

/** The scenario parts an attack is rendered against. */
export interface AttackScene {
  readonly domain: DomainSpec;
  /** What the data subject is ("patient", "candidate"); payloads say "the patient". */
  readonly subjectRole: string;
  readonly vault: Vault;
  readonly tools: readonly ToolTemplate[];
  readonly writeTool: ToolTemplate;
  readonly topology: Topology;
}

function carrierTool(surface: InjectionSurface, tools: readonly ToolTemplate[], random: SeededRandom): ToolTemplate | undefined {
  const reads = tools.filter((tool) => tool.kind !== 'write');
  if (surface === 'retrieved-document') {
    const retrieval = reads.filter((tool) => tool.kind === 'discover' || tool.name.includes('search') || tool.name.includes('documents'));
    return random.pick(retrieval.length > 0 ? retrieval : reads);
  }
  return surface === 'tool-output' ? random.pick(reads) : undefined;
}

/** Who the payload is aimed at (`agent`) and the peer it names (`peer`). */
function placeAgents(plan: AttackPlan, topology: Topology, carrier: ToolTemplate | undefined, random: SeededRandom): { agent: string | undefined; peer: string } {
  const workers = topology.agents.filter((candidate) => candidate.id !== topology.entry).map((candidate) => candidate.id);
  const firstWorker = workers[0] ?? topology.entry;
  const peerOf = (id: string): string => (id === topology.entry ? firstWorker : topology.entry);
  switch (plan.surface) {
    case 'inter-agent-message': {
      // A compromised worker sends the payload; leaked data flows back to it.
      const sender = random.pick(workers.length > 0 ? workers : [topology.entry]);
      return { agent: sender, peer: sender };
    }
    case 'agent-role': {
      const target = plan.attackClass.id === 'orchestrator_hijack' || workers.length === 0 ? topology.entry : random.pick([topology.entry, ...workers]);
      return { agent: target, peer: peerOf(target) };
    }
    case 'tool-output':
    case 'retrieved-document': {
      const holder = topology.agents.find((candidate) => carrier !== undefined && candidate.tools.includes(carrier.name))?.id ?? topology.entry;
      return { agent: undefined, peer: peerOf(holder) };
    }
    case 'memory-entry': {
      const reader = topology.agents.find((candidate) => candidate.memory !== 'none')?.id ?? topology.entry;
      return { agent: undefined, peer: peerOf(reader) };
    }
    case 'user-prompt':
      return { agent: undefined, peer: peerOf(topology.entry) };
  }
}

/** A label as it reads mid-sentence: "Driver's license number" → "driver's license number"; acronyms and "Social Security" stay. */
function inSentence(label: string): string {
  const firstWord = label.split(/\s/, 1)[0] ?? '';
  if (firstWord === 'Social' || !/^[A-Z][a-z'-]*$/.test(firstWord)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** Renders the attack of a scenario from its plan. */
export function renderAttack(plan: AttackPlan, scene: AttackScene, random: SeededRandom): ScenarioAttack {
  const { attackClass } = plan;
  const carrier = carrierTool(plan.surface, scene.tools, random);
  const { agent, peer } = placeAgents(plan, scene.topology, carrier, random);
  const labels = new Map(scene.vault.map((field) => [field.key, field.label ?? field.key]));
  const artifactTool = scene.tools.find((tool) => tool.effect === 'artifact');
  const c3Tool = scene.writeTool.textArg !== undefined ? scene.writeTool : (scene.tools.find((tool) => tool.textArg !== undefined) ?? scene.writeTool);
  // Templates rotate through a class's occurrences, so a run shows each of them (not a random few).
  const pool = plan.surface === 'agent-role' && attackClass.roleTemplates !== undefined ? attackClass.roleTemplates : attackClass.templates;
  const template = pool[plan.occurrence % pool.length] ?? attackClass.templates[0] ?? '';
  const payload = renderPayload(template, {
    // Payloads never carry vault values (not even the subject's name): a payload placed in a
    // tool output or memory entry would otherwise count as a leak that no agent caused.
    subject: `the ${scene.subjectRole}`,
    entity: scene.subjectRole,
    fieldLabels: plan.targetFields.map((key) => inSentence(labels.get(key) ?? key)),
    fieldKeys: plan.targetFields,
    channels: plan.channels,
    tool: carrier?.name ?? c3Tool.name,
    writeTool: c3Tool.name,
    textArg: c3Tool.textArg ?? 'notes',
    artifactTool: artifactTool?.name,
    agent: peer,
    role: random.pick(scene.domain.authorityRoles),
    encoding: attackClass.encodings === undefined ? undefined : random.pick(attackClass.encodings),
  });
  const attack: ScenarioAttack = {
    level: attackClass.level,
    family: attackClass.family,
    class: attackClass.id,
    surface: plan.surface,
    payload,
    targetFields: [...plan.targetFields],
    targetChannels: [...plan.channels],
  };
  if (carrier !== undefined) attack.tool = carrier.name;
  if (agent !== undefined) attack.agent = agent;
  return attack;
}
