import { CHANNEL_IDS, type Agreement, type ChannelId, type Trace, type TraceEvent, type VaultField } from '../contracts/index.js';
import { maskValuesInText } from '../lib/masking.js';
import { cohenKappa, leakedOn, type TraceOutcome } from '../metrics/index.js';

const EXAMPLES = 5;
const SNIPPET = 160;

interface Cell {
  both: number;
  detectorOnly: number;
  labelOnly: number;
  neither: number;
  detectorOnlyExamples: string[];
  labelOnlyExamples: string[];
}

const DIGIT_RUN = /\d(?:[\d\s().,/-]{3,}\d)/g;
const CANARY_TOKEN = /CANARY_[A-Za-z0-9_]+/gi;

/**
 * Redacts a text for display: vault values, any digit run of 5+ digits (whatever its separators),
 * and canary markers. Conservative on purpose: examples must never re-leak a value in another format.
 */
export function redactForDisplay(text: string, vault: readonly VaultField[]): string {
  const masked = maskValuesInText(
    text,
    vault.map((field) => field.value),
  );
  return masked.replace(CANARY_TOKEN, (token) => token.replace(/[0-9A-F]{6,}$/i, '****')).replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= 5 ? run.replace(/\d/g, '*') : run));
}

/** A redacted, shortened view of an event for examples: vault values never appear. */
export function maskedSnippet(event: TraceEvent, vault: readonly VaultField[]): string {
  const masked = redactForDisplay(event.content, vault).replace(/\s+/g, ' ').trim();
  return masked.length <= SNIPPET ? masked : `${masked.slice(0, SNIPPET)}…`;
}

/**
 * Per-channel agreement between leakscope's detectors and the labels embedded in traces,
 * over (trace, channel) units where the channel is present.
 */
export class AgreementAccumulator {
  private readonly cells = new Map<ChannelId, Cell>();

  add(trace: Trace, vault: readonly VaultField[], detected: TraceOutcome, labelled: TraceOutcome, detectorFields: ReadonlyMap<number, readonly string[]>): void {
    if (!detected.included) return;
    for (const channel of detected.channelsPresent) {
      const cell = this.cells.get(channel) ?? { both: 0, detectorOnly: 0, labelOnly: 0, neither: 0, detectorOnlyExamples: [], labelOnlyExamples: [] };
      this.cells.set(channel, cell);
      const byDetector = leakedOn(detected, channel);
      const byLabel = leakedOn(labelled, channel);
      if (byDetector && byLabel) cell.both += 1;
      else if (!byDetector && !byLabel) cell.neither += 1;
      else if (byDetector) {
        cell.detectorOnly += 1;
        if (cell.detectorOnlyExamples.length < EXAMPLES) {
          const event = trace.events.find((e) => e.channel === channel && (detectorFields.get(e.seq)?.length ?? 0) > 0);
          if (event !== undefined) {
            const fields = (detectorFields.get(event.seq) ?? []).join(', ');
            cell.detectorOnlyExamples.push(`${trace.start.traceId} seq ${event.seq} [${fields}]: ${maskedSnippet(event, vault)}`);
          }
        }
      } else {
        cell.labelOnly += 1;
        if (cell.labelOnlyExamples.length < EXAMPLES) {
          const event = trace.events.find((e) => e.channel === channel && e.labels?.leaked === true);
          if (event !== undefined) {
            const fields = (event.labels?.fields ?? []).join(', ');
            cell.labelOnlyExamples.push(`${trace.start.traceId} seq ${event.seq} [${fields}]: ${maskedSnippet(event, vault)}`);
          }
        }
      }
    }
  }

  result(): Agreement[] {
    return CHANNEL_IDS.flatMap((channel) => {
      const cell = this.cells.get(channel);
      if (cell === undefined) return [];
      const n = cell.both + cell.detectorOnly + cell.labelOnly + cell.neither;
      return [
        {
          channel,
          n,
          bothLeak: cell.both,
          detectorOnly: cell.detectorOnly,
          labelOnly: cell.labelOnly,
          neither: cell.neither,
          kappa: cohenKappa(cell.both, cell.detectorOnly, cell.labelOnly, cell.neither),
          detectorOnlyExamples: cell.detectorOnlyExamples,
          labelOnlyExamples: cell.labelOnlyExamples,
        },
      ];
    });
  }
}
