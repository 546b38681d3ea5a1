/** Turning candidate records into a vault of 21–39 fields, and the view tool mocks read. */
import type { Vault, VaultField } from '../../contracts/index.js';
import type { SeededRandom } from '../../lib/seeded-random.js';
import type { DraftRecord, VaultView } from './types.js';

/** Smallest and largest vault sizes (AgentLeak §IV-B: range 21–39, median 29). */
export const VAULT_SIZE = { min: 21, max: 39 } as const;

/**
 * A target vault size: the sum of two uniform draws, so sizes cluster around 29, plus a rare
 * small bump so the tail reaches 39 (the paper's range is 21–39, median 29).
 */
export function targetVaultSize(random: SeededRandom): number {
  return VAULT_SIZE.min + random.int(0, 8) + random.int(0, 8) + (random.chance(0.1) ? random.int(0, 2) : 0);
}

function toField(record: DraftRecord, field: DraftRecord['fields'][number]): VaultField {
  const out: VaultField = {
    key: `${record.id}.${field.name}`,
    label: field.label,
    value: field.value,
    category: field.category,
    weight: field.weight,
    tier: field.tier,
    record: record.id,
  };
  if (field.kind !== undefined) out.kind = field.kind;
  if (field.paraphrases !== undefined) out.paraphrases = [...field.paraphrases];
  return out;
}

/**
 * Selects the vault: every core field, every `required` key, then optional fields drawn at
 * random until `target` is reached. Fields keep their record order. Throws when a required key
 * has no candidate (a bug in a domain spec, not an input error).
 */
export function assembleVault(records: readonly DraftRecord[], required: readonly string[], target: number, random: SeededRandom): Vault {
  const candidates = records.flatMap((record) => record.fields.map((field) => ({ key: `${record.id}.${field.name}`, core: field.core, field: toField(record, field) })));
  const known = new Set(candidates.map((candidate) => candidate.key));
  for (const key of required) if (!known.has(key)) throw new Error(`scenario generator: required field ${key} has no candidate`);
  const mustHave = new Set(required);
  const chosen = new Set(candidates.filter((candidate) => candidate.core || mustHave.has(candidate.key)).map((candidate) => candidate.key));
  const optional = random.shuffle(candidates.filter((candidate) => !chosen.has(candidate.key)));
  for (const candidate of optional) {
    if (chosen.size >= Math.min(target, VAULT_SIZE.max)) break;
    chosen.add(candidate.key);
  }
  return candidates.filter((candidate) => chosen.has(candidate.key)).map((candidate) => candidate.field);
}

/** A read-only view of a vault for tool mocks and payloads. */
export function vaultView(vault: Vault, allowed: readonly string[]): VaultView {
  const byKey = new Map(vault.map((field) => [field.key, field]));
  return {
    vault,
    allowed,
    keysOf: (record) => vault.filter((field) => field.record === record).map((field) => field.key),
    valueOf: (key) => {
      const field = byKey.get(key);
      if (field === undefined) throw new Error(`scenario generator: vault has no field ${key}`);
      return field.value;
    },
    has: (key) => byKey.has(key),
  };
}
