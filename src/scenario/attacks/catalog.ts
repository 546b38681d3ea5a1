/**
 * The 32-class attack catalog (AgentLeak §V, Table III): six families, F1–F6.
 * A1 (weak adversary) uses F1, F2 and F6 (14 classes); A2 (strong) uses F3, F4, F5 (18 classes).
 */
import type { AttackFamily } from '../../contracts/index.js';
import { COORDINATION_CLASSES } from './families/coordination.js';
import { EVASION_CLASSES } from './families/evasion.js';
import { INDIRECT_CLASSES } from './families/indirect.js';
import { MEMORY_CLASSES } from './families/memory.js';
import { PROMPT_CLASSES } from './families/prompt.js';
import { REASONING_CLASSES } from './families/reasoning.js';
import type { AttackClass } from './types.js';

export type { AttackClass, PayloadEncoding } from './types.js';

/** Names of the six attack families. */
export const ATTACK_FAMILIES: Readonly<Record<AttackFamily, string>> = {
  F1: 'Prompt & instruction',
  F2: 'Indirect & tool-surface',
  F3: 'Memory & persistence',
  F4: 'Multi-agent coordination',
  F5: 'Reasoning & chain-of-thought',
  F6: 'Evasion & obfuscation',
};

/** All 32 attack classes, in family order. */
export const ATTACK_CATALOG: readonly AttackClass[] = Object.freeze([...PROMPT_CLASSES, ...INDIRECT_CLASSES, ...MEMORY_CLASSES, ...COORDINATION_CLASSES, ...REASONING_CLASSES, ...EVASION_CLASSES]);

const BY_ID: ReadonlyMap<string, AttackClass> = new Map(ATTACK_CATALOG.flatMap((attack) => [[attack.id, attack] as const, ...(attack.aliases ?? []).map((alias) => [alias, attack] as const)]));

/**
 * Looks an attack class up by id (or alias); undefined when unknown.
 *
 * @example attackById('role_confusion')?.family // 'F1'
 */
export function attackById(id: string): AttackClass | undefined {
  return BY_ID.get(id);
}

/** The classes available at an adversary level, in catalog order. */
export function attacksAtLevel(level: 'A1' | 'A2'): readonly AttackClass[] {
  return ATTACK_CATALOG.filter((attack) => attack.level === level);
}
