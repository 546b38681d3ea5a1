import { stat } from 'node:fs/promises';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { LeakscopeError } from '../../contracts/index.js';
import { findingsFileIn, readFindingsFile } from '../../report/html/findings-file.js';
import { LOOPBACK_HOSTS, startViewer, type RunningViewer } from '../../report/viewer/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineView, type ViewFlags } from '../define/view.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { loadScenarioContexts } from '../scenario-contexts.js';
import { loadReport } from './report.js';

/** What to index: trace sources, and findings when a run directory provides them. */
interface ViewInputs {
  readonly sources: string[];
  readonly findingsFile: string | null;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A single directory holding report.json is a run directory: its traces are the report's
 * inputs (as given to `audit`, so relative to where audit ran; the run directory's parent is
 * tried as well) and its findings are reused instead of running the detectors again.
 */
export async function resolveViewInputs(inputs: readonly string[]): Promise<ViewInputs> {
  const [first] = inputs;
  if (inputs.length !== 1 || first === undefined || !(await exists(join(first, 'report.json')))) return { sources: [...inputs], findingsFile: null };
  const report = await loadReport(first);
  const sources: string[] = [];
  for (const input of report.inputs) {
    const candidates = isAbsolute(input) || input === '-' ? [input] : [resolve(input), resolve(first, '..', input)];
    const found = await firstExisting(candidates);
    if (found === undefined) {
      throw new LeakscopeError('input-not-found', `${join(first, 'report.json')} names input ${input}, which is not found here; pass the trace files instead: leakscope view <traces...>`, {
        path: input,
      });
    }
    sources.push(found);
  }
  return { sources, findingsFile: findingsFileIn(first) };
}

async function firstExisting(paths: readonly string[]): Promise<string | undefined> {
  for (const path of paths) if (await exists(path)) return path;
  return undefined;
}

/** Resolves when the process is asked to stop (Ctrl+C or a service manager). */
function untilSignal(): Promise<void> {
  return new Promise((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** Starts the viewer and serves until `until` resolves (a signal, by default). */
export async function runView(inputs: readonly string[], flags: ViewFlags, io: CommandIO, until: () => Promise<void> = untilSignal): Promise<number> {
  const port = Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new LeakscopeError('usage', `--port expects 0-65535, got "${flags.port}"`);
  const host = flags.host ?? '127.0.0.1';
  const loopback = LOOPBACK_HOSTS.has(host);
  if (!loopback && flags.showValues === true) {
    throw new LeakscopeError('usage', `refusing --show-values on non-loopback host ${host}: raw vault values would be served to the network`);
  }
  if (!loopback)
    io.stderr.write(`leakscope: warning: serving traces on ${host}, reachable from other machines; values stay masked, but trace content is shared. Use the default 127.0.0.1 unless you mean it.\n`);
  const { sources, findingsFile } = await resolveViewInputs(inputs);
  // The findings file is read alongside the traces as they are indexed, not loaded first.
  const findings = findingsFile === null ? undefined : { open: () => readFindingsFile(findingsFile) };
  const scenarios = flags.scenarios === undefined ? undefined : await loadScenarioContexts(flags.scenarios);
  const progress = createProgress(io);
  let viewer: RunningViewer;
  try {
    viewer = await startViewer({
      sources,
      port,
      host,
      ...(flags.allowedHost === undefined ? {} : { allowedHosts: flags.allowedHost }),
      showValues: flags.showValues === true,
      ...(findings === undefined ? {} : { findings }),
      ...(scenarios === undefined ? {} : { scenarios }),
      onProgress: (traces) => progress.update(`view: indexed ${traces} traces so far`),
    });
  } catch (error) {
    progress.done();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') throw new LeakscopeError('usage', `cannot listen on ${host}:${port} (${code})`);
    throw error;
  }
  const { index } = viewer;
  const findingsText = index.findingsSource === 'findings-file' && findingsFile !== null ? `findings from ${basename(findingsFile)}` : 'detectors run as traces are indexed';
  if (flags.showValues === true) io.stderr.write('leakscope: warning: --show-values: the page can reveal raw vault values.\n');
  io.stdout.write(`leakscope viewer: ${viewer.url}  (Ctrl+C to stop)\n`);
  io.stderr.write(`Indexing in the background (${findingsText}); the page lists traces as they are indexed.\n`);
  const stopped = until().then(() => null);
  const outcome = await Promise.race([stopped, viewer.indexed]);
  progress.done();
  if (outcome === null) {
    io.stderr.write(`Stopped while indexing, after ${index.traces.length} traces.\n`);
  } else if (outcome.state === 'failed') {
    await viewer.close();
    throw outcome.error;
  } else {
    io.stderr.write(`Indexed ${index.traces.length} traces (${findingsText})${index.rejected.total > 0 ? `; ${index.rejected.total} input lines rejected` : ''}.\n`);
    if (index.notice !== null) io.stderr.write(`leakscope: note: ${index.notice}.\n`);
    await stopped;
  }
  await viewer.close();
  return index.rejected.total > 0 ? EXIT.badInput : EXIT.ok;
}

/** `leakscope view` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const viewCommand: CommandModule = defineView(async () => ({ runView }));
