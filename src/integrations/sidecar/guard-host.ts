/**
 * Where the sidecar's guards live, behind one asynchronous interface: in this thread (the
 * embedder's `Guard` objects, {@link inProcessGuardHost}) or in a worker thread
 * (`worker-host.ts`, what `leakscope guard serve` uses), so that a long inspection does not hold
 * up the HTTP front. A guard's answers are the JSON texts of the routes' bodies, built and
 * serialised by the functions here in both places: the worker's answers are the in-thread ones,
 * byte for byte (and the HTTP thread does not serialise 20,000 findings itself).
 */
import { LeakscopeError, type Finding, type FlowRecord, type GuardResult } from '../../contracts/index.js';
import { createGuard, type Guard, type GuardOptions, type ObservationResult } from '../../guard/engine.js';
import type { GuardFlow, Observation } from '../../guard/flow.js';
import { guardOptionsFromPolicy, safeParseGuardPolicy } from '../../guard/policy-file.js';
import { maskValuesInText } from '../../lib/masking.js';

/** The body of a `POST /v1/inspect` answer: the decision, without the per-part content and the recheck. */
export type InspectAnswer = Pick<GuardResult, 'decision' | 'content' | 'rationale' | 'criterion' | 'mode' | 'verdicts' | 'flowRecords' | 'shadow' | 'failure'> & {
  readonly findings: readonly Pick<Finding, 'kind' | 'field' | 'tier' | 'method' | 'span' | 'evidence'>[];
};

/** The body of a `POST /v1/observe` answer: the new flow records and how many findings the read had. */
export interface ObserveAnswer {
  readonly records: readonly FlowRecord[];
  readonly findings: number;
  readonly error?: string;
}

/** What `GET /v1/sessions/:id` says of a guard's inventory: its flow records, and how many fields it learned. */
export interface InventoryAnswer {
  readonly records: readonly FlowRecord[];
  readonly learned: number;
  /** Records dropped at the inventory's cap, oldest first (the records kept are the latest). */
  readonly evicted: number;
  /** Learned fields past the budget: above zero the session's guard fails closed on every flow. */
  readonly overflow: number;
}

/** JSON text of an answer body, as `POST /v1/inspect` and `POST /v1/observe` send it. */
export type AnswerText = string;

/** The answer body of an inspection. */
export function inspectAnswer(result: GuardResult): InspectAnswer {
  return {
    decision: result.decision,
    content: result.content,
    rationale: result.rationale,
    criterion: result.criterion,
    mode: result.mode,
    verdicts: result.verdicts,
    flowRecords: result.flowRecords,
    findings: result.findings.map((finding) => ({ kind: finding.kind, field: finding.field, tier: finding.tier, method: finding.method, span: finding.span, evidence: finding.evidence })),
    ...(result.shadow === undefined ? {} : { shadow: result.shadow }),
    ...(result.failure === undefined ? {} : { failure: result.failure }),
  };
}

/** The answer body of an observation. */
export function observeAnswer(result: ObservationResult): ObserveAnswer {
  return { records: result.records, findings: result.findings.length, ...(result.error === undefined ? {} : { error: result.error }) };
}

/** The inventory summary of a guard; flow records name fields, types and parties, never values. */
export function inventoryAnswer(guard: Guard): InventoryAnswer {
  const { records, learned, evicted, overflow } = guard.inventory;
  return { records, learned: learned.length, evicted, overflow };
}

/** The JSON text of an inspection's answer ({@link InspectAnswer}). */
export function inspectText(result: GuardResult): AnswerText {
  return JSON.stringify(inspectAnswer(result));
}

/** The JSON text of an observation's answer ({@link ObserveAnswer}). */
export function observeText(result: ObservationResult): AnswerText {
  return JSON.stringify(observeAnswer(result));
}

/** A guard as the sidecar calls it, wherever it runs. The flow and observation are already validated. */
export interface SidecarGuard {
  readonly criterion: string;
  /** The JSON text of the decision ({@link InspectAnswer}). */
  inspect(flow: GuardFlow): Promise<AnswerText>;
  /** The JSON text of the new flow records ({@link ObserveAnswer}). */
  observe(observation: Observation): Promise<AnswerText>;
  inventory(): Promise<InventoryAnswer>;
}

/** A guard built from a policy sent over the wire, or why none could be: errors name fields and never hold a vault value. */
export type PolicyGuard<G> = { readonly ok: true; readonly guard: G } | { readonly ok: false; readonly message: string; readonly fields: readonly string[] };

