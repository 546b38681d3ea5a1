/**
 * The one way tests run the CLI: as a user would (`leakscope`, `leakscopeAsync` and
 * `startLeakscope` run the built `dist/cli/main.js`; the test command builds first), or in
 * process (`runCli` with `captureIO`, for commands whose internals a test injects).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import type { CommandIO } from '../../src/cli/io.js';
import { runProgram, type CommandModule } from '../../src/cli/program.js';
import { PROJECT_ROOT } from './paths.js';

export { PROJECT_ROOT };

/** The built CLI entry point. */
export const CLI = resolve(PROJECT_ROOT, 'dist/cli/main.js');

/** How a CLI run ended and what it wrote. */
export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Options of a spawned CLI run. */
export interface CliOptions {
  /** Text written to stdin (then closed). */
  readonly input?: string;
  readonly cwd?: string;
  /** Added to (or, with `undefined`, removed from) the inherited environment. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Node flags before the entry point (e.g. `--expose-gc`, `--import <hook>`); none by default. */
  readonly nodeArgs?: readonly string[];
}

function environment(extra: CliOptions['env'] = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** The first match of `pattern` in the complete lines of `text` (all of it once the writer has ended): a line still being written could match in part, e.g. half a port number. */
function firstMatch(pattern: RegExp, text: string, ended: boolean): RegExpExecArray | null {
  const complete = ended ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  return new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(complete);
}

/** The command and arguments that run the CLI, for APIs that spawn it themselves (e.g. an MCP stdio client). */
export function cliCommand(args: readonly string[]): { command: string; args: string[] } {
  return { command: process.execPath, args: [CLI, ...args] };
}

/**
 * Runs the built CLI to completion, synchronously. Blocks the test process: a server the CLI must
 * reach in this process (a stub model) needs {@link leakscopeAsync}.
 */
export function leakscope(args: readonly string[], options: CliOptions = {}): CliResult {
  const result = spawnSync(process.execPath, [...(options.nodeArgs ?? []), CLI, ...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: environment(options.env),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A CLI process running in the background (a server: `guard serve`, `guard mcp --http`, ...). */
export interface RunningCli {
  readonly child: ChildProcess;
  /** What it wrote so far. */
  stdout(): string;
  stderr(): string;
  /**
   * Resolves with the first match of `pattern` in the lines the process writes to `stream`
   * (default stderr), as soon as one is complete; rejects when the process exits first. No timeout of its own:
   * the test's timeout applies, so a slow machine waits longer instead of failing.
   */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<RegExpExecArray>;
  /** Resolves when the process has exited. */
  readonly exited: Promise<CliResult>;
  /** Sends `signal` (default SIGTERM) unless it has exited, and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<CliResult>;
}

/** Starts the built CLI without waiting for it. */
export function startLeakscope(args: readonly string[], options: CliOptions = {}): RunningCli {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), CLI, ...args], { cwd: options.cwd ?? PROJECT_ROOT, env: environment(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
  const written = { stdout: '', stderr: '' };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  child.stdout.on('data', (chunk: Buffer) => {
    written.stdout += chunk.toString('utf8');
    notify();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    written.stderr += chunk.toString('utf8');
    notify();
  });
  let ended = false;
  const exited = new Promise<CliResult>((resolveExit, rejectExit) => {
    child.once('error', rejectExit);
    child.once('close', (status) => {
      ended = true;
      notify();
      resolveExit({ status, stdout: written.stdout, stderr: written.stderr });
    });
  });
  if (options.input !== undefined) child.stdin.end(options.input);
  else child.stdin.end();
  return {
    child,
    stdout: () => written.stdout,
    stderr: () => written.stderr,
    exited,
    waitFor(pattern, stream = 'stderr') {
      return new Promise<RegExpExecArray>((resolveMatch, rejectMatch) => {
        const check = () => {
          const match = firstMatch(pattern, written[stream], ended);
          if (match !== null) {
            listeners.delete(check);
            resolveMatch(match);
          } else if (ended) {
            listeners.delete(check);
            rejectMatch(new Error(`leakscope ${args.join(' ')} exited (status ${String(child.exitCode)}) before writing ${String(pattern)} to ${stream}:\n${written.stderr}`));
          }
        };
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (!ended && child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the built CLI to completion without blocking the test process. */
export function leakscopeAsync(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return startLeakscope(args, options).exited;
}

/** A {@link CommandIO} that keeps what a command writes. */
export interface CapturedIO extends CommandIO {
  /** Everything written to stdout so far. */
  out(): string;
  /** Everything written to stderr so far. */
  err(): string;
  /** Resolves with the first match of `pattern` in the lines written to `stream` (default stderr), as soon as one is complete. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<RegExpExecArray>;
}

/** An in-process {@link CommandIO} for `runProgram` and the `run…` functions of the commands. */
export function captureIO(): CapturedIO {
  const written = { stdout: '', stderr: '' };
  const listeners = new Set<() => void>();
  const sink = (stream: 'stdout' | 'stderr'): Writable =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        written[stream] += chunk.toString();
        for (const listener of [...listeners]) listener();
        done();
      },
    });
  return {
    stdout: sink('stdout'),
    stderr: sink('stderr'),
    interactive: false,
    out: () => written.stdout,
    err: () => written.stderr,
    waitFor(pattern, stream = 'stderr') {
      return new Promise<RegExpExecArray>((resolveMatch) => {
        const check = () => {
          const match = firstMatch(pattern, written[stream], false);
          if (match === null) return;
          listeners.delete(check);
          resolveMatch(match);
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/** What an in-process CLI run returned and wrote. */
export interface InProcessResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `leakscope <args>` in process with the given command modules (`runProgram`), capturing its output.
 *
 * @example const run = await runCli(['scenarios', 'generate', '--count', '2'], [scenariosCommand]);
 */
export async function runCli(args: readonly string[], modules: readonly CommandModule[], io: CapturedIO = captureIO()): Promise<InProcessResult> {
  const status = await runProgram(args, io, modules);
  return { status, stdout: io.out(), stderr: io.err() };
}
