import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchInspect, benchSidecarLongInspection } from './guard.js';
import { runBenchmark } from '../src/run/index.js';
import { generateScenarios } from '../src/scenario/index.js';
import { PROJECT_ROOT } from './measure.js';
import type { BenchSection } from './section.js';
import { startStubModel } from './stub-model.js';

/** Scenario generation (issue: a few seconds at most for 1,000). */
export const scenariosSection: BenchSection = {
  id: 'scenarios',
  title: 'scenario generation (1,000 scenarios, seed 42)',
  run() {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      generateScenarios({ count: 1000, seed: 42 });
      times.push(performance.now() - started);
    }
    console.log(`generate 1,000: best ${Math.min(...times).toFixed(0)} ms of 3 (${times.map((t) => t.toFixed(0)).join(', ')})`);
  },
};

/** The README's main job, timed end to end as a user runs it. */
export const benchDefaultSection: BenchSection = {
  id: 'bench-default',
  title: 'leakscope bench with defaults (1,000 scenarios × 3 reference agents × 3 defenses, both paths)',
  run() {
    const out = mkdtempSync(join(tmpdir(), 'leakscope-bench-run-'));
    try {
      const started = performance.now();
      const stdout = execFileSync(process.execPath, [join(PROJECT_ROOT, 'dist/cli/main.js'), 'bench', '--out', out, '--run-id', 'bench'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const wall = performance.now() - started;
      const first = stdout.split('\n')[0] ?? '';
      console.log(`wall time ${(wall / 1000).toFixed(1)} s (target ≤ 20 s) — ${first}`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

/** Runner throughput against a loopback model with 200 ms latency at concurrency 32. */
export const stubThroughputSection: BenchSection = {
  id: 'stub-throughput',
  title: 'runner throughput against a stub model (200 ms latency, concurrency 32)',
  async run() {
    const stub = await startStubModel(200);
    const out = mkdtempSync(join(tmpdir(), 'leakscope-bench-stub-'));
    try {
      const scenarios = generateScenarios({ count: 320, seed: 7 });
      const started = performance.now();
      const summary = await runBenchmark({
        scenarios,
        agents: ['llm'],
        defenses: ['none'],
        paths: ['single'],
        model: 'openai-compatible:stub',
        baseURL: stub.baseURL,
        apiKey: 'stub',
        concurrency: 32,
        cache: false,
        outDir: out,
        runId: 'stub',
      });
      const seconds = (performance.now() - started) / 1000;
      const calls = stub.calls();
      // Each unit makes its calls one after another; 32 units overlap. Ideal = all latency, no overhead.
      const ideal = (calls * 0.2) / 32;
      console.log(
        `${summary.units.total} runs, ${calls} model calls in ${seconds.toFixed(2)} s; ideal ${ideal.toFixed(2)} s → ${((100 * ideal) / seconds).toFixed(0)}% of ideal throughput (target ≥ 80%); ${summary.status.error} errors`,
      );
    } finally {
      await stub.close();
      rmSync(out, { recursive: true, force: true });
    }
  },
};

/** Guard latency: deterministic inspect, the MCP gateway's added cost, and the sidecar on a long message. */
export const guardSection: BenchSection = {
  id: 'guard',
  title: 'runtime guard: inspect latency (4 KB message, 40-field vault), MCP gateway overhead, sidecar on a 1 MB message',
  async run() {
    const result = await benchInspect();
    const f = (n: number): string => n.toFixed(3);
    console.log(`inspect: p50 ${f(result.inspect.p50Ms)} ms, p99 ${f(result.inspect.p99Ms)} ms over ${result.inspect.iterations} calls (target p99 ≤ 1 ms; decision ${result.inspect.decision})`);
    console.log(
      `MCP gateway: direct p50 ${f(result.gateway.direct.p50Ms)} ms, via gateway p50 ${f(result.gateway.viaGateway.p50Ms)} ms → adds ${f(result.gateway.addedP50Ms)} ms per call (${result.gateway.calls} calls each way)`,
    );
    const long = await benchSidecarLongInspection();
    const ms = (n: number): string => n.toFixed(0);
    const healthz = (figures: typeof long.worker.healthz): string =>
      figures.iterations === 0 ? 'none answered while it ran' : `${figures.iterations} answered while it ran, p50 ${figures.p50Ms.toFixed(1)} ms, max ${ms(figures.maxMs)} ms`;
    const bytes = `${(long.messageBytes / 1e6).toFixed(1)} MB`;
    console.log(
      `sidecar, ${bytes} message with ${long.identifiers.toLocaleString('en-US')} identifiers (${long.findings} findings, ${long.decision}), guard in a worker thread (guard serve): inspect p50 ${ms(long.worker.inspect.p50Ms)} ms, max ${ms(long.worker.inspect.maxMs)} ms over ${long.worker.inspect.iterations} (target ≤ 2 s); /healthz: ${healthz(long.worker.healthz)}`,
    );
    console.log(
      `  baseline, guard on the HTTP thread: inspect p50 ${ms(long.inThread.inspect.p50Ms)} ms; /healthz: ${healthz(long.inThread.healthz)} → the slowest /healthz waited ${(long.inThread.healthz.maxMs / Math.max(long.worker.healthz.maxMs, 0.001)).toFixed(0)}× as long as with the worker`,
    );
  },
};
