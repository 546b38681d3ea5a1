/**
 * The guard policy file (JSON) shared by the MCP gateway and the HTTP sidecar: vault, allowed
 * sets, purpose, criterion, fail mode, mode, mosaic relations and the tool registry. Validated
 * with zod at the edge; errors name the file and the failing field, never a vault value.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ChannelPolicySchema, LeakscopeError, VaultSchema, type SafeResult } from '../contracts/index.js';
import { describeKey, isEchoableKey } from '../lib/echoable-key.js';
import { parseJson } from '../lib/json-parse.js';
import { describeIssues } from '../trace/issues.js';
import { CRITERION_IDS } from './criteria/index.js';
import { NormRuleSchema } from './criteria/norm-rules.js';
import type { GuardOptions } from './engine.js';
import { RecipientClassSchema } from './flow.js';
import { MosaicRelationSchema } from './mosaic.js';

/**
 * How the gateway treats one tool: its class (discover / access / write), which argument
 * names the recipient, which arguments carry content (default: every other string argument),
 * the channel its arguments travel on (C3, or C7 for artifact writes) and its audience.
 */
export const ToolChannelSchema = z.strictObject({
  kind: z.enum(['discover', 'access', 'write']),
  recipientArg: z.string().min(1).optional(),
  contentArgs: z.array(z.string().min(1)).optional(),
  channel: z.enum(['C3', 'C7']).default('C3'),
  audience: RecipientClassSchema.optional(),
});
export type ToolChannel = z.infer<typeof ToolChannelSchema>;

/** The policy file. */
export const GuardPolicyFileSchema = z
  .strictObject({
    vault: VaultSchema,
    policy: ChannelPolicySchema.default({ defaultAllowed: [], allowed: {} }),
    purpose: z.string().default(''),
    criterion: z.enum(CRITERION_IDS).default('allowed-set'),
    failMode: z.enum(['closed', 'open']).default('closed'),
    mode: z.enum(['enforce', 'shadow']).default('enforce'),
    /** The record id of the user the agent works for. */
    principal: z.string().min(1).optional(),
    /** Recipient name or `@domain` → recipient class. */
    recipients: z.record(z.string().min(1), RecipientClassSchema).default({}),
    trustedRecipients: z.array(z.string().min(1)).default([]),
    mosaic: z.array(MosaicRelationSchema).default([]),
    toolChannels: z.record(z.string().min(1), ToolChannelSchema).default({}),
    /** The name the agent behind the gateway has in flow records. */
    agent: z.string().min(1).default('agent'),
    /** Also detect paraphrases of vault facts (tier 3, offline); slower. */
    semantic: z.boolean().default(false),
    /** Contextual norms tried before the defaults (information types × recipients × principles → allow / abstract / deny). */
    normRules: z.array(NormRuleSchema).default([]),
    /** Withhold an identifier or special-category fact any criterion PASSed without an explicit need. */
    safeDefaults: z.boolean().default(true),
    /** What the guard learns from reads beyond the vault (categories: default on only with an empty vault). */
    extract: z.strictObject({ identifiers: z.boolean().default(true), categories: z.boolean().optional() }).default({ identifiers: true }),
    /** Bounds of a session's inventory: flow records kept (oldest dropped) and learned fields (past it, fail closed). */
    inventory: z.strictObject({ maxRecords: z.number().int().min(1).optional(), maxLearned: z.number().int().min(0).optional() }).optional(),
  })
  .superRefine((file, context) => {
    const keys = new Set<string>();
    file.vault.forEach((field, index) => {
      if (keys.has(field.key)) context.addIssue({ code: 'custom', path: ['vault', index, 'key'], message: `duplicate vault key ${describeKey(field.key)}` });
      keys.add(field.key);
    });
    const check = (list: readonly string[], path: (string | number)[]) =>
      list.forEach((key, index) => {
        if (!keys.has(key)) context.addIssue({ code: 'custom', path: [...path, index], message: 'not a key of any vault field' });
      });
    const ids = new Set<string>();
    file.normRules.forEach((rule, index) => {
      if (ids.has(rule.id)) context.addIssue({ code: 'custom', path: ['normRules', index, 'id'], message: `duplicate norm rule id ${describeKey(rule.id)}` });
      ids.add(rule.id);
    });
    check(file.policy.defaultAllowed, ['policy', 'defaultAllowed']);
    for (const [channel, list] of Object.entries(file.policy.allowed)) check(list ?? [], ['policy', 'allowed', channel]);
  });
export type GuardPolicyFile = z.infer<typeof GuardPolicyFileSchema>;
export type GuardPolicyFileInput = z.input<typeof GuardPolicyFileSchema>;

/** A failing field as `normRules.1.decision`; a key that may not be echoed (a pasted value) is `<key>`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'number' ? String(segment) : typeof segment === 'string' && isEchoableKey(segment) ? segment : '<key>')).join('.') || '(root)';
}

/**
 * Validates a parsed policy object; the error names the source and each failing field, never a
 * value, nor a key that does not look like a field name.
 *
 * @example
 * const parsed = safeParseGuardPolicy({ vault: [], failMode: 'sometimes' }, 'policy.json');
 * if (!parsed.success) console.error(parsed.error.message); // policy.json: invalid guard policy: field "failMode": expected one of "closed", "open"
 */
export function safeParseGuardPolicy(value: unknown, source: string): SafeResult<GuardPolicyFile> {
  const parsed = GuardPolicyFileSchema.safeParse(value);
  if (parsed.success) return { success: true, value: parsed.data };
  const fields = parsed.error.issues.map((issue) => fieldName(issue.path));
  return {
    success: false,
    error: new LeakscopeError('invalid-config', `${source}: invalid guard policy: ${describeIssues(parsed.error.issues, value)}`, { path: source, fields }),
  };
}

/**
 * Reads and validates a policy file.
 *
 * @example const policy = await loadGuardPolicy('guard-policy.json');
 * @throws LeakscopeError `input-not-found`, `input-unreadable` or `invalid-config` naming the file and field.
 */
export async function loadGuardPolicy(path: string): Promise<GuardPolicyFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new LeakscopeError('input-not-found', `${path}: policy file not found`, { path });
    throw new LeakscopeError('input-unreadable', `${path}: cannot read policy file (${String(code ?? error)})`, { path });
  }
  const json = parseJson(text);
  if (!json.ok) throw new LeakscopeError('invalid-config', `${path}: ${json.message}`, { path });
  const parsed = safeParseGuardPolicy(json.value, path);
  if (!parsed.success) throw parsed.error;
  return parsed.value;
}

/** Guard options from a policy file; `overrides` win (e.g. `--criterion` on the command line). */
export function guardOptionsFromPolicy(file: GuardPolicyFile, overrides: Partial<GuardOptions> = {}): GuardOptions {
  return {
    vault: file.vault,
    policy: file.policy,
    criterion: file.criterion,
    purpose: file.purpose,
    failMode: file.failMode,
    mode: file.mode,
    recipients: file.recipients,
    trustedRecipients: file.trustedRecipients,
    mosaic: file.mosaic,
    semantic: file.semantic,
    normRules: file.normRules,
    safeDefaults: file.safeDefaults,
    extract: { identifiers: file.extract.identifiers, ...(file.extract.categories === undefined ? {} : { categories: file.extract.categories }) },
    ...(file.principal === undefined ? {} : { principal: file.principal }),
    ...(file.inventory === undefined ? {} : { inventoryLimits: file.inventory }),
    ...overrides,
  };
}
