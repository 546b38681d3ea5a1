import { describe, expect, it } from 'vitest';
import { LeakscopeError } from '../../contracts/index.js';
import type { GuardPolicyFile } from '../../guard/policy-file.js';
import { sidecarApp } from './sidecar.js';
import { startGuardWorker, type GuardWorkerSpec } from './worker-host.js';

// The host's failure paths, against a stub worker (the real one, built, is exercised by test/guard-sidecar-worker.test.ts).
const STUB = new URL('../../../test/fixtures/sidecar/stub-guard-worker.mjs', import.meta.url);
const specOf = (stub: 'refuse' | 'crash'): GuardWorkerSpec => ({ policy: {} as GuardPolicyFile, stub }) as GuardWorkerSpec;
const flow = { channel: 'C3', sender: 'assistant', recipient: 'x@y.example', content: 'SSN 787-08-3753' } as const;

describe('startGuardWorker', () => {
  it('rejects with the error the worker could not build its guard with (code, message, details)', async () => {
    const started = startGuardWorker(specOf('refuse'), { url: STUB });
    await expect(started).rejects.toBeInstanceOf(LeakscopeError);
    await expect(started).rejects.toMatchObject({ code: 'invalid-config', message: 'the arbiter criterion needs a model: pass judge', details: { criterion: 'arbiter' } });
  });

  it('a worker that dies fails the calls waiting on it and every later one, and says why without what it was judging', async () => {
    const host = await startGuardWorker(specOf('crash'), { url: STUB });
    try {
      expect(host.guard.criterion).toBe('allowed-set');
      expect(await host.guard.inventory()).toEqual({ records: [], learned: 0, evicted: 0, overflow: 0 });
      expect(host.failure()).toBeUndefined();
      const inspected = host.guard.inspect(flow);
      await expect(inspected).rejects.toThrow('the guard worker stopped unexpectedly (exit code 1 after an uncaught Error)');
      expect(await host.failed).toBe('the guard worker stopped unexpectedly (exit code 1 after an uncaught Error)');
      expect(host.failure()).toBe(await host.failed);
      await expect(host.guard.inventory()).rejects.toThrow(/stopped unexpectedly/);
      await expect(inspected).rejects.not.toThrow(/787-08-3753/);
    } finally {
      await host.close();
    }
  });

  it('the sidecar then answers 503: guard-unavailable on the routes, status unavailable on /healthz', async () => {
    const host = await startGuardWorker(specOf('crash'), { url: STUB });
    try {
      const app = sidecarApp(host, {});
      const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(flow) };
      expect((await (await app.request('/healthz')).json()) as unknown).toEqual({ status: 'ok', criterion: 'allowed-set' });
      const inspected = await app.request('/v1/inspect', post);
      expect(inspected.status).toBe(503);
      const body = await inspected.text();
      expect(JSON.parse(body)).toEqual({ error: { code: 'guard-unavailable', message: 'the guard worker stopped unexpectedly (exit code 1 after an uncaught Error)' } });
      expect(body).not.toContain('787-08-3753');
      const health = await app.request('/healthz');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', criterion: 'allowed-set', error: 'the guard worker stopped unexpectedly (exit code 1 after an uncaught Error)' });
    } finally {
      await host.close();
    }
  });
});
