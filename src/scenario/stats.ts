/**
 * Distribution tables of a scenario set: domain, workflows per domain, topology, adversary
 * level, attack family and class (all 32, zeros included), injection surface, vault size,
 * allowed-set size and the tier mix of vault values; rendered as plain text or Markdown.
 */
import { CHANNEL_IDS, type Scenario } from '../contracts/index.js';
import { markdownTable, textTable, type CellAlign } from '../lib/text-table.js';
import { ATTACK_CATALOG, ATTACK_FAMILIES } from './attacks/catalog.js';

/** A count table: a title, column headers and rows of cells. */
export interface StatsTable {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** min / median / max of a list of sizes. */
export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

/** Everything `scenarios stats` shows. */
export interface ScenarioStats {
  readonly total: number;
  readonly tables: readonly StatsTable[];
  readonly vaultSize: Spread;
  readonly allowedSize: Spread;
}

function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { min: 0, median: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted[sorted.length - 1] ?? 0 };
}

function percent(count: number, total: number): string {
  return total === 0 ? '0.0%' : `${((100 * count) / total).toFixed(1)}%`;
}

function countTable(title: string, label: string, counts: ReadonlyMap<string, number>, total: number, order?: readonly string[]): StatsTable {
  const keys = order ?? [...counts.keys()].sort();
  return { title, headers: [label, 'count', 'share'], rows: keys.map((key) => [key, String(counts.get(key) ?? 0), percent(counts.get(key) ?? 0, total)]) };
}

function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** The union of a scenario's allowed fields over all channels. */
export function allowedUnion(scenario: Scenario): Set<string> {
  const keys = new Set(scenario.policy.defaultAllowed);
  for (const channel of CHANNEL_IDS) for (const key of scenario.policy.allowed[channel] ?? []) keys.add(key);
  return keys;
}

/** Collects stats one scenario at a time (for streamed files). */
export interface StatsAccumulator {
  add(scenario: Scenario): void;
  result(): ScenarioStats;
}

/** Creates an empty {@link StatsAccumulator}. */
export function createStatsAccumulator(): StatsAccumulator {
  let total = 0;
  let fields = 0;
  const domains = new Map<string, number>();
  const workflows = new Map<string, number>();
  const topologies = new Map<string, number>();
  const levels = new Map<string, number>();
  const families = new Map<string, number>();
  const classes = new Map<string, number>();
  const surfaces = new Map<string, number>();
  const tiers = new Map<string, number>();
  const vaultSizes: number[] = [];
  const allowedSizes: number[] = [];
  return {
    add(scenario) {
      total += 1;
      increment(domains, scenario.domain);
      increment(workflows, `${scenario.domain}\u0000${scenario.workflow}`);
      increment(topologies, scenario.topology.kind);
      increment(levels, scenario.attack?.level ?? 'A0');
      increment(families, scenario.attack?.family ?? 'none');
      if (scenario.attack !== null) {
        increment(classes, scenario.attack.class);
        increment(surfaces, scenario.attack.surface);
      }
      for (const field of scenario.vault) increment(tiers, field.tier);
      fields += scenario.vault.length;
      vaultSizes.push(scenario.vault.length);
      allowedSizes.push(allowedUnion(scenario).size);
    },
    result() {
      const attacked = total - (levels.get('A0') ?? 0);
      const catalogIds = new Set(ATTACK_CATALOG.map((attack) => attack.id));
      const extraClasses = [...classes.keys()].filter((id) => !catalogIds.has(id)).sort();
      const tables: StatsTable[] = [
        countTable('Domain', 'domain', domains, total, ['healthcare', 'finance', 'legal', 'corporate']),
        {
          title: 'Workflows per domain',
          headers: ['domain', 'workflow', 'count'],
          rows: [...workflows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => [...key.split('\u0000'), String(count)]),
        },
        countTable('Topology', 'topology', topologies, total, ['single', 'coordinator-worker', 'multi-worker']),
        countTable('Adversary level', 'level', levels, total, ['A0', 'A1', 'A2']),
        {
          title: 'Attack family',
          headers: ['family', 'name', 'count', 'share of attacks'],
          rows: (['F1', 'F2', 'F3', 'F4', 'F5', 'F6'] as const).map((family) => [family, ATTACK_FAMILIES[family], String(families.get(family) ?? 0), percent(families.get(family) ?? 0, attacked)]),
        },
        {
          title: 'Attack class (all 32)',
          headers: ['class', 'family', 'level', 'count'],
          rows: [
            ...ATTACK_CATALOG.map((attack) => [attack.id, attack.family, attack.level, String(classes.get(attack.id) ?? 0)]),
            ...extraClasses.map((id) => [id, '?', '?', String(classes.get(id) ?? 0)]),
          ],
        },
        countTable('Injection surface', 'surface', surfaces, attacked),
        countTable('Tier mix of vault values', 'tier', tiers, fields, ['canary', 'structured', 'semantic']),
      ];
      return { total, tables, vaultSize: spread(vaultSizes), allowedSize: spread(allowedSizes) };
    },
  };
}

/**
 * Computes the distribution tables of a scenario set.
 *
 * @example renderStatsText(computeStats(generateScenarios({ count: 1000, seed: 42 })))
 */
export function computeStats(scenarios: Iterable<Scenario>): ScenarioStats {
  const accumulator = createStatsAccumulator();
  for (const scenario of scenarios) accumulator.add(scenario);
  return accumulator.result();
}

function sizeTable(stats: ScenarioStats): StatsTable {
  return {
    title: 'Sizes',
    headers: ['measure', 'min', 'median', 'max'],
    rows: [
      ['vault fields', String(stats.vaultSize.min), String(stats.vaultSize.median), String(stats.vaultSize.max)],
      ['allowed fields (all channels)', String(stats.allowedSize.min), String(stats.allowedSize.median), String(stats.allowedSize.max)],
    ],
  };
}

const NUMERIC = /^-?[\d.]+%?$/;

/** Numbers (and shares) right-aligned, text left. */
const align = (cell: string): CellAlign => (NUMERIC.test(cell) ? 'right' : 'left');

function textBlock(table: StatsTable): string {
  return `${table.title}\n${textTable(table.headers, table.rows, { align })}`;
}

function markdownBlock(table: StatsTable): string {
  return `### ${table.title}\n\n${markdownTable(table.headers, table.rows, { align })}`;
}

/** The stats as aligned plain-text tables. */
export function renderStatsText(stats: ScenarioStats): string {
  return `scenarios: ${stats.total}\n\n${[...stats.tables, sizeTable(stats)].map(textBlock).join('\n\n')}\n`;
}

/** The stats as Markdown tables. */
export function renderStatsMarkdown(stats: ScenarioStats): string {
  return `Scenarios: ${stats.total}\n\n${[...stats.tables, sizeTable(stats)].map(markdownBlock).join('\n\n')}\n`;
}
