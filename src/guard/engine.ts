/**
 * The runtime guard: one decision function behind every front door (library, AI SDK, MCP
 * gateway, HTTP sidecar, harness defense, replay). `observe` is the read boundary,
 * `inspect` the write boundary.
 */
import {
  ChannelIdSchema,
  ChannelPolicySchema,
  LeakscopeError,
  VaultSchema,
  type ChannelId,
  type ChannelPolicyInput,
  type Finding,
  type GuardDecisionLog,
  type VaultField,
  type VaultFieldInput,
} from '../contracts/index.js';
import { defaultDetectors } from '../detect/pipeline.js';
import { createSemanticDetector } from '../detect/semantic/detector.js';
import type { CategoryMention } from '../detect/semantic/categories.js';
import type { Detector } from '../detect/types.js';
import { prepareValueMasker, type ValueMasker } from '../lib/masking.js';
import { fieldTypeName } from './abstract/generalize.js';
import { parseTokenKey, type TokenKey } from './abstract/token.js';
import { collectFacts, onlyPartial, type ContentFacts } from './context.js';
import { resolveCriterion } from './criteria/index.js';
import type { ModelJudgeOptions } from './criteria/model-judge.js';
import { DEFAULT_NORM_RULES, type NormRule } from './criteria/norm-rules.js';
import { applySafeDefaults } from './criteria/safe-defaults.js';
import type { SensitiveType } from './criteria/sensitivity.js';
import { isLearnedKey, learnFromRead, type ExtractionSettings } from './extract.js';
import { revealedTypeOf, sharedSemanticEngine } from './reveal.js';
import { combineMosaic, decisionOf, rationaleOf, rewriteParts } from './decide.js';
import { prepareGuardDetection, type GuardDetection } from './detection.js';
import { EXTERNAL_WRITE_CHANNELS, GuardFlowSchema, ObservationSchema, recipientClassOf, type GuardFlow, type GuardFlowInput, type ObservationInput, type RecipientClass } from './flow.js';
import { createInventory, observedFieldRecord, observedIdentifierRecord, type Inventory, type InventoryLimits } from './inventory.js';
import { prepareMosaic, type MosaicRelationInput } from './mosaic.js';
import type { Criterion, CriterionContext, CriterionResult, FieldAction, FieldVerdict, FlowRecord, GuardResult } from './types.js';

export type { GuardDecisionLog } from '../contracts/index.js';

/** Options of {@link createGuard}. */
export interface GuardOptions {
  readonly vault: readonly (VaultField | VaultFieldInput)[];
  readonly policy: ChannelPolicyInput;
  /** A criterion id (`allowed-set`, `pii`, `minimization`, `contextual-integrity`, `arbiter` — which needs `judge`) or object; default `allowed-set`. */
  readonly criterion?: string | Criterion;
  /** Makes minimization and contextual integrity model-judged; the arbiter needs it. */
  readonly judge?: ModelJudgeOptions;
  /** The task's purpose, used when a flow carries none. */
  readonly purpose?: string;
  /** What an internal error or an unknown judgement does: `closed` → BLOCK (default), `open` → PASS. Logged either way. */
  readonly failMode?: 'closed' | 'open';
  /** `shadow` returns PASS with the original content and records what it would have done. */
  readonly mode?: 'enforce' | 'shadow';
  /** Called after every decision with a log record that holds no raw values. */
  readonly onDecision?: (log: GuardDecisionLog) => void;
  /** The record id of the user the agent works for (the PII criterion passes their own data). */
  readonly principal?: string;
  /** Recipient name (or `@domain`) → class, for the contextual-integrity norms. */
  readonly recipients?: Readonly<Record<string, RecipientClass>>;
  /** Recipients that may receive reversible tokens instead of generalisations. */
  readonly trustedRecipients?: readonly string[];
  /** 32-byte key (hex or base64) for reversible tokens; without it trusted recipients get generalisations. */
  readonly tokenKey?: string | Uint8Array;
  readonly mosaic?: readonly MosaicRelationInput[];
  /** Detectors to run (default: the detection engine's defaults, tiers 1–2). */
  readonly detectors?: readonly Detector[];
  /**
   * Adds the offline tier-3 semantic detector, so paraphrases of vault facts are judged and
   * rewritten too. Off by default: it costs about ten times the tier 1–2 latency.
   */
  readonly semantic?: boolean;
  /** Share an inventory between guards (e.g. one per agent, one session). */
  readonly inventory?: Inventory;
  /**
   * Bounds of the guard's own inventory (ignored with `inventory`): 10,000 flow records and 2,000
   * learned fields by default. Past the learned budget the guard fails closed on every flow.
   */
  readonly inventoryLimits?: InventoryLimits;
  /**
   * Contextual norms tried before the defaults (`DEFAULT_NORM_RULES`), first match wins: they
   * license or forbid sensitive types to recipients for principles, for the safe defaults and the
   * offline need-based criteria.
   */
  readonly normRules?: readonly NormRule[];
  /**
   * After any criterion, an identifier or special-category fact the criterion PASSed without an
   * explicit need (allowed by the policy, licensed by a norm, named by the purpose) is withheld
   * (`criteria/safe-defaults.ts`). Default true.
   */
  readonly safeDefaults?: boolean;
  /**
   * What the guard learns from reads beyond the vault (`extract.ts`): regulated identifiers the
   * recognisers validate (default on) and sentences naming sensitive categories (default on only
   * when the vault is empty: with a vault, the vault says what is private), each becoming a field
   * the write boundary detects. What vault values reveal (a "hardship note" about a cancer
   * treatment is health data) is classified either way.
   */
  readonly extract?: Partial<ExtractionSettings>;
}

