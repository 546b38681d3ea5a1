import { describe, expect, it } from 'vitest';
import { benchAdapters } from './adapters.js';

describe('benchAdapters', () => {
  it('measures every adapter and the OTLP import, and returns numbers', async () => {
    const result = await benchAdapters({ calls: 200, spans: 2_000 });
    expect(result.skipped).toEqual([]);
    expect(result.adapters.map((entry) => entry.adapter)).toEqual(['ai-sdk', 'openai-agents', 'langchain']);
    for (const entry of result.adapters) {
      for (const figures of [entry.modelCall, entry.toolCall]) {
        expect(figures.calls).toBe(200);
        expect(figures.captured.p50Us).toBeGreaterThan(0);
        expect(Number.isFinite(figures.addedP50Us)).toBe(true);
      }
    }
    expect(result.otlpImport).toMatchObject({ spans: 2_000, traces: 200 });
    expect(result.otlpImport.spansPerSecond).toBeGreaterThan(0);
    // Every generated trace has 10 spans, one of them of unknown kind: 9 events each.
    expect(result.otlpImport.events).toBe(200 * 9);
  });
});
