/**
 * The sidecar's guards in a worker thread (`guard-worker.ts`), so that the HTTP front — `/healthz`,
 * the rate limiter, signals — answers at once while an inspection of a large message takes its
 * second. The worker is built from serialisable options (the validated policy file, the command
 * line's overrides, the judge model's spec) and runs the same `createGuard` as the thread would:
 * its answers are the in-thread ones. It takes requests in the order they are posted, one at a
 * time, so a session's inspections and observations reach its guard in arrival order.
 */
import { Worker } from 'node:worker_threads';
import { workerScript } from '../../lib/partitioned-workers.js';
import { LeakscopeError, type LeakscopeErrorCode } from '../../contracts/index.js';
import type { CriterionId } from '../../guard/criteria/ids.js';
import type { GuardFlow, Observation } from '../../guard/flow.js';
import type { GuardPolicyFile } from '../../guard/policy-file.js';
import type { AnswerText, GuardHost, InventoryAnswer, PolicyGuard, SidecarGuard } from './guard-host.js';

/** The model of a model-judged criterion, by name: the worker builds its own model layer from it. */
export interface JudgeSpec {
  /** `provider:model`, as `--judge-model` takes it. */
  readonly model: string;
  /** Base URL of an openai-compatible model. */
  readonly baseURL?: string;
  /** SQLite response cache file. */
  readonly cache?: string;
}

/** What the guard worker builds its default guard from; every field survives a structured clone. */
export interface GuardWorkerSpec {
  /** The validated policy file (`loadGuardPolicy`). */
  readonly policy: GuardPolicyFile;
  /** Overrides the policy's criterion (`--criterion`). */
  readonly criterion?: CriterionId;
  /** 32-byte key (hex or base64) for reversible tokens. */
  readonly tokenKey?: string;
  readonly judge?: JudgeSpec;
}

/** A request to the worker; guard 0 is the default guard. `release` has no answer. */
export type WorkerRequest =
  | { readonly id: number; readonly op: 'inspect'; readonly guard: number; readonly flow: GuardFlow }
  | { readonly id: number; readonly op: 'observe'; readonly guard: number; readonly observation: Observation }
  | { readonly id: number; readonly op: 'inventory'; readonly guard: number }
  | { readonly id: number; readonly op: 'open'; readonly policy: unknown }
  | { readonly op: 'release'; readonly guard: number };

/** What `open` answers: the new guard's number and criterion, or why the policy made none. */
export type OpenAnswer = PolicyGuard<{ readonly guard: number; readonly criterion: string }>;

/** The worker's answer to a request with an id. */
export type WorkerReply = { readonly id: number; readonly ok: true; readonly value: unknown } | { readonly id: number; readonly ok: false; readonly error: string };

/** The worker's first message: its default guard is ready, or could not be built (a config error, as `createGuard` threw it). */
export type WorkerStart =
  | { readonly ready: true; readonly criterion: string }
  | { readonly ready: false; readonly error: { readonly code: LeakscopeErrorCode; readonly message: string; readonly details: Record<string, unknown> } };

/** Options of {@link startGuardWorker}. */
export interface GuardWorkerOptions {
  /** The worker's module; default the compiled `guard-worker.js` beside this file. */
  readonly url?: URL;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Starts the guard worker and resolves once its default guard is built.
 *
 * @example
 * const host = await startGuardWorker({ policy: await loadGuardPolicy('guard-policy.json') });
 * const answer = await host.guard.inspect(flow); // computed in the worker
 * await host.close();
 * @throws LeakscopeError the code `createGuard` threw in the worker (e.g. `invalid-config` for an arbiter without a judge model), or `internal` when the worker could not start.
 */
export async function startGuardWorker(spec: GuardWorkerSpec, options: GuardWorkerOptions = {}): Promise<GuardHost> {
  const worker = new Worker(options.url ?? workerScript(new URL('./guard-worker.js', import.meta.url)), { workerData: spec });
  const criterion = await new Promise<string>((resolve, reject) => {
    const onError = (error: Error) => reject(new LeakscopeError('internal', `the guard worker could not start: ${error.message}`));
    const onExit = (code: number) => reject(new LeakscopeError('internal', `the guard worker exited (code ${code}) before its guard was ready`));
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.once('message', (start: WorkerStart) => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (start.ready) resolve(start.criterion);
      else reject(new LeakscopeError(start.error.code, start.error.message, start.error.details));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let stopped: string | undefined;
  let closing = false;
  let reportFailure: (reason: string) => void = () => undefined;
  const failed = new Promise<string>((resolve) => {
    reportFailure = resolve;
  });
  let crash = '';
  worker.on('error', (error) => {
    // Only the error's kind: its message may quote the content being judged.
    crash = ` after an uncaught ${error.name}`;
  });
  worker.on('exit', (code) => {
    stopped = closing ? 'the sidecar is closing' : `the guard worker stopped unexpectedly (exit code ${code}${crash})`;
    for (const entry of waiting.values()) entry.reject(new LeakscopeError('internal', stopped));
    waiting.clear();
    if (!closing) reportFailure(stopped);
  });
  worker.on('message', (reply: WorkerReply) => {
    const entry = waiting.get(reply.id);
    if (entry === undefined) return;
    waiting.delete(reply.id);
    if (reply.ok) entry.resolve(reply.value);
    else entry.reject(new LeakscopeError('internal', `the guard worker could not answer: ${reply.error}`));
  });

  const call = <T>(request: WorkerRequest & { readonly id: number }): Promise<T> => {
    if (stopped !== undefined) return Promise.reject(new LeakscopeError('internal', stopped));
    return new Promise<T>((resolve, reject) => {
      waiting.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        worker.postMessage(request);
      } catch (error) {
        // A value that cannot be cloned: the request never left, so nothing will answer it.
        waiting.delete(request.id);
        reject(new LeakscopeError('internal', `the guard worker was not sent the request: ${error instanceof Error ? error.name : 'unknown error'}`));
      }
    });
  };
  const numbers = new WeakMap<SidecarGuard, number>();
  const remote = (guard: number, guardCriterion: string): SidecarGuard => {
    const made: SidecarGuard = {
      criterion: guardCriterion,
      inspect: (flow) => call<AnswerText>({ id: nextId++, op: 'inspect', guard, flow }),
      observe: (observation) => call<AnswerText>({ id: nextId++, op: 'observe', guard, observation }),
      inventory: () => call<InventoryAnswer>({ id: nextId++, op: 'inventory', guard }),
    };
    numbers.set(made, guard);
    return made;
  };

  return {
    guard: remote(0, criterion),
    async fromPolicy(policy) {
      const opened = await call<OpenAnswer>({ id: nextId++, op: 'open', policy });
      return opened.ok ? { ok: true, guard: remote(opened.guard.guard, opened.guard.criterion) } : opened;
    },
    release(guard) {
      const number = numbers.get(guard);
      if (number === undefined || number === 0 || stopped !== undefined) return;
      worker.postMessage({ op: 'release', guard: number } satisfies WorkerRequest);
    },
    failure: () => (closing ? undefined : stopped),
    failed,
    async close() {
      closing = true;
      await worker.terminate();
    },
  };
}
