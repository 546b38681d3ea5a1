/**
 * The runtime guard as adapters see it. Adapters live in `trace/`, below `guard/` in the layer
 * map, so they take the guard structurally: any object with `inspect` / `inspectParts` /
 * `inspectSync` / `observe` of this shape — `createGuard(...)` from `leakscope` is one — and
 * record each non-PASS decision as a `guard-decision` event naming field keys only.
 */
import type { ChannelId, EventKind } from '../contracts/index.js';
import type { AdapterRecorder } from '../trace/recorder.js';

/** The three outcomes of the write boundary. */
export type AdapterGuardDecision = 'PASS' | 'ABSTRACT' | 'BLOCK';

/** Content about to move on a channel (the guard's `GuardFlowInput`). */
export interface AdapterGuardFlow {
  readonly channel: ChannelId;
  readonly sender: string;
  readonly recipient: string;
  readonly content: string;
  readonly purpose?: string;
  readonly tool?: string;
  readonly action?: 'read' | 'write';
}

/** What the guard decided (the parts of `GuardResult` adapters use). */
export interface AdapterGuardResult {
  readonly decision: AdapterGuardDecision;
  readonly content: string;
  readonly parts: readonly string[];
  readonly rationale: string;
  readonly verdicts: readonly { readonly target: string; readonly action: string }[];
  readonly shadow?: { readonly decision: AdapterGuardDecision; readonly content: string };
}

/** Something an agent received (the guard's `ObservationInput`). */
export interface AdapterObservation {
  readonly channel: ChannelId;
  readonly source: string;
  readonly recipient: string;
  readonly content: string;
  readonly purpose?: string;
}

/**
 * A guard, structurally (`createGuard` returns one).
 *
 * @example
 * import { createGuard } from 'leakscope';
 * const guard: AdapterGuard = createGuard({ vault, policy, purpose: 'book a follow-up' });
 */
export interface AdapterGuard {
  readonly criterion: string;
  inspect(flow: AdapterGuardFlow): Promise<AdapterGuardResult>;
  inspectParts(flow: Omit<AdapterGuardFlow, 'content'>, parts: readonly string[]): Promise<AdapterGuardResult>;
  /** For synchronous hooks (the OpenAI Agents handoff filter); deterministic criteria only. */
  inspectSync(flow: AdapterGuardFlow): AdapterGuardResult;
  observe(observation: AdapterObservation): unknown;
}

/** `run.defense` of a trace guarded by `guard` (`none` without one). */
export function defenseId(guard: AdapterGuard | undefined): string {
  return guard === undefined ? 'none' : `guard:${guard.criterion}`;
}

/** The vault field keys a result withholds (generalised, omitted or blocked), for messages without values. */
export function withheldFields(result: AdapterGuardResult): string[] {
  return result.verdicts.filter((entry) => entry.action !== 'pass').map((entry) => (entry.target.startsWith('vault:') ? entry.target.slice('vault:'.length) : entry.target));
}

/**
 * Records a `guard-decision` event for a decision that changed something (or would have, in
 * shadow mode), just before the flow's own event. The content names field keys only.
 */
export function recordDecision(recorder: AdapterRecorder, guard: AdapterGuard, flow: Omit<AdapterGuardFlow, 'content'>, kind: EventKind, result: AdapterGuardResult): void {
  const reached = result.shadow?.decision ?? result.decision;
  if (reached === 'PASS') return;
  const fields = withheldFields(result);
  const mode = result.shadow === undefined ? 'enforce' : 'shadow';
  recorder.emit({
    channel: flow.channel,
    kind: 'guard-decision',
    from: `guard:${guard.criterion}`,
    to: flow.recipient,
    ...(flow.tool === undefined ? {} : { tool: flow.tool }),
    content: `guard:${guard.criterion} ${reached}${mode === 'shadow' ? ' (shadow)' : ''} in ${kind} ${flow.sender} -> ${flow.recipient}${fields.length === 0 ? '' : `: ${fields.join(', ')}`}`,
    meta: { decision: result.decision, wouldDecide: reached, mode, criterion: guard.criterion, sender: flow.sender, fields },
  });
}

/** A guarded text: what may flow (undefined when blocked) and the decision. */
export interface GuardedText {
  readonly content: string | undefined;
  readonly result: AdapterGuardResult | undefined;
}

/**
 * Inspects a text flow and records the decision; without a guard the text passes unchanged.
 *
 * @example
 * const { content } = await guardText(recorder, guard, { channel: 'C1', sender: 'assistant', recipient: 'user', content: answer }, 'final-answer');
 */
export async function guardText(recorder: AdapterRecorder, guard: AdapterGuard | undefined, flow: AdapterGuardFlow, kind: EventKind): Promise<GuardedText> {
  if (guard === undefined) return { content: flow.content, result: undefined };
  const result = await guard.inspect(flow);
  recordDecision(recorder, guard, flow, kind, result);
  return { content: result.decision === 'BLOCK' ? undefined : result.content, result };
}

/** {@link guardText} for synchronous hooks (deterministic criteria). */
export function guardTextSync(recorder: AdapterRecorder, guard: AdapterGuard | undefined, flow: AdapterGuardFlow, kind: EventKind): GuardedText {
  if (guard === undefined) return { content: flow.content, result: undefined };
  const result = guard.inspectSync(flow);
  recordDecision(recorder, guard, flow, kind, result);
  return { content: result.decision === 'BLOCK' ? undefined : result.content, result };
}

/** The text an agent sees in place of a withheld message or answer (field keys only). */
export function withheldText(what: string, result: AdapterGuardResult | undefined): string {
  const fields = result === undefined ? [] : withheldFields(result);
  return `[${what} withheld by the leakscope guard${fields.length === 0 ? '' : `: ${fields.join(', ')} not allowed`}]`;
}
