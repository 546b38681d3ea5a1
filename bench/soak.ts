/**
 * `npm run soak`: a bounded soak of `leakscope guard serve` and `leakscope guard mcp --http` on
 * 127.0.0.1, each a whole process as a user runs it, under a closed-loop load (issue 19). Per server:
 * requests done, failures by kind, p50/p99 latency, throughput, and RSS after a forced collection
 * in every thread of the server (bench/soak-gc.ts) before and after the load, against the target
 * RSS_end ≤ 1.2 × RSS_start. Not part of the unit suite.
 *
 *   npm run soak                                     both servers, 50,000 requests each at concurrency 32
 *   npm run soak -- --requests 2000                  a quick run
 *   npm run soak -- sidecar --json soak.json         one server; the figures as JSON too
 *
 * Flags (or environment): --requests (LEAKSCOPE_SOAK_REQUESTS, default 50,000), --concurrency
 * (LEAKSCOPE_SOAK_CONCURRENCY, 32), --seconds (LEAKSCOPE_SOAK_SECONDS, 60: the cap on a server's
 * warm-up and load together; the load stops there and reports what it did), --warmup (requests
 * before the first measurement, default 1% of --requests, at least 100), --json <file>.
 * Exit status 1 when a server failed a request or its RSS grew past the target, 2 for bad flags.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { textTable } from '../src/lib/text-table.js';
import { gatewayTarget } from './soak-gateway.js';
import type { GcReport } from './soak-gc.js';
import { runLoad, rssVerdict, type LoadResult, type RssVerdict } from './soak-load.js';
import { sidecarTarget } from './soak-sidecar.js';
import type { SoakTarget } from './soak-target.js';

const TARGETS: readonly SoakTarget[] = [sidecarTarget, gatewayTarget];
const MB = 1024 * 1024;

/** The soak's settings, from flags and the environment. */
interface SoakSettings {
  readonly requests: number;
  readonly concurrency: number;
  readonly seconds: number;
  readonly warmup: number;
  readonly json: string | undefined;
  readonly targets: readonly string[];
}

/** What one server's soak measured. */
interface SoakPhase {
  readonly id: string;
  readonly title: string;
  readonly warmup: LoadResult;
  readonly load: LoadResult;
  readonly rss: RssVerdict;
  /** The highest RSS of the server process over its life (VmHWM), MB; null without /proc. */
  readonly peakRssMB: number | null;
  readonly gc: { readonly start: GcReport; readonly end: GcReport };
  /** CPU seconds during the load (after warm-up to the end collection, excluded): the server process's own threads, and this client's. */
  readonly cpu: { readonly serverS: number | null; readonly clientS: number };
  /** Failures closing the soak's own MCP sessions, by kind. */
  readonly closeErrors: readonly string[];
  /** The server's exit status after SIGTERM (0: a clean stop). */
  readonly exitStatus: number | null;
  /** The last of what the server wrote on stderr, when it wrote more than its start-up line. */
  readonly stderrTail: string;
}

