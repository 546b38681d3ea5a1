/** The agent logger: working notes and reasoning, recorded on C6 as they are written. */
import type { AgentSpec } from '../../contracts/index.js';
import type { FlowGate } from './gate.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/** Writes C6 events. */
export interface AgentLogger {
  log(agent: AgentSpec, message: string, kind?: 'log' | 'reasoning'): void;
}

/** Creates the logger of one trace. */
export function createAgentLogger(recorder: TraceRecorder, gate: FlowGate): AgentLogger {
  return {
    log(agent, message, kind = 'log') {
      const decision = gate.pass({ channel: 'C6', kind, from: agent.id, content: message, agent });
      if (decision.blocked === true) return;
      recorder.emit({ channel: 'C6', kind, from: agent.id, content: decision.content });
    },
  };
}
