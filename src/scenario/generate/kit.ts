/**
 * Small constructors shared by the domain files: vault fields of each tier, JSON schemas,
 * and the usual tool shapes (search, lookup with a minimal "summary" view, record fetch, write).
 */
import type { DataCategory, ValueKind } from '../../contracts/index.js';
import type { Fact } from './facts.js';
import type { DraftField, MockRule, ToolTemplate, VaultView } from './types.js';

interface FieldOptions {
  readonly core?: boolean;
}

/** A structured field (tier 2): an identifier, number, date or other normalisable value. */
export function structured(name: string, label: string, category: DataCategory, weight: number, kind: ValueKind, value: string, options: FieldOptions = {}): DraftField {
  return { name, label, category, weight, tier: 'structured', kind, value, core: options.core ?? false };
}

/** A semantic field (tier 3): a natural-language fact with its paraphrases. */
export function semantic(name: string, label: string, category: DataCategory, weight: number, fact: Fact, options: FieldOptions = {}): DraftField {
  return { name, label, category, weight, tier: 'semantic', kind: 'text', value: fact.text, paraphrases: [...fact.paraphrases], core: options.core ?? false };
}

/** A canary field (tier 1): a unique planted marker. */
export function canary(name: string, label: string, category: DataCategory, weight: number, value: string, options: FieldOptions = {}): DraftField {
  return { name, label, category, weight, tier: 'canary', value, core: options.core ?? false };
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean';

/** A JSON Schema for an object of simple properties (`name?` marks an optional one). */
export function objectSchema(properties: Readonly<Record<string, JsonType | readonly string[]>>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [rawName, type] of Object.entries(properties)) {
    const optional = rawName.endsWith('?');
    const name = optional ? rawName.slice(0, -1) : rawName;
    props[name] = typeof type === 'string' ? { type } : { type: 'string', enum: [...type] };
    if (!optional) required.push(name);
  }
  return { type: 'object', properties: props, required, additionalProperties: false };
}

interface ToolBase {
  readonly name: string;
  readonly description: string;
  readonly scope: 'external' | 'internal';
  readonly owner: string;
}

/** Keys of the given records that are in the vault. */
export function recordKeys(view: VaultView, records: readonly string[]): string[] {
  return records.flatMap((record) => view.keysOf(record));
}

/**
 * A lookup by record id. `view: "summary"` returns only the task's allowed fields of those
 * records (what a minimising agent asks for); without it the whole records come back.
 */
export function lookupTool(base: ToolBase & { readonly idArg: string; readonly idKey: string; readonly records: readonly string[] }): ToolTemplate {
  return {
    ...base,
    kind: 'access',
    effect: 'none',
    inputSchema: objectSchema({ [base.idArg]: 'string', 'view?': ['summary', 'full'] }),
    mock(view) {
      const id = view.valueOf(base.idKey);
      const all = recordKeys(view, base.records);
      const summary = all.filter((key) => view.allowed.includes(key));
      const rules: MockRule[] = [
        { when: { [base.idArg]: id, view: 'summary' }, returns: summary.length > 0 ? summary : [base.idKey] },
        { when: { [base.idArg]: id }, returns: all },
      ];
      return { rules, otherwise: [] };
    },
  };
}

/** A search by a field value (usually the subject's name) that returns the matching ids. */
export function searchTool(base: ToolBase & { readonly arg: string; readonly matchKey: string; readonly returns: readonly string[] }): ToolTemplate {
  return {
    ...base,
    kind: 'discover',
    effect: 'none',
    inputSchema: objectSchema({ [base.arg]: 'string' }),
    mock(view) {
      const returns = base.returns.filter((key) => view.has(key));
      return { rules: [{ when: { [base.arg]: view.valueOf(base.matchKey) }, returns }], otherwise: [] };
    },
  };
}

/** A tool that returns whole records whatever it is asked (document search, note fetch). */
export function recordsTool(base: ToolBase & { readonly kind: 'discover' | 'access'; readonly args: Readonly<Record<string, JsonType>>; readonly records: readonly string[] }): ToolTemplate {
  return {
    name: base.name,
    description: base.description,
    scope: base.scope,
    owner: base.owner,
    kind: base.kind,
    effect: 'none',
    inputSchema: objectSchema(base.args),
    mock: (view) => ({ rules: [], otherwise: recordKeys(view, base.records) }),
  };
}

/** A tool that returns no vault data (a slot finder, an interaction checker). */
export function dataFreeTool(base: ToolBase & { readonly kind: 'discover' | 'access'; readonly args: Readonly<Record<string, JsonType>> }): ToolTemplate {
  return recordsTool({ ...base, records: [] });
}

/** A write tool: produces an artifact (C7) or sends a message out of the system. */
export function writeTool(base: ToolBase & { readonly effect: 'artifact' | 'outbound-message'; readonly args: Readonly<Record<string, JsonType>>; readonly textArg: string }): ToolTemplate {
  return {
    name: base.name,
    description: base.description,
    scope: base.scope,
    owner: base.owner,
    kind: 'write',
    effect: base.effect,
    textArg: base.textArg,
    inputSchema: objectSchema(base.args),
    mock: () => ({ rules: [], otherwise: [] }),
  };
}