/** What `observe` returns. */
export interface ObservationResult {
  /** Records added to the inventory by this observation (duplicates are not repeated). */
  readonly records: readonly FlowRecord[];
  readonly findings: readonly Finding[];
  /** Set when the observation could not be processed; observation never blocks. */
  readonly error?: string;
}

/** Why a guard whose inventory is over its learned budget refuses every flow. */
function inventoryFull(inventory: Inventory): string {
  return `inventory full: ${inventory.limits.maxLearned} learned fields, the most this guard holds; ${inventory.overflow} more read from observations are not protected — start a new session (or raise inventoryLimits.maxLearned)`;
}

/** A guard bound to one vault, policy and criterion. */
export interface Guard {
  readonly criterion: string;
  readonly inventory: Inventory;
  /** The write boundary. Never throws: errors become the fail mode's decision. */
  inspect(flow: GuardFlowInput): Promise<GuardResult>;
  /** A flow with several content parts (tool arguments): verdicts apply to all, each part is rewritten. */
  inspectParts(flow: Omit<GuardFlowInput, 'content'>, parts: readonly string[]): Promise<GuardResult>;
  /** Synchronous `inspect` for deterministic criteria (a model criterion here is a guard error). */
  inspectSync(flow: GuardFlowInput): GuardResult;
  /** The read boundary: records the facts an observation carried. */
  observe(observation: ObservationInput): ObservationResult;
  /** What the detection engine finds in a text on a channel (e.g. to check a rewritten content). */
  detect(content: string, channel: ChannelId): Finding[];
}

interface Pending {
  readonly flow: GuardFlow & { readonly purpose: string };
  readonly parts: readonly string[];
  readonly facts: ContentFacts;
  readonly context: CriterionContext;
  /** The detection the flow was scanned with (the vault and what was learned by then). */
  readonly state: { readonly detection: GuardDetection; readonly fieldsByKey: ReadonlyMap<string, VaultField>; readonly mask: (text: string) => string; readonly placeholders: ReadonlySet<string> };
}

/** `generalize` on a fact the content only discloses as a last-four mask changes nothing: it passes. */
function settleGeneralised(verdicts: readonly FieldVerdict[], facts: ContentFacts): FieldVerdict[] {
  const partial = new Set(facts.fields.filter(onlyPartial).map((found) => found.target));
  return verdicts.map((entry) =>
    entry.action === 'generalize' && partial.has(entry.target) ? { ...entry, action: 'pass', rationale: `${entry.rationale}; already no more than its last four digits` } : entry,
  );
}