function whole(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} expects a whole number ≥ ${min}, got "${text}"`);
  return value;
}

/**
 * The settings of `npm run soak -- <args>`; throws, naming the flag, on a bad value or an unknown server.
 *
 * @example soakSettings(['--requests', '2000', 'sidecar'], {}).requests // 2000
 */
function soakSettings(args: readonly string[], env: NodeJS.ProcessEnv): SoakSettings {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { requests: { type: 'string' }, concurrency: { type: 'string' }, seconds: { type: 'string' }, warmup: { type: 'string' }, json: { type: 'string' } },
  });
  const requests = whole('--requests', values.requests ?? env['LEAKSCOPE_SOAK_REQUESTS'], 50_000, 1);
  const unknown = positionals.filter((id) => !TARGETS.some((target) => target.id === id));
  if (unknown.length > 0) throw new Error(`unknown soak server ${unknown.map((id) => `"${id}"`).join(', ')}; known: ${TARGETS.map((target) => target.id).join(', ')}`);
  return {
    requests,
    concurrency: whole('--concurrency', values.concurrency ?? env['LEAKSCOPE_SOAK_CONCURRENCY'], 32, 1),
    seconds: whole('--seconds', values.seconds ?? env['LEAKSCOPE_SOAK_SECONDS'], 60, 1),
    warmup: whole('--warmup', values.warmup, Math.max(100, Math.round(requests / 100)), 0),
    json: values.json,
    targets: positionals.length === 0 ? TARGETS.map((target) => target.id) : positionals,
  };
}

async function soak(target: SoakTarget, settings: SoakSettings): Promise<SoakPhase> {
  const running = await target.start(settings.concurrency);
  const { server } = running;
  try {
    const deadline = performance.now() + settings.seconds * 1000;
    const base = { concurrency: settings.concurrency, deadline, attempt: running.attempt };
    const warmup = await runLoad({ ...base, first: 0, requests: settings.warmup });
    const start = await server.collect();
    const serverBefore = server.cpuSeconds();
    const clientBefore = process.cpuUsage();
    const load = await runLoad({ ...base, first: settings.warmup, requests: settings.requests });
    const client = process.cpuUsage(clientBefore);
    const serverAfter = server.cpuSeconds();
    const end = await server.collect();
    const peakRssMB = server.peakRssMB();
    const closeErrors = await running.close();
    const stopped = await server.stop();
    const own = server.ownStderr().trim().split('\n');
    return {
      id: target.id,
      title: target.title,
      warmup,
      load,
      rss: rssVerdict(start.rssBytes / MB, end.rssBytes / MB),
      peakRssMB,
      gc: { start, end },
      cpu: { serverS: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore, clientS: (client.user + client.system) / 1e6 },
      closeErrors,
      exitStatus: stopped.status,
      stderrTail: own.length > 1 ? own.slice(-20).join('\n') : '',
    };
  } finally {
    await server.stop();
  }
}

const decimal = (value: number, digits: number): string => value.toFixed(digits);
const count = (value: number): string => value.toLocaleString('en-US');

/** The table of every server's figures, and what each one's failures and answers were. */
function renderSoak(phases: readonly SoakPhase[], settings: Pick<SoakSettings, 'concurrency' | 'seconds'>): string {
  const header = ['server', 'requests', 'errors', 'p50 ms', 'p99 ms', 'req/s', 'RSS start MB', 'RSS end MB', 'end/start', `RSS ≤ ${phases[0]?.rss.limit ?? 1.2}×`];
  const rows = phases.map((phase) => [
    phase.id,
    `${count(phase.load.requests)}${phase.load.stoppedByDeadline ? ` of ${count(phase.load.planned)}` : ''}`,
    count(phase.load.errorCount),
    decimal(phase.load.latency.p50Ms, 2),
    decimal(phase.load.latency.p99Ms, 2),
    decimal(phase.load.requestsPerSecond, 0),
    decimal(phase.rss.startMB, 1),
    decimal(phase.rss.endMB, 1),
    decimal(phase.rss.ratio, 2),
    phase.rss.flat ? 'PASS' : 'MISS',
  ]);
  const lines = [textTable(header, rows, { align: (_, column) => (column === 0 ? 'left' : 'right') })];
  for (const phase of phases) {
    const { load } = phase;
    lines.push('', `${phase.id} — ${phase.title}`);
    lines.push(
      `  load: ${count(load.requests)} of ${count(load.planned)} requests at concurrency ${settings.concurrency} in ${decimal(load.wallMs / 1000, 1)} s${load.stoppedByDeadline ? ` (stopped by the ${settings.seconds} s cap)` : ''}, after a warm-up of ${count(phase.warmup.requests)} (${count(phase.warmup.errorCount)} errors)`,
    );
    lines.push(
      `  latency: p50 ${decimal(load.latency.p50Ms, 2)} ms, p99 ${decimal(load.latency.p99Ms, 2)} ms; first tenth p50 ${decimal(load.firstTenth.p50Ms, 2)} ms, last tenth p50 ${decimal(load.lastTenth.p50Ms, 2)} ms`,
    );
    const perRequest = (seconds: number): string => `${decimal(seconds, 1)} s (${decimal((seconds * 1000) / Math.max(1, load.requests), 2)} ms per request)`;
    lines.push(`  CPU during the load: server ${phase.cpu.serverS === null ? 'unknown' : perRequest(phase.cpu.serverS)}, this client ${perRequest(phase.cpu.clientS)}`);
    const errors = Object.entries(load.errors).sort(([, a], [, b]) => b - a);
    lines.push(`  errors: ${errors.length === 0 ? 'none' : errors.map(([kind, n]) => `${kind} × ${count(n)}`).join('; ')}`);
    if (phase.closeErrors.length > 0) lines.push(`  closing the soak's sessions failed: ${phase.closeErrors.join('; ')}`);
    lines.push(
      `  answers: ${Object.entries(load.outcomes)
        .map(([outcome, n]) => `${outcome} × ${count(n)}`)
        .join('; ')}`,
    );
    for (const [kind, figures] of Object.entries(load.byKind)) {
      lines.push(
        `    ${kind.padEnd(26)} ${count(figures.iterations).padStart(7)}  p50 ${decimal(figures.p50Ms, 2).padStart(7)} ms  p99 ${decimal(figures.p99Ms, 2).padStart(8)} ms${figures.errors > 0 ? `  ${count(figures.errors)} errors` : ''}`,
      );
    }
    const heaps = (report: GcReport): string =>
      report.threads.map((thread) => `${decimal(thread.heapUsedBytes / MB, 1)} of ${decimal(thread.heapTotalBytes / MB, 1)} (+${decimal(thread.mallocedBytes / MB, 1)} malloc)`).join(', ');
    const missing = (report: GcReport): string => (report.threads.length < report.expectedThreads ? ` (${report.expectedThreads - report.threads.length} thread(s) did not answer)` : '');
    lines.push(
      `  RSS after forced GC: ${decimal(phase.rss.startMB, 1)} → ${decimal(phase.rss.endMB, 1)} MB (${decimal(phase.rss.ratio, 2)}×, target ≤ ${phase.rss.limit}×: ${phase.rss.flat ? 'PASS' : 'MISS'}); peak ${phase.peakRssMB === null ? 'unknown' : `${decimal(phase.peakRssMB, 1)} MB`}`,
    );
    lines.push(`  V8 heap after GC, used of held, per thread (MB): ${heaps(phase.gc.start)}${missing(phase.gc.start)} → ${heaps(phase.gc.end)}${missing(phase.gc.end)}`);
    lines.push(`  server stopped with exit status ${String(phase.exitStatus)}`);
    if (phase.stderrTail !== '') lines.push(`  server stderr (last lines):\n${phase.stderrTail.replace(/^/gm, '    ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  let settings: SoakSettings;
  try {
    settings = soakSettings(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`npm run soak: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  console.log(
    `leakscope soak — node ${process.version}, ${new Date().toISOString()}: ${count(settings.requests)} requests per server at concurrency ${settings.concurrency}, at most ${settings.seconds} s each (after ${count(settings.warmup)} warm-up requests)`,
  );
  const phases: SoakPhase[] = [];
  for (const target of TARGETS) {
    if (!settings.targets.includes(target.id)) continue;
    console.error(`soak: ${target.id} …`);
    phases.push(await soak(target, settings));
  }
  console.log(`\n${renderSoak(phases, settings)}`);
  if (settings.json !== undefined) {
    writeFileSync(settings.json, `${JSON.stringify({ node: process.version, at: new Date().toISOString(), settings, phases }, null, 2)}\n`);
    console.log(`\nfigures written to ${settings.json}`);
  }
  const clean = phases.every((phase) => phase.load.errorCount === 0 && phase.warmup.errorCount === 0 && phase.closeErrors.length === 0 && phase.exitStatus === 0 && phase.rss.flat);
  return clean ? 0 : 1;
}

process.exitCode = await main();
