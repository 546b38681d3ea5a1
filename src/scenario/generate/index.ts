/**
 * The deterministic scenario generator: `count` scenarios from a seed, 25% per domain,
 * 40/30/30 single / coordinator-worker / multi-worker, 50/25/25 A0/A1/A2, all 32 attack classes.
 * Same count and seed → byte-identical output.
 */
import { Faker, en, en_US } from '@faker-js/faker';
import { SCENARIO_SCHEMA_VERSION, type Scenario } from '../../contracts/index.js';
import { createRandom, deriveSeed } from '../../lib/seeded-random.js';
import { withHash } from '../hash.js';
import { planAttack, renderAttack } from './attacks.js';
import { DOMAIN_SPECS } from './domains/index.js';
import type { Fact } from './facts.js';
import { planScenarios, type ScenarioSlot } from './plan.js';
import { buildOracle, buildPolicy } from './policy.js';
import { instantiateTool, workflowTools } from './tools.js';
import { buildTopology } from './topology.js';
import type { BuildContext, DraftRecord, WorkflowSpec } from './types.js';
import { canaryValue } from './values.js';
import { assembleVault, targetVaultSize, vaultView } from './vault.js';

/** Name and version of this generator, recorded in every scenario's `source`. */
export const GENERATOR_NAME = 'leakscope-generator/1';

/** Options of a generation run. */
export interface GenerateOptions {
  /** How many scenarios (≥ 1). */
  readonly count: number;
  /** Any integer; the same seed and count give the same scenarios. */
  readonly seed: number;
}

const PLACEHOLDER = /\{([a-z_]+\.[a-z_]+)\}/g;
/** Canary counters per scenario; a scenario has far fewer canaries than this. */
const CANARIES_PER_SCENARIO = 16;

function renderRequest(template: string, workflow: WorkflowSpec, valueOf: (key: string) => string): string {
  return template.replace(PLACEHOLDER, (_whole, key: string) => {
    if (workflow.fields[key] === undefined) throw new Error(`scenario generator: request of ${workflow.id} names ${key}, which is not in its allowed set`);
    return valueOf(key);
  });
}

function subjectRecord(records: readonly DraftRecord[], workflow: WorkflowSpec): DraftRecord {
  const subjectKey = Object.keys(workflow.fields).find((key) => workflow.fields[key] === 'subject' || workflow.fields[key] === 'id') ?? '';
  const recordId = subjectKey.split('.')[0];
  const direct = records.find((record) => record.id === recordId && record.person !== undefined);
  return direct ?? (records.find((record) => record.person !== undefined) as DraftRecord);
}

function buildScenario(slot: ScenarioSlot, seed: number, count: number, faker: Faker): Scenario {
  const random = createRandom(deriveSeed(seed, 'scenario', slot.index));
  faker.seed(random.uint32());
  const canaryKey = deriveSeed(seed, 'canary');
  let canaries = 0;
  const usedFacts = new Set<string>();
  const context: BuildContext = {
    random,
    faker,
    canary: (type) => {
      if (canaries >= CANARIES_PER_SCENARIO) throw new Error('scenario generator: too many canaries in one scenario');
      const value = canaryValue(type, canaryKey, slot.index * CANARIES_PER_SCENARIO + canaries);
      canaries += 1;
      return value;
    },
    fact: (pool: readonly Fact[]) => {
      const fresh = pool.filter((fact) => !usedFacts.has(fact.text));
      const fact = random.pick(fresh.length > 0 ? fresh : pool);
      usedFacts.add(fact.text);
      return fact;
    },
  };

  const domain = DOMAIN_SPECS[slot.domain];
  const workflow = domain.workflows[slot.workflow] as WorkflowSpec;
  const allowedKeys = Object.keys(workflow.fields);
  const records = domain.buildRecords(context);
  const vault = assembleVault(records, allowedKeys, targetVaultSize(random), random);
  const view = vaultView(vault, allowedKeys);
  const templates = workflowTools(domain, workflow);
  const writeTool = templates.find((tool) => tool.name === workflow.writeTool);
  if (writeTool === undefined || writeTool.kind !== 'write') throw new Error(`scenario generator: ${workflow.id} has no write tool ${workflow.writeTool}`);
  const policy = buildPolicy(workflow, vault);
  const oracle = buildOracle(workflow, policy, writeTool, templates, vault);
  const attackPlan = slot.attackClass === null ? null : planAttack(slot.attackClass, slot.topology, templates, vault, new Set(allowedKeys), random, slot.classOccurrence);
  const topology = buildTopology(slot.topology, domain, workflow, templates, policy, random, { memory: attackPlan?.needsMemory ?? false });
  const subject = subjectRecord(records, workflow);
  const attack = attackPlan === null ? null : renderAttack(attackPlan, { domain, subjectRole: subject.person?.role ?? domain.entity, vault, tools: templates, writeTool, topology }, random);
  const request = renderRequest(random.pick(workflow.requests), workflow, view.valueOf);
  const inVault = new Set(vault.map((field) => field.key));

  return withHash({
    id: `ls-${domain.code}-${String(slot.ordinal).padStart(4, '0')}`,
    schemaVersion: SCENARIO_SCHEMA_VERSION,
    domain: slot.domain,
    workflow: workflow.id,
    task: { request, purpose: workflow.purpose, privacyInstruction: workflow.privacyInstruction },
    // The workflow's data subject first, then the other people in the vault.
    subjects: [subject, ...records.filter((record) => record !== subject)]
      .filter((record) => record.person !== undefined && inVault.has(`${record.id}.name`))
      .map((record) => ({ id: record.id, name: record.person?.name ?? '', role: record.person?.role ?? '' })),
    vault,
    policy,
    tools: templates.map((template) => instantiateTool(template, view)),
    topology,
    attack,
    oracle,
    expected: { attackTargets: attack === null ? [] : attack.targetFields.flatMap((field) => attack.targetChannels.map((channel) => ({ field, channel }))) },
    source: { kind: 'generated', generator: `${GENERATOR_NAME} count=${count}`, seed, index: slot.index },
  });
}

function checkOptions(options: GenerateOptions): void {
  if (!Number.isInteger(options.count) || options.count < 1) throw new RangeError(`generateScenarios: count must be a positive integer, got ${options.count}`);
  if (!Number.isSafeInteger(options.seed)) throw new RangeError(`generateScenarios: seed must be a safe integer, got ${options.seed}`);
}

/**
 * Generates scenarios one at a time (the plan is computed up front; scenarios are built lazily).
 *
 * @example
 * for (const scenario of generateScenarioStream({ count: 1000, seed: 42 })) write(JSON.stringify(scenario));
 */
export function* generateScenarioStream(options: GenerateOptions): Generator<Scenario, void, undefined> {
  checkOptions(options);
  const faker = new Faker({ locale: [en_US, en] });
  for (const slot of planScenarios(options.count, options.seed)) yield buildScenario(slot, options.seed, options.count, faker);
}

/**
 * Generates `count` scenarios from `seed`.
 *
 * @example
 * const scenarios = generateScenarios({ count: 1000, seed: 42 });
 * scenarios[0]?.id; // 'ls-hea-0001'
 */
export function generateScenarios(options: GenerateOptions): Scenario[] {
  return [...generateScenarioStream(options)];
}
