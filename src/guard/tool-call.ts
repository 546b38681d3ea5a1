/**
 * Tool calls as flows: which arguments carry content (every content field is scored — subject,
 * title, body, attachments — not only the first), who the recipient is, and how rewritten
 * parts go back into the arguments. Shared by the MCP gateway and the AI SDK wrapper.
 */
import type { GuardFlowInput } from './flow.js';
import type { ToolChannel } from './policy-file.js';

/** A tool call split into content parts. */
export interface ToolCallFlow {
  /** The flow, without content (the parts are the content). */
  readonly flow: Omit<GuardFlowInput, 'content'>;
  readonly parts: readonly string[];
  /** Where each part sits in the arguments. */
  readonly paths: readonly (readonly (string | number)[])[];
  /** True when the tool is not in the registry (treated as a write tool). */
  readonly unclassified: boolean;
}

/** What an unclassified tool is treated as: a write (the safe side), on C3. */
export const UNCLASSIFIED_TOOL: ToolChannel = { kind: 'write', channel: 'C3' };

function collectLeaves(value: unknown, path: (string | number)[], parts: string[], paths: (string | number)[][]): void {
  if (typeof value === 'string') {
    parts.push(value);
    paths.push(path);
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    parts.push(String(value));
    paths.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectLeaves(item, [...path, index], parts, paths));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collectLeaves(item, [...path, key], parts, paths);
  }
}

/** Every string and number leaf of a value, with its path (the parts a multi-part flow inspects). */
export function valueLeaves(value: unknown): { readonly parts: string[]; readonly paths: (string | number)[][] } {
  const parts: string[] = [];
  const paths: (string | number)[][] = [];
  collectLeaves(value, [], parts, paths);
  return { parts, paths };
}

/** `value` with each leaf at `paths[i]` replaced by `next[i]` where it differs from `original[i]` (copies, never mutates). */
export function rebuildLeaves<T>(value: T, paths: readonly (readonly (string | number)[])[], original: readonly string[], next: readonly string[]): T {
  let out: unknown = value;
  paths.forEach((path, index) => {
    const part = next[index];
    if (part === undefined || part === original[index]) return;
    out = setAt(out, path, part);
  });
  return out as T;
}

/**
 * The flow of a tool call: content parts from `contentArgs` (default: every string or number
 * leaf except the recipient argument), the recipient from `recipientArg` (default: the tool).
 *
 * @example
 * toolCallFlow('send_email', { to: 'a@b.org', subject: 'Hi', body: 'SSN ...' }, { kind: 'write', recipientArg: 'to', channel: 'C3' }, { agent: 'assistant', purpose: '' })
 * // { flow: { channel: 'C3', recipient: 'a@b.org', action: 'write', ... }, parts: ['Hi', 'SSN ...'], paths: [['subject'], ['body']] }
 */
export function toolCallFlow(tool: string, args: unknown, registered: ToolChannel | undefined, context: { readonly agent: string; readonly purpose: string }): ToolCallFlow {
  const entry = registered ?? UNCLASSIFIED_TOOL;
  const record = typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  const recipientValue = entry.recipientArg === undefined ? undefined : record[entry.recipientArg];
  const recipient = typeof recipientValue === 'string' && recipientValue.trim() !== '' ? recipientValue : Array.isArray(recipientValue) ? recipientValue.join(', ') : `tool:${tool}`;
  const parts: string[] = [];
  const paths: (string | number)[][] = [];
  if (entry.contentArgs !== undefined) {
    for (const name of entry.contentArgs) if (name in record) collectLeaves(record[name], [name], parts, paths);
  } else if (typeof args === 'object' && args !== null) {
    if (Array.isArray(args)) collectLeaves(args, [], parts, paths);
    else for (const [name, value] of Object.entries(record)) if (name !== entry.recipientArg) collectLeaves(value, [name], parts, paths);
  } else {
    collectLeaves(args, [], parts, paths);
  }
  return {
    flow: {
      channel: entry.channel,
      sender: context.agent,
      recipient,
      tool,
      purpose: context.purpose,
      action: entry.kind === 'write' ? 'write' : 'read',
      ...(entry.audience === undefined ? {} : { audience: entry.audience }),
    },
    parts,
    paths,
    unclassified: registered === undefined,
  };
}

function setAt(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(target) && typeof head === 'number') {
    const copy = [...target];
    copy[head] = setAt(copy[head], rest, value);
    return copy;
  }
  if (typeof target === 'object' && target !== null && head !== undefined) {
    const record = target as Record<string, unknown>;
    return { ...record, [head]: setAt(record[String(head)], rest, value) };
  }
  return target;
}

/**
 * The arguments with rewritten parts put back (unchanged parts keep their type; a number
 * that was rewritten becomes a string).
 */
export function rebuildArguments<T>(args: T, call: ToolCallFlow, parts: readonly string[]): T {
  return rebuildLeaves(args, call.paths, call.parts, parts);
}
