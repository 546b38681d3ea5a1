import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { latencyFigures } from './measure.js';
import { parseGcReport } from './soak-gc.js';
import { errorKind, runLoad, rssVerdict } from './soak-load.js';
import { sidecarRequest, ssnFor } from './soak-sidecar.js';

// The soak's pure parts: the figures `npm run soak` prints are for it, never asserted here.
describe('soak helpers', () => {
  it('latencyFigures takes nearest-rank percentiles of unsorted samples', () => {
    expect(latencyFigures([4, 1, 3, 2])).toEqual({ iterations: 4, p50Ms: 3, p99Ms: 4, meanMs: 2.5 });
    expect(latencyFigures([])).toEqual({ iterations: 0, p50Ms: 0, p99Ms: 0, meanMs: 0 });
  });

  it('runLoad sends every index once, counts answers and failures by kind, and a throw is a failure', async () => {
    const seen: number[] = [];
    const result = await runLoad({
      first: 10,
      requests: 30,
      concurrency: 4,
      deadline: Number.POSITIVE_INFINITY,
      async attempt(index) {
        seen.push(index);
        if (index % 10 === 0) throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
        return index % 10 === 1 ? { kind: 'inspect', error: 'http-503 guard-unavailable' } : { kind: 'inspect', outcome: 'PASS' };
      },
    });
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, offset) => 10 + offset));
    expect(result).toMatchObject({
      planned: 30,
      requests: 30,
      stoppedByDeadline: false,
      errorCount: 6,
      outcomes: { 'inspect PASS': 24 },
      errors: { 'network ECONNRESET': 3, 'http-503 guard-unavailable': 3 },
    });
    expect(result.byKind['inspect']).toMatchObject({ iterations: 27, errors: 3 });
  });

  it('runLoad starts nothing after the deadline and says it stopped there', async () => {
    let clock = 0;
    const attempt = async () => {
      clock += 1;
      return { kind: 'call', outcome: 'ok' };
    };
    const result = await runLoad({ requests: 100, concurrency: 2, deadline: 5, now: () => clock, attempt });
    expect(result.stoppedByDeadline).toBe(true);
    expect(result.requests).toBeLessThan(100);
    expect(result.requests).toBeGreaterThan(0);
  });

  it('errorKind names JSON-RPC errors, HTTP errors of the MCP transport, timeouts and the rest', () => {
    expect(errorKind(new McpError(-32001, 'Request timed out'))).toBe('jsonrpc -32001');
    expect(errorKind(new StreamableHTTPError(404, 'Session not found'))).toBe('http-404');
    expect(errorKind(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('timeout');
    expect(errorKind(new RangeError('bad'))).toBe('thrown RangeError');
  });

  it('rssVerdict is flat up to 1.2× the start', () => {
    expect(rssVerdict(100, 120).flat).toBe(true);
    expect(rssVerdict(100, 121)).toMatchObject({ ratio: 1.21, flat: false });
    expect(rssVerdict(0, 10).flat).toBe(false);
  });

  it('parseGcReport reads the report of the round asked for', () => {
    const stderr = 'leakscope guard: sidecar on …\nLEAKSCOPE_SOAK_GC 1 {"rssBytes":10,"threads":[],"expectedThreads":1}\nLEAKSCOPE_SOAK_GC 2 {"rssBytes":20,"threads":[],"expectedThreads":1}\n';
    expect(parseGcReport(stderr, 2)?.rssBytes).toBe(20);
    expect(parseGcReport(stderr, 3)).toBeUndefined();
  });

  it('the sidecar mix never repeats a content, and its learned-SSN inspects name an SSN an earlier observe carried', () => {
    const requests = Array.from({ length: 2000 }, (_, index) => sidecarRequest(index));
    expect(new Set(requests.map((request) => request.body['content'])).size).toBe(2000);
    expect(new Set(Array.from({ length: 50_000 }, (_, index) => ssnFor(index))).size).toBe(50_000);
    for (const [inspect, observe] of [
      [1009, 900],
      [1099, 1000],
    ] as const) {
      expect(requests[inspect]?.kind).toBe('inspect learned SSN');
      expect(requests[observe]?.body['content']).toContain(ssnFor(observe));
      expect(requests[inspect]?.body['content']).toContain(ssnFor(observe));
    }
  });
});
