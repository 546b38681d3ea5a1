/**
 * What a field's value reveals beyond its key and label: a note labelled "hardship" that says
 * "while being treated for breast cancer" is health data. The tier-3 lexicon tags the value's
 * categories; the first special one (health, sex life, religion, criminal) is the field's
 * revealed type. Shared by the guard (its safe defaults and criteria) and the reports (leaks
 * by sensitivity).
 */
import type { VaultField } from '../contracts/index.js';
import { createSemanticEngine, type SemanticEngine } from '../detect/semantic/engine.js';
import { IDENTIFIER_TYPES, revealedType, sensitiveType, type SensitiveType } from './criteria/sensitivity.js';

let shared: SemanticEngine | undefined;

/**
 * The guard's one tier-3 engine for the whole process (the wink model and the compiled lexicon
 * load once, on first use), for what only tags categories: reads, and what vault values reveal.
 *
 * @example sharedSemanticEngine().categories('She was treated for breast cancer.')[0]?.category // 'health'
 */
export function sharedSemanticEngine(): SemanticEngine {
  shared ??= createSemanticEngine();
  return shared;
}

/**
 * The special category a field's value reveals when its key, label and kind name no sensitive
 * type (undefined otherwise, and for structured values: dates, amounts, identifiers).
 *
 * @example revealedTypeOf({ key: 'customer.hardship', value: 'treated for breast cancer', category: 'FIN', tier: 'semantic' }) // 'health'
 */
export function revealedTypeOf(field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category' | 'tier' | 'value'>): SensitiveType | undefined {
  if (sensitiveType(field) !== undefined) return undefined;
  if (!(field.tier === 'semantic' || field.kind === 'text' || field.kind === undefined)) return undefined;
  for (const mention of sharedSemanticEngine().categories(field.value)) {
    const type = revealedType(mention.category);
    if (type !== undefined) return type;
  }
  return undefined;
}

/** How sensitive a field is: an identifier, a special category (by type or by what its value reveals), or ordinary. */
export type Sensitivity = 'identifier' | 'special' | 'ordinary';

/**
 * The sensitivity of a field, by its type, else by what its value reveals.
 *
 * @example sensitivityOf({ key: 'patient.ssn', kind: 'ssn', ... }) // 'identifier'
 */
export function sensitivityOf(field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category' | 'tier' | 'value'>): Sensitivity {
  const type = sensitiveType(field) ?? revealedTypeOf(field);
  if (type === undefined) return 'ordinary';
  return IDENTIFIER_TYPES.has(type) ? 'identifier' : 'special';
}
