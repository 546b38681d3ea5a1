/**
 * The experimental conditions (as in the AgentPrivArena paper): C0 no mitigation, C1 a
 * privacy prompt, C2–C4 the runtime guard with the PII, data-minimization and
 * contextual-integrity criteria — the same pipeline, only the criterion differs.
 *
 * C2–C4 give the guard the task's protected items as its vault (the *oracle* inventory: what
 * the metric scores is what the guard looks for). C2x–C4x withhold them: the guard knows only
 * what it extracts from what the agent reads (identifiers, sentences naming sensitive
 * categories), as a deployed guard would (issue 16, Build 4).
 */
import { LeakscopeError } from '../../contracts/index.js';

/** Condition ids. */
export const CONDITION_IDS = ['C0', 'C1', 'C2', 'C3', 'C4', 'C2x', 'C3x', 'C4x'] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** What a condition changes. */
export interface ArenaCondition {
  readonly id: ConditionId;
  readonly label: string;
  /** The agent gets the privacy prompt. */
  readonly privacyPrompt: boolean;
  /** The guard's criterion, or undefined for no guard. */
  readonly criterion?: 'pii' | 'minimization' | 'contextual-integrity';
  /** Where the guard's inventory comes from: the protected items (`oracle`) or only what it extracts from reads (`extracted`). */
  readonly inventory?: 'oracle' | 'extracted';
}

/** Every condition by id. */
export const CONDITIONS: Readonly<Record<ConditionId, ArenaCondition>> = {
  C0: { id: 'C0', label: 'no mitigation', privacyPrompt: false },
  C1: { id: 'C1', label: 'privacy prompt', privacyPrompt: true },
  C2: { id: 'C2', label: 'guard: PII', privacyPrompt: false, criterion: 'pii', inventory: 'oracle' },
  C3: { id: 'C3', label: 'guard: data minimization', privacyPrompt: false, criterion: 'minimization', inventory: 'oracle' },
  C4: { id: 'C4', label: 'guard: contextual integrity', privacyPrompt: false, criterion: 'contextual-integrity', inventory: 'oracle' },
  C2x: { id: 'C2x', label: 'guard: PII, extracted inventory', privacyPrompt: false, criterion: 'pii', inventory: 'extracted' },
  C3x: { id: 'C3x', label: 'guard: data minimization, extracted inventory', privacyPrompt: false, criterion: 'minimization', inventory: 'extracted' },
  C4x: { id: 'C4x', label: 'guard: contextual integrity, extracted inventory', privacyPrompt: false, criterion: 'contextual-integrity', inventory: 'extracted' },
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
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const id = CONDITION_IDS.find((known) => known.toLowerCase() === entry.toLowerCase());
      if (id === undefined) throw new LeakscopeError('usage', `unknown condition "${entry}" (known: ${CONDITION_IDS.join(', ')})`);
      return CONDITIONS[id];
    });
}

/** The `run.defense` recorded in traces, e.g. `C2:guard:pii`. */
export function defenseLabel(condition: ArenaCondition): string {
  if (condition.criterion !== undefined) return `${condition.id}:guard:${condition.criterion}${condition.inventory === 'extracted' ? ':extracted-inventory' : ''}`;
  return condition.privacyPrompt ? `${condition.id}:privacy-prompt` : `${condition.id}:none`;
}
