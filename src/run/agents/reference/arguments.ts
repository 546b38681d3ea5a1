/**
 * How reference agents fill tool arguments. A lookup uses the mock rule whose key values the
 * agent has read (else the first rule: reference agents model a competent agent that finds the
 * record; what is measured is what they share, not whether they find it). Write arguments put
 * each shared field into the argument named like it, and the rest into the free-text argument.
 */
import { allowedFields, type Scenario, type ToolSpec, type VaultField } from '../../../contracts/index.js';
import { fieldLine } from '../../runtime/tools.js';

/** Argument names that hold free text, in order of preference. */
const TEXT_ARGUMENTS = ['content', 'body', 'text', 'message', 'note', 'notes', 'summary', 'details', 'description', 'comment'];

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

interface PropertyInfo {
  readonly name: string;
  readonly isString: boolean;
}

function properties(tool: ToolSpec): readonly PropertyInfo[] {
  const raw = tool.inputSchema['properties'];
  if (typeof raw !== 'object' || raw === null) return [];
  return Object.entries(raw as Record<string, unknown>).map(([name, schema]) => {
    const type = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)['type'] : undefined;
    return { name, isString: type === undefined || type === 'string' };
  });
}

/** Whether an argument name designates a field (`ssn` or `patient_ssn` for `patient.ssn`). */
export function argumentMatchesField(argument: string, field: VaultField): boolean {
  const name = normalise(argument);
  const last = field.key.split('.').pop() ?? field.key;
  return name === normalise(field.key) || name === normalise(last) || (field.label !== undefined && name === normalise(field.label));
}

/** The free-text argument of a tool: a well-known name, else the first string argument, else `content`. */
export function textArgument(tool: ToolSpec, taken: Readonly<Record<string, unknown>> = {}): string {
  const free = properties(tool).filter((property) => property.isString && !(property.name in taken));
  return TEXT_ARGUMENTS.find((name) => free.some((property) => property.name === name)) ?? free.find((property) => !/id$/i.test(property.name))?.name ?? 'content';
}

/**
 * Arguments to look something up with (see the module comment). `fillText` puts the task's
 * purpose into required free-text arguments (a search query); writes leave them for their body.
 */
export function lookupArguments(tool: ToolSpec, seen: (text: string) => boolean, known: readonly VaultField[], scenario: Scenario, fillText = true): Record<string, unknown> {
  const keyed = tool.mock.rules.filter((rule) => Object.keys(rule.when).length > 0);
  const recognised = keyed.find((rule) => Object.values(rule.when).every(seen)) ?? keyed[0];
  if (recognised !== undefined) return { ...recognised.when };
  const required = new Set(Array.isArray(tool.inputSchema['required']) ? (tool.inputSchema['required'] as unknown[]) : []);
  const args: Record<string, unknown> = {};
  for (const property of properties(tool)) {
    if (!property.isString) continue;
    const field = known.find((candidate) => argumentMatchesField(property.name, candidate));
    if (field !== undefined) args[property.name] = field.value;
    else if (/id$/i.test(property.name) && scenario.subjects[0] !== undefined) args[property.name] = scenario.subjects[0].id;
    // A required free-text argument (a search query) gets the task's purpose, which names no one.
    else if (fillText && required.has(property.name)) args[property.name] = scenario.task.purpose;
  }
  return args;
}

/**
 * Arguments of a write: `base` (the lookup keys), each field in its like-named argument, the
 * remaining fields and `extra` lines in the free-text argument.
 */
export function writeArguments(tool: ToolSpec, base: Readonly<Record<string, unknown>>, fields: readonly VaultField[], extra: readonly string[]): Record<string, unknown> {
  const args: Record<string, unknown> = { ...base };
  const remaining: VaultField[] = [];
  const names = properties(tool).filter((property) => property.isString);
  for (const field of fields) {
    // Already sent as a lookup key (e.g. the record id): not repeated in the body.
    if (Object.values(args).includes(field.value)) continue;
    const slot = names.find((property) => !(property.name in args) && argumentMatchesField(property.name, field));
    if (slot === undefined) remaining.push(field);
    else args[slot.name] = field.value;
  }
  const body = [...remaining.map(fieldLine), ...extra].join('\n');
  if (body.length > 0) {
    const name = textArgument(tool, args);
    const existing = args[name];
    args[name] = typeof existing === 'string' && existing.length > 0 ? `${existing}\n${body}` : body;
  }
  return args;
}

/** The literal values an argument's JSON schema enumerates (e.g. `view: summary | full`). */
function enumValues(tool: ToolSpec, argument: string): readonly string[] {
  const raw = tool.inputSchema['properties'];
  const schema = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[argument] : undefined;
  const values = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)['enum'] : undefined;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : [];
}

/**
 * The least-privilege call a data-minimising agent makes to a read tool, or null when every call
 * it could make would only over-fetch: among the mock rules it can address (argument values it
 * has seen, or values the schema enumerates, such as `view: "summary"`), the one returning the
 * fewest fields that C4 does not allow, preferring calls that bring a field the task needs.
 */
export function minimalLookupArguments(tool: ToolSpec, seen: (text: string) => boolean, known: readonly VaultField[], scenario: Scenario): Record<string, unknown> | null {
  const allowedOnC4 = new Set(allowedFields(scenario.policy, 'C4'));
  const needed = new Set((['C1', 'C2', 'C3', 'C7'] as const).flatMap((channel) => allowedFields(scenario.policy, channel)));
  const knownKeys = new Set(known.map((field) => field.key));
  const candidates: Array<{ args: Record<string, unknown>; returns: readonly string[] }> = [];
  for (const rule of tool.mock.rules) {
    const addressable = Object.entries(rule.when).every(([argument, value]) => seen(value) || enumValues(tool, argument).includes(value));
    if (addressable) candidates.push({ args: { ...rule.when }, returns: rule.returns });
  }
  if (!tool.mock.rules.some((rule) => Object.keys(rule.when).length === 0)) {
    candidates.push({ args: lookupArguments(tool, () => false, known, scenario), returns: tool.mock.otherwise });
  }
  const overFetch = (returns: readonly string[]): number => returns.filter((key) => !allowedOnC4.has(key)).length;
  const gain = (returns: readonly string[]): number => returns.filter((key) => needed.has(key) && !knownKeys.has(key)).length;
  const best = [...candidates].sort((a, b) => overFetch(a.returns) - overFetch(b.returns) || gain(b.returns) - gain(a.returns))[0];
  if (best === undefined || best.returns.length === 0) return best === undefined ? null : best.args;
  if (overFetch(best.returns) > 0 && gain(best.returns) === 0) return null;
  return best.args;
}
