/**
 * The guard worker's thread (started by `worker-host.ts`): it builds the default guard from its
 * spec, opens and releases session guards, and answers inspections, observations and inventory
 * reads with the bodies the sidecar's routes send (as JSON text, serialised here, not on the HTTP
 * thread). Requests are taken in the order they arrive:
 * each one's synchronous work (detection, a deterministic criterion, the rewrite) is done before
 * the next is read, exactly as it would be on the sidecar's own event loop.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { LeakscopeError } from '../../contracts/index.js';
import { createGuard, type Guard } from '../../guard/engine.js';
import type { ModelJudgeOptions } from '../../guard/criteria/model-judge.js';
import { guardOptionsFromPolicy } from '../../guard/policy-file.js';
import { createModelLayer, openSqliteCache } from '../../models/index.js';
import { guardFromPolicy, inspectText, inventoryAnswer, observeText } from './guard-host.js';
import type { GuardWorkerSpec, JudgeSpec, OpenAnswer, WorkerReply, WorkerRequest, WorkerStart } from './worker-host.js';

/** The judge of a model-judged criterion, through the model layer (its retries, budget and optional response cache). */
function judgeOf(spec: JudgeSpec): ModelJudgeOptions {
  const models = createModelLayer({ ...(spec.cache === undefined ? {} : { cache: openSqliteCache(spec.cache) }), ...(spec.baseURL === undefined ? {} : { baseURL: spec.baseURL }) });
  // Checks the spec (provider, API key, base URL) before the guard is announced ready.
  models.languageModel(spec.model);
  return { model: spec.model, models };
}

function defaultGuard(spec: GuardWorkerSpec): Guard {
  return createGuard(
    guardOptionsFromPolicy(spec.policy, {
      ...(spec.criterion === undefined ? {} : { criterion: spec.criterion }),
      ...(spec.tokenKey === undefined ? {} : { tokenKey: spec.tokenKey }),
      ...(spec.judge === undefined ? {} : { judge: judgeOf(spec.judge) }),
    }),
  );
}

/** Answers the host on `port` with the guards of `spec`. */
function serveGuards(port: MessagePort, spec: GuardWorkerSpec): void {
  const guards = new Map<number, Guard>();
  let nextGuard = 1;
  try {
    const guard = defaultGuard(spec);
    guards.set(0, guard);
    port.postMessage({ ready: true, criterion: guard.criterion } satisfies WorkerStart);
  } catch (error) {
    const known = error instanceof LeakscopeError;
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ ready: false, error: { code: known ? error.code : 'internal', message, details: known ? { ...error.details } : {} } } satisfies WorkerStart);
    return;
  }
  const guardNumbered = (number: number): Guard => {
    const guard = guards.get(number);
    if (guard === undefined) throw new LeakscopeError('internal', `no guard ${number} in the worker`);
    return guard;
  };
  // Not async: the work of a deterministic criterion is done here, before the next message is read.
  const answer = (request: Exclude<WorkerRequest, { op: 'release' }>): unknown => {
    switch (request.op) {
      case 'inspect':
        return guardNumbered(request.guard).inspect(request.flow).then(inspectText);
      case 'observe':
        return observeText(guardNumbered(request.guard).observe(request.observation));
      case 'inventory':
        return inventoryAnswer(guardNumbered(request.guard));
      case 'open': {
        const built = guardFromPolicy(request.policy);
        if (!built.ok) return built satisfies OpenAnswer;
        const number = nextGuard++;
        guards.set(number, built.guard);
        return { ok: true, guard: { guard: number, criterion: built.guard.criterion } } satisfies OpenAnswer;
      }
    }
  };
  port.on('message', (request: WorkerRequest) => {
    if (request.op === 'release') {
      guards.delete(request.guard);
      return;
    }
    const { id } = request;
    // The error's kind only: its message may quote the content being judged.
    const failed = (error: unknown): WorkerReply => ({ id, ok: false, error: error instanceof LeakscopeError ? error.message : error instanceof Error ? error.name : 'unknown error' });
    let value: unknown;
    try {
      value = answer(request);
    } catch (error) {
      port.postMessage(failed(error));
      return;
    }
    void Promise.resolve(value).then(
      (settled) => port.postMessage({ id, ok: true, value: settled } satisfies WorkerReply),
      (error: unknown) => port.postMessage(failed(error)),
    );
  });
}

if (parentPort !== null) serveGuards(parentPort, workerData as GuardWorkerSpec);
