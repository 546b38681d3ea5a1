/**
 * The ABSTRACT operators, chosen per verdict: `omit` → the category placeholder;
 * `generalize` → a reversible token when the recipient is trusted and a key is configured,
 * else the field's generalisation, else the category placeholder.
 */
import type { VaultField } from '../../contracts/index.js';
import { categoryPlaceholder, fieldTypeName, generalizeField, generalizeRecognised } from './generalize.js';
import { encryptToken, type TokenKey } from './token.js';

/** Which operator produced a replacement. */
export type AbstractionOperator = 'category' | 'generalize' | 'token';

/** A replacement text and how it was made. */
export interface Abstraction {
  readonly text: string;
  readonly operator: AbstractionOperator;
  /** 2 for category placeholders (they reveal least), 1 otherwise; decides overlaps. */
  readonly strength: number;
}

/** What the operators need besides the value. */
export interface AbstractionSettings {
  /** Set when the recipient is trusted and the guard has a token key. */
  readonly tokenKey?: TokenKey | undefined;
}

/**
 * The abstraction of a vault field's value for a verdict.
 *
 * @example abstractField(diagnosisField, 'generalize', {}) // { text: 'a chronic condition', operator: 'generalize', strength: 1 }
 * @example abstractField(diagnosisField, 'omit', {}) // { text: '[diagnosis]', operator: 'category', strength: 2 }
 */
export function abstractField(field: VaultField, action: 'generalize' | 'omit', settings: AbstractionSettings): Abstraction {
  const category: Abstraction = { text: categoryPlaceholder(fieldTypeName(field)), operator: 'category', strength: 2 };
  if (action === 'omit') return category;
  if (settings.tokenKey !== undefined) return { text: encryptToken(field.value, settings.tokenKey), operator: 'token', strength: 1 };
  const general = generalizeField(field);
  return general === null ? category : { text: general, operator: 'generalize', strength: 1 };
}

/** The abstraction of an unvaulted identifier (`surface` is the text found). */
export function abstractRecognised(recogniser: string, surface: string, action: 'generalize' | 'omit', settings: AbstractionSettings): Abstraction {
  const category: Abstraction = { text: categoryPlaceholder(recogniser), operator: 'category', strength: 2 };
  if (action === 'omit') return category;
  if (settings.tokenKey !== undefined) return { text: encryptToken(surface, settings.tokenKey), operator: 'token', strength: 1 };
  const general = generalizeRecognised(recogniser, surface);
  return general === null ? category : { text: general, operator: 'generalize', strength: 1 };
}

/** True when the field has a generalisation that is not just its category (the allowed-set rule asks this). */
export function canGeneralize(field: VaultField): boolean {
  return generalizeField(field) !== null;
}
