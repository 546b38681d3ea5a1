import { describe, expect, it } from 'vitest';
import { benchAdapters } from './adapters.js';

// Functional checks only (what was measured, and how much): the figures themselves are for
// `npm run bench`, never asserted in a test.
describe('benchAdapters', () => {
  it('measures every adapter and the OTLP import, and returns numbers', async () => {
    const result = await benchAdapters({ calls: 200, spans: 2_000 });
    expect(result.skipped).toEqual([]);
    expect(result.adapters.map((entry) => entry.adapter)).toEqual(['ai-sdk', 'openai-agents', 'langchain']);
    for (const entry of result.adapters) {
      for (const figures of [entry.modelCall, entry.toolCall]) {
        expect(figures.calls).toBe(200);
        for (const value of [figures.baseline.p50Us, figures.baseline.p99Us, figures.captured.p50Us, figures.captured.p99Us, figures.addedP50Us]) expect(Number.isFinite(value)).toBe(true);
      }
    }
    expect(result.otlpImport).toMatchObject({ spans: 2_000, traces: 200 });
    expect(Number.isFinite(result.otlpImport.spansPerSecond)).toBe(true);
    // Every generated trace has 10 spans, one of them of unknown kind: 9 events each.
    expect(result.otlpImport.events).toBe(200 * 9);
  });
});
