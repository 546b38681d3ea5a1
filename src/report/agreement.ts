import { CHANNEL_IDS, type Agreement, type ChannelId, type Trace, type TraceEvent, type VaultField } from '../contracts/index.js';
import { cohenKappa, leakedOn, type TraceOutcome } from '../metrics/index.js';
import { redactForDisplay } from './display-masking.js';

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

/** A redacted, shortened view of an event for examples: vault values never appear. */
export function maskedSnippet(event: TraceEvent, vault: readonly VaultField[]): string {
  const masked = redactForDisplay(event.content, vault).replace(/\s+/g, ' ').trim();
  return masked.length <= SNIPPET ? masked : `${masked.slice(0, SNIPPET)}…`;
}

/** How detectors and embedded labels compared on one channel of one trace, with a masked example when they disagree. */
export interface AgreementObservation {
  readonly channel: ChannelId;
  readonly verdict: 'both' | 'detectorOnly' | 'labelOnly' | 'neither';
  /** `<traceId> seq <n> [fields]: <masked snippet>` for a disagreement, else null. */
  readonly example: string | null;
}

/**
 * The per-channel comparison of one scored trace (none when it is excluded); plain data, so a
 * worker thread can compute it and the accumulator add it in order.
 */
export function agreementObservations(
  trace: Trace,
  vault: readonly VaultField[],
  detected: TraceOutcome,
  labelled: TraceOutcome,
  detectorFields: ReadonlyMap<number, readonly string[]>,
): AgreementObservation[] {
  if (!detected.included) return [];
  return detected.channelsPresent.map((channel): AgreementObservation => {
    const byDetector = leakedOn(detected, channel);
    const byLabel = leakedOn(labelled, channel);
    if (byDetector && byLabel) return { channel, verdict: 'both', example: null };
    if (!byDetector && !byLabel) return { channel, verdict: 'neither', example: null };
    if (byDetector) {
      const event = trace.events.find((e) => e.channel === channel && (detectorFields.get(e.seq)?.length ?? 0) > 0);
      const example = event === undefined ? null : `${trace.start.traceId} seq ${event.seq} [${(detectorFields.get(event.seq) ?? []).join(', ')}]: ${maskedSnippet(event, vault)}`;
      return { channel, verdict: 'detectorOnly', example };
    }
    const event = trace.events.find((e) => e.channel === channel && e.labels?.leaked === true);
    const example = event === undefined ? null : `${trace.start.traceId} seq ${event.seq} [${(event.labels?.fields ?? []).join(', ')}]: ${maskedSnippet(event, vault)}`;
    return { channel, verdict: 'labelOnly', example };
  });
}

/**
 * Per-channel agreement between leakscope's detectors and the labels embedded in traces,
 * over (trace, channel) units where the channel is present.
 */
export class AgreementAccumulator {
  private readonly cells = new Map<ChannelId, Cell>();

  add(trace: Trace, vault: readonly VaultField[], detected: TraceOutcome, labelled: TraceOutcome, detectorFields: ReadonlyMap<number, readonly string[]>): void {
    this.addObservations(agreementObservations(trace, vault, detected, labelled, detectorFields));
  }

  /** Adds what {@link agreementObservations} saw in one trace (computed where the trace was scored). */
  addObservations(observations: readonly AgreementObservation[]): void {
    for (const { channel, verdict, example } of observations) {
      const cell = this.cells.get(channel) ?? { both: 0, detectorOnly: 0, labelOnly: 0, neither: 0, detectorOnlyExamples: [], labelOnlyExamples: [] };
      this.cells.set(channel, cell);
      cell[verdict] += 1;
      if (example === null) continue;
      const examples = verdict === 'detectorOnly' ? cell.detectorOnlyExamples : verdict === 'labelOnly' ? cell.labelOnlyExamples : null;
      if (examples !== null && examples.length < EXAMPLES) examples.push(example);
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
