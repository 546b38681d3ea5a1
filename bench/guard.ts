/**
 * Benchmarks of the guard, returning numbers (the bench runner prints them): deterministic
 * `inspect` latency for a 4 KB message with a 40-field vault, the MCP gateway's added
 * latency per call against a direct client→upstream connection (same upstream, in-memory
 * transports, so the figure is the gateway's own work: inspection, forwarding, observation),
 * and the HTTP sidecar on a 1 MB message with 20,000 identifiers: the inspection's wall time and
 * how fast `/healthz` answers meanwhile, with the guard in a worker thread (as `guard serve` runs
 * it) against the guard on the HTTP thread, measured in the same run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ValueKind, VaultFieldInput } from '../src/contracts/index.js';
import { createGuard, type Guard } from '../src/guard/engine.js';
import { safeParseGuardPolicy, type GuardPolicyFile } from '../src/guard/policy-file.js';
import { createMcpGateway } from '../src/integrations/mcp/gateway.js';
import { latencyFigures as figures, type LatencyFigures } from './measure.js';

export type { LatencyFigures } from './measure.js';

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

/**
 * A message of `bytes` characters (ASCII) naming `count` distinct identifiers no vault holds:
 * emails and phone numbers in turn, then ordinary prose.
 *
 * @example identifierMessage(20_000, 1_000_000).length // 1000000
 */
export function identifierMessage(count: number, bytes: number): string {
  const sentences: string[] = [];
  for (let index = 0; index < count; index += 1) {
    sentences.push(index % 2 === 0 ? `write to user${index}@mail${index % 97}.example` : `call +1 (212) 555-${String(1000 + (index % 9000)).padStart(4, '0')}`);
  }
  let text = `${sentences.join('. ')}. `;
  while (text.length < bytes) text += 'The quarterly review covered scheduling and routine follow-ups. ';
  return text.slice(0, bytes);
}

/** Latency percentiles and the slowest sample, in milliseconds. */
export interface SpreadFigures extends LatencyFigures {
  readonly minMs: number;
  readonly maxMs: number;
}

/** One way of running the sidecar's guard, measured on the long message. */
export interface LongInspectionFigures {
  /** Client wall time of `POST /v1/inspect`, to the last byte of the answer. */
  readonly inspect: SpreadFigures;
  /** `GET /healthz` round trips made while an inspection was in flight (one every 10 ms, each after the last answered). */
  readonly healthz: SpreadFigures;
}

function spread(samples: number[]): SpreadFigures {
  return { ...figures(samples), minMs: samples.length === 0 ? 0 : Math.min(...samples), maxMs: samples.length === 0 ? 0 : Math.max(...samples) };
}

/** What {@link benchSidecarLongInspection} measures. */
export interface SidecarLongInspectionResult {
  readonly messageBytes: number;
  readonly identifiers: number;
  readonly findings: number;
  readonly decision: string;
  /** The guard in a worker thread (`leakscope guard serve`). */
  readonly worker: LongInspectionFigures;
  /** The guard on the HTTP thread (`startSidecar({ guard })`): the baseline, as every sidecar ran before. */
  readonly inThread: LongInspectionFigures;
}

/** Options of {@link benchSidecarLongInspection}. */
export interface SidecarLongInspectionOptions {
  /** Default 20,000. */
  readonly identifiers?: number;
  /** Message size in characters; default 1,000,000 (the flow's JSON stays under the 1 MiB body limit). */
  readonly bytes?: number;
  /** Timed inspections per mode, after one warm-up; default 3. */
  readonly rounds?: number;
}

