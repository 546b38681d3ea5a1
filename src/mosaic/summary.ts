/**
 * Builds the mosaic report from results: mosaic and refusal rates per agent, per
 * configuration, per intent and per domain, with 95% example-clustered bootstrap intervals;
 * paired marginal, full-stack and interaction effects of headers and rules; the overlap of
 * mosaic and refusal; the guard comparison; exclusions and judge agreement. No clock, no
 * absolute paths: the same results and seed give a byte-identical report.
 */
import { basename } from 'node:path';
import { clusteredRate, pairedContrast, type BootstrapOptions, type ClusteredRate, type ClusterObservation, type ContrastEstimate } from '../metrics/bootstrap.js';
import type { JudgeAgreement } from './agreement.js';
import { allConfigurations, configurationLabel, INTENTS, MOSAIC_PROMPTS_VERSION, type Intent, type MosaicConfiguration } from './config.js';
import type { MosaicDataset } from './dataset.js';
import { evaluateGuards, type GuardEvaluation } from './guard-eval.js';
import type { MosaicResult } from './runner.js';

/** Schema id of `mosaic-report.json`. */
export const MOSAIC_REPORT_SCHEMA = 'leakscope.mosaic-report/2';

/** Mosaic and refusal rates of one slice. */
export interface RatePair {
  readonly mosaic: ClusteredRate;
  readonly refusal: ClusteredRate;
  /** Answers both mosaic and refusal (a refusal that leaks). */
  readonly leakingRefusals: number;
}

/** A paired effect on one metric. */
export interface MosaicEffect {
  readonly name: string;
  readonly description: string;
  readonly metric: 'mosaic' | 'refusal';
  readonly estimate: ContrastEstimate;
}

/** Everything reported for one agent. */
export interface AgentSection {
  readonly agent: string;
  readonly kind: MosaicResult['agentKind'];
  readonly model: string | null;
  readonly description: string;
  readonly reps: number;
  readonly overall: RatePair;
  readonly byIntent: ReadonlyArray<{ readonly intent: Intent } & RatePair>;
  readonly byConfiguration: ReadonlyArray<{ readonly configuration: MosaicConfiguration; readonly label: string } & RatePair>;
  readonly byDomain: ReadonlyArray<{ readonly domain: string; readonly all: RatePair; readonly explicitAndAdversarial: RatePair }>;
  readonly effects: readonly MosaicEffect[];
}

/** The whole report (`mosaic-report.json`). */
export interface MosaicReport {
  readonly schema: typeof MOSAIC_REPORT_SCHEMA;
  readonly leakscopeVersion: string;
  readonly promptsVersion: string;
  readonly settings: {
    readonly mode: 'simulated' | 'live';
    readonly seed: number;
    readonly resamples: number;
    readonly judge: string;
    readonly dataset: { readonly file: string; readonly sha256: string; readonly examples: number; readonly domains: Readonly<Record<string, number>> };
    readonly configurations: number;
    readonly guards: readonly string[];
  };
  readonly answers: {
    readonly total: number;
    readonly included: number;
    readonly excluded: { readonly total: number; readonly byReason: Readonly<Record<string, number>> };
    readonly unknownJudgements: { readonly mosaic: number; readonly refusal: number };
  };
  readonly judgeAgreement: JudgeAgreement | null;
  readonly agents: readonly AgentSection[];
  readonly guard: readonly GuardEvaluation[];
}

/** Inputs of {@link buildMosaicReport}. */
export interface MosaicReportInput {
  readonly results: readonly MosaicResult[];
  readonly dataset: MosaicDataset;
  readonly mode: 'simulated' | 'live';
  readonly seed: number;
  readonly resamples: number;
  readonly judge: string;
  readonly version: string;
  readonly agentDescriptions: ReadonlyMap<string, string>;
  readonly guards: readonly string[];
  readonly judgeAgreement?: JudgeAgreement | null;
}

function pair(results: readonly MosaicResult[], options: BootstrapOptions): RatePair {
  const of = (metric: 'mosaic' | 'refusal'): ClusterObservation[] => results.map((result) => ({ cluster: result.exampleId, value: result.judgement?.[metric] ?? null }));
  return {
    mosaic: clusteredRate(of('mosaic'), { ...options, key: `${options.key}/mosaic` }),
    refusal: clusteredRate(of('refusal'), { ...options, key: `${options.key}/refusal` }),
    leakingRefusals: results.filter((result) => result.judgement?.mosaic === true && result.judgement.refusal === true).length,
  };
}

type Filter = (configuration: MosaicConfiguration) => boolean;

