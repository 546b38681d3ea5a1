import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback OpenAI-compatible chat server that answers every request after a fixed latency. */
export interface StubModelServer {
  readonly baseURL: string;
  /** Requests answered so far. */
  readonly calls: () => number;
  close(): Promise<void>;
}

export async function startStubModel(latencyMs: number): Promise<StubModelServer> {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      setTimeout(() => {
        const body = JSON.stringify({
          id: `stub-${calls}`,
          object: 'chat.completion',
          created: 0,
          model: 'stub',
          choices: [{ index: 0, message: { role: 'assistant', content: 'Done: the task is complete.' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 8, total_tokens: 108 },
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
      }, latencyMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
