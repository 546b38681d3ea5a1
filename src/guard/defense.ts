/**
 * The guard as a harness defense (`guard:<criterion>`): a `Defense` of `contracts/defense.ts`.
 * Each trace opens a session with its own guard and inventory; reads (C4, C5 memory reads) are observed, messages (C2) are
 * inspected as sent and observed as received, everything else is inspected. The harness
 * calls defenses synchronously, so model-judged criteria cannot be waited for here: their
 * flows get the fail mode (use the offline criteria in the harness, or the async front doors).
 */
import type { DefenseDecision, DefenseFlow, DefenseScope, Scenario } from '../contracts/index.js';
import type { CriterionId } from './criteria/index.js';
import { defaultDetectors } from '../detect/pipeline.js';
import type { Detector } from '../detect/types.js';
import { createGuard, type Guard } from './engine.js';
import type { GuardResult } from './types.js';

/** The flow the harness passes (`contracts/defense.ts`). */
export type HarnessFlow = DefenseFlow;

/** What the harness knows besides the flow. */
export type HarnessScope = DefenseScope;

/** What flows after the defense. */
export type HarnessDecision = DefenseDecision;

/** A guard defense for the harness. */
export interface GuardDefense {
  readonly id: string;
  readonly description: string;
  transform(flow: HarnessFlow, scope: HarnessScope): HarnessDecision;
  open(scope: HarnessScope): { transform(flow: HarnessFlow): HarnessDecision };
}

/** Options of {@link createGuardDefense}. */
export interface GuardDefenseOptions {
  readonly failMode?: 'closed' | 'open';
}

function decisionOf(result: GuardResult): HarnessDecision {
  const withheld = result.verdicts.filter((entry) => entry.action !== 'pass' && entry.target.startsWith('vault:')).map((entry) => entry.target.slice('vault:'.length));
  if (result.decision === 'BLOCK') return { content: '', blocked: true, redactedFields: withheld };
  if (result.decision === 'ABSTRACT') return { content: result.content, redactedFields: withheld };
  return { content: result.content };
}

function guardFor(scope: HarnessScope, criterion: CriterionId, options: GuardDefenseOptions, detectors: readonly Detector[]): Guard {
  const { scenario } = scope;
  return createGuard({ vault: scenario.vault, policy: scenario.policy, purpose: scenario.task.purpose, criterion, failMode: options.failMode ?? 'closed', detectors });
}

function transformWith(guard: Guard, scope: HarnessScope, flow: HarnessFlow): HarnessDecision {
  const reads = flow.channel === 'C4' || flow.kind === 'tool-result' || flow.kind === 'memory-read';
  if (reads) {
    guard.observe({ channel: flow.channel, source: flow.tool ?? flow.from, recipient: flow.to ?? flow.agent?.id ?? 'agent', content: flow.content });
    return { content: flow.content };
  }
  const tool = flow.tool === undefined ? undefined : scope.scenario.tools.find((spec) => spec.name === flow.tool);
  const result = guard.inspectSync({
    channel: flow.channel,
    sender: flow.from,
    recipient: flow.to ?? (flow.channel === 'C1' ? 'user' : flow.tool !== undefined ? `tool:${flow.tool}` : 'unknown'),
    content: flow.content,
    ...(flow.tool === undefined ? {} : { tool: flow.tool }),
    ...(tool === undefined ? {} : { action: tool.kind === 'write' ? ('write' as const) : ('read' as const) }),
  });
  const decision = decisionOf(result);
  if (flow.channel === 'C2' && decision.blocked !== true) {
    guard.observe({ channel: 'C2', source: flow.from, recipient: flow.to ?? 'agent', content: decision.content });
  }
  return decision;
}

/**
 * Creates the `guard:<criterion>` defense.
 *
 * @example
 * // run/defenses/index.ts
 * const defense = createGuardDefense('allowed-set'); // id 'guard:allowed-set'
 */
export function createGuardDefense(criterion: CriterionId, options: GuardDefenseOptions = {}): GuardDefense {
  // Without a session (a harness that never calls open), one guard per scenario object.
  const byScenario = new WeakMap<Scenario, Guard>();
  // One detector set per defense: the guards of every scenario share its caches.
  const detectors = defaultDetectors();
  return {
    id: `guard:${criterion}`,
    description: `runtime guard (${criterion}): inventory after reads, PASS / ABSTRACT / BLOCK before writes`,
    transform(flow, scope) {
      let guard = byScenario.get(scope.scenario);
      if (guard === undefined) {
        guard = guardFor(scope, criterion, options, detectors);
        byScenario.set(scope.scenario, guard);
      }
      return transformWith(guard, scope, flow);
    },
    open(scope) {
      const guard = guardFor(scope, criterion, options, detectors);
      return { transform: (flow) => transformWith(guard, scope, flow) };
    },
  };
}
