/**
 * A task's protected items as a leakscope vault (semantic fields, none allowed on any
 * channel), and the guard of a condition: the criterion, the task's purpose, the user as
 * principal, and the protected-item detector beside the default detectors.
 */
import type { ChannelPolicy, VaultField } from '../../contracts/index.js';
import { defaultDetectors } from '../../detect/index.js';
import { createGuard, type Guard, type GuardDecisionLog, type ModelJudgeOptions } from '../../guard/index.js';
import { createProtectedItemDetector, GUARD_MATCH_COVERAGE } from '../matching/detector.js';
import { userNameWords } from '../matching/protected-items.js';
import type { ArenaTask } from '../task.js';
import type { ArenaCondition } from './conditions.js';

/** Nothing is allowed anywhere: every protected item is a leak on every channel. */
export const ARENA_POLICY: ChannelPolicy = { defaultAllowed: [], allowed: {} };

/** The record id of the user in flow records. */
export const PRINCIPAL = 'user';

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 36)
      .replace(/_+$/, '') || 'protected_item'
  );
}

/**
 * The vault of a task: one semantic field per protected item, keyed `<item id>.<data type>` so
 * that the guard's placeholder names the type (`[pending legal case]`).
 *
 * @example taskVault(task)[0] // { key: 'item-1.a_pending_legal_case', value: 'Mr. Smithson is ...', tier: 'semantic', ... }
 */
export function taskVault(task: ArenaTask): VaultField[] {
  const type = slug(task.context.dataType);
  const subject = slug(task.context.dataSubject || 'data subject');
  return task.protectedItems.map((item) => ({
    key: `${item.id}.${type}`,
    label: task.context.dataType || 'protected item',
    value: item.text,
    category: item.category,
    weight: 1,
    tier: 'semantic',
    kind: 'text',
    record: `subject:${subject}`,
  }));
}

/** Vault key → protected item id. */
export function itemIdOfKey(key: string): string {
  return key.split('.')[0] ?? key;
}

/**
 * The task's purpose as the guard sees it: the request, without the hint about where to look
 * ("You can check out my notes for information"), which names sources, not the purpose.
 *
 * @example taskPurpose(task) // 'Respond to Mary's message about the potluck.'
 */
export function taskPurpose(task: Pick<ArenaTask, 'instruction'>): string {
  return task.instruction.replace(/\s*You can (?:check|assess|use|look|find|refer|consult|go through|access)[^.]*(?:\.|$)/gi, '').trim() || task.instruction;
}

/** Settings of the guard of a condition. */
export interface ConditionGuardOptions {
  readonly onDecision?: (log: GuardDecisionLog) => void;
  /** Coverage the guard's protected-item detector needs; default {@link GUARD_MATCH_COVERAGE}. */
  readonly coverage?: number;
  /** Makes the minimization and contextual-integrity criteria model-judged (PII stays deterministic). */
  readonly judge?: ModelJudgeOptions;
}

/**
 * The guard of a condition (undefined for C0/C1). Under C2x–C4x its vault is empty: what it
 * withholds it learned from the tool results the agent read (`guard/extract.ts`), and its
 * protected-item detector matches those learned sentences, not the scored items.
 *
 * @example const guard = conditionGuard(task, CONDITIONS.C4, { onDecision: (log) => trace.decision(log) });
 */
export function conditionGuard(task: ArenaTask, condition: ArenaCondition, options: ConditionGuardOptions = {}): Guard | undefined {
  if (condition.criterion === undefined) return undefined;
  const { onDecision, judge } = options;
  return createGuard({
    // The extracted-inventory conditions withhold the protected items: the guard learns from reads only.
    vault: condition.inventory === 'extracted' ? [] : taskVault(task),
    policy: ARENA_POLICY,
    criterion: condition.criterion,
    purpose: taskPurpose(task),
    principal: PRINCIPAL,
    failMode: 'closed',
    detectors: [...defaultDetectors(), createProtectedItemDetector({ coverage: options.coverage ?? GUARD_MATCH_COVERAGE, ignore: userNameWords(task.seed.user.name) })],
    ...(judge === undefined ? {} : { judge }),
    ...(onDecision === undefined ? {} : { onDecision }),
  });
}
