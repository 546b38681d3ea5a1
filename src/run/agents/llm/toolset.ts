/**
 * The AI SDK tool set of one LLM agent turn: the scenario tools it may call (mock executor,
 * C3/C4/C7), `delegate_to_<agent>` (C2), `memory_read` / `memory_write` (C5) and `log` (C6).
 * Every tool goes through the agent's toolbox, which records the channel.
 */
import { jsonSchema, tool, type JSONSchema7, type ToolSet } from 'ai';
import type { AgentToolbox, AgentTurnContext } from '../types.js';
import { modelToolName } from './prompt.js';

const MESSAGE_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: { message: { type: 'string', description: 'Everything the agent needs to do the sub-task.' } },
  required: ['message'],
  additionalProperties: false,
};

function objectSchema(schema: Readonly<Record<string, unknown>>): JSONSchema7 {
  // Providers require an object schema at the top; scenario schemas may omit `type`.
  return { type: 'object', properties: {}, ...(schema as JSONSchema7) };
}

function stringField(input: unknown, name: string): string {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
}

/**
 * Runs tasks one after another. The SDK starts the tool calls of a step together; running them
 * in the order the model listed them keeps the trace order independent of timing, so a replay
 * from the cache is byte-identical to the original run.
 */
function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  };
}

/** Builds the tool set; model-facing names are unique and provider-safe. */
export function buildToolSet(context: AgentTurnContext): ToolSet {
  const toolbox = sequential(context.toolbox);
  const tools: ToolSet = {};
  for (const spec of toolbox.tools) {
    tools[modelToolName(spec.name)] = tool({
      description: spec.description,
      inputSchema: jsonSchema<Record<string, unknown>>(objectSchema(spec.inputSchema)),
      execute: (input) => toolbox.callTool(spec.name, input),
    });
  }
  for (const delegate of toolbox.delegates) {
    tools[modelToolName(`delegate_to_${delegate.id}`)] = tool({
      description: `Delegate a sub-task to the "${delegate.id}" agent (${delegate.role}). Returns its reply.`,
      inputSchema: jsonSchema<{ message: string }>(MESSAGE_SCHEMA),
      execute: (input) => toolbox.delegate(delegate.id, stringField(input, 'message')),
    });
  }
  if (toolbox.memory !== 'none') {
    tools['memory_read'] = tool({
      description: 'Reads the shared memory: one entry by key, or every entry when no key is given.',
      inputSchema: jsonSchema<{ key?: string }>({ type: 'object', properties: { key: { type: 'string' } }, additionalProperties: false }),
      execute: (input) => {
        const key = stringField(input, 'key');
        return toolbox.readMemory(key === '' ? undefined : key);
      },
    });
  }
  if (toolbox.memory === 'read-write') {
    tools['memory_write'] = tool({
      description: 'Writes an entry to the shared memory that other agents can read.',
      inputSchema: jsonSchema<{ key: string; value: string }>({
        type: 'object',
        properties: { key: { type: 'string' }, value: { type: 'string' } },
        required: ['key', 'value'],
        additionalProperties: false,
      }),
      execute: async (input) => ((await toolbox.writeMemory(stringField(input, 'key') || 'note', stringField(input, 'value'))) ? 'saved' : 'not saved'),
    });
  }
  tools['log'] = tool({
    description: 'Records a working note in the system log.',
    inputSchema: jsonSchema<{ message: string }>({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false }),
    execute: async (input) => {
      await toolbox.log(stringField(input, 'message'));
      return 'logged';
    },
  });
  return tools;
}

/** The toolbox of a turn with every action asynchronous and queued behind the previous one. */
interface QueuedToolbox extends Pick<AgentToolbox, 'tools' | 'delegates' | 'memory' | 'callTool' | 'delegate'> {
  readMemory(key?: string): Promise<string>;
  writeMemory(key: string, value: string): Promise<boolean>;
  log(message: string): Promise<void>;
}

function sequential(toolbox: AgentToolbox): QueuedToolbox {
  const run = serialQueue();
  return {
    tools: toolbox.tools,
    delegates: toolbox.delegates,
    memory: toolbox.memory,
    callTool: (name, args) => run(() => toolbox.callTool(name, args)),
    delegate: (to, message) => run(() => toolbox.delegate(to, message)),
    readMemory: (key) => run(() => Promise.resolve(toolbox.readMemory(key))),
    writeMemory: (key, value) => run(() => Promise.resolve(toolbox.writeMemory(key, value))),
    log: (message) => run(() => Promise.resolve(toolbox.log(message))),
  };
}
