/**
 * The stdio entry point: one service of one task's world served over stdin/stdout, so that
 * any MCP client — or `leakscope guard mcp --policy P -- leakscope arena serve ...` — can use it.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createArenaWorld, type ArenaWorldOptions } from '../services/world.js';
import type { ArenaSeedInput, ServiceId } from '../task.js';
import { createServiceMcpServer } from './server.js';

/**
 * Serves a service over stdio until the client disconnects; the world is closed then.
 *
 * @example await serveArenaServiceStdio(task.seed, 'mail');
 */
export async function serveArenaServiceStdio(seed: ArenaSeedInput, service: ServiceId, options: ArenaWorldOptions = {}): Promise<void> {
  const world = await createArenaWorld(seed, options);
  const server = createServiceMcpServer(world, service);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(transport);
  await closed;
  await world.close();
}
