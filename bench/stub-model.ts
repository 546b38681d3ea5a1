/**
 * The benchmark's loopback model: the test suite's stub OpenAI-compatible server
 * (test/support/stub-model.ts, compiled with the benchmark by tsconfig.bench.json), answering
 * every request with the same text after a fixed latency.
 */
import { answerWith, startStubModel as startScriptedStub, type StubModel } from '../test/support/stub-model.js';

export type StubModelServer = StubModel;

/** Starts the stub on 127.0.0.1; every answer comes after `latencyMs`. */
export function startStubModel(latencyMs: number): Promise<StubModelServer> {
  return startScriptedStub(answerWith('Done: the task is complete.'), { latencyMs, usage: { prompt_tokens: 100, completion_tokens: 8 } });
}
