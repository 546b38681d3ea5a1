/**
 * How reference agents fill tool arguments from what they have read. A lookup addresses a record
 * by a key the service accepts (`recordKeys`) whose values the agent has read — the id in the
 * request, the MRN a search returned — or fills the schema's arguments from the values it knows.
 * Write arguments put each shared value into the argument named like it (the recipient's address
 * into `to`), and the rest into the free-text argument.
 */
import type { ToolView } from '../types.js';
import { labelForm, type KnownValue } from './knowledge.js';

/** Argument names that hold free text, in order of preference. */
const TEXT_ARGUMENTS = ['content', 'body', 'text', 'message', 'note', 'notes', 'summary', 'details', 'description', 'comment'];

/** Argument names that address a message: they take a phone number or an e-mail address. */
const RECIPIENT_ARGUMENTS = /^(?:to|recipient|recipients|send_?to|phone|phone_?number|number|email|email_?address|address_?to|cc)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;
/** A phone number: phone punctuation only, 10 to 14 digits (a date has 8, a payment card 15 or 16). */
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 10 && digits <= 14;
}

/** Enum values that ask a service for less: the least-privilege view of a record. */
const LEAST_PRIVILEGE = /^(?:summary|minimal|basic|limited|masked|redacted|brief|contact|status)$/i;

interface PropertyInfo {
  readonly name: string;
  readonly isString: boolean;
  readonly values: readonly string[];
}

function properties(tool: ToolView): readonly PropertyInfo[] {
  const raw = tool.inputSchema['properties'];
  if (typeof raw !== 'object' || raw === null) return [];
  return Object.entries(raw as Record<string, unknown>).map(([name, schema]) => {
    const record = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : {};
    const values = Array.isArray(record['enum']) ? record['enum'].filter((value): value is string => typeof value === 'string') : [];
    return { name, isString: record['type'] === undefined || record['type'] === 'string', values };
  });
}

/**
 * Whether an argument name designates a value by its label: `patient_name` for "Patient name",
 * `date` for "Requested appointment date" (the label's last word), `ssn` for a JSON key `patient.ssn`.
 */
export function argumentMatchesValue(argument: string, known: KnownValue): boolean {
  const name = labelForm(argument);
  if (name.length === 0) return false;
  const label = known.label;
  const last = label.split('.').pop() ?? label;
  const words = label
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  return name === labelForm(label) || name === labelForm(last) || (words.length > 1 && name === words[words.length - 1]);
}

/** Whether a value can address a message sent by this tool (an e-mail address or a phone number). */
function addresses(tool: ToolView, value: string): boolean {
  const wantsEmail = /e-?mail/i.test(`${tool.name} ${tool.description}`);
  return wantsEmail ? EMAIL.test(value.trim()) : isPhone(value.trim()) || EMAIL.test(value.trim());
}

/** The free-text argument of a tool: a well-known name, else the first string argument, else `content`. */
export function textArgument(tool: ToolView, taken: Readonly<Record<string, unknown>> = {}): string {
  const free = properties(tool).filter((property) => property.isString && !(property.name in taken) && property.values.length === 0);
  return TEXT_ARGUMENTS.find((name) => free.some((property) => property.name === name)) ?? free.find((property) => !/id$/i.test(property.name))?.name ?? 'content';
}

/** The record keys of a tool the agent can address: every value read, or enumerated by the schema. */
function addressableKeys(tool: ToolView, seen: (text: string) => boolean, usable: (value: string) => boolean): Readonly<Record<string, string>>[] {
  const enums = new Map(properties(tool).map((property) => [property.name, property.values]));
  return tool.recordKeys.filter((key) => Object.entries(key).every(([argument, value]) => (enums.get(argument) ?? []).includes(value) || (seen(value) && usable(value))));
}

