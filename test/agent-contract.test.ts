/**
 * The agent contract suite (contracts/agent.ts): every agent kind — the arena's and the mosaic's
 * reference programs, the generic LLM tool loop, and the AI SDK, OpenAI Agents and LangGraph
 * framework agents — on one probe task each, against the stub model on 127.0.0.1. Each must call
 * the task's tools and answer from their results, reject an aborted task, and (agents that call
 * a model) reject a failed model call and a signal that aborts mid-call, so the runner excludes
 * the unit instead of scoring it clean. The harness's turn runtimes have their own suite
 * (test/run-agent-contract.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectArenaMcp, createArenaWorld, minimalArenaAgent, naiveArenaAgent, type ArenaAgentContext, type ArenaMcpSession, type ArenaWorld } from '../src/arena/index.js';
import { arenaSystemPrompt } from '../src/arena/run/agent.js';
import type { Agent, AgentKind, AgentTask, AgentTool } from '../src/contracts/index.js';
import { loadFrameworkTaskAgent } from '../src/integrations/registry.js';
import { createModelLayer, type ModelLayer } from '../src/models/index.js';
import { createSingleSourceAgent, createSynthesizerAgent } from '../src/mosaic/index.js';
import { createToolLoopAgent } from '../src/run/agents/tool-loop.js';
import { miniTasks } from './fixtures/arena/tasks.js';
import { startStubModel, stepOf, systemText, toolResultsText, type StubModel } from './support/stub-model.js';

const MARKER = 'ZEBRA-42';
const PROBE_INSTRUCTIONS = 'You are a careful assistant. Look the record up before you answer.';
const PROBE_INPUT = 'What is the badge colour for the lookup request R-7?';

let stub: StubModel;
let models: ModelLayer;

beforeAll(async () => {
  // Probe: look the record up, then answer with what the tool returned. MODE:fail / MODE:hang in the instructions break the call.
  stub = await startStubModel((request) => {
    const system = systemText(request);
    if (system.includes('MODE:fail')) return { status: 500 };
    if (system.includes('MODE:hang')) return { hang: true };
    return stepOf(request) === 0 ? { calls: [{ name: 'lookup', args: { id: 'R-7' } }] } : { text: `Found it: ${toolResultsText(request)}` };
  });
  models = createModelLayer({ baseURL: stub.baseURL, retry: { retries: 0, callTimeoutMs: 10_000 } });
});
afterAll(async () => {
  models.close();
  await stub.close();
});

/** Counts the executions of the tools it wraps. */
function observed(): { readonly wrap: (tool: AgentTool) => AgentTool; readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    wrap: (tool) => ({
      ...tool,
      execute: (args) => {
        calls.push(tool.name);
        return tool.execute(args);
      },
    }),
  };
}

/** What a subject of the suite brings: its agent and a probe task it can do. */
interface Subject {
  readonly name: string;
  readonly kind: AgentKind;
  create(): Promise<Agent>;
  /** The probe task (reference agents get their benchmark's), its tools wrapped by `wrap`. */
  probe(wrap: (tool: AgentTool) => AgentTool, signal: AbortSignal, mode?: 'fail' | 'hang'): Promise<{ task: AgentTask; dispose(): Promise<void> }>;
  /** Text in the output that shows a tool's result reached the agent. */
  readonly marker: string;
}

const lookupTool: AgentTool = {
  name: 'lookup',
  description: 'Look a record up by its id.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false },
  execute: async (args) => `record ${String(args['id'])}: the badge colour is ${MARKER}`,
};

/** The probe of model-driven agents: one lookup tool. */
const modelProbe: Subject['probe'] = async (wrap, signal, mode) => ({
  task: { id: `probe|${mode ?? 'ok'}`, instructions: mode === undefined ? PROBE_INSTRUCTIONS : `${PROBE_INSTRUCTIONS} MODE:${mode}`, input: PROBE_INPUT, tools: [wrap(lookupTool)], signal },
  dispose: async () => undefined,
});

/** The probe of the mosaic reference programs: a one-document workspace. */
const workspaceProbe: Subject['probe'] = async (wrap, signal) => ({
  task: {
    id: 'probe|workspace',
    instructions: PROBE_INSTRUCTIONS,
    input: PROBE_INPUT,
    tools: [
      wrap({ name: 'list_files', description: 'List the files.', inputSchema: { type: 'object', properties: {} }, execute: async () => 'docs/probe.md' }),
      wrap({
        name: 'read_file',
        description: 'Read a file.',
        inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
        execute: async () => `Title: Probe record\n\nThe badge colour for the lookup request R-7 is ${MARKER}.`,
      }),
    ],
    signal,
  },
  dispose: async () => undefined,
});

