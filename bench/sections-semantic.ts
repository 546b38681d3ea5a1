import { join } from 'node:path';
import { createDetectionEngine } from '../src/detect/pipeline.js';
import { DEFAULT_PREFILTER } from '../src/detect/judge/escalation.js';
import { createSemanticDetector } from '../src/detect/semantic/index.js';
import { openTraceSource } from '../src/trace/source.js';
import { SHARED_DATA } from './measure.js';
import type { BenchSection } from './section.js';

const AGENTLEAK = join(SHARED_DATA, 'agentleak/traces.jsonl.gz');

/**
 * Tier 3 on the AgentLeak release: the offline matcher's throughput, and how many (event, fact)
 * pairs the judge's pre-filter would send to a model versus judging every pair.
 */
export const semanticSection: BenchSection = {
  id: 'semantic',
  title: 'tier 3 on the AgentLeak release: offline matcher throughput and judge pre-filter economy',
  needs: AGENTLEAK,
  async run() {
    const detector = createSemanticDetector();
    const engine = createDetectionEngine();
    let events = 0;
    let bytes = 0;
    let matcherMs = 0;
    let naivePairs = 0;
    let judgedPairs = 0;
    for await (const item of openTraceSource([AGENTLEAK])) {
      if (item.kind !== 'trace' || item.trace.end?.status !== 'ok') continue;
      const vault = item.trace.start.vault ?? [];
      const policy = item.trace.start.policy ?? { defaultAllowed: [], allowed: {} };
      const matcher = detector.prepareMatcher(vault);
      const prepared = engine.prepare(vault, policy);
      for (const event of item.trace.events) {
        events += 1;
        bytes += Buffer.byteLength(event.content);
        naivePairs += matcher.fields.length;
        const settled = new Set(prepared.detectEvent(event).flatMap((finding) => (finding.field === null ? [] : [finding.field])));
        const started = performance.now();
        const scores = matcher.score(event.content, DEFAULT_PREFILTER);
        matcherMs += performance.now() - started;
        judgedPairs += scores.filter((score) => !settled.has(score.field)).length;
      }
    }
    const seconds = matcherMs / 1000;
    console.log(`offline matcher: ${events} events, ${(events / seconds).toFixed(0)} events/s, ${(bytes / 1024 / 1024 / seconds).toFixed(2)} MB/s (matcher time only)`);
    console.log(
      `judge pre-filter (score ≥ ${DEFAULT_PREFILTER}, not settled by tiers 1–2): ${judgedPairs} (event, fact) pairs vs ${naivePairs} when judging every pair = ${((100 * judgedPairs) / Math.max(1, naivePairs)).toFixed(1)}% (target ≤ 10%)`,
    );
  },
};

/** Framework adapters: capture overhead per model and tool call, and OTLP import throughput. */
export const adaptersSection: BenchSection = {
  id: 'adapters',
  title: 'framework capture overhead (median added per call) and OTLP/JSON import throughput',
  async run() {
    const { benchAdapters } = await import('./adapters.js');
    const result = await benchAdapters();
    for (const adapter of result.adapters) {
      console.log(
        `${adapter.adapter.padEnd(14)} model call +${adapter.modelCall.addedP50Us.toFixed(1)} µs, tool call +${adapter.toolCall.addedP50Us.toFixed(1)} µs (median over ${adapter.modelCall.calls} calls; target < 1 ms)`,
      );
    }
    if (result.skipped.length > 0) console.log(`skipped (framework not installed): ${result.skipped.join(', ')}`);
    const o = result.otlpImport;
    console.log(`OTLP import: ${o.spans} spans (${o.megabytes.toFixed(0)} MB, ${o.traces} traces) in ${o.seconds.toFixed(2)} s = ${o.spansPerSecond.toFixed(0)} spans/s`);
  },
};
