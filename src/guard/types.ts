/**
 * The guard's vocabulary beyond the shared data of `contracts/guard.ts` (decisions, verdicts,
 * flow records, results, re-exported here): what detection found in a flow and the criterion
 * plugin interface.
 */
import type { SensitiveType } from './criteria/sensitivity.js';
import type { ChannelPolicy, DetectionTier, FieldVerdict, FlowRecord, GuardFlow, RecipientClass, Span, VaultField } from '../contracts/index.js';

export type { FieldAction, FieldVerdict, FlowRecord, GuardDecisionKind, GuardFailure, GuardField, GuardMode, GuardResult, TransmissionPrinciple } from '../contracts/index.js';

/** Where a detected fact sits in the flow's content (part index for multi-part flows such as tool arguments). */
export interface Occurrence {
  readonly part: number;
  readonly span: Span;
  readonly tier: DetectionTier;
  readonly method: string;
}

/** A vault field found in the content of a flow. */
export interface DetectedField {
  /** `vault:<key>`: the id verdicts refer to. */
  readonly target: string;
  readonly field: VaultField;
  /** Allowed on the flow's channel by the scenario policy. */
  readonly allowed: boolean;
  /** Already in the inventory (entered the agent's context through an observation). */
  readonly observed: boolean;
  readonly occurrences: readonly Occurrence[];
  /** The special category the value itself reveals when its key and label do not say it (health in a "hardship note"). */
  readonly revealed?: SensitiveType;
}

/** A regulated identifier (SSN, card, IBAN, ...) found in the content that matches no vault value. */
export interface DetectedUnvaulted {
  /** `unvaulted:<recogniser>`. */
  readonly target: string;
  readonly recogniser: string;
  readonly occurrences: readonly Occurrence[];
}

/** Everything a criterion may look at. Never contains raw values beyond the vault fields and the content itself. */
export interface CriterionContext {
  readonly flow: GuardFlow & { readonly purpose: string };
  readonly recipientClass: RecipientClass;
  /** The flow commits an external write (C3/C7 or an explicit `action: 'write'`). */
  readonly externalWrite: boolean;
  readonly fields: readonly DetectedField[];
  readonly unvaulted: readonly DetectedUnvaulted[];
  readonly vault: readonly VaultField[];
  readonly policy: ChannelPolicy;
  /** The flow records of the inventory (what entered the context so far). */
  readonly inventory: readonly FlowRecord[];
  /** The record id of the user the agent works for; their own data is not "someone else's". */
  readonly principal: string | undefined;
  /** The content parts the flow carries (one for plain flows). */
  readonly parts: readonly string[];
}

/**
 * A criterion's answer: a verdict per target, or `unknown` when it could not judge
 * (a failed or unparsable model call). Unknown is a third state, never a silent PASS:
 * the guard's fail mode decides and logs it.
 */
export type CriterionResult = { readonly status: 'judged'; readonly verdicts: readonly FieldVerdict[] } | { readonly status: 'unknown'; readonly reason: string };

/**
 * A decision criterion, swappable by id. Every criterion passes the shared contract suite
 * (`guard/criteria/contract-suite.ts`): one verdict per detected target, valid actions,
 * no raw vault value in a rationale, determinism for deterministic criteria.
 */
export interface Criterion {
  readonly id: string;
  readonly description: string;
  /** `deterministic` criteria decide synchronously with no model; `model` ones call an LLM. */
  readonly kind: 'deterministic' | 'model';
  decide(context: CriterionContext): CriterionResult | Promise<CriterionResult>;
}
