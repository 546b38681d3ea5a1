/**
 * Tool-call interception for `createAgent` (LangChain v1): a middleware whose `wrapToolCall`
 * runs the guard on the arguments before the tool runs (BLOCK → the model gets a refusal as the
 * tool message; ABSTRACT → the tool runs on rewritten arguments) and records the call as it was
 * executed. One middleware per agent (it names the agent in the events); the callback handler
 * skips the calls the middleware records.
 */
import type { AgentMiddleware } from 'langchain';
import type { FlowGuard } from '../guard-hooks.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import type { GuardResult } from '../../contracts/index.js';
import { guardText, withheldText } from '../guard-hooks.js';
import { beginToolCall, endToolCall, roleOf, type ToolClassification } from '../tool-flow.js';
import { messageText, toolOutputText } from './callbacks.js';

/** Options of {@link createCaptureMiddleware}. */
export interface CaptureMiddlewareOptions extends ToolClassification {
  /** The agent this middleware is given to (`createAgent({ name })`). */
  readonly agent: string;
  /**
   * This agent answers the user: with a guard, its final answer (text without tool calls) is
   * inspected on C1 before it leaves, and recorded here (the callback handler skips it).
   */
  readonly answersUser?: boolean;
  readonly guard?: FlowGuard;
  readonly purpose?: string;
}

/**
 * Creates the middleware (async: LangChain is imported on demand).
 *
 * @example
 * const clerk = createAgent({ model, name: 'clerk', tools, middleware: [await createCaptureMiddleware(recorder, { agent: 'clerk', guard })] });
 */
export async function createCaptureMiddleware(recorder: TraceRecorder, options: CaptureMiddlewareOptions): Promise<AgentMiddleware> {
  const [{ createMiddleware }, { AIMessage, ToolMessage }] = await Promise.all([import('langchain'), import('@langchain/core/messages')]);
  const { agent, guard } = options;
  const guardsAnswer = guard !== undefined && options.answersUser === true;
  if (guardsAnswer) recorder.claim(`final:${agent}`);
  return createMiddleware({
    name: `leakscope-capture-${agent}`,
    wrapModelCall: async (request, handler) => {
      const response = await handler(request);
      const calls = response.tool_calls ?? [];
      const text = messageText(response.content);
      if (!guardsAnswer || calls.length > 0 || text === '') return response;
      const flow = { channel: 'C1' as const, sender: agent, recipient: 'user', content: text, ...(options.purpose === undefined ? {} : { purpose: options.purpose }) };
      const { content, result } = await guardText(recorder, guard, flow, 'final-answer');
      const answer = content ?? withheldText('an answer', result as GuardResult);
      recorder.emit({ channel: 'C1', kind: 'final-answer', from: agent, to: 'user', content: answer });
      return answer === text
        ? response
        : new AIMessage({ ...(response.id === undefined ? {} : { id: response.id }), content: answer, ...(response.name === undefined ? {} : { name: response.name }) });
    },
    wrapToolCall: async (request, handler) => {
      const { toolCall } = request;
      const claim = `tool:${agent}:${toolCall.name}`;
      // Tools that record themselves (the supervisor kit's handoff tools) pass straight through.
      if (recorder.claimed(claim) && !recorder.claimed(`middleware:${claim}`)) return handler(request);
      recorder.claim(claim);
      recorder.claim(`middleware:${claim}`);
      const action = options.actions?.[toolCall.name];
      const call = {
        agent,
        tool: toolCall.name,
        role: roleOf(toolCall.name, options),
        ...(toolCall.id === undefined ? {} : { callId: toolCall.id }),
        ...(action === undefined ? {} : { action }),
        ...(options.purpose === undefined ? {} : { purpose: options.purpose }),
      };
      const start = await beginToolCall(recorder, guard, call, toolCall.args);
      if (!start.proceed) return new ToolMessage({ content: start.refusal, tool_call_id: toolCall.id ?? '', name: toolCall.name, status: 'error' });
      const effective = start.input === toolCall.args ? request : { ...request, toolCall: { ...toolCall, args: start.input as Record<string, unknown> } };
      const result = await handler(effective);
      if (!ToolMessage.isInstance(result)) return result;
      const text = toolOutputText(result);
      const delivered = await endToolCall(recorder, guard, call, text);
      return delivered === text ? result : new ToolMessage({ content: String(delivered), tool_call_id: result.tool_call_id, ...(result.name === undefined ? {} : { name: result.name }) });
    },
  });
}
