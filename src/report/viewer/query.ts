/**
 * The viewer's list queries: filter parameters (validated with zod), matching, pagination and
 * the facet counts that fill the filter bar.
 */
import { z } from 'zod';
import { ChannelIdSchema } from '../../contracts/index.js';
import type { IndexedTrace, TraceSummary } from './trace-index.js';

/** Page size limit: the page never receives more than this many summaries at once. */
export const MAX_PAGE_SIZE = 100;

const text = z.string().trim().min(1).max(500).optional();

/** Query parameters of `GET /api/traces`. Empty strings mean "no filter"; unknown parameters are ignored (cache busters). */
export const TraceQuerySchema = z.object({
  model: text,
  agent: text,
  topology: text,
  defense: text,
  domain: text,
  attackClass: text,
  channel: ChannelIdSchema.optional(),
  field: text,
  tier: z.coerce.number().int().min(1).max(3).optional(),
  leaked: z.enum(['true', 'false']).optional(),
  status: z.enum(['ok', 'error', 'timeout', 'incomplete']).optional(),
  /** Substring of the trace or scenario id. */
  q: text,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type TraceQuery = z.infer<typeof TraceQuerySchema>;

/** Parses raw query parameters, dropping empty values first (an empty select means "any"). */
export function parseTraceQuery(params: Readonly<Record<string, string>>): ReturnType<typeof TraceQuerySchema.safeParse> {
  const cleaned = Object.fromEntries(Object.entries(params).filter(([, value]) => value.trim() !== ''));
  return TraceQuerySchema.safeParse(cleaned);
}

/**
 * Whether a trace matches. Leak filters combine: `channel=C2&leaked=true` is "leaked on C2";
 * `field` and `tier` narrow which leaks count; `leaked=false` is "no such leak" (and, with a
 * channel, "carries the channel but it did not leak there").
 */
export function matches(summary: TraceSummary, query: TraceQuery): boolean {
  const equal = (value: string | null, wanted: string | undefined): boolean => wanted === undefined || value === wanted;
  if (!equal(summary.model, query.model) || !equal(summary.agent, query.agent) || !equal(summary.topology, query.topology)) return false;
  if (!equal(summary.defense, query.defense) || !equal(summary.domain, query.domain) || !equal(summary.attackClass, query.attackClass)) return false;
  if (query.status !== undefined && summary.status !== query.status) return false;
  if (query.q !== undefined) {
    const needle = query.q.toLowerCase();
    if (!summary.id.toLowerCase().includes(needle) && !(summary.scenarioId ?? '').toLowerCase().includes(needle)) return false;
  }
  const leakFilter = query.field !== undefined || query.tier !== undefined || query.leaked !== undefined;
  if (query.channel !== undefined && !summary.channels.includes(query.channel)) return false;
  if (!leakFilter) return true;
  const hit = summary.leaks.some(
    (leak) => (query.channel === undefined || leak.channel === query.channel) && (query.field === undefined || leak.field === query.field) && (query.tier === undefined || leak.tier === query.tier),
  );
  return query.leaked === 'false' ? !hit : hit;
}

/** One page of matching summaries, with the total. */
export interface TracePage {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly pages: number;
  readonly items: readonly TraceSummary[];
}

/** Filters and paginates (a linear scan: ten thousand summaries take well under a millisecond each query). */
export function queryTraces(traces: readonly IndexedTrace[], query: TraceQuery): TracePage {
  const matching = traces.filter((trace) => matches(trace.summary, query));
  const pages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(query.page, pages);
  const items = matching.slice((page - 1) * query.pageSize, page * query.pageSize).map((trace) => trace.summary);
  return { total: matching.length, page, pageSize: query.pageSize, pages, items };
}

/** A filter value with the number of traces that have it. */
export interface FacetValue {
  readonly value: string;
  readonly count: number;
}

/** Values for every filter of the page. */
export interface Facets {
  readonly model: readonly FacetValue[];
  readonly agent: readonly FacetValue[];
  readonly topology: readonly FacetValue[];
  readonly defense: readonly FacetValue[];
  readonly domain: readonly FacetValue[];
  readonly attackClass: readonly FacetValue[];
  readonly channel: readonly FacetValue[];
  readonly field: readonly FacetValue[];
  readonly tier: readonly FacetValue[];
  readonly status: readonly FacetValue[];
  readonly totals: { readonly traces: number; readonly leaking: number; readonly excluded: number };
}

function counter(): { add(value: string | null): void; values(): FacetValue[] } {
  const counts = new Map<string, number>();
  return {
    add(value) {
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    },
    values() {
      return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, count }));
    },
  };
}

/** Counts every facet over the given traces (the viewer recounts only when the index has grown). */
export function computeFacets(traces: readonly IndexedTrace[]): Facets {
  const names = ['model', 'agent', 'topology', 'defense', 'domain', 'attackClass', 'status'] as const;
  const simple = Object.fromEntries(names.map((name) => [name, counter()])) as Record<(typeof names)[number], ReturnType<typeof counter>>;
  const channel = counter();
  const field = counter();
  const tier = counter();
  let leaking = 0;
  let excluded = 0;
  for (const { summary } of traces) {
    for (const name of names) simple[name].add(summary[name]);
    for (const id of summary.channels) channel.add(id);
    for (const name of new Set(summary.leaks.map((leak) => leak.field))) field.add(name);
    for (const level of new Set(summary.leaks.map((leak) => String(leak.tier)))) tier.add(level);
    if (summary.leaks.length > 0) leaking += 1;
    if (summary.exclusion !== null) excluded += 1;
  }
  return {
    model: simple.model.values(),
    agent: simple.agent.values(),
    topology: simple.topology.values(),
    defense: simple.defense.values(),
    domain: simple.domain.values(),
    attackClass: simple.attackClass.values(),
    channel: channel.values(),
    field: field.values(),
    tier: tier.values(),
    status: simple.status.values(),
    totals: { traces: traces.length, leaking, excluded },
  };
}
