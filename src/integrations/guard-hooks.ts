/**
 * The runtime guard as the framework integrations use it: the part of `Guard` they call
 * (`inspect` / `inspectParts` / `inspectSync` / `observe`), and the hooks that apply it to a
 * flow and record each decision that changed something as the one `guard-decision` event
 * (`trace/guard-decision.ts`), naming field keys only.
 */
import type { EventKind, GuardFlowInput, GuardResult } from '../contracts/index.js';
import type { Guard } from '../guard/engine.js';
import { guardDecisionDraft, withheldKeys } from '../trace/guard-decision.js';
import type { TraceRecorder } from '../trace/recorder.js';

/**
 * What the integrations need of a guard: `createGuard(...)` returns one; a wrapper (e.g. one
 * that forwards to a remote sidecar) need only provide these members.
 *
 * @example
 * import { createGuard } from 'leakscope';
 * const guard: FlowGuard = createGuard({ vault, policy, purpose: 'book a follow-up' });
 */
export type FlowGuard = Pick<Guard, 'criterion' | 'inspect' | 'inspectParts' | 'inspectSync' | 'observe'>;

/** A flow without its content (multi-part flows pass the parts apart). */
export type FlowHead = Omit<GuardFlowInput, 'content'>;

/** What {@link recordDecision} reads of a result (a handoff of several texts combines their results). */
export type DecisionOutline = Pick<GuardResult, 'decision' | 'verdicts' | 'rationale' | 'shadow' | 'failure'>;

/** `run.defense` of a trace guarded by `guard` (`none` without one). */
export function defenseId(guard: FlowGuard | undefined): string {
  return guard === undefined ? 'none' : `guard:${guard.criterion}`;
}

/** The vault field keys a result withholds (generalised, omitted or blocked), for messages without values. */
export function withheldFields(result: Pick<GuardResult, 'verdicts'>): string[] {
  return withheldKeys(result.verdicts);
}

/**
 * Records a `guard-decision` event for a decision that changed something (or would have, in
 * shadow mode), just before the flow's own event.
 */
export function recordDecision(recorder: TraceRecorder, guard: FlowGuard, flow: FlowHead, kind: EventKind, result: DecisionOutline): void {
  const reached = result.shadow?.decision ?? result.decision;
  if (reached === 'PASS') return;
  recorder.emit(
    guardDecisionDraft({
      channel: flow.channel,
      decider: `guard:${guard.criterion}`,
      criterion: guard.criterion,
      decision: result.decision,
      wouldDecide: reached,
      mode: result.shadow === undefined ? 'enforce' : 'shadow',
      flowKind: kind,
      sender: flow.sender,
      recipient: flow.recipient,
      tool: flow.tool,
      fields: result.verdicts,
      rationale: result.rationale === '' ? undefined : result.rationale,
      failure: result.failure,
    }),
  );
}

/** A guarded text: what may flow (undefined when blocked) and the decision. */
export interface GuardedText {
  readonly content: string | undefined;
  readonly result: GuardResult | undefined;
}

/**
 * Inspects a text flow and records the decision; without a guard the text passes unchanged.
 *
 * @example
 * const { content } = await guardText(recorder, guard, { channel: 'C1', sender: 'assistant', recipient: 'user', content: answer }, 'final-answer');
 */
export async function guardText(recorder: TraceRecorder, guard: FlowGuard | undefined, flow: GuardFlowInput, kind: EventKind): Promise<GuardedText> {
  if (guard === undefined) return { content: flow.content, result: undefined };
  const result = await guard.inspect(flow);
  recordDecision(recorder, guard, flow, kind, result);
  return { content: result.decision === 'BLOCK' ? undefined : result.content, result };
}

/** {@link guardText} for synchronous hooks (deterministic criteria). */
export function guardTextSync(recorder: TraceRecorder, guard: FlowGuard | undefined, flow: GuardFlowInput, kind: EventKind): GuardedText {
  if (guard === undefined) return { content: flow.content, result: undefined };
  const result = guard.inspectSync(flow);
  recordDecision(recorder, guard, flow, kind, result);
  return { content: result.decision === 'BLOCK' ? undefined : result.content, result };
}

/** The text an agent sees in place of a withheld message or answer (field keys only). */
export function withheldText(what: string, result: GuardResult | undefined): string {
  const fields = result === undefined ? [] : withheldFields(result);
  return `[${what} withheld by the leakscope guard${fields.length === 0 ? '' : `: ${fields.join(', ')} not allowed`}]`;
}
