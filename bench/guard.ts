/**
 * Benchmarks of the guard, returning numbers (the bench runner prints them): deterministic
 * `inspect` latency for a 4 KB message with a 40-field vault, and the MCP gateway's added
 * latency per call against a direct client→upstream connection (same upstream, in-memory
 * transports, so the figure is the gateway's own work: inspection, forwarding, observation).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ValueKind, VaultFieldInput } from '../src/contracts/index.js';
import { createGuard, type Guard } from '../src/guard/engine.js';
import { createMcpGateway } from '../src/integrations/mcp/gateway.js';

/** Latency percentiles in milliseconds. */
export interface LatencyFigures {
  readonly iterations: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly meanMs: number;
}

/** What {@link benchInspect} measures. */
export interface GuardBenchResult {
  readonly inspect: LatencyFigures & { readonly messageBytes: number; readonly vaultFields: number; readonly decision: string };
  readonly gateway: { readonly calls: number; readonly direct: LatencyFigures; readonly viaGateway: LatencyFigures; readonly addedP50Ms: number; readonly addedMeanMs: number };
}

/** Options of {@link benchInspect}. */
export interface GuardBenchOptions {
  /** Timed `inspect` calls (after as many warm-up calls); default 5,000. */
  readonly iterations?: number;
  /** Sequential tool calls each way (after 100 warm-up calls); default 500. */
  readonly gatewayCalls?: number;
}

const KINDS: readonly ValueKind[] = ['ssn', 'card', 'phone', 'email', 'date', 'money', 'name', 'address', 'icd10', 'text'];

function valueOf(kind: ValueKind, index: number): string {
  const n = String(index).padStart(2, '0');
  switch (kind) {
    case 'ssn':
      return `5${n}-2${index % 10}-${1000 + index * 7}`;
    case 'card':
      return '4111 1111 1111 1111';
    case 'phone':
      return `+1 (212) 555-${1000 + index}`;
    case 'email':
      return `person${n}@example.org`;
    case 'date':
      return `19${50 + index}-0${1 + (index % 9)}-1${index % 10}`;
    case 'money':
      return `$${(index + 1) * 1234}`;
    case 'name':
      return `Person Number${n}`;
    case 'address':
      return `${index} Main Street, Springfield`;
    case 'icd10':
      return `E1${index % 10}.9`;
    default:
      return `treated for condition number ${n}`;
  }
}

/** A 40-field vault of every value kind, and a policy allowing the first ten fields everywhere. */
export function benchVault(fields = 40): { vault: VaultFieldInput[]; allowed: string[] } {
  const vault = Array.from({ length: fields }, (_, index): VaultFieldInput => {
    const kind = KINDS[index % KINDS.length] ?? 'text';
    return { key: `f${index}_${kind}`, value: valueOf(kind, index), kind, category: kind === 'icd10' ? 'PHI' : 'PII', record: 'patient' };
  });
  return { vault, allowed: vault.slice(0, 10).map((field) => field.key) };
}

/** A message of about `bytes` bytes: ordinary prose with three allowed vault values in it. */
export function benchMessage(vault: readonly VaultFieldInput[], bytes = 4096): string {
  const filler = 'The quarterly review covered scheduling, staffing and routine follow-ups for the clinic. ';
  let text = `Dear ${vault[6]?.value ?? ''}, `;
  while (text.length < bytes - 80) text += filler;
  return `${text}Reach us at ${vault[3]?.value ?? ''} about the amount ${vault[5]?.value ?? ''}.`.slice(0, bytes);
}

function figures(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { iterations: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length) };
}

async function timeCalls(client: Client, body: string, calls: number): Promise<LatencyFigures> {
  const call = () => client.callTool({ name: 'send_email', arguments: { to: 'person03@example.org', subject: 'Follow-up', body } });
  for (let index = 0; index < 100; index += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return figures(samples);
}

function echoServer(): Server {
  const server = new Server({ name: 'bench-upstream', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'send_email', inputSchema: { type: 'object' } }] }));
  server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: 'sent' }] }));
  return server;
}

async function linked(server: Server, name: string): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

async function benchGateway(guard: Guard, body: string, calls: number): Promise<GuardBenchResult['gateway']> {
  const directClient = await linked(echoServer(), 'bench-direct');
  const direct = await timeCalls(directClient, body, calls);
  await directClient.close();
  const upstream = await linked(echoServer(), 'bench-gateway-upstream');
  const gateway = createMcpGateway({ guard, upstream, toolChannels: { send_email: { kind: 'write', recipientArg: 'to', channel: 'C3' } }, agent: 'bench', purpose: '', vault: [] });
  const agent = await linked(gateway.createServer(), 'bench-agent');
  const viaGateway = await timeCalls(agent, body, calls);
  await agent.close();
  await gateway.close();
  return { calls, direct, viaGateway, addedP50Ms: viaGateway.p50Ms - direct.p50Ms, addedMeanMs: viaGateway.meanMs - direct.meanMs };
}

/**
 * Measures the guard. No printing; the caller formats the numbers.
 *
 * @example
 * const result = await benchInspect();
 * console.log(`inspect p99 ${result.inspect.p99Ms.toFixed(3)} ms; gateway adds ${result.gateway.addedP50Ms.toFixed(3)} ms per call`);
 */
export async function benchInspect(options: GuardBenchOptions = {}): Promise<GuardBenchResult> {
  const iterations = options.iterations ?? 5000;
  const { vault, allowed } = benchVault();
  const guard = createGuard({ vault, policy: { defaultAllowed: allowed } });
  const content = benchMessage(vault);
  const flow = { channel: 'C3' as const, sender: 'agent', recipient: 'person03@example.org', content };
  for (let index = 0; index < iterations; index += 1) await guard.inspect(flow);
  const samples: number[] = [];
  let decision = '';
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    const result = await guard.inspect(flow);
    samples.push(performance.now() - started);
    decision = result.decision;
  }
  const inspect = { ...figures(samples), messageBytes: Buffer.byteLength(content), vaultFields: vault.length, decision };
  return { inspect, gateway: await benchGateway(guard, content, options.gatewayCalls ?? 500) };
}
