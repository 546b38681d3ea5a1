/**
 * The tools of one LLM agent turn as contract tools (`contracts/agent.ts`): the scenario tools it
 * may call (mock executor, C3/C4/C7), `delegate_to_<agent>` (C2), `memory_read` / `memory_write`
 * (C5) and `log` (C6). Every tool goes through the agent's toolbox, which records the channel.
 * The generic tool loop runs the calls of a step one at a time, in the order the model listed
 * them, so a replay from the cache is byte-identical to the original run.
 */
import type { AgentJsonSchema, AgentTool } from '../../../contracts/index.js';
import { modelToolName } from '../../../integrations/scenario-kit.js';
import type { AgentTurnContext } from '../types.js';

const MESSAGE_SCHEMA: AgentJsonSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'Everything the agent needs to do the sub-task.' } },
  required: ['message'],
  additionalProperties: false,
};

function objectSchema(schema: AgentJsonSchema): AgentJsonSchema {
  // Providers require an object schema at the top; scenario schemas may omit `type`.
  return { type: 'object', properties: {}, ...schema };
}

function stringField(input: Readonly<Record<string, unknown>>, name: string): string {
  const value = typeof input === 'object' && input !== null ? input[name] : undefined;
  return typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
}

/**
 * The tools of a turn, in the order the model sees them; model-facing names are unique and
 * provider-safe (a later tool of the same name replaces an earlier one, as in a tool set).
 */
export function turnTools(context: AgentTurnContext): AgentTool[] {
  const { toolbox } = context;
  const tools: AgentTool[] = [];
  for (const spec of toolbox.tools) {
    tools.push({
      name: modelToolName(spec.name),
      description: spec.description,
      inputSchema: objectSchema(spec.inputSchema),
      execute: (input) => toolbox.callTool(spec.name, input),
    });
  }
  for (const delegate of toolbox.delegates) {
    tools.push({
      name: modelToolName(`delegate_to_${delegate.id}`),
      description: `Delegate a sub-task to the "${delegate.id}" agent (${delegate.role}). Returns its reply.`,
      inputSchema: MESSAGE_SCHEMA,
      execute: (input) => toolbox.delegate(delegate.id, stringField(input, 'message')),
    });
  }
  if (toolbox.memory !== 'none') {
    tools.push({
      name: 'memory_read',
      description: 'Reads the shared memory: one entry by key, or every entry when no key is given.',
      inputSchema: { type: 'object', properties: { key: { type: 'string' } }, additionalProperties: false },
      execute: async (input) => {
        const key = stringField(input, 'key');
        return toolbox.readMemory(key === '' ? undefined : key);
      },
    });
  }
  if (toolbox.memory === 'read-write') {
    tools.push({
      name: 'memory_write',
      description: 'Writes an entry to the shared memory that other agents can read.',
      inputSchema: {
        type: 'object',
        properties: { key: { type: 'string' }, value: { type: 'string' } },
        required: ['key', 'value'],
        additionalProperties: false,
      },
      execute: async (input) => (toolbox.writeMemory(stringField(input, 'key') || 'note', stringField(input, 'value')) ? 'saved' : 'not saved'),
    });
  }
  tools.push({
    name: 'log',
    description: 'Records a working note in the system log.',
    inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false },
    execute: async (input) => {
      toolbox.log(stringField(input, 'message'));
      return 'logged';
    },
  });
  return tools;
}
