/**
 * Starts a complete MCP gateway from a policy file: guard, upstream connection, trace file,
 * and the downstream transport (stdio, or Streamable HTTP on 127.0.0.1). What
 * `leakscope guard mcp` runs.
 */
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CriterionId, ModelJudgeOptions } from '../../guard/criteria/index.js';
import { createGuardTrace, type GuardTraceSink } from '../../guard/decision-trace.js';
import { createGuard } from '../../guard/engine.js';
import { requireTokenOffLoopback } from '../front-door.js';
import { createMcpGateway } from './gateway.js';
import { connectUpstream, serveGatewayHttp, type GatewayHttpOptions, type HttpEndpoint, type UpstreamSpec } from './transport.js';
import { guardOptionsFromPolicy, type GuardPolicyFile } from '../../guard/policy-file.js';

/** Options of {@link startMcpGateway}. */
export interface StartMcpGatewayOptions {
  readonly policy: GuardPolicyFile;
  readonly upstream: UpstreamSpec;
  /** Overrides the policy file's criterion. */
  readonly criterion?: CriterionId;
  /** The model of a model-judged criterion (the arbiter needs one). */
  readonly judge?: ModelJudgeOptions;
  /** Where to write the session trace (`guard-decision`, C3 and C4 events). */
  readonly traceOut?: string;
  /** Serve Streamable HTTP on this port (0: any free port) instead of stdio. */
  readonly httpPort?: number;
  /** HTTP mode: the front door and session bounds (host, token, allowed hosts and origins, sessions). */
  readonly http?: Omit<GatewayHttpOptions, 'port'>;
  /** 32-byte key for reversible tokens to trusted recipients. */
  readonly tokenKey?: string;
  /** Per upstream request; default 30 s. */
  readonly requestTimeoutMs?: number;
  /** stdio mode: where the agent's messages come from and go to (default: process stdin/stdout). */
  readonly stdin?: Readable;
  readonly stdout?: Writable;
  readonly onWarning?: (message: string) => void;
}

/** A running gateway. */
export interface RunningMcpGateway {
  /** Set in HTTP mode. */
  readonly endpoint: HttpEndpoint | undefined;
  /** Resolves when the agent disconnects (stdio end of input) or `close` is called. */
  readonly closed: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the gateway.
 *
 * @example
 * const running = await startMcpGateway({ policy, upstream: { kind: 'stdio', command: 'node', args: ['server.mjs'] }, traceOut: 'gateway.jsonl' });
 * await running.closed;
 */
export async function startMcpGateway(options: StartMcpGatewayOptions): Promise<RunningMcpGateway> {
  const { policy } = options;
  const criterion = options.criterion ?? policy.criterion;
  const warn = options.onWarning ?? (() => undefined);
  // Before anything starts: a gateway on another address without a token is refused.
  if (options.httpPort !== undefined) requireTokenOffLoopback(options.http?.host ?? '127.0.0.1', options.http?.token, 'the MCP gateway');
  const trace: GuardTraceSink | undefined =
    options.traceOut === undefined
      ? undefined
      : createGuardTrace(options.traceOut, {
          vault: policy.vault,
          policy: policy.policy,
          criterion,
          agent: 'mcp-gateway',
          onError: (error) => warn(`trace: ${error instanceof Error ? error.message : String(error)}`),
        });
  const guard = createGuard(
    guardOptionsFromPolicy(policy, { criterion, ...(options.tokenKey === undefined ? {} : { tokenKey: options.tokenKey }), ...(options.judge === undefined ? {} : { judge: options.judge }) }),
  );
  let upstream: Awaited<ReturnType<typeof connectUpstream>>;
  try {
    upstream = await connectUpstream(options.upstream);
  } catch (error) {
    await trace?.close('error', 'upstream MCP server could not be started');
    throw error;
  }
  const gateway = createMcpGateway({
    guard,
    upstream,
    toolChannels: policy.toolChannels,
    agent: policy.agent,
    purpose: policy.purpose,
    vault: policy.vault,
    ...(trace === undefined ? {} : { trace }),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    onWarning: warn,
  });

  let resolveClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  let closing: Promise<void> | undefined;
  let endpoint: HttpEndpoint | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await endpoint?.close();
      await gateway.close();
      await trace?.close();
      resolveClosed();
    })();
    return closing;
  };

  if (options.httpPort !== undefined) {
    try {
      endpoint = await serveGatewayHttp(gateway, { ...options.http, port: options.httpPort });
    } catch (error) {
      await close();
      throw error;
    }
  } else {
    const stdin = options.stdin ?? process.stdin;
    const server = gateway.createServer();
    const transport = new StdioServerTransport(stdin, options.stdout ?? process.stdout);
    // The SDK transport does not notice the end of input; the agent closing its pipe ends the session.
    stdin.once('end', () => void close());
    stdin.once('close', () => void close());
    const previous = server.onclose;
    server.onclose = () => {
      previous?.();
      void close();
    };
    await server.connect(transport);
  }
  return { endpoint, closed, close };
}
