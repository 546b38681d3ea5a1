/**
 * Headline rates with scenario-clustered bootstrap intervals, beside their Wilson intervals.
 * One scenario contributes several traces (two paths, several agents and defenses), so traces
 * are not independent; resampling whole scenarios gives an interval that respects the design.
 * Every estimate is seeded and keyed by its name (bootstrap.ts), so a report is reproducible.
 */
import { CHANNEL_IDS, INTERNAL_CHANNELS, CHANNELS, type ChannelId } from '../contracts/index.js';
import { countedChannels, type MetricOptions } from './aggregate.js';
import { tableRate, type ClusteredRate } from './bootstrap.js';
import { leakedOn, type MetricOutcome } from './outcome.js';

/** Resamples and seed of the clustered intervals. */
export interface ClusteredOptions extends MetricOptions {
  readonly resamples: number;
  readonly seed: number;
}

/** Default: 1,000 resamples, seed 42. */
export const CLUSTERED_DEFAULTS: ClusteredOptions = { resamples: 1000, seed: 42 };

/** The headline rates, each with its scenario-clustered interval. */
export interface ClusteredHeadlines {
  readonly method: 'cluster-bootstrap';
  readonly clusterBy: 'scenario';
  readonly resamples: number;
  readonly seed: number;
  /** Distinct scenarios among the scored traces. */
  readonly clusters: number;
  readonly anyChannel: ClusteredRate;
  readonly anyInternal: ClusteredRate;
  readonly anyExternal: ClusteredRate;
  readonly h1: ClusteredRate;
  readonly asr: ClusteredRate;
  readonly attackLeak: ClusteredRate;
  readonly channels: Readonly<Record<ChannelId, ClusteredRate>>;
}

const EXTERNAL: readonly ChannelId[] = CHANNEL_IDS.filter((id) => CHANNELS[id].scope === 'external');

type Estimator = (outcome: MetricOutcome) => boolean | null;

/**
 * The clustered headline rates, tallied one outcome at a time (excluded traces and A0 twins left
 * out, as in the Wilson figures), clustered by scenario; a trace without one is its own cluster.
 * The state is bounded by the scenarios, plus one byte per estimate for each trace without a
 * scenario: per scenario and estimate its counts, in the order the estimate first observed it
 * (the bootstrap draws by position, so the order fixes the interval); traces without a scenario
 * follow, in input order.
 */
export class ClusteredTally {
  private readonly picks: ReadonlyArray<readonly [string, Estimator]>;
  private readonly scenarios = new Map<string, number>();
  /** Per estimate: scenario cluster indexes in first-observed order, and their counts. */
  private readonly order: number[][];
  private readonly k: number[][];
  private readonly n: number[][];
  /** Traces without a scenario, estimate-major per trace: 0 no observation, 1 false, 2 true. */
  private singles = new Uint8Array(1024);
  private singleCount = 0;

  constructor(private readonly options: ClusteredOptions = CLUSTERED_DEFAULTS) {
    // The same channels as the Wilson figures: disclosures, unless exposure is counted too.
    const counted = countedChannels(options);
    const external = EXTERNAL.filter((id) => counted.includes(id));
    const has = (outcome: MetricOutcome, channels: readonly ChannelId[]): boolean => channels.some((id) => outcome.channelsPresent.includes(id));
    const leaks = (outcome: MetricOutcome, channels: readonly ChannelId[]): boolean => channels.some((id) => leakedOn(outcome, id));
    this.picks = [
      ['anyChannel', (outcome) => leaks(outcome, counted)],
      ['anyInternal', (outcome) => (has(outcome, INTERNAL_CHANNELS) ? leaks(outcome, INTERNAL_CHANNELS) : null)],
      ['anyExternal', (outcome) => (has(outcome, external) ? leaks(outcome, external) : null)],
      ['h1', (outcome) => (has(outcome, INTERNAL_CHANNELS) ? !leakedOn(outcome, 'C1') && leaks(outcome, INTERNAL_CHANNELS) : null)],
      ['asr', (outcome) => (outcome.attack?.delivered === true && outcome.attack.reached !== null ? outcome.attack.reached : null)],
      ['attackLeak', (outcome) => (outcome.attack === null ? null : leaks(outcome, counted))],
      ...CHANNEL_IDS.map((id): [string, Estimator] => [`channel/${id}`, (outcome) => (outcome.channelsPresent.includes(id) ? leakedOn(outcome, id) : null)]),
    ];
    this.order = this.picks.map(() => []);
    this.k = this.picks.map(() => []);
    this.n = this.picks.map(() => []);
  }