/** A sidecar served by another process, so that the measuring client never shares its event loop. */
interface ServedSidecar {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Serves `policy` from a child process: with its guard in a worker thread (`startSidecar({ worker })`,
 * what `leakscope guard serve` runs) or on its HTTP thread (`startSidecar({ guard })`).
 */
async function serveInChild(where: 'worker' | 'thread', policy: GuardPolicyFile): Promise<ServedSidecar> {
  const module = (path: string): string => JSON.stringify(new URL(path, import.meta.url).href);
  const code = [
    `const { startSidecar } = await import(${module('../src/integrations/sidecar/sidecar.js')});`,
    `const { createGuard } = await import(${module('../src/guard/engine.js')});`,
    `const { guardOptionsFromPolicy } = await import(${module('../src/guard/policy-file.js')});`,
    'const policy = JSON.parse(process.env.LEAKSCOPE_BENCH_POLICY);',
    where === 'worker'
      ? 'const sidecar = await startSidecar({ worker: { policy }, port: 0 });'
      : 'const sidecar = await startSidecar({ guard: createGuard(guardOptionsFromPolicy(policy)), port: 0 });',
    "process.once('SIGTERM', () => void sidecar.close());",
    "process.stdout.write(sidecar.url + '\\n');",
  ].join('\n');
  // A file, not `--eval`: a worker thread inherits the process's flags, and refuses `--input-type`.
  const folder = mkdtempSync(join(tmpdir(), 'leakscope-bench-sidecar-'));
  const script = join(folder, 'serve.mjs');
  writeFileSync(script, code);
  const child = spawn(process.execPath, [script], { env: { ...process.env, LEAKSCOPE_BENCH_POLICY: JSON.stringify(policy) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(folder, { recursive: true, force: true });
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    let written = '';
    child.stdout.on('data', (chunk: Buffer) => {
      written += chunk.toString('utf8');
      const line = /^(http:\/\/\S+)\n/.exec(written);
      if (line?.[1] !== undefined) resolve(line[1]);
    });
    void exited.then(() => reject(new Error(`the bench sidecar (${where}) exited before serving`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function timeLongInspections(sidecar: ServedSidecar, body: string, rounds: number): Promise<LongInspectionFigures & { findings: number; decision: string }> {
  const inspect = async (): Promise<{ ms: number; findings: number; decision: string }> => {
    const started = performance.now();
    const response = await fetch(`${sidecar.url}/v1/inspect`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await response.text();
    const ms = performance.now() - started;
    const answer = JSON.parse(text) as { decision?: string; findings?: unknown[] };
    return { ms, findings: answer.findings?.length ?? 0, decision: answer.decision ?? `HTTP ${response.status}` };
  };
  await inspect();
  const inspections: number[] = [];
  const healthz: number[] = [];
  let last = { findings: 0, decision: '' };
  for (let round = 0; round < rounds; round += 1) {
    let inFlight = true;
    const inspection = inspect().finally(() => {
      inFlight = false;
    });
    while (inFlight) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!inFlight) break;
      const started = performance.now();
      await (await fetch(`${sidecar.url}/healthz`)).json();
      healthz.push(performance.now() - started);
    }
    const done = await inspection;
    inspections.push(done.ms);
    last = done;
  }
  return { inspect: spread(inspections), healthz: spread(healthz), ...last };
}

/**
 * The sidecar on a long message: inspection wall time and `/healthz` latency during it, with the
 * guard in a worker thread and on the HTTP thread (same policy: the 40-field bench vault). Each
 * sidecar runs in a child process, the client here.
 *
 * @example
 * const result = await benchSidecarLongInspection();
 * console.log(`${result.worker.inspect.p50Ms} ms; /healthz max ${result.worker.healthz.maxMs} ms`);
 */
export async function benchSidecarLongInspection(options: SidecarLongInspectionOptions = {}): Promise<SidecarLongInspectionResult> {
  const identifiers = options.identifiers ?? 20_000;
  const bytes = options.bytes ?? 1_000_000;
  const rounds = options.rounds ?? 3;
  const { vault, allowed } = benchVault();
  const parsed = safeParseGuardPolicy({ vault, policy: { defaultAllowed: allowed } }, 'bench policy');
  if (!parsed.success) throw parsed.error;
  const content = identifierMessage(identifiers, bytes);
  const body = JSON.stringify({ channel: 'C3', sender: 'agent', recipient: 'person03@example.org', content });
  const measure = async (sidecar: ServedSidecar) => {
    try {
      return await timeLongInspections(sidecar, body, rounds);
    } finally {
      await sidecar.stop();
    }
  };
  const worker = await measure(await serveInChild('worker', parsed.value));
  const inThread = await measure(await serveInChild('thread', parsed.value));
  return {
    messageBytes: Buffer.byteLength(content),
    identifiers,
    findings: worker.findings,
    decision: worker.decision,
    worker: { inspect: worker.inspect, healthz: worker.healthz },
    inThread: { inspect: inThread.inspect, healthz: inThread.healthz },
  };
}
