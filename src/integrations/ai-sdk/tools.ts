/**
 * Capture of tool execution in the Vercel AI SDK: model middleware never sees a tool run, so
 * each tool's `execute` is wrapped — input recorded as C3 (C2 for a tool that is another agent,
 * C5 for memory tools, C6 for a log tool), output as C4 — with the guard deciding on the input
 * first (BLOCK → the tool returns a refusal, ABSTRACT → it runs on the rewritten input).
 */
import type { ToolExecutionOptions, ToolSet } from 'ai';
import type { FlowGuard } from '../guard-hooks.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import { beginToolCall, endToolCall, roleOf, type ToolCall, type ToolClassification } from '../tool-flow.js';

/** Options of {@link captureTools}. */
export interface CaptureToolsOptions extends ToolClassification {
  /** The agent that calls these tools; default `agent`. */
  readonly agent?: string;
  readonly guard?: FlowGuard;
  readonly purpose?: string;
  /** `refuse` (default): a blocked call returns the refusal text to the model; `throw`: a tool error. */
  readonly onBlock?: 'refuse' | 'throw';
}

/** Thrown by a captured tool whose call the guard blocked, with `onBlock: 'throw'`. */
export class ToolCallBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolCallBlockedError';
  }
}

/**
 * Wraps every tool that has an `execute`. Tools mapped in `agents` are sub-agents: their input
 * and output are recorded as C2 messages to and from that agent.
 *
 * @example
 * const tools = captureTools({ lookup, ask_records_clerk }, recorder, {
 *   agent: 'coordinator',
 *   agents: { ask_records_clerk: 'records-clerk' },
 *   roles: { remember: 'memory-write' },
 *   guard,
 * });
 */
export function captureTools<TOOLS extends ToolSet>(tools: TOOLS, recorder: TraceRecorder, options: CaptureToolsOptions = {}): TOOLS {
  const agent = options.agent ?? 'agent';
  const guard = options.guard;
  const wrapped: Record<string, unknown> = {};
  for (const [name, tool] of Object.entries(tools)) {
    const execute: ((input: never, execution: ToolExecutionOptions) => unknown) | undefined = tool.execute;
    if (execute === undefined) {
      wrapped[name] = tool;
      continue;
    }
    recorder.claim(`tool:${name}`);
    const action = options.actions?.[name];
    const callOf = (execution: ToolExecutionOptions): ToolCall => ({
      agent,
      tool: name,
      callId: execution.toolCallId,
      role: roleOf(name, options),
      ...(action === undefined ? {} : { action }),
      ...(options.purpose === undefined ? {} : { purpose: options.purpose }),
    });
    const refuse = (refusal: string): string => {
      if (options.onBlock === 'throw') throw new ToolCallBlockedError(refusal);
      return refusal;
    };
    // A streaming tool (async generator) stays streaming; its last chunk is what the agent keeps.
    const streaming = Object.prototype.toString.call(execute) === '[object AsyncGeneratorFunction]';
    const capturedExecute = streaming
      ? async function* (input: unknown, execution: ToolExecutionOptions): AsyncGenerator<unknown> {
          const call = callOf(execution);
          const start = await beginToolCall(recorder, guard, call, input);
          if (!start.proceed) {
            yield refuse(start.refusal);
            return;
          }
          let last: unknown;
          for await (const chunk of execute(start.input as never, execution) as AsyncIterable<unknown>) {
            last = chunk;
            yield chunk;
          }
          const delivered = await endToolCall(recorder, guard, call, last);
          if (delivered !== last) yield delivered;
        }
      : async (input: unknown, execution: ToolExecutionOptions): Promise<unknown> => {
          const call = callOf(execution);
          const start = await beginToolCall(recorder, guard, call, input);
          if (!start.proceed) return refuse(start.refusal);
          const output: unknown = await execute(start.input as never, execution);
          return endToolCall(recorder, guard, call, output);
        };
    wrapped[name] = { ...tool, execute: capturedExecute };
  }
  return wrapped as TOOLS;
}
