/**
 * The message bus between agents (C2). A message is placed (inter-agent-message attacks ride on
 * the compromised sender's message), passed through the defense, recorded, then delivered: the
 * receiver gets exactly the recorded content.
 */
import type { AgentSpec } from '../../contracts/index.js';
import type { AttackPlacement } from '../attacks.js';
import type { FlowGate } from './gate.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/** Delivers agent-to-agent messages. */
export interface MessageBus {
  /** Sends `content` from one agent to another; returns what the receiver gets. */
  send(from: AgentSpec, to: AgentSpec, content: string, purpose: 'delegation' | 'reply'): string;
}

/** Creates the bus of one trace. */
export function createMessageBus(recorder: TraceRecorder, gate: FlowGate, placement: AttackPlacement): MessageBus {
  return {
    send(from, to, content, purpose) {
      const sent = placement.message(from, content);
      const decision = gate.pass({ channel: 'C2', kind: 'message', from: from.id, to: to.id, content: sent, agent: to });
      if (decision.blocked === true) return `(the message from ${from.id} was blocked)`;
      recorder.emit({ channel: 'C2', kind: 'message', from: from.id, to: to.id, content: decision.content, meta: { purpose } });
      return decision.content;
    },
  };
}
