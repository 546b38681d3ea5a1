/**
 * The flow gate: every runtime component sends content through it before recording and
 * delivering it. It applies the defense and, when the defense changed something, records a
 * `guard-decision` event (field keys only, never values) just before the flow's own event.
 */
import type { Defense, DefenseScope, Flow, FlowDecision } from '../defenses/types.js';
import type { TraceRecorder } from './recorder.js';

/** Passes flows through a defense. */
export interface FlowGate {
  pass(flow: Flow): FlowDecision;
}

/** Creates the gate of one trace. */
export function createFlowGate(defense: Defense, scope: DefenseScope, recorder: TraceRecorder): FlowGate {
  const session = defense.open?.(scope);
  return {
    pass(flow) {
      const decision = session === undefined ? defense.transform(flow, scope) : session.transform(flow);
      const redacted = decision.redactedFields ?? [];
      if (decision.blocked === true || redacted.length > 0) {
        const action = decision.blocked === true ? 'blocked' : `redacted ${redacted.join(', ')}`;
        const route = flow.to === undefined ? flow.from : `${flow.from} -> ${flow.to}`;
        recorder.emit({
          channel: flow.channel,
          kind: 'guard-decision',
          from: `defense:${defense.id}`,
          ...(flow.to === undefined ? {} : { to: flow.to }),
          ...(flow.tool === undefined ? {} : { tool: flow.tool }),
          content: `${defense.id} ${action} in ${flow.kind} ${route}`,
          meta: { defense: defense.id, decision: decision.blocked === true ? 'BLOCK' : 'ABSTRACT', flowKind: flow.kind, fields: [...redacted] },
        });
      }
      return decision;
    },
  };
}
