import { describe, expect, it } from 'vitest';
import type { MappedTrace } from './genai.js';
import { mappedTraceRecords } from './import.js';

describe('OTel import: event source positions', () => {
  it("records the span id an event was made from as the event's source", () => {
    const mapped: MappedTrace = {
      traceId: 'abc',
      events: [
        { atNs: 1_000_000n, draft: { channel: 'C3', kind: 'tool-call', from: 'agent', tool: 'lookup', content: '{}' }, spanId: '00f067aa0ba902b7' },
        { atNs: 2_000_000n, draft: { channel: 'C1', kind: 'final-answer', from: 'agent', to: 'user', content: 'done' } },
      ],
      startNs: 0n,
      endNs: 3_000_000n,
      framework: 'otel',
      model: null,
      agents: ['agent'],
      usage: { inputTokens: 0, outputTokens: 0 },
      failedSpan: undefined,
      unknown: new Map(),
      withoutContent: 0,
      scenarioId: undefined,
    };
    const events = mappedTraceRecords(mapped).filter((record) => record.type === 'event');
    expect(events.map((event) => (event.type === 'event' ? event.source : undefined))).toEqual([{ spanId: '00f067aa0ba902b7' }, undefined]);
  });
});