/** What a log record can say about a flow that did not validate (input from untyped callers). */
function fallbackFlow(input: unknown): GuardFlow {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : 'unknown');
  const channel = ChannelIdSchema.safeParse(raw['channel']);
  return { channel: channel.success ? channel.data : 'C1', sender: text(raw['sender']), recipient: text(raw['recipient']), content: '' };
}

function contentOf(flow: unknown): string {
  const content = typeof flow === 'object' && flow !== null ? (flow as { content?: unknown }).content : undefined;
  return typeof content === 'string' ? content : '';
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function errorText(error: unknown): string {
  if (error instanceof LeakscopeError) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Creates a guard. Patterns and normalised vault values are compiled here, once.
 *
 * @example
 * const guard = createGuard({ vault, policy: { allowed: { C3: ['email'] } }, purpose: 'book a follow-up' });
 * const result = await guard.inspect({ channel: 'C3', sender: 'agent', recipient: 'mail', content: body });
 * if (result.decision === 'BLOCK') refuse(result.rationale);
 * else send(result.content); // rewritten when ABSTRACT
 */
export function createGuard(options: GuardOptions): Guard {
  const vault = VaultSchema.parse(options.vault);
  const policy = ChannelPolicySchema.parse(options.policy);
  const criterion = resolveCriterion(options.criterion ?? 'allowed-set', options.judge, options.normRules === undefined ? {} : { normRules: options.normRules });
  const failMode = options.failMode ?? 'closed';
  const mode = options.mode ?? 'enforce';
  const detectors = options.semantic === true ? [...(options.detectors ?? defaultDetectors()), createSemanticDetector()] : options.detectors;
  const learnedKey = vault.find((field) => isLearnedKey(field.key));
  if (learnedKey !== undefined) throw new LeakscopeError('invalid-config', `vault key "${learnedKey.key}" has the form of a learned field (inv<n>.<type>); rename it`, { field: learnedKey.key });
  const rules: readonly NormRule[] = [...(options.normRules ?? []), ...DEFAULT_NORM_RULES];
  const safeDefaults = options.safeDefaults ?? true;
  // With a vault, the vault says what is private: sentences are learned only when asked for (on the
  // AgentLeak release, learning them by default made allowed-set touch 12% of clean events). A guard
  // without a vault has nothing else to go on, so it learns them by default.
  const extraction: ExtractionSettings = { identifiers: options.extract?.identifiers ?? true, categories: options.extract?.categories ?? vault.length === 0 };
  const inventory = options.inventory ?? createInventory(options.inventoryLimits);
  /** Detection over the vault and what the inventory learned, rebuilt when it learns more. */
  interface Compiled {
    readonly learned: number;
    readonly detection: GuardDetection;
    readonly fieldsByKey: ReadonlyMap<string, VaultField>;
    /** Masks the values in a text (a rationale, an error); prepared once per vault, on first use. */
    readonly mask: (text: string) => string;
    /** The values as a set: what a read must not learn again. */
    readonly known: ReadonlySet<string>;
    readonly placeholders: ReadonlySet<string>;
  }
  const compile = (): Compiled => {
    const fields = [...vault, ...inventory.learned];
    let masker: ValueMasker | undefined;
    return {
      learned: inventory.learned.length,
      detection: prepareGuardDetection(fields, policy, detectors),
      fieldsByKey: new Map(fields.map((field) => [field.key, field])),
      mask: (text) => (masker ??= prepareValueMasker(fields.map((field) => field.value))).mask(text),
      known: new Set(fields.map((field) => field.value)),
      placeholders: new Set([...fields.map(fieldTypeName), 'ssn', 'card', 'iban', 'routing', 'phone', 'email', 'icd10', 'pii', 'withheld']),
    };
  };
  let compiled = compile();
  const current = (): Compiled => {
    if (compiled.learned !== inventory.learned.length) compiled = compile();
    return compiled;
  };
  /** The special category a field's value reveals when its key and label name none (tagged once per field). */
  const revealedByKey = new Map<string, SensitiveType | null>();
  const revealedOf = (field: VaultField): SensitiveType | undefined => {
    let known = revealedByKey.get(field.key);
    if (known === undefined) {
      known = revealedTypeOf(field) ?? null;
      revealedByKey.set(field.key, known);
    }
    return known ?? undefined;
  };

  const mosaic = prepareMosaic(options.mosaic ?? [], vault);
  const tokenKey: TokenKey | undefined = options.tokenKey === undefined ? undefined : parseTokenKey(options.tokenKey);
  const recipients = options.recipients ?? {};
  const trusted = options.trustedRecipients ?? [];

  function log(flow: GuardFlow, result: GuardResult): GuardResult {
    options.onDecision?.({
      criterion: criterion.id,
      mode,
      decision: result.decision,
      wouldDecide: result.shadow?.decision ?? result.decision,
      channel: flow.channel,
      sender: flow.sender,
      recipient: flow.recipient,
      ...(flow.tool === undefined ? {} : { tool: flow.tool }),
      fields: result.verdicts.map((entry) => ({ target: entry.target, action: entry.action })),
      rationale: result.rationale,
      ...(result.failure === undefined ? {} : { failure: result.failure }),
    });
    return result;
  }

  function settle(flow: GuardFlow, parts: readonly string[], reached: Omit<GuardResult, 'mode' | 'shadow' | 'criterion'>): GuardResult {
    const base = { ...reached, criterion: criterion.id, mode };
    if (mode === 'enforce' || reached.decision === 'PASS') return log(flow, base);
    return log(flow, { ...base, decision: 'PASS', content: parts.join('\n'), parts, shadow: { decision: reached.decision, content: reached.content } });
  }

  function fail(flow: GuardFlow, parts: readonly string[], reason: string, findings: readonly Finding[] = []): GuardResult {
    const safe = current().mask(reason);
    const closed = failMode === 'closed';
    return settle(flow, parts, {
      decision: closed ? 'BLOCK' : 'PASS',
      content: closed ? '' : parts.join('\n'),
      parts: closed ? parts.map(() => '') : parts,
      findings,
      rationale: `guard error (fail-${failMode}): ${safe}`,
      flowRecords: [],
      verdicts: [],
      failure: { reason: safe, failMode },
    });
  }

  function begin(input: GuardFlowInput, parts: readonly string[]): Pending {
    const parsed = GuardFlowSchema.parse(input);
    const flow = { ...parsed, purpose: parsed.purpose ?? options.purpose ?? '' };
    const state = current();
    const facts = collectFacts(parts, flow.channel, state.detection, state.fieldsByKey, state.placeholders, policy, inventory, revealedOf);
    const context: CriterionContext = {
      flow,
      recipientClass: recipientClassOf(flow, recipients, trusted),
      externalWrite: flow.action === 'write' || (flow.action !== 'read' && EXTERNAL_WRITE_CHANNELS.has(flow.channel)),
      fields: facts.fields,
      unvaulted: facts.unvaulted,
      vault,
      policy,
      inventory: inventory.records,
      principal: options.principal,
      parts,
    };
    return { flow, parts, facts, context, state };
  }

  function finish(pending: Pending, judged: CriterionResult): GuardResult {
    const { flow, parts, facts } = pending;
    const { fieldsByKey, mask } = pending.state;
    if (judged.status === 'unknown') return fail(flow, parts, `criterion ${criterion.id} could not judge: ${judged.reason}`, facts.findings);
    const targets = [...facts.fields.map((found) => found.target), ...facts.unvaulted.map((found) => found.target)];
    const given = new Set(judged.verdicts.map((entry) => entry.target));
    const missing = targets.filter((target) => !given.has(target));
    if (missing.length > 0) return fail(flow, parts, `criterion ${criterion.id} gave no verdict for ${missing.join(', ')}`, facts.findings);
    const detected = new Set(facts.fields.map((found) => found.field.key));
    const hits = mosaic.relations.length === 0 ? [] : mosaic.check(parts, detected, inventory);
    const floored = safeDefaults ? applySafeDefaults(judged.verdicts, pending.context, rules, options.normRules ?? []) : judged.verdicts;
    const { verdicts, extraSpans } = combineMosaic(settleGeneralised(floored, facts), hits, facts.fields);
    let decision = decisionOf(verdicts, extraSpans.length);
    let rationale = rationaleOf(decision, criterion.id, verdicts, fieldsByKey);
    let out: readonly string[] = parts;
    let recheck: readonly Finding[] | undefined;
    if (decision === 'ABSTRACT') {
      const rewritten = verifiedRewrite(pending, new Map(verdicts.map((entry) => [entry.target, entry.action])), extraSpans, hits.length > 0);
      if (rewritten.ok) {
        out = rewritten.parts;
        recheck = rewritten.findings;
      } else {
        decision = 'BLOCK';
        rationale = `${rationaleOf(decision, criterion.id, verdicts, fieldsByKey)}; ${rewritten.reason}`;
      }
    }
    const actionOf = new Map(verdicts.map((entry) => [entry.target, entry.action]));
    const ends = { source: flow.sender, recipient: flow.recipient, channel: flow.channel, purpose: flow.purpose };
    const flowRecords: FlowRecord[] = [
      ...facts.fields.map((found) => ({
        ...observedFieldRecord(found.field, ends),
        ...(found.field.record === undefined && flow.subject !== undefined ? { subject: flow.subject } : {}),
        action: actionOf.get(found.target) ?? 'pass',
      })),
      ...facts.unvaulted.map((found) => ({ ...observedIdentifierRecord(found.recogniser, ends), action: actionOf.get(found.target) ?? 'pass' })),
    ];
    const blocked = decision === 'BLOCK';
    return settle(flow, parts, {
      decision,
      content: blocked ? '' : out.join('\n'),
      parts: blocked ? parts.map(() => '') : out,
      findings: facts.findings,
      rationale: mask(rationale),
      flowRecords,
      verdicts,
      ...(recheck === undefined ? {} : { recheck }),
    });
  }

  /**
   * Rewrites, then re-detects: an occurrence the first pass missed is replaced by its
   * category; if a withheld fact or a mosaic trigger is still there, the flow is blocked.
   */
  function verifiedRewrite(
    pending: Pending,
    actions: Map<string, FieldAction>,
    extraSpans: Parameters<typeof rewriteParts>[4],
    checkMosaic: boolean,
  ): { ok: true; parts: string[]; findings: readonly Finding[] } | { ok: false; reason: string } {
    const recipientClass = pending.context.recipientClass;
    const settings = { tokenKey: recipientClass === 'trusted' ? tokenKey : undefined };
    let parts = rewriteParts(pending.parts, actions, pending.facts.fields, pending.facts.unvaulted, extraSpans, settings);
    const withheld = (target: string): boolean => actions.get(target) === 'generalize' || actions.get(target) === 'omit';
    for (let pass = 0; pass < 2; pass += 1) {
      const { detection, fieldsByKey, placeholders } = pending.state;
      const again = collectFacts(parts, pending.flow.channel, detection, fieldsByKey, placeholders, policy, inventory);
      // A last-four mask is the generalisation of an identifier; only what is more than that is left over.
      const left = again.fields.filter((found) => withheld(found.target) && !(actions.get(found.target) === 'generalize' && onlyPartial(found)));
      const leftUnvaulted = again.unvaulted.filter((found) => withheld(found.target));
      const mosaicLeft = checkMosaic && mosaic.check(parts, new Set(again.fields.map((found) => found.field.key)), inventory).length > 0;
      if (left.length === 0 && leftUnvaulted.length === 0 && !mosaicLeft) return { ok: true, parts, findings: again.findings };
      if (pass === 1 || mosaicLeft) {
        const names = [...left.map((found) => found.field.key), ...leftUnvaulted.map((found) => found.recogniser), ...(mosaicLeft ? ['a mosaic relation'] : [])];
        return { ok: false, reason: `abstraction could not remove ${names.join(', ')}` };
      }
      const omit = new Map([...left, ...leftUnvaulted].map((found) => [found.target, 'omit' as FieldAction]));
      parts = rewriteParts(parts, omit, left, leftUnvaulted, [], {});
    }
    return { ok: false, reason: 'abstraction did not converge' };
  }

  function run(input: GuardFlowInput, parts: readonly string[], sync: boolean): GuardResult | Promise<GuardResult> {
    const fallback = fallbackFlow(input);
    // What the guard could not keep of what the agent read, it cannot protect: no flow passes.
    if (inventory.overflow > 0) return fail(fallback, parts, inventoryFull(inventory));
    let pending: Pending;
    try {
      pending = begin(input, parts);
    } catch (error) {
      return fail(fallback, parts, errorText(error));
    }
    let judged: CriterionResult | Promise<CriterionResult>;
    try {
      judged = criterion.decide(pending.context);
    } catch (error) {
      return fail(pending.flow, parts, `criterion ${criterion.id} failed: ${errorText(error)}`, pending.facts.findings);
    }
    const conclude = (result: CriterionResult): GuardResult => {
      try {
        return finish(pending, result);
      } catch (error) {
        return fail(pending.flow, parts, errorText(error), pending.facts.findings);
      }
    };
    if (!isPromise(judged)) return conclude(judged);
    if (sync) {
      judged.catch(() => undefined);
      return fail(pending.flow, parts, `criterion ${criterion.id} needs a model call; inspectSync cannot wait for it`, pending.facts.findings);
    }
    return judged.then(conclude, (error: unknown) => fail(pending.flow, parts, `criterion ${criterion.id} failed: ${errorText(error)}`, pending.facts.findings));
  }

  return {
    criterion: criterion.id,
    inventory,
    async inspect(flow) {
      return run(flow, [contentOf(flow)], false);
    },
    async inspectParts(flow, parts) {
      return run({ ...flow, content: parts.join('\n') }, parts, false);
    },
    inspectSync(flow) {
      const result = run(flow, [contentOf(flow)], true);
      // Unreachable: run() returns a promise only when sync is false.
      if (isPromise(result)) throw new LeakscopeError('internal', 'inspectSync got an asynchronous result');
      return result;
    },
    detect(content, channel) {
      return current().detection.scan(content, channel).findings;
    },
    observe(input) {
      try {
        const observation = ObservationSchema.parse(input);
        const purpose = observation.purpose ?? options.purpose ?? '';
        const state = current();
        const scan = state.detection.scan(observation.content, observation.channel);
        const ends = { source: observation.source, recipient: observation.recipient, channel: observation.channel, purpose };
        const records: FlowRecord[] = [];
        const seen = new Set<string>();
        for (const hit of scan.vaultHits) {
          const field = hit.field === null ? undefined : state.fieldsByKey.get(hit.field);
          if (field === undefined || seen.has(field.key)) continue;
          seen.add(field.key);
          const record = observedFieldRecord(field, ends);
          if (inventory.add(record)) records.push(record);
        }
        const mentions: CategoryMention[] = extraction.categories ? sharedSemanticEngine().categories(observation.content) : [];
        const learned = learnFromRead(observation.content, scan, mentions, { known: state.known, next: inventory.learned.length + 1, settings: extraction });
        const learnedValues = new Set(learned.filter((field) => field.tier === 'structured').map((field) => field.value));
        for (const hit of scan.unvaultedHits) {
          // A learned identifier gets a field record below; the others (contact details) a recogniser record.
          if (learnedValues.has(observation.content.slice(hit.span.start, hit.span.end).trim())) continue;
          const record = observedIdentifierRecord(hit.recogniser ?? 'pii', ends);
          if (inventory.add(record)) records.push(record);
        }
        const overflowBefore = inventory.overflow;
        if (learned.length > 0) {
          inventory.learn(learned);
          for (const field of learned) {
            const record = observedFieldRecord(field, ends);
            if (inventory.add(record)) records.push(record);
          }
        }
        mosaic.observe(observation.content, inventory);
        if (inventory.overflow > overflowBefore) return { records, findings: scan.findings, error: inventoryFull(inventory) };
        return { records, findings: scan.findings };
      } catch (error) {
        return { records: [], findings: [], error: current().mask(errorText(error)) };
      }
    },
  };
}
