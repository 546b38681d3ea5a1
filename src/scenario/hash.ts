import type { Scenario } from '../contracts/index.js';
import { canonicalJson, sha256Hex } from '../lib/canonical-json.js';

/** A scenario before its content hash is set. */
export type ScenarioWithoutHash = Omit<Scenario, 'hash'>;

/**
 * The content hash of a scenario: SHA-256 (hex) of the canonical JSON of every field except
 * `hash`. Any `hash` property on the argument is ignored, so a parsed scenario can be checked
 * with `scenarioHash(s) === s.hash`.
 *
 * @example
 * const hash = scenarioHash(draft); // 64 hex digits
 * const scenario = { ...draft, hash };
 */
export function scenarioHash(scenario: ScenarioWithoutHash | Scenario): string {
  const { hash: _ignored, ...rest } = scenario as Partial<Pick<Scenario, 'hash'>> & ScenarioWithoutHash;
  return sha256Hex(canonicalJson(rest));
}

/**
 * Returns the scenario with `hash` set (replacing any previous one), placed after
 * `schemaVersion` for readability.
 */
export function withHash(scenario: ScenarioWithoutHash | Scenario): Scenario {
  const { id, schemaVersion, hash: _previous, ...rest } = scenario as Partial<Pick<Scenario, 'hash'>> & ScenarioWithoutHash;
  return { id, schemaVersion, hash: scenarioHash(scenario), ...rest };
}
