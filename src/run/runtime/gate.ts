/**
 * The flow gate: every runtime component sends content through it before recording and
 * delivering it. It applies the defense and, when the defense changed something, records the
 * one `guard-decision` event (field keys only, never values) just before the flow's own event.
 */
import type { Defense, DefenseScope, Flow, FlowDecision } from '../defenses/types.js';
import { guardDecisionDraft } from '../../trace/guard-decision.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/** Passes flows through a defense. */
export interface FlowGate {
  pass(flow: Flow): FlowDecision;
}

/** Creates the gate of one trace. */
export function createFlowGate(defense: Defense, scope: DefenseScope, recorder: TraceRecorder): FlowGate {
  const session = defense.open?.(scope);
  const criterion = defense.id.startsWith('guard:') ? defense.id.slice('guard:'.length) : defense.id;
  return {
    pass(flow) {
      const decision = session === undefined ? defense.transform(flow, scope) : session.transform(flow);
      const redacted = decision.redactedFields ?? [];
      const blocked = decision.blocked === true;
      if (blocked || redacted.length > 0) {
        recorder.emit(
          guardDecisionDraft({
            channel: flow.channel,
            decider: `defense:${defense.id}`,
            criterion,
            decision: blocked ? 'BLOCK' : 'ABSTRACT',
            flowKind: flow.kind,
            sender: flow.from,
            recipient: flow.to,
            tool: flow.tool,
            fields: redacted.map((key) => ({ target: `vault:${key}`, action: blocked ? 'block' : 'omit' })),
          }),
        );
      }
      return decision;
    },
  };
}
