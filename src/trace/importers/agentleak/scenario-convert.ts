/**
 * Converting one AgentLeak scenario record into a leakscope scenario. Everything the release
 * does not say (surfaces, target fields, tool mocks, agent memory) is filled by a documented
 * default and reported as a reason; nothing is guessed silently.
 */
import { SCENARIO_SCHEMA_VERSION, type AgentSpec, type ChannelId, type OracleCheck, type Scenario, type ScenarioAttack, type ToolSpec, type VaultField } from '../../../contracts/index.js';
import { attackById, type AttackClass } from '../../../scenario/attacks/catalog.js';
import { checkScenario } from '../../../scenario/checks.js';
import { withHash } from '../../../scenario/hash.js';
import { flattenVault, isConfidentialText, keysNamed } from './fields.js';
import { mapCriteria } from './scenario-oracle.js';
import { AGENTLEAK_CHANNELS, type AgentLeakRecord } from './scenario-source.js';

/** Why an imported record is not clean. `reasons` entries start with one of these codes. */
export type ImportReasonCode =
  | 'invalid-json'
  | 'invalid-record'
  | 'duplicate-id'
  | 'unknown-attack-class'
  | 'class-needs-multi-agent'
  | 'attack-without-payload'
  | 'failed-validation'
  | 'family-label-disagrees'
  | 'level-label-disagrees'
  | 'surface-defaulted'
  | 'target-fields-inferred'
  | 'target-channel-unknown'
  | 'memory-granted'
  | 'allowed-field-missing'
  | 'criterion-unmappable'
  | 'criterion-conflicts-with-policy'
  | 'missing-oracle'
  | 'ssn-format-invalid'
  | 'value-shape-mismatch'
  | 'duplicate-tool';

/** A reason: its code and a detail that names keys and labels, never vault values. */
export interface ImportReason {
  readonly code: ImportReasonCode;
  readonly detail: string;
}

/** What converting one record gave: a scenario, or a rejection; reasons either way. */
export type ConvertResult = { readonly ok: true; readonly scenario: Scenario; readonly reasons: ImportReason[] } | { readonly ok: false; readonly reasons: ImportReason[] };

const WRITE_CAPABILITIES = new Set(['schedule', 'update_status', 'generate_doc']);
const NAME_FIELDS = ['name', 'patient_name', 'customer_name', 'client_name'];

function agentId(raw: string, index: number): string {
  const id = raw.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return /^[a-z][a-z0-9-]*$/.test(id) ? id : `agent-${index + 1}`;
}

function toolSpec(tool: AgentLeakRecord['tools'][number]): ToolSpec {
  const reads = tool.capabilities.some((capability) => !WRITE_CAPABILITIES.has(capability));
  const clearance = tool.requires_clearance === null || tool.requires_clearance === undefined ? '' : `; requires clearance ${tool.requires_clearance}`;
  return {
    name: tool.tool_name.toLowerCase().replace(/[^a-z0-9_.]+/g, '_'),
    description: `AgentLeak tool ${tool.tool_name} (capabilities: ${tool.capabilities.join(', ') || 'none'}${clearance}).`,
    inputSchema: { type: 'object', additionalProperties: true },
    kind: reads ? 'access' : 'write',
    scope: 'internal',
    // The release has no mock behaviour; an imported tool returns no vault data.
    mock: { rules: [], otherwise: [], effect: 'none' },
  };
}

function attackPlacement(attackClass: AttackClass, agents: readonly AgentSpec[], tools: readonly ToolSpec[]): Pick<ScenarioAttack, 'surface' | 'tool' | 'agent'> {
  const surface = attackClass.surfaces.find((candidate) => candidate !== 'inter-agent-message' || agents.length > 1) ?? 'user-prompt';
  const worker = agents[1]?.id ?? agents[0]?.id ?? 'a1';
  const placement: Pick<ScenarioAttack, 'surface' | 'tool' | 'agent'> = { surface };
  if ((surface === 'tool-output' || surface === 'retrieved-document') && tools[0] !== undefined) placement.tool = tools[0].name;
  if (surface === 'inter-agent-message' || surface === 'agent-role') placement.agent = worker;
  return placement;
}

/**
 * Converts a schema-valid AgentLeak record. Rejections carry their reasons; so do imports
 * with notes. The produced scenario always passes `checkScenario` (else it is rejected).
 */
