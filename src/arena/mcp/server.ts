/**
 * One MCP server per service, built on the SDK's low-level `Server`: `tools/list` is the
 * registry's tools of that service with JSON Schema inputs, `tools/call` runs them against the
 * task's world. Tool errors (unknown id, bad arguments) are `isError` results, as MCP wants.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ArenaWorld } from '../services/world.js';
import type { ServiceId } from '../task.js';
import type { ToolDefinition } from '../tools/definitions.js';
import { inputJsonSchema, toolsOfService } from '../tools/registry.js';

/** Version the arena's MCP servers report. */
export const ARENA_MCP_VERSION = '1.0.0';

/** The MCP listing of one registry tool (class and audience in `_meta`). */
export function mcpToolOf(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: inputJsonSchema(tool),
    annotations: { readOnlyHint: tool.class !== 'write', destructiveHint: tool.name === 'delete_page', openWorldHint: false },
    _meta: { 'leakscope/class': tool.class, 'leakscope/service': tool.service, 'leakscope/audience': tool.audience },
  };
}

/** The text an agent receives for a tool outcome. */
export function outcomeText(outcome: { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: string }): string {
  return outcome.ok ? JSON.stringify(outcome.result, null, 1) : `Error: ${outcome.error}`;
}

/**
 * Creates the MCP server of one service of a world. Connect it to an `InMemoryTransport`
 * (in process) or a `StdioServerTransport`.
 *
 * @example
 * const server = createServiceMcpServer(world, 'mail');
 * await server.connect(serverTransport);
 */
export function createServiceMcpServer(world: ArenaWorld, service: ServiceId): Server {
  const tools = toolsOfService(service);
  const names: ReadonlySet<string> = new Set(tools.map((tool) => tool.name));
  const server = new Server({ name: `leakscope-arena-${service}`, version: ARENA_MCP_VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map((tool) => mcpToolOf(tool)) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name } = request.params;
    if (!names.has(name)) return { content: [{ type: 'text', text: `Error: the ${service} server has no tool "${name}"` }], isError: true };
    const outcome = await world.call(name, request.params.arguments ?? {});
    return { content: [{ type: 'text', text: outcomeText(outcome) }], isError: !outcome.ok };
  });
  return server;
}
