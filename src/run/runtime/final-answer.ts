/** The final answer to the user (C1). */
import type { AgentSpec } from '../../contracts/index.js';
import type { FlowGate } from './gate.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/**
 * Records the entry agent's answer as a C1 `final-answer` event and returns what the user
 * receives (after the defense), or undefined when the defense blocked it.
 */
export function deliverFinalAnswer(recorder: TraceRecorder, gate: FlowGate, agent: AgentSpec, content: string): string | undefined {
  const decision = gate.pass({ channel: 'C1', kind: 'final-answer', from: agent.id, to: 'user', content, agent });
  if (decision.blocked === true) return undefined;
  recorder.emit({ channel: 'C1', kind: 'final-answer', from: agent.id, to: 'user', content: decision.content });
  return decision.content;
}
