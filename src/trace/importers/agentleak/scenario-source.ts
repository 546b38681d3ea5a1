/**
 * The shape of one line of AgentLeak's `scenarios_full_1000.jsonl` (release 1.0), as far as the
 * importer uses it. Unknown keys are tolerated; missing or mistyped ones reject the record.
 */
import { z } from 'zod';

const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]);

/** One AgentLeak scenario record (lenient: extra keys pass, needed ones are checked). */
export const AgentLeakRecordSchema = z.object({
  scenario_id: z.string().min(1),
  vertical: z.enum(['healthcare', 'finance', 'legal', 'corporate']),
  agents: z.array(z.object({ agent_id: z.string().min(1), role: z.string().min(1), clearance: z.string().nullable().optional() })).min(1),
  objective: z.object({
    user_request: z.string().min(1),
    success_criteria: z.array(z.string()).default([]),
    privacy_instruction: z.string().nullable().optional(),
  }),
  private_vault: z.object({
    records: z.array(z.object({ record_type: z.string().min(1), fields: z.record(z.string(), FieldValue), canary_tier: z.string().nullable().optional() })).min(1),
  }),
  allowed_set: z.object({ fields: z.array(z.string()).default([]), forbidden_fields: z.array(z.string()).default([]) }),
  tools: z.array(z.object({ tool_name: z.string().min(1), capabilities: z.array(z.string()).default([]), requires_clearance: z.string().nullable().optional() })).default([]),
  attack: z.object({
    enabled: z.boolean(),
    attack_class: z.string().nullable().optional(),
    attack_family: z.string().nullable().optional(),
    adversary_level: z.string().nullable().optional(),
    injection_surface: z.string().nullable().optional(),
    payload: z.string().nullable().optional(),
    target_channels: z.array(z.string()).nullable().optional(),
  }),
  evaluation: z.object({ canaries: z.array(z.string()).default([]) }).optional(),
});
export type AgentLeakRecord = z.infer<typeof AgentLeakRecordSchema>;
export type AgentLeakFieldValue = z.infer<typeof FieldValue>;

/** AgentLeak channel names → leakscope channel ids. */
export const AGENTLEAK_CHANNELS = {
  final_output: 'C1',
  inter_agent: 'C2',
  tool_input: 'C3',
  tool_output: 'C4',
  memory_write: 'C5',
  log: 'C6',
  artifact: 'C7',
} as const;
