/**
 * The causal order of a trace's spans: depth first from the roots, siblings by start time with
 * ties broken by input (export) order — span clocks are often coarser than the gaps between an
 * agent's steps — and each span's events placed before its children (at start), among them
 * (logs, by time) or after them (at end).
 */
import type { OtelSpan } from './otlp.js';

/** An event with the time it happened (the same shape as the mapping's `TimedDraft`). */
interface Timed {
  readonly atNs: bigint;
}

function compareStart(order: ReadonlyMap<OtelSpan, number>): (a: OtelSpan, b: OtelSpan) => number {
  return (a, b) => (a.startNs < b.startNs ? -1 : a.startNs > b.startNs ? 1 : (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * The spans in depth-first order. Siblings go by start time, ties by their order in the input
 * (export order): span clocks are often coarser than the gaps between an agent's steps.
 */
export function spanTree(input: readonly OtelSpan[]): { spans: OtelSpan[]; children: Map<string, OtelSpan[]>; byId: Map<string, OtelSpan> } {
  const order = new Map(input.map((span, index) => [span, index]));
  const byId = new Map(input.map((span) => [span.spanId, span]));
  const children = new Map<string, OtelSpan[]>();
  const roots: OtelSpan[] = [];
  for (const span of input) {
    const parent = span.parentSpanId === undefined ? undefined : byId.get(span.parentSpanId);
    if (parent === undefined || parent === span) roots.push(span);
    else {
      const list = children.get(parent.spanId);
      if (list === undefined) children.set(parent.spanId, [span]);
      else list.push(span);
    }
  }
  const compare = compareStart(order);
  roots.sort(compare);
  for (const list of children.values()) list.sort(compare);
  const spans: OtelSpan[] = [];
  const seen = new Set<string>();
  const stack = [...roots].reverse();
  for (let span = stack.pop(); span !== undefined; span = stack.pop()) {
    if (seen.has(span.spanId)) continue;
    seen.add(span.spanId);
    spans.push(span);
    const below = children.get(span.spanId) ?? [];
    for (let index = below.length - 1; index >= 0; index -= 1) stack.push(below[index] as OtelSpan);
  }
  // Spans caught in a parent cycle are unreachable from the roots; keep them, in input order.
  for (const span of input) if (!seen.has(span.spanId)) spans.push(span);
  return { spans, children, byId };
}

/** Events in tree order: a span's start events, its children and logs by time, its end events. */
export function orderEvents<T extends Timed>(
  spans: readonly OtelSpan[],
  children: ReadonlyMap<string, readonly OtelSpan[]>,
  atStart: ReadonlyMap<string, readonly T[]>,
  atEnd: ReadonlyMap<string, readonly T[]>,
  logs: ReadonlyMap<string, readonly T[]>,
): T[] {
  const out: T[] = [];
  const visited = new Set<string>();
  type Step = { readonly span: OtelSpan; readonly phase: 'enter' | 'exit' } | { readonly log: T };
  for (const root of spans) {
    if (visited.has(root.spanId)) continue;
    const stack: Step[] = [{ span: root, phase: 'enter' }];
    for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
      if ('log' in step) {
        out.push(step.log);
        continue;
      }
      const { span } = step;
      if (step.phase === 'exit') {
        out.push(...(atEnd.get(span.spanId) ?? []));
        continue;
      }
      if (visited.has(span.spanId)) continue;
      visited.add(span.spanId);
      out.push(...(atStart.get(span.spanId) ?? []));
      const inner: { readonly at: bigint; readonly step: Step }[] = [
        ...(children.get(span.spanId) ?? []).map((child) => ({ at: child.startNs, step: { span: child, phase: 'enter' as const } })),
        ...(logs.get(span.spanId) ?? []).map((log) => ({ at: log.atNs, step: { log } })),
      ];
      // Stable sort: children keep their order; a log goes before the children that start after it.
      inner.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      stack.push({ span, phase: 'exit' });
      for (let index = inner.length - 1; index >= 0; index -= 1) stack.push((inner[index] as { step: Step }).step);
    }
  }
  return out;
}
