/**
 * The three chart shapes report.html uses, as Vega-Lite specs over plain rows: bars with 95%
 * intervals, heat maps, and the privacy-utility scatter. Values are printed on every bar and
 * cell so a chart reads without colour.
 */
import type { TopLevelSpec } from 'vega-lite';
import { HEAT_RANGE, INK, INK_MUTED, NEUTRAL, PARETO } from './theme.js';

/** One bar: a rate in [0, 1] with its 95% interval and the text printed next to it. */
export interface IntervalRow {
  readonly label: string;
  /** Series within a label (e.g. `external`/`internal`); one colour each. */
  readonly series: string;
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
  readonly text: string;
}

/** Options of {@link intervalBarSpec}. */
export interface IntervalBarOptions {
  readonly xTitle: string;
  /** Axis title of the labels; null when the labels speak for themselves. */
  readonly yTitle: string | null;
  /** Series in legend order with their fills; one series draws no legend. */
  readonly series: ReadonlyArray<readonly [name: string, fill: string]>;
  readonly seriesTitle?: string | null;
  readonly width?: number;
}

const PERCENT_AXIS = { format: '.0%', tickCount: 5, grid: true } as const;

/** Horizontal bars with interval whiskers and printed values, grouped by label. */
export function intervalBarSpec(rows: readonly IntervalRow[], options: IntervalBarOptions): TopLevelSpec {
  const labels = [...new Set(rows.map((row) => row.label))];
  const seriesNames = options.series.map(([name]) => name);
  const many = seriesNames.length > 1;
  // Side by side only when a label has several bars (defenses); channels have one bar each.
  const grouped = labels.some((label) => rows.filter((row) => row.label === label).length > 1);
  const y = { field: 'label', type: 'nominal', sort: labels, title: options.yTitle } as const;
  const yOffset = grouped ? { yOffset: { field: 'series', type: 'nominal', sort: seriesNames } } : {};
  return {
    width: options.width ?? 420,
    height: { step: grouped ? 19 * seriesNames.length + 8 : 26 },
    data: { values: rows.map((row) => ({ ...row })) },
    encoding: { y, ...yOffset },
    layer: [
      {
        mark: { type: 'bar', cornerRadiusEnd: 2, height: { band: 0.8 } },
        encoding: {
          x: { field: 'rate', type: 'quantitative', scale: { domain: [0, 1] }, axis: PERCENT_AXIS, title: options.xTitle },
          fill: {
            field: 'series',
            type: 'nominal',
            scale: { domain: seriesNames, range: options.series.map(([, fill]) => fill) },
            legend: many ? { title: options.seriesTitle ?? null } : null,
          },
        },
      },
      { mark: { type: 'rule', color: INK, strokeWidth: 1.25 }, encoding: { x: { field: 'lo', type: 'quantitative' }, x2: { field: 'hi' } } },
      { mark: { type: 'tick', color: INK, thickness: 1.25, size: 8 }, encoding: { x: { field: 'lo', type: 'quantitative' } } },
      { mark: { type: 'tick', color: INK, thickness: 1.25, size: 8 }, encoding: { x: { field: 'hi', type: 'quantitative' } } },
      { mark: { type: 'text', align: 'left', dx: 5, fontSize: 10.5 }, encoding: { x: { field: 'hi', type: 'quantitative' }, text: { field: 'text' } } },
    ],
  } as TopLevelSpec;
}

/** One heat-map cell; `rate` null means "no trace carries this channel here". */
export interface HeatCell {
  readonly row: string;
  readonly column: string;
  readonly rate: number | null;
  /** Printed in the cell (`43%` or `—`). */
  readonly text: string;
  /** Text colour chosen for contrast with the cell fill. */
  readonly ink: string;
}

/** Options of {@link heatMapSpec}. */
export interface HeatMapOptions {
  readonly rowTitle: string;
  readonly columnTitle: string;
  readonly rows: readonly string[];
  readonly columns: readonly string[];
}

