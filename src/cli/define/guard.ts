/** The `guard` command lines (`mcp`, `serve`, `replay`); the body (`commands/guard.ts`) loads when one runs. */
import { Option, type Command } from 'commander';
import { JOBS_HELP } from './jobs-option.js';
// ids.js, not the guard barrel: the criteria (and the model layer behind them) load only when a command runs.
import { CRITERION_IDS, type CriterionId } from '../../guard/criteria/ids.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Environment variable holding the sidecar's bearer token (so it stays out of `ps`). */
export const SIDECAR_TOKEN_ENV = 'LEAKSCOPE_GUARD_TOKEN';

/** The model of a model-judged criterion (`arbiter`, or minimization / contextual integrity judged by a model). */
export interface JudgeFlags {
  judgeModel?: string;
  baseUrl?: string;
  cache?: string;
}

/** Adds the judge options to a guard subcommand. */
function withJudge(command: Command): Command {
  return command
    .option('--judge-model <provider:model>', 'model of the criterion: needed by arbiter; makes minimization and contextual-integrity model-judged (openai:…, anthropic:…, openai-compatible:…)')
    .option('--base-url <url>', 'base URL for an openai-compatible judge model')
    .option('--cache <file>', 'SQLite response cache of the judge model: a flow judged once is replayed, not asked again');
}

/** The front-door flags of the guard's HTTP servers (`guard mcp --http`, `guard serve`). */
export interface DoorFlags {
  host: string;
  token?: string;
  allowedHost: string[];
  allowedOrigin: string[];
  maxSessions: string;
  sessionIdle: string;
}

/** Collects a repeatable option's values. */
const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Adds the front-door flags; `sessions` is the default of --max-sessions. */
function withDoor(command: Command, sessions: number): Command {
  return command
    .option('--host <host>', 'address to bind (anything but loopback requires --token)', '127.0.0.1')
    .option('--token <token>', `bearer token required on every request but /healthz (or ${SIDECAR_TOKEN_ENV})`)
    .option('--allowed-host <name>', 'also answer to this Host name (repeatable; 421 for any other; loopback names are always answered on loopback)', collect, [])
    .option('--allowed-origin <origin>', 'allow browser requests from this origin, e.g. http://localhost:5173 (repeatable; 403 for any other)', collect, [])
    .option('--max-sessions <n>', 'sessions open at once (503 above)', String(sessions))
    .option('--session-idle <seconds>', 'a session unused this long expires', '900');
}

/** Flags of `leakscope guard mcp`. */
export interface McpFlags extends JudgeFlags, DoorFlags {
  policy: string;
  criterion?: CriterionId;
  traceOut?: string;
  http?: string;
  upstreamUrl?: string;
  timeout: string;
}

/** Flags of `leakscope guard serve`. */
export interface ServeFlags extends JudgeFlags, DoorFlags {
  policy: string;
  criterion?: CriterionId;
  port: string;
  maxBody: string;
  rate: string;
}

/** Flags of `leakscope guard replay`. */
export interface ReplayFlags extends JudgeFlags {
  criterion: CriterionId;
  format: 'text' | 'json';
  purpose?: string;
  scenarios?: string;
  includeErrors?: boolean;
  /** Worker threads (`--jobs`); absent: one fewer than the cores. */
  jobs?: string;
}

/** What the `guard` subcommands run. */
export interface GuardBody {
  runMcp(command: string[], flags: McpFlags, io: CommandIO): Promise<number>;
  runServe(flags: ServeFlags, io: CommandIO): Promise<number>;
  runReplay(sources: string[], flags: ReplayFlags, io: CommandIO): Promise<number>;
}

/** `leakscope guard mcp | serve | replay`, running the body `load` resolves to. */
export function defineGuard(load: () => Promise<GuardBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const guard = program.command('guard').description('Runtime guard: PASS / ABSTRACT / BLOCK before every outbound write (MCP gateway, HTTP sidecar, replay over traces)');
      const criterion = () => new Option('--criterion <id>', 'decision criterion (overrides the policy file)').choices([...CRITERION_IDS]);

      withDoor(withJudge(guard.command('mcp')), 64)
        .description('MCP gateway: an MCP server to the agent, a client to the upstream server, the guard in between')
        .requiredOption('--policy <file>', 'guard policy file (JSON): vault, allowed sets, purpose, toolChannels, ...')
        .addOption(criterion())
        .option('--trace-out <file>', 'write guard-decision, C3 and C4 events to a leakscope trace file')
        .option('--http <port>', 'serve Streamable HTTP on --host:PORT/mcp instead of stdio (the flags below apply to it)')
        .option('--upstream-url <url>', 'upstream server over Streamable HTTP instead of a command')
        .option('--timeout <ms>', 'timeout of each upstream request', '30000')
        .argument('[command...]', 'upstream server command, after -- (e.g. -- node server.mjs)')
        .action(async (command: string[], flags: McpFlags) => {
          const body = await load();
          setExit(await body.runMcp(command, flags, io));
        });

      withDoor(withJudge(guard.command('serve')), 1000)
        .description('HTTP sidecar: POST /v1/inspect, POST /v1/observe, GET /healthz; per-client sessions with their own policy (POST /v1/sessions)')
        .requiredOption('--policy <file>', 'guard policy file (JSON)')
        .addOption(criterion())
        .option('--port <port>', 'port to listen on', '8787')
        .option('--max-body <bytes>', 'largest request body accepted (413 above)', String(1024 * 1024))
        .option('--rate <n>', 'requests per second allowed (token bucket, bursts of 2n; 429 above)', '100')
        .action(async (flags: ServeFlags) => {
          const body = await load();
          setExit(await body.runServe(flags, io));
        });

      withJudge(guard.command('replay'))
        .description('What the guard would have stopped: replay recorded traces, per-channel stopped and false-intervention rates')
        .argument('<traces...>', 'trace files (.jsonl, .jsonl.gz, AgentLeak release files), or - for stdin')
        .addOption(new Option('--criterion <id>', 'decision criterion').choices([...CRITERION_IDS]).default('allowed-set'))
        .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json']).default('text'))
        .option('--purpose <text>', 'task purpose for traces that carry none (minimization and contextual integrity read it)')
        .option('--scenarios <file>', 'scenario file giving vaults and policies to traces that reference a scenario')
        .option('--include-errors', 'replay failed runs too')
        .option('--jobs <n>', `${JOBS_HELP} (not with a judge model or stdin, which run in one thread)`)
        .action(async (sources: string[], flags: ReplayFlags) => {
          const body = await load();
          setExit(await body.runReplay(sources, flags, io));
        });
    },
  };
}
