import { LeakscopeError } from '../../contracts/index.js';
import { loadGuardPolicy, type ModelJudgeOptions } from '../../guard/index.js';
import { createModelLayer, openSqliteCache } from '../../models/index.js';
import { startMcpGateway, type UpstreamSpec } from '../../integrations/mcp/index.js';
import { startSidecar, type JudgeSpec } from '../../integrations/sidecar/index.js';
import { renderReplayText } from '../../guard/replay-render.js';
import { replayTraces } from '../../guard/replay.js';
import { EXIT } from '../exit-codes.js';
import { jobsFlag } from '../jobs.js';
import type { CommandIO } from '../io.js';
import { defineGuard, SIDECAR_TOKEN_ENV, type DoorFlags, type JudgeFlags, type McpFlags, type ReplayFlags, type ServeFlags } from '../define/guard.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { loadScenarioContexts } from '../scenario-contexts.js';

/** Environment variable holding the 32-byte key for reversible tokens. */
const TOKEN_KEY_ENV = 'LEAKSCOPE_GUARD_TOKEN_KEY';

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

/**
 * The judge model of `--judge-model`, by name (what a guard built in another thread, the
 * sidecar's worker, is given); undefined without the flag.
 */
function judgeSpecOf(flags: JudgeFlags): JudgeSpec | undefined {
  if (flags.judgeModel === undefined) {
    if (flags.cache !== undefined || flags.baseUrl !== undefined) throw new LeakscopeError('usage', '--cache and --base-url configure the judge model: give --judge-model too');
    return undefined;
  }
  return { model: flags.judgeModel, ...(flags.cache === undefined ? {} : { cache: flags.cache }), ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }) };
}

/**
 * The judge of a model-judged criterion from `--judge-model`, through the model layer (its retries,
 * budget and, with `--cache`, its response cache); undefined without the flag. The model spec is
 * checked before anything starts.
 */
function judgeOf(flags: JudgeFlags): ModelJudgeOptions | undefined {
  const spec = judgeSpecOf(flags);
  if (spec === undefined) return undefined;
  const models = createModelLayer({ ...(spec.cache === undefined ? {} : { cache: openSqliteCache(spec.cache) }), ...(spec.baseURL === undefined ? {} : { baseURL: spec.baseURL }) });
  models.languageModel(spec.model);
  return { model: spec.model, models };
}

/** The front door of `guard mcp --http` and `guard serve` from their flags (the token from the flag or the environment). */
function doorOf(flags: DoorFlags) {
  const token = flags.token ?? process.env[SIDECAR_TOKEN_ENV];
  return {
    host: flags.host,
    ...(token === undefined || token === '' ? {} : { token }),
    allowedHosts: flags.allowedHost,
    allowedOrigins: flags.allowedOrigin.map((origin) => originFlag(origin)),
    maxSessions: integer(flags.maxSessions, '--max-sessions', 0, 1_000_000),
    sessionIdleMs: integer(flags.sessionIdle, '--session-idle', 1, 7 * 24 * 3600) * 1000,
  };
}