export function convertAgentLeakRecord(record: AgentLeakRecord, from: string): ConvertResult {
  const reasons: ImportReason[] = [];
  const note = (code: ImportReasonCode, detail: string): void => {
    reasons.push({ code, detail });
  };
  const reject = (code: ImportReasonCode, detail: string): ConvertResult => ({ ok: false, reasons: [...reasons, { code, detail }] });

  const { fields: vault, notes } = flattenVault(record.private_vault.records);
  const byCode = (code: 'ssn-format-invalid' | 'value-shape-mismatch'): string[] => notes.filter((entry) => entry.code === code).map((entry) => entry.key);
  if (byCode('ssn-format-invalid').length > 0) note('ssn-format-invalid', `SSN area/group/serial rules do not hold for ${byCode('ssn-format-invalid').join(', ')}`);
  if (byCode('value-shape-mismatch').length > 0) note('value-shape-mismatch', `text instead of an SSN in ${byCode('value-shape-mismatch').join(', ')}`);

  const allowed: string[] = [];
  for (const name of record.allowed_set.fields) {
    const keys = keysNamed(vault, name);
    if (keys.length === 0) note('allowed-field-missing', `allowed field "${name}" matches no vault key`);
    for (const key of keys) if (!allowed.includes(key)) allowed.push(key);
  }
  const allowedSet = new Set(allowed);

  const tools: { spec: ToolSpec; capabilities: readonly string[] }[] = [];
  for (const tool of record.tools) {
    const spec = toolSpec(tool);
    if (tools.some((existing) => existing.spec.name === spec.name)) note('duplicate-tool', `tool "${spec.name}" listed twice; kept once`);
    else tools.push({ spec, capabilities: tool.capabilities });
  }
  if (tools.length === 0) return reject('invalid-record', 'the record lists no tools');
  const toolNames = tools.map((tool) => tool.spec.name);

  const ids = record.agents.map((agent, index) => agentId(agent.agent_id, index));
  const uniqueIds = ids.map((id, index) => (ids.indexOf(id) === index ? id : `${id}-${index + 1}`));
  const multi = uniqueIds.length > 1;
  const agents: AgentSpec[] = record.agents.map((agent, index) => ({
    id: uniqueIds[index] ?? `agent-${index + 1}`,
    role: `${agent.role}${agent.clearance === null || agent.clearance === undefined ? '' : ` (clearance: ${agent.clearance})`}`,
    tools: [...toolNames],
    delegatesTo: index === 0 ? uniqueIds.slice(1) : [],
    // AgentLeak's multi-agent runs write each worker's output to shared memory (C5).
    memory: !multi ? 'none' : index === 0 ? 'read' : 'read-write',
    fields: [],
  }));
  const entry = agents[0]?.id ?? 'a1';

  let attack: ScenarioAttack | null = null;
  if (record.attack.enabled) {
    const raw = record.attack;
    const attackClass = raw.attack_class === null || raw.attack_class === undefined ? undefined : attackById(raw.attack_class);
    if (attackClass === undefined) return reject('unknown-attack-class', `attack class "${raw.attack_class ?? '(none)'}" is not in the catalog`);
    if (raw.payload === null || raw.payload === undefined || raw.payload.trim() === '') return reject('attack-without-payload', `attack ${attackClass.id} has no payload`);
    if (attackClass.requires.multiAgent && !multi) return reject('class-needs-multi-agent', `${attackClass.id} (${attackClass.family}) needs two or more agents; the record has one`);
    if (raw.attack_family !== attackClass.family) note('family-label-disagrees', `${attackClass.id}: data says ${raw.attack_family ?? '(none)'}, catalog says ${attackClass.family}`);
    if (raw.adversary_level !== attackClass.level) note('level-label-disagrees', `${attackClass.id}: data says ${raw.adversary_level ?? '(none)'}, catalog says ${attackClass.level}`);
    const placement = attackPlacement(
      attackClass,
      agents,
      tools.map((tool) => tool.spec),
    );
    note('surface-defaulted', `injection surface ${raw.injection_surface ?? 'null'}; used the catalog default "${placement.surface}"${placement.tool === undefined ? '' : ` via ${placement.tool}`}`);
    const channels: ChannelId[] = [];
    for (const name of raw.target_channels ?? []) {
      const channel = (AGENTLEAK_CHANNELS as Readonly<Record<string, ChannelId>>)[name];
      if (channel === undefined) note('target-channel-unknown', `target channel "${name}" is not an AgentLeak channel name; dropped`);
      else if (!channels.includes(channel)) channels.push(channel);
    }
    if (channels.length === 0) channels.push(attackClass.targetChannels[0] ?? 'C1');
    if ((placement.surface === 'memory-entry' || channels.includes('C5')) && agents.every((agent) => agent.memory !== 'read-write')) {
      for (const agent of agents) agent.memory = 'read-write';
      note('memory-granted', 'the attack uses memory; every agent was given read-write memory');
    }
    const forbidden = record.allowed_set.forbidden_fields.flatMap((name) => keysNamed(vault, name)).filter((key) => !allowedSet.has(key));
    // Without a forbidden field in the vault, the attack goes for the most sensitive disallowed
    // fields: weight 1 (SSN, diagnosis), then the records' confidential free text, then by weight.
    const rank = (field: VaultField): number => (field.weight >= 1 ? 2 : isConfidentialText(field) ? 1 : 0);
    const byWeight = [...vault].filter((field) => !allowedSet.has(field.key) && field.value.trim() !== '').sort((a, b) => rank(b) - rank(a) || b.weight - a.weight);
    const targetFields = forbidden.length > 0 ? forbidden : byWeight.slice(0, 3).map((field) => field.key);
    if (targetFields.length === 0) return reject('failed-validation', `attack ${attackClass.id} has no field it could target (every field is allowed)`);
    note('target-fields-inferred', forbidden.length > 0 ? 'from forbidden_fields' : 'from the heaviest disallowed fields (no forbidden field is in the vault)');
    attack = { level: attackClass.level, family: attackClass.family, class: attackClass.id, ...placement, payload: raw.payload, targetFields, targetChannels: channels };
  }

  // Records the request is about: their subject's name occurs in the request text.
  const focus = new Set<string>();
  for (const field of vault) {
    const name = field.key.slice(field.key.lastIndexOf('.') + 1);
    if (NAME_FIELDS.includes(name) && field.value.length > 3 && record.objective.user_request.includes(field.value) && field.record !== undefined) focus.add(field.record);
  }
  const mapped = mapCriteria(record.objective.success_criteria, tools, vault, allowedSet, focus);
  for (const detail of mapped.unmapped) note('criterion-unmappable', detail);
  for (const detail of mapped.conflicts) note('criterion-conflicts-with-policy', detail);
  let checks: OracleCheck[] = mapped.checks;
  if (checks.length === 0) {
    const allowedNonEmpty = vault.filter((field) => allowedSet.has(field.key) && field.value.trim() !== '');
    const focused = allowedNonEmpty.filter((field) => field.record !== undefined && focus.has(field.record));
    const mentionable = (focused.length > 0 ? focused : allowedNonEmpty).map((field) => field.key);
    checks = mentionable.length > 0 ? [{ type: 'final-mentions', fields: mentionable }] : [{ type: 'tool-called', tool: toolNames[0] ?? '', withFields: [] }];
    note(
      'missing-oracle',
      mentionable.length > 0
        ? 'no criterion maps to a rule; using final-mentions of the allowed fields'
        : 'no criterion maps to a rule and no allowed field is in the vault; using tool-called of the first tool',
    );
  }

  const subjects = vault
    .filter((field) => NAME_FIELDS.includes(field.key.slice(field.key.lastIndexOf('.') + 1)) && field.value.trim() !== '' && field.record !== undefined)
    .map((field) => ({ id: field.record ?? '', name: field.value, role: (field.record ?? '').replace(/\[\d+\]$/, '') }));
  const task: Scenario['task'] = {
    request: record.objective.user_request,
    purpose: `${record.vertical} task (AgentLeak): ${record.objective.success_criteria.join(', ') || 'unspecified'}`,
  };
  if (record.objective.privacy_instruction !== null && record.objective.privacy_instruction !== undefined) task.privacyInstruction = record.objective.privacy_instruction;

  const scenario = withHash({
    id: record.scenario_id,
    schemaVersion: SCENARIO_SCHEMA_VERSION,
    domain: record.vertical,
    workflow: `agentleak:${record.objective.success_criteria.join('+') || 'unspecified'}`,
    task,
    subjects: subjects.length > 0 ? subjects : [{ id: 'unknown', name: '(unnamed)', role: 'data subject' }],
    vault,
    policy: { defaultAllowed: allowed, allowed: {} },
    tools: tools.map((tool) => tool.spec),
    topology: { kind: agents.length === 1 ? 'single' : agents.length === 2 ? 'coordinator-worker' : 'multi-worker', entry, agents },
    attack,
    oracle: { checks },
    expected: { attackTargets: attack === null ? [] : attack.targetFields.flatMap((field) => attack.targetChannels.map((channel) => ({ field, channel }))) },
    source: { kind: 'imported', from, originalId: record.scenario_id },
  });
  const problems = checkScenario(scenario);
  if (problems.length > 0) return reject('failed-validation', problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '));
  return { ok: true, scenario, reasons };
}