const EFFECTS: ReadonlyArray<{ name: string; description: string; arms: ReadonlyArray<{ filter: Filter; weight: number }> }> = [
  {
    name: 'rules (marginal)',
    description: 'rules on − rules off, over every other factor',
    arms: [
      { filter: (c) => c.rules, weight: 1 },
      { filter: (c) => !c.rules, weight: -1 },
    ],
  },
  {
    name: 'headers (marginal)',
    description: 'headers shown − hidden, over every other factor',
    arms: [
      { filter: (c) => c.headers, weight: 1 },
      { filter: (c) => !c.headers, weight: -1 },
    ],
  },
  {
    name: 'full stack',
    description: 'headers + rules − neither',
    arms: [
      { filter: (c) => c.headers && c.rules, weight: 1 },
      { filter: (c) => !c.headers && !c.rules, weight: -1 },
    ],
  },
  {
    name: 'rules × headers interaction',
    description: '(rules effect with headers shown) − (rules effect with headers hidden)',
    arms: [
      { filter: (c) => c.headers && c.rules, weight: 1 },
      { filter: (c) => c.headers && !c.rules, weight: -1 },
      { filter: (c) => !c.headers && c.rules, weight: -1 },
      { filter: (c) => !c.headers && !c.rules, weight: 1 },
    ],
  },
  {
    name: 'distractor',
    description: 'distractor present − absent',
    arms: [
      { filter: (c) => c.distractor, weight: 1 },
      { filter: (c) => !c.distractor, weight: -1 },
    ],
  },
];

function agentSection(agent: string, results: readonly MosaicResult[], description: string, options: BootstrapOptions): AgentSection {
  const first = results[0];
  const key = (suffix: string): BootstrapOptions => ({ ...options, key: `${agent}/${suffix}` });
  const domains = [...new Set(results.map((result) => result.domain))].sort();
  const effects: MosaicEffect[] = [];
  for (const metric of ['mosaic', 'refusal'] as const) {
    for (const effect of EFFECTS) {
      const arms = effect.arms.map((arm) => ({
        observations: results.filter((result) => arm.filter(result.configuration)).map((result) => ({ cluster: result.exampleId, value: result.judgement?.[metric] ?? null })),
        weight: arm.weight,
      }));
      effects.push({ name: effect.name, description: effect.description, metric, estimate: pairedContrast(arms, key(`effect/${effect.name}/${metric}`)) });
    }
  }
  return {
    agent,
    kind: first?.agentKind ?? 'reference',
    model: first?.model ?? null,
    description,
    reps: Math.max(0, ...results.map((result) => result.rep)),
    overall: pair(results, key('overall')),
    byIntent: INTENTS.map((intent) => ({
      intent,
      ...pair(
        results.filter((result) => result.configuration.intent === intent),
        key(`intent/${intent}`),
      ),
    })),
    byConfiguration: allConfigurations()
      .filter((configuration) => results.some((result) => result.configuration.id === configuration.id))
      .map((configuration) => ({
        configuration,
        label: configurationLabel(configuration),
        ...pair(
          results.filter((result) => result.configuration.id === configuration.id),
          key(`configuration/${configuration.id}`),
        ),
      })),
    byDomain: domains.map((domain) => {
      const mine = results.filter((result) => result.domain === domain);
      return {
        domain,
        all: pair(mine, key(`domain/${domain}`)),
        explicitAndAdversarial: pair(
          mine.filter((result) => result.configuration.intent !== 'benign'),
          key(`domain/${domain}/pressing`),
        ),
      };
    }),
    effects,
  };
}

/**
 * Builds the report. Failed runs are excluded (counted by reason); unknown judgements are
 * excluded per metric (counted).
 *
 * @example const report = buildMosaicReport({ results, dataset, mode: 'simulated', seed: 42, resamples: 2000, judge: 'offline', version, agentDescriptions, guards: [] });
 */
export function buildMosaicReport(input: MosaicReportInput): MosaicReport {
  const options: BootstrapOptions = { resamples: input.resamples, seed: input.seed, key: '' };
  const included = input.results.filter((result) => result.status === 'ok');
  const byReason: Record<string, number> = {};
  for (const result of input.results) {
    if (result.status === 'ok') continue;
    const reason = (result.error ?? 'unknown error').split(':')[0] ?? 'unknown error';
    byReason[reason] = (byReason[reason] ?? 0) + 1;
  }
  const domains: Record<string, number> = {};
  for (const example of input.dataset.examples) domains[example.domain] = (domains[example.domain] ?? 0) + 1;
  const agents = [...new Set(input.results.map((result) => result.agent))];
  return {
    schema: MOSAIC_REPORT_SCHEMA,
    leakscopeVersion: input.version,
    promptsVersion: MOSAIC_PROMPTS_VERSION,
    settings: {
      mode: input.mode,
      seed: input.seed,
      resamples: input.resamples,
      judge: input.judge,
      dataset: { file: basename(input.dataset.path), sha256: input.dataset.hash, examples: input.dataset.examples.length, domains },
      configurations: new Set(input.results.map((result) => result.configuration.id)).size,
      guards: input.guards,
    },
    answers: {
      total: input.results.length,
      included: included.length,
      excluded: { total: input.results.length - included.length, byReason },
      unknownJudgements: {
        mosaic: included.filter((result) => result.judgement?.mosaic === null).length,
        refusal: included.filter((result) => result.judgement?.refusal === null).length,
      },
    },
    judgeAgreement: input.judgeAgreement ?? null,
    agents: agents.map((agent) =>
      agentSection(
        agent,
        included.filter((result) => result.agent === agent),
        input.agentDescriptions.get(agent) ?? agent,
        options,
      ),
    ),
    guard: input.guards.length === 0 ? [] : evaluateGuards(included, input.guards, { ...options, key: 'guard' }),
  };
}