  add(outcome: MetricOutcome): void {
    if (!outcome.included || outcome.baseline !== null) return;
    const estimates = this.picks.length;
    if (outcome.scenarioId === null) {
      if ((this.singleCount + 1) * estimates > this.singles.length) {
        const grown = new Uint8Array(this.singles.length * 2);
        grown.set(this.singles);
        this.singles = grown;
      }
      const base = this.singleCount * estimates;
      this.picks.forEach(([, pick], e) => {
        const value = pick(outcome);
        this.singles[base + e] = value === null ? 0 : value ? 2 : 1;
      });
      this.singleCount += 1;
      return;
    }
    let index = this.scenarios.get(outcome.scenarioId);
    if (index === undefined) {
      index = this.scenarios.size;
      this.scenarios.set(outcome.scenarioId, index);
      for (let e = 0; e < estimates; e += 1) {
        (this.k[e] as number[]).push(0);
        (this.n[e] as number[]).push(0);
      }
    }
    this.picks.forEach(([, pick], e) => {
      const value = pick(outcome);
      if (value === null) return;
      const n = this.n[e] as number[];
      const k = this.k[e] as number[];
      if (n[index] === 0) (this.order[e] as number[]).push(index);
      n[index] = (n[index] as number) + 1;
      if (value) k[index] = (k[index] as number) + 1;
    });
  }

  result(): ClusteredHeadlines {
    const { resamples, seed } = this.options;
    const estimates = this.picks.length;
    const rates = new Map<string, ClusteredRate>();
    this.picks.forEach(([key], e) => {
      const order = this.order[e] as number[];
      let size = order.length;
      for (let t = 0; t < this.singleCount; t += 1) if (this.singles[t * estimates + e] !== 0) size += 1;
      const ks = new Float64Array(size);
      const ns = new Float64Array(size);
      order.forEach((index, i) => {
        ks[i] = (this.k[e] as number[])[index] as number;
        ns[i] = (this.n[e] as number[])[index] as number;
      });
      let i = order.length;
      for (let t = 0; t < this.singleCount; t += 1) {
        const code = this.singles[t * estimates + e] as number;
        if (code === 0) continue;
        ks[i] = code === 2 ? 1 : 0;
        ns[i] = 1;
        i += 1;
      }
      rates.set(key, tableRate({ ks, ns }, 0, { resamples, seed, key: `headline/${key}` }));
    });
    const get = (key: string): ClusteredRate => rates.get(key) as ClusteredRate;
    return {
      method: 'cluster-bootstrap',
      clusterBy: 'scenario',
      resamples,
      seed,
      clusters: this.scenarios.size + this.singleCount,
      anyChannel: get('anyChannel'),
      anyInternal: get('anyInternal'),
      anyExternal: get('anyExternal'),
      h1: get('h1'),
      asr: get('asr'),
      attackLeak: get('attackLeak'),
      channels: Object.fromEntries(CHANNEL_IDS.map((id) => [id, get(`channel/${id}`)])) as Record<ChannelId, ClusteredRate>,
    };
  }
}

/**
 * The clustered headline rates of scored outcomes ({@link ClusteredTally} over a list).
 *
 * @example clusteredHeadlines(outcomes, { resamples: 1000, seed: 42 }).anyChannel.ci
 */
export function clusteredHeadlines(outcomes: readonly MetricOutcome[], options: ClusteredOptions = CLUSTERED_DEFAULTS): ClusteredHeadlines {
  const tally = new ClusteredTally(options);
  for (const outcome of outcomes) tally.add(outcome);
  return tally.result();
}
