import { CHANNEL_IDS } from '../contracts/channel-ids.js';
import type { Report } from '../contracts/index.js';

/** Measures a CI gate (`--fail-above`) can check. */
export const GATE_MEASURES = ['anyChannel', 'anyInternal', 'anyExternal', 'h1', ...CHANNEL_IDS] as const;
export type GateMeasure = (typeof GATE_MEASURES)[number];

/** The value of a gate measure in a report, or null when it has no denominator. */
export function gateValue(report: Report, measure: GateMeasure): number | null {
  switch (measure) {
    case 'anyChannel':
      return report.anyChannel.rate;
    case 'anyInternal':
      return report.anyInternal.rate;
    case 'anyExternal':
      return report.anyExternal.rate;
    case 'h1':
      return report.h1.rate;
    default:
      return report.channels[measure].rate;
  }
}
