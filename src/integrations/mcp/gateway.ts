/**
 * The MCP gateway: an MCP server to the agent, an MCP client to the upstream server, the
 * guard in between. `tools/call` arguments are inspected before they leave (C3): BLOCK
 * answers the agent with an error result and never calls upstream, ABSTRACT forwards the
 * rewritten arguments. Results, resources and prompts are observed on the way back (C4) into
 * the inventory. Lists and `list_changed` notifications are forwarded as they are.
 *
 * The trace holds only what flowed: a `tools/call` is recorded as a C3 event in the same tick it
 * is handed to the upstream server, never for a call refused because the server is gone. A
 * failure of the upstream server — a request it does not answer in time, an error it answers,
 * its exit (with the requests in flight and every request refused after it) — is recorded in the
 * trace sink, so the trace ends `timeout` or `error` with the reasons and audit excludes it, as
 * it excludes a harness run whose tool failed.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  PromptListChangedNotificationSchema,
  ReadResourceRequestSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
  type CallToolResult,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import type { VaultField } from '../../contracts/index.js';
import { maskValuesInText } from '../../lib/masking.js';
import type { GuardTraceSink } from '../../guard/decision-trace.js';
import type { Guard } from '../../guard/engine.js';
import type { ToolChannel } from '../../guard/policy-file.js';
import { rebuildArguments, toolCallFlow } from '../../guard/tool-call.js';

/** Options of {@link createMcpGateway}. */
export interface McpGatewayOptions {
  readonly guard: Guard;
  /** A connected client to the upstream server. */
  readonly upstream: Client;
  readonly toolChannels: Readonly<Record<string, ToolChannel>>;
  /** The agent's name in flow records. */
  readonly agent: string;
  readonly purpose: string;
  /** Vault values, to mask upstream error messages. */
  readonly vault: readonly VaultField[];
  readonly trace?: GuardTraceSink;
  /** Per upstream request; default 30 s. */
  readonly requestTimeoutMs?: number;
  /** Warnings (e.g. an unclassified tool, treated as a write tool). */
  readonly onWarning?: (message: string) => void;
}

/** One gateway in front of one upstream server; one MCP server per downstream session. */
export interface McpGateway {
  /** A new downstream server (connect it to a stdio or HTTP transport). */
  createServer(): Server;
  /** Closes every downstream server and the upstream client. */
  close(): Promise<void>;
}

/** The text an agent receives from a tool result, for the inventory. */
export function resultText(result: { readonly content?: readonly unknown[]; readonly structuredContent?: unknown }): string {
  const pieces: string[] = [];
  for (const item of result.content ?? []) {
    if (typeof item !== 'object' || item === null) continue;
    const part = item as { type?: unknown; text?: unknown; resource?: { text?: unknown } };
    if (part.type === 'text' && typeof part.text === 'string') pieces.push(part.text);
    if (part.type === 'resource' && typeof part.resource?.text === 'string') pieces.push(part.resource.text);
  }
  if (result.structuredContent !== undefined) pieces.push(JSON.stringify(result.structuredContent));
  return pieces.join('\n');
}

/**
 * Creates the gateway. The downstream servers advertise what the upstream server advertises
 * (tools, resources, prompts, and their `listChanged`).
 *
 * @example
 * const upstream = await connectUpstream({ command: 'node', args: ['server.mjs'] });
 * const gateway = createMcpGateway({ guard, upstream, toolChannels, agent: 'assistant', purpose, vault });
 * await gateway.createServer().connect(new StdioServerTransport());
 */
