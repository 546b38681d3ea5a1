import { describe, expect, it } from 'vitest';
import { GuardDecisionEventSchema, TraceRecordSchema, type TraceRecord } from '../contracts/index.js';
import { guardDecisionDraft } from './guard-decision.js';
import { createFrameworkRecorder, createTraceRecorder } from './recorder.js';

const RUN = { agent: 'reference:naive', model: null, topology: 'single', defense: 'none' };

function steps(start = 0) {
  let next = start;
  return { now: () => (next += 1000) };
}

describe('createTraceRecorder', () => {
  it('numbers events, stamps them from the clock and closes the trace with its usage', () => {
    const recorder = createTraceRecorder({ start: { traceId: 't1', scenarioId: 's1', run: RUN }, clock: steps() });
    recorder.emit({ channel: 'C6', kind: 'log', from: 'worker', content: 'looked up' });
    recorder.emit({ channel: 'C1', kind: 'final-answer', from: 'worker', to: 'user', content: 'done' });
    recorder.addUsage({ inputTokens: 3, outputTokens: 2 });
    recorder.addUsage({ inputTokens: -1, outputTokens: undefined });
    const records = recorder.finish({ taskSuccess: true });
    expect(records.map((record) => TraceRecordSchema.safeParse(record).success)).toEqual([true, true, true, true]);
    expect(records.map((record) => (record.type === 'event' ? record.seq : record.type))).toEqual(['trace-start', 0, 1, 'trace-end']);
    expect(records[1]).toMatchObject({ at: '1970-01-01T00:00:02.000Z' });
    expect(records[3]).toMatchObject({ status: 'ok', taskSuccess: true, usage: { inputTokens: 3, outputTokens: 2 }, endedAt: '1970-01-01T00:00:04.000Z' });
    expect(recorder.finished).toBe(true);
    expect(() => recorder.finish()).toThrow(/finished twice/);
  });

  it('does not record what is emitted after finish', () => {
    const recorder = createTraceRecorder({ start: { traceId: 't2', run: RUN }, clock: steps() });
    recorder.finish({ status: 'timeout', error: 'timeout: run exceeded 10 ms' });
    recorder.emit({ channel: 'C6', kind: 'log', content: 'late' });
    expect(recorder.events()).toEqual([]);
  });

  it('streams every record to a sink as it happens, keeping no events unless asked', () => {
    const written: TraceRecord[] = [];
    const recorder = createTraceRecorder({ start: { traceId: 't3', run: RUN }, clock: steps(), sink: { write: (record) => void written.push(record) } });
    expect(written.map((record) => record.type)).toEqual(['trace-start']);
    recorder.emit({ channel: 'C3', kind: 'tool-call', from: 'a', to: 'b', content: '{}' });
    expect(written.map((record) => record.type)).toEqual(['trace-start', 'event']);
    expect(recorder.events()).toEqual([]);
    const records = recorder.finish();
    recorder.emit({ channel: 'C3', kind: 'tool-call', content: 'late' });
    expect(written.map((record) => record.type)).toEqual(['trace-start', 'event', 'trace-end']);
    expect(records.map((record) => record.type)).toEqual(['trace-start', 'trace-end']);
    const kept = createTraceRecorder({ start: { traceId: 't4', run: RUN }, sink: { write: () => undefined }, keepEvents: true });
    kept.emit({ channel: 'C1', kind: 'final-answer', content: 'x' });
    expect(kept.events()).toHaveLength(1);
  });

  it('records tool names under the scenario name, and claims a source once', () => {
    const recorder = createFrameworkRecorder({ framework: 'ai-sdk', model: 'm', traceId: 'f1', toolNames: { patient_db__lookup: 'patient_db.lookup' }, clock: steps() });
    const event = recorder.emit({ channel: 'C3', kind: 'tool-call', from: 'clerk', to: 'tool:patient_db__lookup', tool: 'patient_db__lookup', content: '{}' });
    expect(event).toMatchObject({ to: 'tool:patient_db.lookup', tool: 'patient_db.lookup' });
    expect(recorder.run).toMatchObject({ agent: 'ai-sdk:m', model: 'm', topology: 'multi-agent', defense: 'none', source: 'ai-sdk' });
    expect(recorder.claimed('tool:x')).toBe(false);
    recorder.claim('tool:x');
    expect(recorder.claimed('tool:x')).toBe(true);
  });
});

describe('guardDecisionDraft', () => {
  it('writes the one guard-decision event: a key-only summary and the typed meta', () => {
    const recorder = createTraceRecorder({ start: { traceId: 'g1', run: RUN }, clock: steps() });
    const event = recorder.emit(
      guardDecisionDraft({
        channel: 'C2',
        decider: 'guard:allowed-set',
        criterion: 'allowed-set',
        decision: 'PASS',
        wouldDecide: 'ABSTRACT',
        mode: 'shadow',
        flowKind: 'handoff',
        sender: 'coordinator',
        recipient: 'clerk',
        fields: [
          { target: 'vault:ssn', action: 'generalize' },
          { target: 'vault:name', action: 'pass' },
        ],
        rationale: 'ABSTRACT (allowed-set): ssn ***-**-3753 → generalize',
      }),
    );
    expect(GuardDecisionEventSchema.parse(event)).toEqual(event);
    expect(event.content).toBe('guard:allowed-set ABSTRACT (shadow) in handoff coordinator -> clerk: ssn');
    expect(event.meta).toMatchObject({ decision: 'PASS', wouldDecide: 'ABSTRACT', mode: 'shadow', flowKind: 'handoff', sender: 'coordinator' });
  });
});
