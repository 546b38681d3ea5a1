/**
 * Text width for Vega in Node. Without a canvas Vega guesses 0.8 em per character, which
 * makes every label column about 50% too wide and truncates long labels. This table of
 * sans-serif advance widths (in em, sized for DejaVu Sans, the widest common fallback) is close enough for layout and never needs a font.
 */
const NARROW = new Set("ijl|.,:;!'`".split(''));
const SLIM = new Set('ftrI()[]{}/\\- "'.split(''));
const WIDE = new Set('mwMW@%'.split(''));

/** Estimated advance width of a string in em units. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) width += 0.28;
    else if (SLIM.has(ch)) width += 0.36;
    else if (WIDE.has(ch)) width += 0.86;
    else if (ch >= 'A' && ch <= 'Z') width += 0.7;
    else if (ch >= '0' && ch <= '9') width += 0.62;
    else if (ch >= 'a' && ch <= 'z') width += 0.58;
    else width += 0.62;
  }
  // A little slack so bold and wider system fonts do not collide with neighbours.
  return width * 1.06;
}

interface TextItem {
  readonly text?: unknown;
  readonly fontSize?: unknown;
  /** Label limit in pixels: Vega truncates longer text, so its bounds stop there too. */
  readonly limit?: unknown;
}

interface TextMetrics {
  width: (item: TextItem, text?: unknown) => number;
}

function hasTextMetrics(value: unknown): value is { textMetrics: TextMetrics } {
  if (typeof value !== 'object' || value === null || !('textMetrics' in value)) return false;
  const metrics = (value as { textMetrics: unknown }).textMetrics;
  return typeof metrics === 'object' && metrics !== null && 'width' in metrics;
}

/**
 * Installs the estimate in Vega's scenegraph (its documented hook for canvas-less renderers,
 * the one vl-convert uses). Idempotent; affects only Vega in this process. `vega` is the
 * imported module (the caller loads it when it first renders).
 */
export function installTextMetrics(vega: typeof import('vega')): void {
  if (!hasTextMetrics(vega)) return;
  vega.textMetrics.width = (item: TextItem, text?: unknown): number => {
    const value = text === undefined || text === null ? item.text : text;
    const size = typeof item.fontSize === 'number' ? item.fontSize : 11;
    const limit = typeof item.limit === 'number' && item.limit > 0 ? item.limit : Number.POSITIVE_INFINITY;
    return Math.min(textWidthEm(String(value ?? '').trim()) * size, limit);
  };
}
