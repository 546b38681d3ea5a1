/**
 * A server the soak measures, run as a user runs it (`node dist/cli/main.js guard …`, through the
 * tests' `startLeakscope`), with the GC hook loaded (bench/soak-gc.ts) so the soak can force a
 * collection in it and read its RSS.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLeakscope, type CliResult, type RunningCli } from '../test/support/cli.js';
import { GC_MARK, parseGcReport, type GcReport } from './soak-gc.js';

const HOOK = join(dirname(fileURLToPath(import.meta.url)), 'soak-gc-hook.js');
/** How long a server may take to start, or to answer a forced collection, on a loaded machine. */
const WAIT_MS = 60_000;

/** A running server with the GC hook. */
export interface SoakServer {
  /** What the server printed its address as (the first group of `ready`). */
  readonly url: string;
  readonly pid: number;
  /** Forces a collection in every thread of the server and resolves with its report. */
  collect(): Promise<GcReport>;
  /** The highest RSS of the server so far in MB (`VmHWM` of /proc), or null where there is no /proc. */
  peakRssMB(): number | null;
  /** User + system CPU seconds of the server process so far (all its threads, not its children), or null where there is no /proc. */
  cpuSeconds(): number | null;
  /** What it wrote on stderr that is not a GC report (warnings, errors). */
  ownStderr(): string;
  stop(): Promise<CliResult>;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function peakRss(pid: number): number | null {
  try {
    const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat: 100 on Linux everywhere Node runs (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

function cpuSeconds(pid: number): number | null {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Starts `leakscope <args>` under `node --expose-gc --import <the GC hook>` and waits until it
 * prints a line matching `ready`, whose first group is its address.
 *
 * @example const server = await startSoakServer(['guard', 'serve', '--policy', policy, '--port', '0'], /on (http:\/\/\S+) —/);
 */
export async function startSoakServer(args: readonly string[], ready: RegExp): Promise<SoakServer> {
  const cli: RunningCli = startLeakscope(args, { nodeArgs: ['--expose-gc', '--import', HOOK] });
  let url: string;
  try {
    const [, address] = await within(cli.waitFor(ready), WAIT_MS, `leakscope ${args.join(' ')}`);
    if (address === undefined) throw new Error(`the pattern ${String(ready)} has no group for the address`);
    url = address;
  } catch (error) {
    await cli.stop();
    throw error;
  }
  const pid = cli.child.pid ?? 0;
  let rounds = 0;
  return {
    url,
    pid,
    async collect() {
      rounds += 1;
      const round = rounds;
      cli.child.kill('SIGUSR2');
      await within(cli.waitFor(new RegExp(`^${GC_MARK} ${round} `, 'm')), WAIT_MS, `forced collection ${round} in leakscope ${args[0] ?? ''} ${args[1] ?? ''}`);
      const report = parseGcReport(cli.stderr(), round);
      if (report === undefined) throw new Error(`forced collection ${round}: its report line does not parse`);
      return report;
    },
    peakRssMB: () => peakRss(pid),
    cpuSeconds: () => cpuSeconds(pid),
    ownStderr: () =>
      cli
        .stderr()
        .split('\n')
        .filter((line) => !line.startsWith(`${GC_MARK} `))
        .join('\n'),
    stop: () => cli.stop(),
  };
}