/** Rows × columns of rates, the value printed in every cell. */
export function heatMapSpec(cells: readonly HeatCell[], options: HeatMapOptions): TopLevelSpec {
  return {
    width: { step: 58 },
    height: { step: 26 },
    data: { values: cells.map((cell) => ({ ...cell })) },
    encoding: {
      y: { field: 'row', type: 'nominal', sort: [...options.rows], title: options.rowTitle, axis: { ticks: false, domain: false } },
      x: { field: 'column', type: 'nominal', sort: [...options.columns], title: options.columnTitle, axis: { orient: 'top', labelAngle: 0, ticks: false, domain: false } },
    },
    layer: [
      { transform: [{ filter: 'datum.rate === null' }], mark: { type: 'rect', fill: '#f1f3f5', stroke: 'white', strokeWidth: 2 } },
      {
        transform: [{ filter: 'datum.rate !== null' }],
        mark: { type: 'rect', stroke: 'white', strokeWidth: 2 },
        encoding: {
          fill: {
            field: 'rate',
            type: 'quantitative',
            scale: { domain: [0, 1], range: [...HEAT_RANGE] },
            legend: { title: 'leak rate', format: '.0%', gradientLength: 160, direction: 'horizontal', orient: 'bottom' },
          },
        },
      },
      { mark: { type: 'text', fontSize: 11, fontWeight: 600 }, encoding: { text: { field: 'text' }, color: { field: 'ink', type: 'nominal', scale: null } } },
    ],
  } as TopLevelSpec;
}

/** A point of the privacy-utility plot. */
export interface TradeoffPoint {
  readonly label: string;
  /** `defense` or `agent × defense`. */
  readonly level: string;
  readonly tsr: number;
  readonly tsrLo: number;
  readonly tsrHi: number;
  readonly leak: number;
  readonly leakLo: number;
  readonly leakHi: number;
  readonly pareto: boolean;
}

/** Leak rate (down is better) against task success (right is better); the Pareto front is joined. */
export function tradeoffSpec(points: readonly TradeoffPoint[]): TopLevelSpec {
  // The joined front is the defenses' own; agent × defense points only get their marker.
  const front = points.filter((point) => point.pareto && point.level === 'defense').toSorted((a, b) => a.tsr - b.tsr);
  const axis = { format: '.0%', tickCount: 5 };
  const x = { field: 'tsr', type: 'quantitative' as const, scale: { domain: [0, 1] }, axis, title: 'task success rate (TSR) →' };
  const y = { field: 'leak', type: 'quantitative' as const, scale: { domain: [0, 1] }, axis, title: 'leak rate, any channel (lower is better)' };
  return {
    width: 360,
    height: 280,
    layer: [
      {
        data: { values: points.map((point) => ({ ...point })) },
        mark: { type: 'rule', color: INK_MUTED, opacity: 0.45, strokeWidth: 1.25 },
        encoding: { x: { ...x, field: 'tsrLo' }, x2: { field: 'tsrHi' }, y },
      },
      {
        data: { values: points.map((point) => ({ ...point })) },
        mark: { type: 'rule', color: INK_MUTED, opacity: 0.45, strokeWidth: 1.25 },
        encoding: { x, y: { ...y, field: 'leakLo' }, y2: { field: 'leakHi' } },
      },
      {
        data: { values: front.map((point) => ({ ...point })) },
        mark: { type: 'line', color: PARETO, strokeDash: [5, 3], strokeWidth: 1.5, interpolate: 'linear' },
        encoding: { x, y, order: { field: 'tsr', type: 'quantitative' } },
      },
      {
        data: { values: points.map((point) => ({ ...point, front: point.pareto ? 'on the Pareto front' : 'dominated' })) },
        mark: { type: 'point', filled: true, size: 90, opacity: 1 },
        encoding: {
          x,
          y,
          shape: { field: 'front', type: 'nominal', scale: { domain: ['on the Pareto front', 'dominated'], range: ['diamond', 'circle'] }, legend: { title: null } },
          color: { field: 'front', type: 'nominal', scale: { domain: ['on the Pareto front', 'dominated'], range: [PARETO, NEUTRAL] }, legend: { title: null } },
          size: { field: 'level', type: 'ordinal', sort: ['defense', 'agent × defense'], scale: { domain: ['defense', 'agent × defense'], range: [110, 45] }, legend: null },
        },
      },
      {
        data: { values: points.filter((point) => point.level === 'defense').map((point) => ({ ...point })) },
        mark: { type: 'text', align: 'left', dx: 7, dy: -7, fontSize: 10.5, color: INK },
        encoding: { x, y, text: { field: 'label' } },
      },
    ],
  } as TopLevelSpec;
}
