import { Option, type Command } from 'commander';
import { LeakscopeError } from '../../contracts/index.js';
import { CRITERION_IDS, createGuard, guardOptionsFromPolicy, loadGuardPolicy, type CriterionId } from '../../guard/index.js';
import { startMcpGateway, type UpstreamSpec } from '../../integrations/mcp/index.js';
import { startSidecar } from '../../integrations/sidecar/index.js';
import { renderReplayText } from '../../guard/replay-render.js';
import { replayTraces } from '../../guard/replay.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { loadScenarioContexts } from '../scenario-contexts.js';

/** Environment variable holding the 32-byte key for reversible tokens. */
const TOKEN_KEY_ENV = 'LEAKSCOPE_GUARD_TOKEN_KEY';
/** Environment variable holding the sidecar's bearer token (so it stays out of `ps`). */
const SIDECAR_TOKEN_ENV = 'LEAKSCOPE_GUARD_TOKEN';

interface McpFlags {
  policy: string;
  criterion?: CriterionId;
  traceOut?: string;
  http?: string;
  upstreamUrl?: string;
  timeout: string;
}

interface ServeFlags {
  policy: string;
  criterion?: CriterionId;
  port: string;
  host: string;
  token?: string;
  maxBody: string;
  rate: string;
}

interface ReplayFlags {
  criterion: CriterionId;
  format: 'text' | 'json';
  purpose?: string;
  scenarios?: string;
  includeErrors?: boolean;
}

function integer(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new LeakscopeError('usage', `${name} expects an integer from ${min} to ${max}, got "${text}"`);
  return value;
}

/** Resolves when the process is asked to stop (SIGINT, SIGTERM) or `done` settles. */
function untilStopped(done: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    void done.then(stop, stop);
  });
}

async function runMcp(command: string[], flags: McpFlags, io: CommandIO): Promise<number> {
  if ((command.length === 0) === (flags.upstreamUrl === undefined)) {
    throw new LeakscopeError('usage', 'give the upstream server either as a command after -- (e.g. -- node server.mjs) or with --upstream-url, not both');
  }
  const policy = await loadGuardPolicy(flags.policy);
  const [executable, ...args] = command;
  const upstream: UpstreamSpec = flags.upstreamUrl !== undefined ? { kind: 'http', url: flags.upstreamUrl } : { kind: 'stdio', command: executable ?? '', args };
  const tokenKey = process.env[TOKEN_KEY_ENV];
  const running = await startMcpGateway({
    policy,
    upstream,
    ...(flags.criterion === undefined ? {} : { criterion: flags.criterion }),
    ...(flags.traceOut === undefined ? {} : { traceOut: flags.traceOut }),
    ...(flags.http === undefined ? {} : { httpPort: integer(flags.http, '--http', 0, 65535) }),
    ...(tokenKey === undefined || tokenKey === '' ? {} : { tokenKey }),
    requestTimeoutMs: integer(flags.timeout, '--timeout', 100, 3_600_000),
    onWarning: (message) => io.stderr.write(`leakscope guard: ${message}\n`),
  });
  const where = running.endpoint === undefined ? 'stdio' : running.endpoint.url;
  io.stderr.write(`leakscope guard: MCP gateway (${flags.criterion ?? policy.criterion}, ${policy.mode}, fail-${policy.failMode}) on ${where}\n`);
  await untilStopped(running.closed);
  await running.close();
  return EXIT.ok;
}

async function runServe(flags: ServeFlags, io: CommandIO): Promise<number> {
  const policy = await loadGuardPolicy(flags.policy);
  const tokenKey = process.env[TOKEN_KEY_ENV];
  const guard = createGuard(
    guardOptionsFromPolicy(policy, { ...(flags.criterion === undefined ? {} : { criterion: flags.criterion }), ...(tokenKey === undefined || tokenKey === '' ? {} : { tokenKey }) }),
  );
  const token = flags.token ?? process.env[SIDECAR_TOKEN_ENV];
  const rate = integer(flags.rate, '--rate', 1, 1_000_000);
  const sidecar = await startSidecar({
    guard,
    port: integer(flags.port, '--port', 0, 65535),
    host: flags.host,
    ...(token === undefined || token === '' ? {} : { token }),
    maxBodyBytes: integer(flags.maxBody, '--max-body', 1, 1024 * 1024 * 1024),
    rateLimit: { capacity: rate * 2, refillPerSecond: rate },
  });
  io.stderr.write(`leakscope guard: sidecar (${guard.criterion}) on ${sidecar.url} — POST /v1/inspect, POST /v1/observe, GET /healthz\n`);
  await untilStopped(new Promise<void>(() => undefined));
  await sidecar.close();
  return EXIT.ok;
}

