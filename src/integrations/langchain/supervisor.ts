/**
 * A LangGraph supervisor graph with handoff tools, built so every inter-agent flow is recorded
 * (and guarded) where it happens: `transfer_to_<agent>` tools hand control over with
 * `Command.PARENT` (the langgraph-supervisor pattern) and record what the receiving agent gets —
 * every message the handing agent added since it last handed over (shared-history semantics) —
 * and a return node per worker hands the worker's messages back to whoever called it. The guard
 * masks those messages in the shared state (same-id replacements), so the next agent's model
 * never sees the withheld values.
 */
import { randomUUID } from 'node:crypto';
import type { BaseMessage } from '@langchain/core/messages';
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { RunnableConfig } from '@langchain/core/runnables';
import type { BaseCheckpointSaver, BaseStore } from '@langchain/langgraph';
import { z } from 'zod';
import type { FlowGuard } from '../guard-hooks.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import { handOver, type MessageClasses } from './messages.js';

/** One open handoff: who handed over to whom. */
interface Frame {
  readonly from: string;
  readonly to: string;
}

type StackOp = { readonly push: Frame } | { readonly pop: true };

/** The compiled graph, typed as much as callers need. */
export interface SupervisorGraph {
  invoke(input: { readonly messages: readonly unknown[] }, config?: RunnableConfig): Promise<{ messages: BaseMessage[] }>;
}

/** Anything `createAgent` returns (its compiled graph is a node of the supervisor graph). */
export interface AgentLike {
  readonly graph: unknown;
}

/** Options of {@link createSupervisorKit}. */
export interface SupervisorKitOptions {
  readonly guard?: FlowGuard;
  readonly purpose?: string;
}

/** Building blocks of one run's supervisor graph. */
export interface SupervisorKit {
  /** The name of the handoff tool from any agent to `to`. */
  toolName(to: string): string;
  /** A handoff tool for agent `from` (give it to `createAgent({ tools })`). */
  handoffTool(from: string, to: string, description?: string): StructuredToolInterface;
  /** The graph: `entry` starts; a worker returns to the agent that handed over to it. */
  compile(agents: Readonly<Record<string, AgentLike>>, entry: string, options?: { readonly checkpointer?: BaseCheckpointSaver; readonly store?: BaseStore }): SupervisorGraph;
  /** The agent whose code is running now (LangChain's `lc_agent_name`), for store and checkpointer wrappers. */
  currentAgent(): string | undefined;
}

function safeName(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, '_');
}

/**
 * Creates the kit (async: LangChain and LangGraph are imported on demand).
 *
 * @example
 * const kit = await createSupervisorKit(recorder, { guard });
 * const clerk = createAgent({ model, name: 'clerk', tools: [lookup] });
 * const coordinator = createAgent({ model, name: 'coordinator', tools: [kit.handoffTool('coordinator', 'clerk')] });
 * const graph = kit.compile({ coordinator, clerk }, 'coordinator', { checkpointer: new MemorySaver() });
 * await graph.invoke({ messages: [{ role: 'user', content: request }] }, { configurable: { thread_id: 't1' }, callbacks: [handler] });
 */
