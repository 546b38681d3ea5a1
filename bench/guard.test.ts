import { describe, expect, it } from 'vitest';
import { benchInspect, benchMessage, benchVault } from './guard.js';

// Functional checks only (inputs, decision, call counts, figures present): the latencies are for
// `npm run bench`, never asserted in a test.
describe('benchInspect', () => {
  it('builds a 4 KB message over a 40-field vault and returns latency figures for inspect and the gateway', async () => {
    const { vault } = benchVault();
    expect(vault).toHaveLength(40);
    expect(Buffer.byteLength(benchMessage(vault))).toBeGreaterThan(4000);
    const result = await benchInspect({ iterations: 200, gatewayCalls: 50 });
    expect(result.inspect).toMatchObject({ iterations: 200, vaultFields: 40, decision: 'PASS' });
    expect(result.inspect.messageBytes).toBeGreaterThan(4000);
    expect(result.gateway.calls).toBe(50);
    expect(result.gateway.direct.iterations).toBe(50);
    expect(result.gateway.viaGateway.iterations).toBe(50);
    const figures = [result.inspect, result.gateway.direct, result.gateway.viaGateway].flatMap((latency) => [latency.p50Ms, latency.p99Ms, latency.meanMs]);
    for (const value of [...figures, result.gateway.addedP50Ms, result.gateway.addedMeanMs]) expect(Number.isFinite(value)).toBe(true);
  });
});
