/**
 * A contract task in the AI SDK's terms — its tools as a tool set, its replayed history as
 * model messages — shared by the AI SDK framework agent and the generic LLM agent
 * (`run/agents/tool-loop.ts`).
 */
import { jsonSchema, tool, type JSONSchema7, type ModelMessage, type ToolSet } from 'ai';
import type { AgentHistoryItem, AgentTask } from '../../contracts/index.js';
import { serialQueue } from '../task-agent.js';

/** The task's tools as an AI SDK tool set, executed one at a time in call order. */
export function taskToolSet(task: Pick<AgentTask, 'tools'>): ToolSet {
  const queue = serialQueue();
  const tools: ToolSet = {};
  for (const spec of task.tools) {
    tools[spec.name] = tool({
      description: spec.description,
      inputSchema: jsonSchema<Record<string, unknown>>(spec.inputSchema as JSONSchema7),
      execute: (input) => queue(() => spec.execute(input)),
    });
  }
  return tools;
}

/** The request and a replayed history as model messages (the history follows the request). */
export function historyMessages(input: string, history: readonly AgentHistoryItem[]): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: 'user', content: input }];
  for (const item of history) {
    if (item.role === 'assistant') {
      messages.push({
        role: 'assistant',
        content: [
          ...(item.text === '' ? [] : [{ type: 'text' as const, text: item.text }]),
          ...item.calls.map((call) => ({ type: 'tool-call' as const, toolCallId: call.id, toolName: call.name, input: call.args })),
        ],
      });
    } else {
      messages.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: item.callId, toolName: item.name, output: { type: 'text', value: item.output } }] });
    }
  }
  return messages;
}