async function runReplay(sources: string[], flags: ReplayFlags, io: CommandIO): Promise<number> {
  const progress = createProgress(io);
  const scenarios = flags.scenarios === undefined ? undefined : await loadScenarioContexts(flags.scenarios);
  try {
    const report = await replayTraces({
      sources,
      criterion: flags.criterion,
      ...(flags.purpose === undefined ? {} : { purpose: flags.purpose }),
      ...(scenarios === undefined ? {} : { scenarios }),
      includeErrors: flags.includeErrors === true,
      onProgress: ({ traces, events }) => progress.update(`guard replay: ${traces} traces, ${events} inspected events`),
    });
    progress.done();
    io.stdout.write(flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderReplayText(report));
    if (report.rejectedLines > 0) {
      io.stderr.write(`leakscope: ${report.rejectedLines} input lines were rejected\n`);
      return EXIT.badInput;
    }
    return EXIT.ok;
  } finally {
    progress.done();
  }
}

/** `leakscope guard mcp | serve | replay`. */
export const guardCommand: CommandModule = {
  register(program: Command, io: CommandIO, setExit: (status: number) => void) {
    const guard = program.command('guard').description('Runtime guard: PASS / ABSTRACT / BLOCK before every outbound write (MCP gateway, HTTP sidecar, replay over traces)');
    const criterion = () => new Option('--criterion <id>', 'decision criterion (overrides the policy file)').choices([...CRITERION_IDS]);

    guard
      .command('mcp')
      .description('MCP gateway: an MCP server to the agent, a client to the upstream server, the guard in between')
      .requiredOption('--policy <file>', 'guard policy file (JSON): vault, allowed sets, purpose, toolChannels, ...')
      .addOption(criterion())
      .option('--trace-out <file>', 'write guard-decision, C3 and C4 events to a leakscope trace file')
      .option('--http <port>', 'serve Streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio')
      .option('--upstream-url <url>', 'upstream server over Streamable HTTP instead of a command')
      .option('--timeout <ms>', 'timeout of each upstream request', '30000')
      .argument('[command...]', 'upstream server command, after -- (e.g. -- node server.mjs)')
      .action(async (command: string[], flags: McpFlags) => {
        setExit(await runMcp(command, flags, io));
      });

    guard
      .command('serve')
      .description('HTTP sidecar: POST /v1/inspect, POST /v1/observe, GET /healthz')
      .requiredOption('--policy <file>', 'guard policy file (JSON)')
      .addOption(criterion())
      .option('--port <port>', 'port to listen on', '8787')
      .option('--host <host>', 'address to bind (anything but loopback requires --token)', '127.0.0.1')
      .option('--token <token>', `bearer token required on /v1/* (or ${SIDECAR_TOKEN_ENV})`)
      .option('--max-body <bytes>', 'largest request body accepted (413 above)', String(1024 * 1024))
      .option('--rate <n>', 'requests per second allowed (token bucket, bursts of 2n; 429 above)', '100')
      .action(async (flags: ServeFlags) => {
        setExit(await runServe(flags, io));
      });

    guard
      .command('replay')
      .description('What the guard would have stopped: replay recorded traces, per-channel stopped and false-intervention rates')
      .argument('<traces...>', 'trace files (.jsonl, .jsonl.gz, AgentLeak release files), or - for stdin')
      .addOption(new Option('--criterion <id>', 'decision criterion').choices([...CRITERION_IDS]).default('allowed-set'))
      .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json']).default('text'))
      .option('--purpose <text>', 'task purpose for traces that carry none (minimization and contextual integrity read it)')
      .option('--scenarios <file>', 'scenario file giving vaults and policies to traces that reference a scenario')
      .option('--include-errors', 'replay failed runs too')
      .action(async (sources: string[], flags: ReplayFlags) => {
        setExit(await runReplay(sources, flags, io));
      });
  },
};