export function createMcpGateway(options: McpGatewayOptions): McpGateway {
  const { guard, upstream, trace } = options;
  const timeout = options.requestTimeoutMs ?? 30_000;
  const values = options.vault.map((field) => field.value);
  const servers = new Set<Server>();
  const warned = new Set<string>();
  let upstreamClosed = false;
  /** Set by `close`: the upstream connection closing after it is not an exit of the server. */
  let closing = false;
  let calls = 0;
  /** Requests handed to the upstream server and not yet answered (a name twice for two calls). */
  const inFlight: string[] = [];
  /** The requests in flight when the upstream server exited, if it did. */
  let exitedDuring: readonly string[] | undefined;
  /** Requests refused because the upstream server had exited. */
  const refused: string[] = [];
  const previousOnClose = upstream.onclose;
  upstream.onclose = () => {
    upstreamClosed = true;
    if (!closing) exitedDuring ??= [...new Set(inFlight)];
    previousOnClose?.();
  };
  const upstreamCapabilities: ServerCapabilities = upstream.getServerCapabilities() ?? {};
  const capabilities: ServerCapabilities = {
    ...(upstreamCapabilities.tools === undefined ? {} : { tools: { listChanged: upstreamCapabilities.tools.listChanged ?? false } }),
    ...(upstreamCapabilities.resources === undefined ? {} : { resources: { listChanged: upstreamCapabilities.resources.listChanged ?? false } }),
    ...(upstreamCapabilities.prompts === undefined ? {} : { prompts: { listChanged: upstreamCapabilities.prompts.listChanged ?? false } }),
  };

  const broadcast = (send: (server: Server) => Promise<void>) => {
    for (const server of servers) send(server).catch(() => undefined);
  };
  upstream.setNotificationHandler(ToolListChangedNotificationSchema, () => broadcast((server) => server.sendToolListChanged()));
  upstream.setNotificationHandler(ResourceListChangedNotificationSchema, () => broadcast((server) => server.sendResourceListChanged()));
  upstream.setNotificationHandler(PromptListChangedNotificationSchema, () => broadcast((server) => server.sendPromptListChanged()));

  /** Refuses a request once the upstream server has exited (counted for the trace). */
  function refuseAfterExit(what: string): void {
    if (!upstreamClosed) return;
    refused.push(what);
    throw new McpError(ErrorCode.InternalError, `upstream MCP server has exited; ${what} cannot be forwarded (restart the gateway)`);
  }

  /** Runs an upstream request with a clear MCP error (and a failure in the trace) when the server is gone, slow or failing. */
  async function viaUpstream<T>(what: string, request: () => Promise<T>): Promise<T> {
    refuseAfterExit(what);
    inFlight.push(what);
    try {
      return await request();
    } catch (error) {
      if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
        const reason = `upstream MCP server did not answer ${what} within ${timeout} ms`;
        trace?.fail?.('timeout', reason);
        throw new McpError(ErrorCode.InternalError, reason);
      }
      const message = maskValuesInText(error instanceof Error ? error.message : String(error), values);
      const closed = error instanceof McpError && error.code === ErrorCode.ConnectionClosed;
      // An exit is recorded once, with what was in flight, when the gateway closes.
      if (!closed && !upstreamClosed) trace?.fail?.('error', `upstream MCP server failed: ${what}: ${message}`);
      const code = error instanceof McpError && !closed ? error.code : ErrorCode.InternalError;
      throw new McpError(code, `upstream MCP server failed on ${what}: ${message}`);
    } finally {
      inFlight.splice(inFlight.indexOf(what), 1);
    }
  }

  /** The trace's account of an exit of the upstream server: what was in flight and what was refused after. */
  function exitReason(during: readonly string[]): string {
    const shown = refused.slice(0, 10).join(', ');
    const more = refused.length > 10 ? `, and ${refused.length - 10} more` : '';
    const after = refused.length === 0 ? '' : `; ${refused.length} later ${refused.length === 1 ? 'request' : 'requests'} refused, not forwarded (${shown}${more})`;
    return `upstream MCP server exited: ${during.length === 0 ? 'between requests' : `during ${during.join(', ')}`}${after}`;
  }

  function observe(source: string, content: string): void {
    if (content === '') return;
    guard.observe({ channel: 'C4', source, recipient: options.agent, content, purpose: options.purpose });
  }

  async function callTool(name: string, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
    // Nothing is inspected or recorded for a call that cannot be forwarded.
    refuseAfterExit(`tools/call ${name}`);
    const call = toolCallFlow(name, args ?? {}, options.toolChannels[name], { agent: options.agent, purpose: options.purpose });
    if (call.unclassified && !warned.has(name)) {
      warned.add(name);
      options.onWarning?.(`tool "${name}" is not in toolChannels; treated as a write tool on C3 with every string argument as content`);
    }
    const result = await guard.inspectParts(call.flow, call.parts);
    trace?.decision({ ...logOf(result), channel: call.flow.channel, sender: call.flow.sender, recipient: call.flow.recipient, tool: name });
    if (result.decision === 'BLOCK') {
      return { content: [{ type: 'text', text: `Blocked by the leakscope guard: ${result.rationale}` }], isError: true };
    }
    const forwarded = result.decision === 'ABSTRACT' ? rebuildArguments(args ?? {}, call, result.parts) : (args ?? {});
    calls += 1;
    const callId = `call-${calls}`;
    const answer = await viaUpstream(`tools/call ${name}`, () => {
      // Recorded when handed to the upstream server: an exit during inspection refuses the call unrecorded.
      trace?.event({ channel: call.flow.channel, kind: 'tool-call', from: options.agent, to: call.flow.recipient, tool: name, callId, content: JSON.stringify(forwarded) });
      return upstream.callTool({ name, arguments: forwarded }, undefined, { timeout });
    });
    const text = resultText(answer as CallToolResult);
    observe(name, text);
    trace?.event({ channel: 'C4', kind: 'tool-result', from: name, to: options.agent, tool: name, callId, content: text });
    return answer as CallToolResult;
  }

  function logOf(result: Awaited<ReturnType<Guard['inspect']>>) {
    return {
      criterion: result.criterion,
      mode: result.mode,
      decision: result.decision,
      wouldDecide: result.shadow?.decision ?? result.decision,
      fields: result.verdicts.map((entry) => ({ target: entry.target, action: entry.action })),
      rationale: result.rationale,
      ...(result.failure === undefined ? {} : { failure: result.failure }),
    };
  }

  function createServer(): Server {
    const server = new Server({ name: 'leakscope-guard', version: '1.0.0' }, { capabilities });
    if (capabilities.tools !== undefined) {
      server.setRequestHandler(ListToolsRequestSchema, (request) => viaUpstream('tools/list', () => upstream.listTools(request.params, { timeout })));
      server.setRequestHandler(CallToolRequestSchema, (request) => callTool(request.params.name, request.params.arguments));
    }
    if (capabilities.resources !== undefined) {
      server.setRequestHandler(ListResourcesRequestSchema, (request) => viaUpstream('resources/list', () => upstream.listResources(request.params, { timeout })));
      server.setRequestHandler(ListResourceTemplatesRequestSchema, (request) => viaUpstream('resources/templates/list', () => upstream.listResourceTemplates(request.params, { timeout })));
      server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
        const read = await viaUpstream(`resources/read ${request.params.uri}`, () => upstream.readResource(request.params, { timeout }));
        const text = read.contents.flatMap((item) => ('text' in item && typeof item.text === 'string' ? [item.text] : [])).join('\n');
        observe(`resource:${request.params.uri}`, text);
        trace?.event({ channel: 'C4', kind: 'tool-result', from: `resource:${request.params.uri}`, to: options.agent, content: text });
        return read;
      });
    }
    if (capabilities.prompts !== undefined) {
      server.setRequestHandler(ListPromptsRequestSchema, (request) => viaUpstream('prompts/list', () => upstream.listPrompts(request.params, { timeout })));
      server.setRequestHandler(GetPromptRequestSchema, async (request) => {
        const prompt = await viaUpstream(`prompts/get ${request.params.name}`, () => upstream.getPrompt(request.params, { timeout }));
        const text = prompt.messages.map((message) => resultText({ content: [message.content] })).join('\n');
        observe(`prompt:${request.params.name}`, text);
        return prompt;
      });
    }
    servers.add(server);
    server.onclose = () => servers.delete(server);
    return server;
  }

  return {
    createServer,
    async close() {
      if (exitedDuring !== undefined && !closing) trace?.fail?.('error', exitReason(exitedDuring));
      closing = true;
      await Promise.allSettled([...servers].map((server) => server.close()));
      servers.clear();
      await upstream.close().catch(() => undefined);
    },
  };
}
