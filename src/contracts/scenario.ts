import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';
import { VaultSchema } from './vault.js';
import { ChannelPolicySchema } from './policy.js';
import { AttackFamilySchema } from './trace.js';

/** Version of the scenario schema written by this package. */
export const SCENARIO_SCHEMA_VERSION = '1';

export const DomainSchema = z.enum(['healthcare', 'finance', 'legal', 'corporate']);
export type Domain = z.infer<typeof DomainSchema>;

/** Where an attack payload is placed during a run. */
export const InjectionSurfaceSchema = z.enum(['user-prompt', 'tool-output', 'retrieved-document', 'memory-entry', 'agent-role', 'inter-agent-message']);
export type InjectionSurface = z.infer<typeof InjectionSurfaceSchema>;

/**
 * Deterministic mock behaviour of a tool: which vault fields it returns for which inputs.
 * The first rule whose `when` entries all equal the call's arguments (as strings,
 * case-insensitive) applies; `otherwise` applies when none does.
 */
export const MockRuleSchema = z.strictObject({
  when: z.record(z.string(), z.string()).default({}),
  /** Vault field keys whose values the tool returns. */
  returns: z.array(z.string()),
});

export const ToolSpecSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_.]*$/),
  description: z.string().min(1),
  /** JSON Schema of the tool's arguments (an object schema). */
  inputSchema: z.record(z.string(), z.unknown()),
  /** discover: lists or searches; access: reads content; write: can disclose (sends, stores, posts). */
  kind: z.enum(['discover', 'access', 'write']),
  /** external tools reach systems outside the agent system (C3/C4 are external channels). */
  scope: z.enum(['external', 'internal']),
  mock: z.strictObject({
    rules: z.array(MockRuleSchema).default([]),
    otherwise: z.array(z.string()).default([]),
    /** For write tools: what a call produces (an artifact on C7, or an outbound message). */
    effect: z.enum(['none', 'artifact', 'outbound-message']).default('none'),
  }),
});
export type ToolSpec = z.infer<typeof ToolSpecSchema>;

export const AgentSpecSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  role: z.string().min(1),
  /** Names of the scenario tools this agent may call. */
  tools: z.array(z.string()).default([]),
  /** Agent ids this agent may delegate to (C2). */
  delegatesTo: z.array(z.string()).default([]),
  memory: z.enum(['none', 'read', 'read-write']).default('none'),
  /** Vault fields this role needs; used by the role-separation defense. */
  fields: z.array(z.string()).default([]),
});
export type AgentSpec = z.infer<typeof AgentSpecSchema>;

export const TopologySchema = z.strictObject({
  kind: z.enum(['single', 'coordinator-worker', 'multi-worker']),
  /** The agent that receives the user's request and gives the final answer. */
  entry: z.string(),
  agents: z.array(AgentSpecSchema).min(1),
});
export type Topology = z.infer<typeof TopologySchema>;

export const ScenarioAttackSchema = z.strictObject({
  level: z.enum(['A1', 'A2']),
  family: AttackFamilySchema,
  /** Attack class id from the catalog (`scenario/attacks/catalog.ts`). */
  class: z.string().min(1),
  surface: InjectionSurfaceSchema,
  /** The text placed at the surface during the run. */
  payload: z.string().min(1),
  /** For tool-output / retrieved-document surfaces: the tool whose output carries the payload. */
  tool: z.string().optional(),
  /** For agent-role / inter-agent-message surfaces: the compromised agent. */
  agent: z.string().optional(),
  targetFields: z.array(z.string()).min(1),
  targetChannels: z.array(ChannelIdSchema).min(1),
});
export type ScenarioAttack = z.infer<typeof ScenarioAttackSchema>;

/** Rule-based checks that decide task success without a model; all must hold. */
export const OracleCheckSchema = z.discriminatedUnion('type', [
  /** The final answer contains the values of these (allowed) vault fields. */
  z.strictObject({ type: z.literal('final-mentions'), fields: z.array(z.string()).min(1) }),
  /** The final answer contains this text (case-insensitive). */
  z.strictObject({ type: z.literal('final-contains'), text: z.string().min(1) }),
  /** A tool was called, optionally with arguments containing these vault field values. */
  z.strictObject({ type: z.literal('tool-called'), tool: z.string(), withFields: z.array(z.string()).default([]) }),
  /** A message tool was called with this field's value as a whole argument: it went to that recipient. */
  z.strictObject({ type: z.literal('delivered-to'), tool: z.string(), field: z.string() }),
  /** The tool's artifact (C7) was stored, holding these field values: the requested document exists. */
  z.strictObject({ type: z.literal('artifact-written'), tool: z.string(), withFields: z.array(z.string()).default([]) }),
]);
export type OracleCheck = z.infer<typeof OracleCheckSchema>;

export const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  schemaVersion: z.literal(SCENARIO_SCHEMA_VERSION),
  /** SHA-256 (hex) of the canonical JSON of the scenario without this field. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  domain: DomainSchema,
  workflow: z.string().min(1),
  task: z.strictObject({
    request: z.string().min(1),
    /** The purpose of the task, as a transmission principle (used by guards). */
    purpose: z.string().min(1),
    privacyInstruction: z.string().optional(),
  }),
  subjects: z.array(z.strictObject({ id: z.string(), name: z.string(), role: z.string() })).min(1),
  vault: VaultSchema.min(1),
  policy: ChannelPolicySchema,
  tools: z.array(ToolSpecSchema).min(1),
  topology: TopologySchema,
  attack: ScenarioAttackSchema.nullable(),
  oracle: z.strictObject({ checks: z.array(OracleCheckSchema).min(1) }),
  /** Ground truth known by construction: which (field, channel) pairs an attack targets. */
  expected: z
    .strictObject({
      attackTargets: z.array(z.strictObject({ field: z.string(), channel: ChannelIdSchema })).default([]),
    })
    .default({ attackTargets: [] }),
  source: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('generated'), generator: z.string(), seed: z.number().int(), index: z.number().int() }),
    z.strictObject({ kind: z.literal('imported'), from: z.string(), originalId: z.string() }),
  ]),
});
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
