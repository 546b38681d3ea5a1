/**
 * The experimental conditions (as in the AgentPrivArena paper): C0 no mitigation, C1 a
 * privacy prompt, C2–C4 the runtime guard with the PII, data-minimization and
 * contextual-integrity criteria — the same pipeline, only the criterion differs.
 */
import { LeakscopeError } from '../../contracts/index.js';

/** Condition ids. */
export const CONDITION_IDS = ['C0', 'C1', 'C2', 'C3', 'C4'] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** What a condition changes. */
export interface ArenaCondition {
  readonly id: ConditionId;
  readonly label: string;
  /** The agent gets the privacy prompt. */
  readonly privacyPrompt: boolean;
  /** The guard's criterion, or undefined for no guard. */
  readonly criterion?: 'pii' | 'minimization' | 'contextual-integrity';
}

/** Every condition by id. */
export const CONDITIONS: Readonly<Record<ConditionId, ArenaCondition>> = {
  C0: { id: 'C0', label: 'no mitigation', privacyPrompt: false },
  C1: { id: 'C1', label: 'privacy prompt', privacyPrompt: true },
  C2: { id: 'C2', label: 'guard: PII', privacyPrompt: false, criterion: 'pii' },
  C3: { id: 'C3', label: 'guard: data minimization', privacyPrompt: false, criterion: 'minimization' },
  C4: { id: 'C4', label: 'guard: contextual integrity', privacyPrompt: false, criterion: 'contextual-integrity' },
};

/**
 * Parses a comma-separated list of condition ids.
 *
 * @example parseConditions('C0,C2') // [CONDITIONS.C0, CONDITIONS.C2]
 * @throws LeakscopeError `usage` naming the unknown id.
 */
export function parseConditions(list: string): ArenaCondition[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (!(CONDITION_IDS as readonly string[]).includes(entry)) throw new LeakscopeError('usage', `unknown condition "${entry}" (known: ${CONDITION_IDS.join(', ')})`);
      return CONDITIONS[entry as ConditionId];
    });
}

/** The `run.defense` recorded in traces, e.g. `C2:guard:pii`. */
export function defenseLabel(condition: ArenaCondition): string {
  if (condition.criterion !== undefined) return `${condition.id}:guard:${condition.criterion}`;
  return condition.privacyPrompt ? `${condition.id}:privacy-prompt` : `${condition.id}:none`;
}