export async function createSupervisorKit(recorder: TraceRecorder, options: SupervisorKitOptions = {}): Promise<SupervisorKit> {
  const [{ tool }, messagesModule, langgraph] = await Promise.all([import('@langchain/core/tools'), import('@langchain/core/messages'), import('@langchain/langgraph')]);
  const { Annotation, Command, END, MessagesAnnotation, START, StateGraph, getConfig, getCurrentTaskInput } = langgraph;
  const classes = messagesModule as unknown as MessageClasses;
  const { ToolMessage } = messagesModule;
  const guard = options.guard;
  const purpose = options.purpose === undefined ? {} : { purpose: options.purpose };
  const handoffNames = new Set<string>();
  // Messages already reported in a C2 event (in either direction); the rest is new content.
  const covered = new Set<string>();
  const uncovered = (messages: readonly BaseMessage[]): BaseMessage[] => messages.filter((message) => message.id === undefined || !covered.has(message.id));
  const cover = (messages: readonly BaseMessage[]): void => {
    for (const message of messages) if (message.id !== undefined) covered.add(message.id);
  };
  const replaceIn = (messages: readonly BaseMessage[], replacements: readonly BaseMessage[]): BaseMessage[] => {
    const byId = new Map(replacements.map((message) => [message.id, message]));
    return messages.map((message) => byId.get(message.id) ?? message);
  };

  const State = Annotation.Root({
    ...MessagesAnnotation.spec,
    handoffs: Annotation<Frame[], StackOp>({
      reducer: (stack, op) => ('push' in op ? [...stack, op.push] : stack.slice(0, -1)),
      default: () => [],
    }),
  });

  const toolName = (to: string): string => `transfer_to_${safeName(to)}`;

  function handoffTool(from: string, to: string, description?: string): StructuredToolInterface {
    const name = toolName(to);
    handoffNames.add(name);
    // The tool records its own C2 (with the content it hands over); other capture points skip it.
    recorder.claim(`tool:${from}:${name}`);
    return tool(
      async (_input: { message: string }, config: RunnableConfig & { toolCall?: { id?: string } }) => {
        const state = getCurrentTaskInput<{ messages: BaseMessage[] }>();
        const fresh = uncovered(state.messages);
        const replacements = await handOver(recorder, guard, { from, to, kind: 'handoff', ...purpose }, fresh, classes, handoffNames);
        const notice = new ToolMessage({ id: randomUUID(), content: `Transferred to ${to}.`, tool_call_id: config.toolCall?.id ?? '', name });
        cover([...fresh, notice]);
        return new Command({ goto: to, graph: Command.PARENT, update: { messages: [...replaceIn(state.messages, replacements), notice], handoffs: { push: { from, to } } } });
      },
      {
        name,
        description: description ?? `Hand the task over to the "${to}" agent, with a message saying what it should do.`,
        schema: z.object({ message: z.string().describe('What the other agent should do, with everything it needs.') }),
      },
    );
  }

  function returnNode(worker: string) {
    recorder.claim(`reply:${worker}`);
    return async (state: { messages: BaseMessage[]; handoffs: Frame[] }) => {
      const frame = state.handoffs.at(-1);
      if (frame === undefined || frame.to !== worker) return new Command({ goto: END });
      const fresh = uncovered(state.messages);
      const replacements = await handOver(recorder, guard, { from: worker, to: frame.from, kind: 'message', meta: { purpose: 'reply' }, ...purpose }, fresh, classes, handoffNames);
      cover(fresh);
      return new Command({ goto: frame.from, update: { messages: replacements, handoffs: { pop: true } } });
    };
  }

  function compile(agents: Readonly<Record<string, AgentLike>>, entry: string, compileOptions: { readonly checkpointer?: BaseCheckpointSaver; readonly store?: BaseStore } = {}): SupervisorGraph {
    const ids = Object.keys(agents);
    const builder = new StateGraph(State);
    type Builder = {
      addNode(name: string, node: unknown, options?: { ends: string[] }): Builder;
      addEdge(from: string, to: string): Builder;
      addConditionalEdges(from: string, route: (state: { handoffs: Frame[] }) => string, ends: string[]): Builder;
      compile(options: object): SupervisorGraph;
    };
    const graph = builder as unknown as Builder;
    for (const id of ids) {
      graph.addNode(id, agents[id]?.graph, { ends: ids });
      if (id === entry) continue;
      const back = `${id}__return`;
      graph.addNode(back, returnNode(id), { ends: [...ids, END] });
      // A worker that handed over further has the newer frame on top: it returns only once that one is closed.
      graph.addConditionalEdges(id, (state) => (state.handoffs.at(-1)?.to === id ? back : END), [back, END]);
    }
    graph.addEdge(START, entry);
    return graph.compile({
      ...(compileOptions.checkpointer === undefined ? {} : { checkpointer: compileOptions.checkpointer }),
      ...(compileOptions.store === undefined ? {} : { store: compileOptions.store }),
    });
  }

  return {
    toolName,
    handoffTool,
    compile,
    currentAgent() {
      try {
        const name = getConfig().metadata?.['lc_agent_name'];
        return typeof name === 'string' ? name : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
