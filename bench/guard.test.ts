import { describe, expect, it } from 'vitest';
import { benchInspect, benchMessage, benchVault } from './guard.js';

describe('benchInspect', () => {
  it('builds a 4 KB message over a 40-field vault and returns latency figures for inspect and the gateway', async () => {
    const { vault } = benchVault();
    expect(vault).toHaveLength(40);
    expect(Buffer.byteLength(benchMessage(vault))).toBeGreaterThan(4000);
    const result = await benchInspect({ iterations: 200, gatewayCalls: 50 });
    expect(result.inspect).toMatchObject({ iterations: 200, vaultFields: 40, decision: 'PASS' });
    expect(result.inspect.p50Ms).toBeGreaterThan(0);
    expect(result.inspect.p99Ms).toBeGreaterThanOrEqual(result.inspect.p50Ms);
    expect(result.gateway.direct.iterations).toBe(50);
    expect(result.gateway.viaGateway.p50Ms).toBeGreaterThan(0);
    console.info(JSON.stringify(result, null, 1));
  });
});
