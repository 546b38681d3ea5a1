/** The artifact store: files, records and posts that agents write (C7). */
import type { AgentSpec } from '../../contracts/index.js';
import type { FlowGate } from './gate.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/** One stored artifact, as written (after the defense). */
export interface Artifact {
  readonly name: string;
  readonly author: string;
  readonly tool: string;
  readonly content: string;
}

/** Stores artifacts and records each write as a C7 event. */
export interface ArtifactStore {
  /** Stores an artifact; returns its name, or undefined when the defense blocked the write. */
  write(agent: AgentSpec, tool: string, content: string): string | undefined;
  list(): readonly Artifact[];
}

/** Creates the artifact store of one trace. */
export function createArtifactStore(recorder: TraceRecorder, gate: FlowGate): ArtifactStore {
  const artifacts: Artifact[] = [];
  return {
    write(agent, tool, content) {
      const name = `${tool}-${artifacts.length + 1}`;
      const decision = gate.pass({ channel: 'C7', kind: 'artifact', from: agent.id, to: name, tool, content, agent });
      if (decision.blocked === true) return undefined;
      artifacts.push({ name, author: agent.id, tool, content: decision.content });
      recorder.emit({ channel: 'C7', kind: 'artifact', from: agent.id, to: name, tool, content: decision.content, meta: { artifact: name } });
      return name;
    },
    list: () => artifacts,
  };
}