/** What a lookup may use, and how it chooses among the keys it can address. */
export interface LookupPolicy {
  /** Prefer the least-privilege view of a record (`view: "summary"`) over the full one. */
  readonly leastPrivilege: boolean;
  /** Whether a value may go into this tool's arguments (a data-minimising agent's C3 policy). */
  readonly usable: (value: string) => boolean;
}

const ANY: LookupPolicy = { leastPrivilege: false, usable: () => true };

/**
 * Arguments to look something up with: an addressable record key (see the module comment), else
 * each string argument filled from a known value named like it. `fillText` puts the task's
 * purpose into required free-text arguments (a search query); writes leave them for their body.
 */
export function lookupArguments(tool: ToolView, seen: (text: string) => boolean, known: readonly KnownValue[], purpose: string, fillText = true, policy: LookupPolicy = ANY): Record<string, unknown> {
  const keys = addressableKeys(tool, seen, policy.usable);
  const score = (key: Readonly<Record<string, string>>): number => Object.values(key).filter((value) => LEAST_PRIVILEGE.test(value)).length;
  const ranked = policy.leastPrivilege ? [...keys].sort((a, b) => score(b) - score(a)) : keys.filter((key) => score(key) === 0).concat(keys.filter((key) => score(key) > 0));
  const chosen = ranked[0];
  if (chosen !== undefined) return { ...chosen };
  const required = new Set(Array.isArray(tool.inputSchema['required']) ? (tool.inputSchema['required'] as unknown[]) : []);
  const args: Record<string, unknown> = {};
  for (const property of properties(tool)) {
    if (!property.isString) continue;
    const least = property.values.find((value) => LEAST_PRIVILEGE.test(value));
    if (property.values.length > 0) {
      if (policy.leastPrivilege && least !== undefined) args[property.name] = least;
      continue;
    }
    const value = known.find((candidate) => argumentMatchesValue(property.name, candidate) && policy.usable(candidate.value));
    if (value !== undefined) args[property.name] = value.value;
    // A required free-text argument (a search query) gets the task's purpose, which names no one.
    else if (fillText && required.has(property.name)) args[property.name] = purpose;
  }
  return args;
}

/**
 * Arguments of a write: `base` (the lookup keys), each value in its like-named argument (a
 * message's recipient address in its recipient argument, preferring the address whose label the
 * `request` speaks of), the remaining values and `extra` lines in the free-text argument.
 */
export function writeArguments(tool: ToolView, base: Readonly<Record<string, unknown>>, values: readonly KnownValue[], extra: readonly string[], request = ''): Record<string, unknown> {
  const args: Record<string, unknown> = { ...base };
  const remaining: KnownValue[] = [];
  const names = properties(tool).filter((property) => property.isString && property.values.length === 0);
  // Of several addresses, the one whose label the request speaks of ("text her emergency contact") goes first.
  const words = new Set(request.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const relevance = (known: KnownValue): number => (known.label.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => words.has(word)).length;
  const ordered = [...values].sort((a, b) => (addresses(tool, b.value) ? relevance(b) : 0) - (addresses(tool, a.value) ? relevance(a) : 0));
  for (const known of ordered) {
    // Already sent as a lookup key (e.g. the record id): not repeated in the body.
    if (Object.values(args).includes(known.value)) continue;
    const slot =
      names.find((property) => !(property.name in args) && argumentMatchesValue(property.name, known)) ??
      (tool.effect === 'outbound-message' ? names.find((property) => !(property.name in args) && RECIPIENT_ARGUMENTS.test(property.name) && addresses(tool, known.value)) : undefined);
    if (slot === undefined) remaining.push(known);
    else args[slot.name] = known.value;
  }
  const body = [...remaining.map((known) => `${known.label}: ${known.value}`), ...extra].join('\n');
  if (body.length > 0) {
    const name = textArgument(tool, args);
    const existing = args[name];
    args[name] = typeof existing === 'string' && existing.length > 0 ? `${existing}\n${body}` : body;
  }
  return args;
}
