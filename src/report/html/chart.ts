/**
 * Renders Vega-Lite specs to static SVG in Node, so report.html needs no script, no font and
 * no network when it is opened years later from an archive.
 */
import type { TopLevelSpec } from 'vega-lite';
import { escapeHtml, trustedHtml, type SafeHtml } from './escape.js';
import { installTextMetrics } from './text-width.js';
import { FONT_STACK, INK, INK_MUTED, RULE } from './theme.js';

/** What a chart needs besides its spec: an accessible name and a longer description. */
export interface ChartLabel {
  /** Unique within the document: prefixes the SVG's internal ids (clip paths, gradients). */
  readonly id: string;
  /** Short accessible name, e.g. "Leak rate by channel with 95% intervals". */
  readonly title: string;
  /** One or two sentences a screen reader announces; the data table follows the chart. */
  readonly description: string;
}

/** Shared look: system fonts (nothing to download), muted axes, no per-mark ARIA noise. */
const CONFIG = {
  font: FONT_STACK,
  // Per-mark ARIA labels triple the SVG size; the <table> fallback carries the data instead.
  aria: false,
  background: 'white',
  view: { stroke: null },
  axis: {
    labelColor: INK,
    titleColor: INK,
    labelFontSize: 11,
    titleFontSize: 11,
    titleFontWeight: 600,
    gridColor: RULE,
    domainColor: INK_MUTED,
    tickColor: INK_MUTED,
    labelLimit: 420,
  },
  legend: { labelColor: INK, titleColor: INK, labelFontSize: 11, titleFontSize: 11, labelLimit: 320, orient: 'bottom', direction: 'horizontal' },
  text: { fontSize: 11, color: INK },
} as const;

/** Vega, Vega-Lite and a silent logger, ready to render. */
interface Renderer {
  readonly vega: typeof import('vega');
  readonly vl: typeof import('vega-lite');
  readonly silent: ReturnType<typeof import('vega')['logger']>;
}

let renderer: Promise<Renderer> | undefined;

/**
 * Vega and Vega-Lite, imported on the first chart: they are the largest modules the CLI has, and
 * a command that writes no HTML (`audit --format json`, `guard`) should not pay for them. Vega and
 * Vega-Lite warnings would land on the CLI's stderr; the specs are fixed and tested instead.
 */
function loadRenderer(): Promise<Renderer> {
  renderer ??= Promise.all([import('vega'), import('vega-lite')]).then(([vega, vl]) => {
    installTextMetrics(vega);
    return { vega, vl, silent: vega.logger(vega.None) };
  });
  return renderer;
}

/** Vega emits `width`/`height` and a viewBox; we keep the viewBox so CSS can scale the chart down. */
const ROOT = /^<svg\b([^>]*)>/;

/**
 * Compiles and renders a Vega-Lite spec to an SVG string with `role="img"`, an `aria-label`
 * and a `<title>`/`<desc>` pair, ready to be inlined in HTML.
 *
 * @example
 * const svg = await renderChart({ mark: 'bar', data: { values: rows }, encoding: { ... } },
 *   { title: 'Leak rate by channel', description: 'Bars show...' });
 */
export async function renderChart(spec: TopLevelSpec, label: ChartLabel): Promise<SafeHtml> {
  const { vega, vl, silent } = await loadRenderer();
  const withConfig = { ...spec, config: { ...CONFIG, ...(spec.config ?? {}) } } as TopLevelSpec;
  const compiled = vl.compile(withConfig, { logger: silent }).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none', logger: silent });
  try {
    const svg = await view.toSVG();
    return trustedHtml(decorate(svg, label));
  } finally {
    view.finalize();
  }
}

/**
 * Vega numbers clip paths and gradients with a process-wide counter, so the same report would
 * render different ids each time (and two documents could not be diffed). Renumber per chart.
 */
function localIds(svg: string, prefix: string): string {
  const ids = new Map<string, string>();
  for (const match of svg.matchAll(/\sid="((?:clip|gradient_)\d+)"/g)) {
    const id = match[1];
    if (id !== undefined && !ids.has(id)) ids.set(id, `${prefix}-${ids.size + 1}`);
  }
  if (ids.size === 0) return svg;
  return svg.replace(/(\sid="|url\(#)((?:clip|gradient_)\d+)(?=[")])/g, (_whole, lead: string, id: string) => `${lead}${ids.get(id) ?? id}`);
}

function decorate(rawSvg: string, label: ChartLabel): string {
  const svg = localIds(rawSvg, `ls-${label.id.replace(/[^a-z0-9-]/gi, '-')}`);
  const match = ROOT.exec(svg);
  if (match === null) throw new Error('Vega returned no <svg> root');
  const attributes = (match[1] ?? '').replace(/\sclass="[^"]*"/, '');
  const title = escapeHtml(label.title);
  const root = `<svg class="chart" role="img" aria-label="${title}"${attributes}><title>${title}</title><desc>${escapeHtml(label.description)}</desc>`;
  return root + svg.slice(match[0].length);
}