/** The probe of the arena reference programs: the hand-made task mini1 in a fresh world, over MCP. */
const arenaProbe: Subject['probe'] = async (wrap, signal) => {
  const task = miniTasks().find((entry) => entry.source.item === 'mini1');
  if (task === undefined) throw new Error('fixture task mini1 missing');
  const world: ArenaWorld = await createArenaWorld(task.seed);
  const session: ArenaMcpSession = await connectArenaMcp(world);
  let last = { text: '', isError: false };
  const tools = (await session.listTools()).map((listed) =>
    wrap({
      name: listed.name,
      description: listed.description ?? '',
      inputSchema: listed.inputSchema,
      execute: async (args) => {
        last = await session.callTool(listed.name, { ...args });
        return last.text;
      },
    }),
  );
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const context: ArenaAgentContext = {
    instruction: task.instruction,
    user: task.seed.user,
    services: task.services,
    plan: { finalTool: task.finalTool, recipient: task.recipient },
    privacyPrompt: undefined,
    // The reference programs call through the task's tools too (so the suite sees every call).
    toolbox: {
      listTools: () => session.listTools(),
      async call(name, args) {
        const tool = byName.get(name);
        if (tool === undefined) return { text: `Error: unknown tool ${name}`, isError: true, blocked: false };
        const text = await tool.execute(args);
        return { text, isError: last.isError, blocked: false };
      },
    },
    signal,
  };
  return {
    task: { id: `${task.id}|C0`, instructions: arenaSystemPrompt(context), input: task.instruction, tools, signal, context },
    dispose: async () => {
      await session.close();
      await world.close();
    },
  };
};

const framework = (selector: string) => () => loadFrameworkTaskAgent(selector, { models, baseURL: stub.baseURL });

const SUBJECTS: readonly Subject[] = [
  { name: 'reference:synthesizer (mosaic)', kind: 'reference', create: async () => createSynthesizerAgent(), probe: workspaceProbe, marker: MARKER },
  { name: 'reference:single-source (mosaic)', kind: 'reference', create: async () => createSingleSourceAgent(), probe: workspaceProbe, marker: MARKER },
  { name: 'reference:naive (arena)', kind: 'reference', create: async () => naiveArenaAgent, probe: arenaProbe, marker: 'Done: send_group_message' },
  { name: 'reference:minimal (arena)', kind: 'reference', create: async () => minimalArenaAgent, probe: arenaProbe, marker: 'Done: send_group_message' },
  { name: 'llm (generic tool loop)', kind: 'llm', create: async () => createToolLoopAgent({ models, model: 'openai-compatible:stub' }), probe: modelProbe, marker: MARKER },
  { name: 'ai-sdk:stub', kind: 'framework', create: framework('ai-sdk:stub'), probe: modelProbe, marker: MARKER },
  { name: 'openai-agents:stub', kind: 'framework', create: framework('openai-agents:stub'), probe: modelProbe, marker: MARKER },
  { name: 'langgraph:stub', kind: 'framework', create: framework('langgraph:stub'), probe: modelProbe, marker: MARKER },
];

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(SUBJECTS.map((subject) => [subject.name, subject] as const))('agent contract: %s', (_name, subject) => {
  it('has an id, a kind, a model (null for reference programs) and a label', async () => {
    const agent = await subject.create();
    expect(agent.kind).toBe(subject.kind);
    expect(agent.label.length).toBeGreaterThan(0);
    if (subject.kind === 'reference') expect(agent.model).toBeNull();
    else expect(agent.model).toEqual(expect.stringContaining('stub'));
    if (subject.kind === 'framework') expect(agent.id).toBe(subject.name);
  });

  it("calls the task's tools, answers from their results and accounts its model calls", async () => {
    const agent = await subject.create();
    const seen = observed();
    const meter = { calls: 0, inputTokens: 0 };
    const { task, dispose } = await subject.probe(seen.wrap, new AbortController().signal);
    try {
      const result = await agent.run({
        ...task,
        meter: {
          addCall: (usage) => {
            meter.calls += 1;
            meter.inputTokens += usage.inputTokens;
          },
          addRetry: () => undefined,
        },
      });
      expect(seen.calls.length).toBeGreaterThan(0);
      expect(result.output).toContain(subject.marker);
      expect(result.finish ?? 'answer').toBe('answer');
      if (subject.kind === 'reference') {
        expect(result).toMatchObject({ modelCalls: 0, usage: { inputTokens: 0, outputTokens: 0 } });
      } else {
        expect(seen.calls).toEqual(['lookup']);
        expect(result.modelCalls).toBe(2);
        expect(result.usage.inputTokens).toBe(200);
        expect(meter).toEqual({ calls: 2, inputTokens: 200 });
      }
    } finally {
      await dispose();
    }
  });

  it('rejects a task whose signal has already aborted, calling no tool', async () => {
    const agent = await subject.create();
    const seen = observed();
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the runner'));
    const { task, dispose } = await subject.probe(seen.wrap, controller.signal);
    try {
      await expect(agent.run(task)).rejects.toThrow();
      expect(seen.calls).toEqual([]);
    } finally {
      await dispose();
    }
  });

  // Reference agents are programs that call no model: these two apply to model-driven agents only.
  if (subject.kind !== 'reference') {
    it('rejects when a model call fails', async () => {
      const agent = await subject.create();
      const { task } = await subject.probe((tool) => tool, new AbortController().signal, 'fail');
      await expect(agent.run(task)).rejects.toThrow();
    });

    it('rejects when its signal aborts during a model call', async () => {
      const agent = await subject.create();
      const controller = new AbortController();
      const { task } = await subject.probe((tool) => tool, controller.signal, 'hang');
      const before = stub.calls();
      const running = agent.run(task);
      running.catch(() => undefined);
      await waitFor(() => stub.calls() > before);
      controller.abort(new Error('unit timed out'));
      await expect(running).rejects.toThrow();
    });
  }
});
