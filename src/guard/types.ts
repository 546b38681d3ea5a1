/**
 * The guard's vocabulary: decisions, per-field verdicts, five-field flow records, the
 * criterion plugin interface and what a decision returns.
 */
import type { ChannelId, ChannelPolicy, DetectionTier, Finding, Span, VaultField } from '../contracts/index.js';
import type { GuardFlow, RecipientClass } from './flow.js';

/** The three outcomes of the write boundary. */
export type GuardDecisionKind = 'PASS' | 'ABSTRACT' | 'BLOCK';

/**
 * What a criterion wants done with one fact: keep it, replace it by a generalisation,
 * replace it by its category, or stop the whole flow.
 */
export type FieldAction = 'pass' | 'generalize' | 'omit' | 'block';

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

/** A criterion's verdict on one target (`vault:<key>` or `unvaulted:<recogniser>`). */
export interface FieldVerdict {
  readonly target: string;
  readonly action: FieldAction;
  /** Why, naming the field key and never its raw value. */
  readonly rationale: string;
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

/** The transmission principle of a flow: why and how it moves. */
export interface TransmissionPrinciple {
  readonly purpose: string;
  readonly channel: ChannelId;
}

/**
 * One contextual-integrity information flow, with its five fields explicit:
 * SENDER, RECIPIENT, SUBJECT (the data subject), TYPE (the kind of fact) and
 * TRANSMISSION PRINCIPLE (purpose + channel). `field` names the vault field when there is one.
 */
export interface FlowRecord {
  readonly sender: string;
  readonly recipient: string;
  readonly subject: string;
  readonly type: string;
  readonly transmissionPrinciple: TransmissionPrinciple;
  /** Vault field key, or null for an unvaulted identifier or a mosaic fact text. */
  readonly field: string | null;
  readonly category: string;
  /** For records of an inspected flow: what the guard did with this fact. */
  readonly action?: FieldAction;
}

/** What `inspect` returns. */
export interface GuardResult {
  readonly decision: GuardDecisionKind;
  /** What may flow: the original (PASS), the rewritten content (ABSTRACT) or '' (BLOCK). */
  readonly content: string;
  /** Per part, for multi-part flows (tool arguments); `[content]` for plain flows. */
  readonly parts: readonly string[];
  readonly findings: readonly Finding[];
  /** ABSTRACT only: what detection finds in the rewritten content (the verification pass). */
  readonly recheck?: readonly Finding[];
  /** Names field keys and masked values only. */
  readonly rationale: string;
  readonly criterion: string;
  readonly flowRecords: readonly FlowRecord[];
  readonly verdicts: readonly FieldVerdict[];
  /** Shadow mode: the decision the guard would have enforced (the returned decision is PASS). */
  readonly shadow?: { readonly decision: GuardDecisionKind; readonly content: string };
  /** Set when the decision came from the fail mode (error or unknown judgement). */
  readonly failure?: { readonly reason: string; readonly failMode: 'open' | 'closed' };
  readonly mode: 'enforce' | 'shadow';
}