/** An `--allowed-origin` value: scheme, host and port only (`http://localhost:5173`). */
function originFlag(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new LeakscopeError('usage', `--allowed-origin expects an origin such as http://localhost:5173, got "${text}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/+$/, '')) {
    throw new LeakscopeError('usage', `--allowed-origin expects an origin (scheme://host[:port], no path), got "${text}"`);
  }
  return url.origin;
}

/** `leakscope guard mcp`: the MCP gateway until the process is stopped or the upstream exits. */
export async function runMcp(command: string[], flags: McpFlags, io: CommandIO): Promise<number> {
  if ((command.length === 0) === (flags.upstreamUrl === undefined)) {
    throw new LeakscopeError('usage', 'give the upstream server either as a command after -- (e.g. -- node server.mjs) or with --upstream-url, not both');
  }
  const policy = await loadGuardPolicy(flags.policy);
  const [executable, ...args] = command;
  const upstream: UpstreamSpec = flags.upstreamUrl !== undefined ? { kind: 'http', url: flags.upstreamUrl } : { kind: 'stdio', command: executable ?? '', args };
  const tokenKey = process.env[TOKEN_KEY_ENV];
  const judge = judgeOf(flags);
  const door = doorOf(flags);
  if (flags.http === undefined && (flags.token !== undefined || flags.host !== '127.0.0.1')) {
    throw new LeakscopeError('usage', '--host and --token apply to the HTTP mode: give --http <port> too');
  }
  const running = await startMcpGateway({
    policy,
    upstream,
    ...(judge === undefined ? {} : { judge }),
    ...(flags.criterion === undefined ? {} : { criterion: flags.criterion }),
    ...(flags.traceOut === undefined ? {} : { traceOut: flags.traceOut }),
    ...(flags.http === undefined ? {} : { httpPort: integer(flags.http, '--http', 0, 65535), http: door }),
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

/**
 * `leakscope guard serve`: the HTTP sidecar until the process is stopped, or until its guard
 * worker stops (exit status 3). The guards run in a worker thread, so `/healthz` and SIGTERM are
 * answered at once while a large message is inspected.
 */
export async function runServe(flags: ServeFlags, io: CommandIO): Promise<number> {
  const policy = await loadGuardPolicy(flags.policy);
  const tokenKey = process.env[TOKEN_KEY_ENV];
  const judge = judgeSpecOf(flags);
  const rate = integer(flags.rate, '--rate', 1, 1_000_000);
  const door = doorOf(flags);
  const { maxSessions } = door;
  const idleSeconds = door.sessionIdleMs / 1000;
  const sidecar = await startSidecar({
    worker: {
      policy,
      ...(flags.criterion === undefined ? {} : { criterion: flags.criterion }),
      ...(tokenKey === undefined || tokenKey === '' ? {} : { tokenKey }),
      ...(judge === undefined ? {} : { judge }),
    },
    port: integer(flags.port, '--port', 0, 65535),
    ...door,
    maxBodyBytes: integer(flags.maxBody, '--max-body', 1, 1024 * 1024 * 1024),
    rateLimit: { capacity: rate * 2, refillPerSecond: rate },
  });
  io.stderr.write(
    `leakscope guard: sidecar (${sidecar.criterion}) on ${sidecar.url} — POST /v1/inspect, POST /v1/observe, GET /healthz; sessions: POST /v1/sessions (up to ${maxSessions}, expire after ${idleSeconds} s unused)\n`,
  );
  let stopped: string | undefined;
  await untilStopped(
    sidecar.failed.then((reason) => {
      stopped = reason;
    }),
  );
  await sidecar.close();
  if (stopped === undefined) return EXIT.ok;
  io.stderr.write(`leakscope guard: ${stopped}; the sidecar stopped\n`);
  return EXIT.internal;
}

/** `leakscope guard replay`: what the guard would have stopped in recorded traces. */
export async function runReplay(sources: string[], flags: ReplayFlags, io: CommandIO): Promise<number> {
  const progress = createProgress(io);
  const scenarios = flags.scenarios === undefined ? undefined : await loadScenarioContexts(flags.scenarios);
  const judge = judgeOf(flags);
  try {
    const report = await replayTraces({
      sources,
      criterion: flags.criterion,
      ...(judge === undefined ? {} : { judge }),
      ...(flags.purpose === undefined ? {} : { purpose: flags.purpose }),
      ...(scenarios === undefined ? {} : { scenarios }),
      includeErrors: flags.includeErrors === true,
      jobs: jobsFlag(flags.jobs),
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

/** `leakscope guard mcp | serve | replay` with the body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const guardCommand: CommandModule = defineGuard(async () => ({ runMcp, runServe, runReplay }));
