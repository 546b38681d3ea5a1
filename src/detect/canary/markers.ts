import type { VaultField } from '../../contracts/index.js';
import { mapMatches } from '../regex-scan.js';

/**
 * A whole value that is a planted canary: `CANARY_`, one or more upper-case type parts, 8 hex
 * digits (`CANARY_SSN_C0E3534A`, `CANARY_CONF_NOTE_F86CD76E`). Parts are bounded so that a text
 * of repeated `CANARY_` prefixes cannot make the search quadratic.
 */
export const CANARY_VALUE = /^CANARY_[A-Z][A-Z0-9]{0,31}(?:_[A-Z][A-Z0-9]{0,31}){0,7}_[0-9A-F]{8}$/;

/**
 * Marker-like tokens in a longer vault value (a note that carries a marker); each is then
 * checked against {@link CANARY_VALUE}. One character class, so the search is linear even on a
 * value of repeated `CANARY_` prefixes (the fully structured pattern was not: recheck found a
 * cubic attack).
 */
export const CANARY_TOKEN = /(?<![A-Za-z0-9_])CANARY_[A-Z0-9_]+/g;

/** Every pattern of this file, for the ReDoS check. */
export const MARKER_PATTERNS: readonly RegExp[] = [CANARY_VALUE, CANARY_TOKEN];

/** True when a value has the shape of a planted canary marker. */
export function isCanaryValue(value: string): boolean {
  return CANARY_VALUE.test(value);
}

/**
 * The canary markers a vault field carries: its whole value when the field is a canary
 * (`tier: 'canary'` or a marker-shaped value), else the markers embedded in its value.
 *
 * @example canaryMarkers({ key: 'ssn', value: 'CANARY_SSN_C0E3534A', tier: 'structured', ... }) // ['CANARY_SSN_C0E3534A']
 */
export function canaryMarkers(field: Pick<VaultField, 'value' | 'tier'>): string[] {
  const value = field.value.trim();
  if (field.tier === 'canary' || isCanaryValue(value)) return value === '' ? [] : [value];
  const tokens = mapMatches(CANARY_TOKEN, value, (match) => withoutTrailingUnderscores(match[0]));
  return [...new Set(tokens.filter(isCanaryValue))];
}

/** True when a field is owned by tier 1 (tier 2 leaves it alone to avoid double work). */
export function isCanaryField(field: Pick<VaultField, 'value' | 'tier'>): boolean {
  return field.tier === 'canary' || isCanaryValue(field.value.trim());
}

function withoutTrailingUnderscores(token: string): string {
  let end = token.length;
  while (end > 0 && token.charCodeAt(end - 1) === 95) end -= 1;
  return token.slice(0, end);
}
