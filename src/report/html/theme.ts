/**
 * Colours and fonts of report.html, shared by the CSS and the Vega charts so both agree.
 * Colours pass WCAG AA against white for text; internal channels also carry a hatch pattern
 * so a greyscale print still tells them apart.
 */

/** System fonts only: nothing to download, renders the same offline. */
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const INK = '#1f2933';
export const INK_MUTED = '#52606d';
export const RULE = '#d9dee3';

/** External channels (leave the system): blue. */
export const EXTERNAL = '#2f6690';
/** Internal channels (C2, C5): burnt orange, drawn with {@link INTERNAL_PATTERN}. */
export const INTERNAL = '#b84a0e';
/** Neutral series (H1, ASR, defense totals). */
export const NEUTRAL = '#5b4b8a';
/** Pareto-front points of the privacy-utility plot. */
export const PARETO = '#1b7f4c';

/** The id of the hatch pattern defined once per document (see {@link patternDefs}). */
export const INTERNAL_PATTERN_ID = 'ls-hatch-internal';
/** A fill value that Vega passes through to SVG unchanged. */
export const INTERNAL_FILL = `url(#${INTERNAL_PATTERN_ID})`;

/** Sequential range of the heat maps: light sand to dark rust. Text turns white above {@link HEAT_DARK_FROM}. */
export const HEAT_RANGE = ['#fdf3e7', '#f4b27a', '#d9622b', '#7a2810'] as const;
export const HEAT_DARK_FROM = 0.5;

/** SVG defs referenced by chart fills; inlined once at the top of the body. */
export function patternDefs(): string {
  return [
    '<svg class="defs" aria-hidden="true" focusable="false" width="0" height="0"><defs>',
    `<pattern id="${INTERNAL_PATTERN_ID}" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">`,
    `<rect width="6" height="6" fill="${INTERNAL}"/><rect width="2" height="6" fill="#f6d3bd"/>`,
    '</pattern></defs></svg>',
  ].join('');
}
