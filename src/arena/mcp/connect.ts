/**
 * The agent's only way to the services: one MCP client per service, connected in process
 * (`InMemoryTransport` pairs) to that service's MCP server — or, when a guard is given, to the
 * guard's MCP gateway, which is itself a client of the service's server. The session merges
 * the six tool lists and routes each call to its server.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { VaultField } from '../../contracts/index.js';
import type { Guard, GuardTraceSink } from '../../guard/index.js';
import { createMcpGateway, resultText, type McpGateway } from '../../integrations/mcp/index.js';
import type { ArenaWorld } from '../services/world.js';
import { SERVICE_IDS, type ServiceId } from '../task.js';
import { guardToolChannels } from '../tools/registry.js';
import { createServiceMcpServer } from './server.js';

/** The guard between the agent and the services. */
export interface ArenaGatewayOptions {
  readonly guard: Guard;
  /** The agent's name in flow records. */
  readonly agent: string;
  readonly purpose: string;
  readonly vault: readonly VaultField[];
  /** Receives the gateway's decisions (and the calls it forwarded). */
  readonly trace?: GuardTraceSink;
}

/** Options of {@link connectArenaMcp}. */
export interface ArenaMcpOptions {
  /** Services to connect; default all six. */
  readonly services?: readonly ServiceId[];
  /** Put the guard's MCP gateway in front of every service. */
  readonly gateway?: ArenaGatewayOptions;
}

/** What one tool call returned to the agent. */
export interface AgentToolResult {
  readonly text: string;
  readonly isError: boolean;
}

/** The agent's MCP connections for one task. */
export interface ArenaMcpSession {
  /** Every tool of every connected server, as listed over MCP. */
  listTools(): Promise<Tool[]>;
  /** Calls a tool on the server that listed it. */
  callTool(name: string, args: Record<string, unknown>): Promise<AgentToolResult>;
  close(): Promise<void>;
}

async function linked(server: Server, name: string): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

/**
 * Connects an agent to a world's services over MCP.
 *
 * @example
 * const session = await connectArenaMcp(world, { gateway: { guard, agent: 'assistant', purpose: task.instruction, vault } });
 * const tools = await session.listTools();
 * await session.callTool('send_email', { to: 'mary@example.com', subject: 'Hi', body: '...' });
 */
export async function connectArenaMcp(world: ArenaWorld, options: ArenaMcpOptions = {}): Promise<ArenaMcpSession> {
  const servers: Server[] = [];
  const clients: Client[] = [];
  const gateways: McpGateway[] = [];
  const route = new Map<string, Client>();
  const channels = guardToolChannels();
  try {
    for (const service of options.services ?? SERVICE_IDS) {
      const server = createServiceMcpServer(world, service);
      servers.push(server);
      const upstream = await linked(server, `leakscope-arena-${service}-client`);
      let agentSide = upstream;
      if (options.gateway !== undefined) {
        const { guard, agent, purpose, vault, trace } = options.gateway;
        const gateway = createMcpGateway({ guard, upstream, toolChannels: channels, agent, purpose, vault, ...(trace === undefined ? {} : { trace }) });
        gateways.push(gateway);
        agentSide = await linked(gateway.createServer(), `leakscope-arena-${service}-agent`);
      } else {
        clients.push(upstream);
      }
      if (agentSide !== upstream) clients.push(agentSide);
      const { tools } = await agentSide.listTools();
      for (const tool of tools) route.set(tool.name, agentSide);
    }
  } catch (error) {
    await closeAll(clients, gateways, servers);
    throw error;
  }

  return {
    async listTools() {
      const lists = await Promise.all([...new Set(route.values())].map((client) => client.listTools()));
      return lists.flatMap((list) => list.tools);
    },
    async callTool(name, args) {
      const client = route.get(name);
      if (client === undefined) return { text: `Error: unknown tool "${name}"`, isError: true };
      try {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
        return { text: resultText(result), isError: result.isError === true };
      } catch (error) {
        return { text: `Error: ${error instanceof Error ? error.message : String(error)}`, isError: true };
      }
    },
    close: () => closeAll(clients, gateways, servers),
  };
}

async function closeAll(clients: readonly Client[], gateways: readonly McpGateway[], servers: readonly Server[]): Promise<void> {
  await Promise.allSettled(clients.map((client) => client.close()));
  await Promise.allSettled(gateways.map((gateway) => gateway.close()));
  await Promise.allSettled(servers.map((server) => server.close()));
}