/** The guards of one sidecar: the default one, and those of its sessions. */
export interface GuardHost {
  /** Judges requests that name no session. */
  readonly guard: SidecarGuard;
  /** A session's guard from a policy object (`POST /v1/sessions`). */
  fromPolicy(policy: unknown): Promise<PolicyGuard<SidecarGuard>>;
  /**
   * The embedder's session factory, when there is one: the guard of a session not open yet, or
   * `undefined` for no such session. Throws what the factory throws.
   */
  readonly factory?: (session: string) => SidecarGuard | undefined;
  /** A session's guard is no longer used (deleted, replaced, expired, or refused by the session limit). */
  release(guard: SidecarGuard): void;
  /** Why the guards can no longer answer (their worker stopped), or undefined while they can. */
  failure(): string | undefined;
  /** Settles with {@link failure}'s reason when the guards stop answering on their own; never settles for guards in this thread. */
  readonly failed: Promise<string>;
  /** Stops the guards (ends the worker); requests still waiting on them are answered with an error. */
  close(): Promise<void>;
}

/** Session id → its guard, or the options to create it with; `undefined` when there is no such session. */
export type SessionFactory = (session: string) => Guard | GuardOptions | undefined;

/** The strings at `vault[i].value` of a policy that may not have validated, to mask in its errors. */
function vaultValuesOf(policy: unknown): string[] {
  const vault = typeof policy === 'object' && policy !== null ? (policy as { vault?: unknown }).vault : undefined;
  if (!Array.isArray(vault)) return [];
  return vault.flatMap((field: unknown) => {
    const value = typeof field === 'object' && field !== null ? (field as { value?: unknown }).value : undefined;
    return typeof value === 'string' ? [value] : [];
  });
}

/**
 * A guard from a policy sent over the wire; errors name fields and never hold a vault value.
 *
 * @example
 * const built = guardFromPolicy({ vault: [], policy: { defaultAllowed: [], allowed: {} } });
 * if (!built.ok) respond400(built.message, built.fields);
 */
export function guardFromPolicy(policy: unknown): PolicyGuard<Guard> {
  const values = vaultValuesOf(policy);
  // Defence in depth: a value pasted where a key belongs would otherwise come back in "… is not a vault key".
  const masked = (text: string) => maskValuesInText(text, values);
  const parsed = safeParseGuardPolicy(policy, 'policy');
  if (!parsed.success) {
    const fields = Array.isArray(parsed.error.details.fields) ? parsed.error.details.fields.map((field) => masked(`policy.${String(field)}`.replace(/\.\(root\)$/, ''))) : [];
    return { ok: false, message: masked(parsed.error.message), fields };
  }
  try {
    return { ok: true, guard: createGuard(guardOptionsFromPolicy(parsed.value)) };
  } catch (error) {
    // createGuard's config errors: the criterion (the arbiter needs a model) or a vault key.
    const details = error instanceof LeakscopeError ? error.details : {};
    const fields = [...('criterion' in details ? ['policy.criterion'] : []), ...('field' in details ? ['policy.vault'] : [])];
    return { ok: false, message: masked(`policy: ${error instanceof Error ? error.message : String(error)}`), fields };
  }
}

function isGuard(value: Guard | GuardOptions): value is Guard {
  return typeof (value as Partial<Guard>).inspect === 'function';
}

/** A `Guard` of this thread behind the sidecar's interface. */
export function inThread(guard: Guard): SidecarGuard {
  return {
    criterion: guard.criterion,
    inspect: async (flow) => inspectText(await guard.inspect(flow)),
    observe: async (observation) => observeText(guard.observe(observation)),
    inventory: async () => inventoryAnswer(guard),
  };
}

/**
 * The guards of a sidecar in this thread: `guard` for requests without a session, sessions from
 * policies or from the embedder's factory. An inspection runs on the event loop, so the server
 * answers nothing else meanwhile (`leakscope guard serve` uses a worker instead).
 *
 * @example const host = inProcessGuardHost(createGuard(options));
 */
export function inProcessGuardHost(guard: Guard, sessionFactory?: SessionFactory): GuardHost {
  return {
    guard: inThread(guard),
    fromPolicy: async (policy) => {
      const built = guardFromPolicy(policy);
      return built.ok ? { ok: true, guard: inThread(built.guard) } : built;
    },
    ...(sessionFactory === undefined
      ? {}
      : {
          factory: (session: string) => {
            const made = sessionFactory(session);
            return made === undefined ? undefined : inThread(isGuard(made) ? made : createGuard(made));
          },
        }),
    release: () => undefined,
    failure: () => undefined,
    failed: new Promise<string>(() => undefined),
    close: async () => undefined,
  };
}
