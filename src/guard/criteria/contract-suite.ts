/**
 * The shared contract every guard criterion passes (hono-style: one suite, many
 * implementations). A criterion's test calls `runCriterionContract(criterion)`; the suite
 * registers vitest tests for: exactly one verdict per detected fact, valid actions, no raw
 * vault value in any rationale, an empty answer for content without facts, determinism and
 * synchronous answers for deterministic criteria, and no throw on any generated context.
 * Excluded from the build (tsconfig.build.json): it imports vitest and fast-check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedFields, CHANNEL_IDS, ChannelPolicySchema, type ChannelId, type ChannelPolicy, type VaultField } from '../../contracts/index.js';
import { EXTERNAL_WRITE_CHANNELS, RecipientClassSchema, type RecipientClass } from '../flow.js';
import { field, PATIENT_POLICY, PATIENT_VAULT } from '../guard.test-helpers.js';
import type { Criterion, CriterionContext, CriterionResult, FieldAction } from '../types.js';

const ACTIONS: ReadonlySet<FieldAction> = new Set(['pass', 'generalize', 'omit', 'block']);
const RECOGNISERS = ['ssn', 'card', 'iban', 'routing', 'phone', 'email', 'icd10'] as const;
const PURPOSES = ['', 'schedule a follow-up appointment', 'send the diagnosis and date of birth to the specialist', 'process the card payment for billing'];

/** What a generated context is made of. */
export interface ContextSpec {
  readonly channel: ChannelId;
  readonly recipientClass: RecipientClass;
  readonly keys: readonly string[];
  readonly recognisers: readonly string[];
  readonly purpose: string;
  readonly observed: boolean;
}

/**
 * A criterion context with the given vault fields and unvaulted identifiers "found" in the
 * content (spans are synthetic: each fact is one occurrence in its own stretch of text).
 */
export function contractContext(spec: ContextSpec, vault: readonly VaultField[] = PATIENT_VAULT, policy: ChannelPolicy = ChannelPolicySchema.parse(PATIENT_POLICY)): CriterionContext {
  const allowed = new Set(allowedFields(policy, spec.channel));
  const chosen = vault.filter((field) => spec.keys.includes(field.key));
  const content = [...chosen.map((field) => field.value), ...spec.recognisers.map((name) => `<${name}>`)].join(' | ');
  let offset = 0;
  const next = (length: number) => {
    const span = { start: offset, end: offset + length };
    offset += length + 3;
    return span;
  };
  return {
    flow: { channel: spec.channel, sender: 'agent', recipient: 'someone', content, purpose: spec.purpose },
    recipientClass: spec.recipientClass,
    externalWrite: EXTERNAL_WRITE_CHANNELS.has(spec.channel),
    fields: chosen.map((field) => ({
      target: `vault:${field.key}`,
      field,
      allowed: allowed.has(field.key),
      observed: spec.observed,
      occurrences: [{ part: 0, span: next(field.value.length), tier: 2 as const, method: 'verbatim' }],
    })),
    unvaulted: spec.recognisers.map((recogniser) => ({
      target: `unvaulted:${recogniser}`,
      recogniser,
      occurrences: [{ part: 0, span: next(recogniser.length + 2), tier: 2 as const, method: recogniser }],
    })),
    vault,
    policy,
    inventory: [],
    principal: undefined,
    parts: [content],
  };
}

function specArbitrary(vault: readonly VaultField[]): fc.Arbitrary<ContextSpec> {
  return fc.record({
    channel: fc.constantFrom(...CHANNEL_IDS),
    recipientClass: fc.constantFrom(...RecipientClassSchema.options),
    keys: fc.subarray(vault.map((field) => field.key)),
    recognisers: fc.subarray([...RECOGNISERS]),
    purpose: fc.constantFrom(...PURPOSES),
    observed: fc.boolean(),
  });
}

/** Problems with a criterion's answer on a context (empty when it keeps the contract). */
export function resultProblems(criterion: Criterion, context: CriterionContext, result: CriterionResult): string[] {
  if (result.status === 'unknown') {
    return criterion.kind === 'deterministic' ? [`deterministic criterion answered unknown: ${result.reason}`] : [];
  }
  const problems: string[] = [];
  const targets = [...context.fields.map((found) => found.target), ...context.unvaulted.map((found) => found.target)];
  const given = result.verdicts.map((entry) => entry.target);
  for (const target of targets) if (given.filter((entry) => entry === target).length !== 1) problems.push(`expected exactly one verdict for ${target}`);
  for (const target of given) if (!targets.includes(target)) problems.push(`verdict for a target that was not detected: ${target}`);
  const secrets = context.vault.map((field) => field.value).filter((value) => value.length >= 4);
  for (const entry of result.verdicts) {
    if (!ACTIONS.has(entry.action)) problems.push(`invalid action "${String(entry.action)}" for ${entry.target}`);
    if (entry.rationale.trim() === '') problems.push(`empty rationale for ${entry.target}`);
    const lower = entry.rationale.toLowerCase();
    if (secrets.some((secret) => lower.includes(secret.toLowerCase()))) problems.push(`rationale for ${entry.target} contains a raw vault value`);
  }
  return problems;
}

/** Options of {@link runCriterionContract}. */
export interface CriterionContractOptions {
  readonly vault?: readonly VaultField[];
  /** fast-check runs; default 150 (model criteria use fewer). */
  readonly runs?: number;
}

/**
 * Registers the contract tests for one criterion.
 *
 * @example runCriterionContract(allowedSetCriterion);
 */
export function runCriterionContract(criterion: Criterion, options: CriterionContractOptions = {}): void {
  const vault = options.vault ?? PATIENT_VAULT;
  const runs = options.runs ?? (criterion.kind === 'model' ? 25 : 150);
  describe(`criterion contract: ${criterion.id} (${criterion.kind})`, () => {
    it('answers with no verdicts when nothing was found', async () => {
      const context = contractContext({ channel: 'C3', recipientClass: 'external', keys: [], recognisers: [], purpose: '', observed: false }, vault);
      const result = await criterion.decide(context);
      expect(result).toEqual({ status: 'judged', verdicts: [] });
    });

    it('gives exactly one valid verdict per fact, with a rationale free of raw values, on any context', async () => {
      await fc.assert(
        fc.asyncProperty(specArbitrary(vault), async (spec) => {
          const context = contractContext(spec, vault);
          const result = await criterion.decide(context);
          expect(resultProblems(criterion, context, result)).toEqual([]);
        }),
        { numRuns: runs },
      );
    });

    if (criterion.kind === 'deterministic') {
      it('is deterministic and synchronous', () => {
        fc.assert(
          fc.property(specArbitrary(vault), (spec) => {
            const first = criterion.decide(contractContext(spec, vault));
            const second = criterion.decide(contractContext(spec, vault));
            expect(first).not.toBeInstanceOf(Promise);
            expect(second).toEqual(first);
          }),
          { numRuns: runs },
        );
      });

      it('never withholds on a pure PASS context: a field allowed everywhere and not personal passes', () => {
        const plain = field({ key: 'ticket', value: 'quarterly planning notes', category: 'OTHER', kind: 'text', record: 'project' });
        const policy = ChannelPolicySchema.parse({ defaultAllowed: ['ticket'] });
        const context = contractContext({ channel: 'C2', recipientClass: 'agent', keys: ['ticket'], recognisers: [], purpose: 'plan the quarter', observed: true }, [plain], policy);
        const result = criterion.decide(context);
        expect(result).toEqual({ status: 'judged', verdicts: [expect.objectContaining({ target: 'vault:ticket', action: 'pass' })] });
      });
    }
  });
}
