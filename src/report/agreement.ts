import { CHANNEL_IDS, type Agreement, type ChannelId, type Finding, type Trace, type TraceEvent, type VaultField } from '../contracts/index.js';
import type { PreparedDetector } from '../detect/types.js';
import { cohenKappa, leakedOn, type TraceOutcome } from '../metrics/index.js';
import { maskedEventText, redactForDisplay, traceMasks, type TraceMasks } from './display-masking.js';

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

/**
 * A redacted, shortened view of an event for examples: vault values never appear. With `masks`
 * (its trace's, see `traceMasks`), every span a detector found in it is masked too, in whatever
 * form, and every text found anywhere in the trace.
 */
export function maskedSnippet(event: TraceEvent, vault: readonly VaultField[], masks?: { readonly masks: TraceMasks; readonly index: number }): string {
  const text = masks === undefined ? redactForDisplay(event.content, vault) : maskedEventText(event.content, masks.masks.hits[masks.index] ?? [], vault, masks.masks.found);
  const masked = text.replace(/\s+/g, ' ').trim();
  return masked.length <= SNIPPET ? masked : `${masked.slice(0, SNIPPET)}…`;
}

/** What an example is masked with: the trace's detectors, prepared for its vault, and its findings (whose spans, a judge's too, are masked in every event). */
export interface ExampleMasking {
  readonly detectors: readonly PreparedDetector[];
  readonly findings: readonly Finding[];
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
  masking: ExampleMasking = { detectors: [], findings: [] },
): AgreementObservation[] {
  if (!detected.included) return [];
  // Worked out once per trace, and only for a trace that has an example to quote.
  let masks: TraceMasks | undefined;
  const snippet = (event: TraceEvent): string => {
    masks ??= traceMasks(trace.events, masking.detectors, (index) => {
      const seq = trace.events[index]?.seq;
      return masking.findings.filter((finding) => finding.seq === seq).map((finding) => finding.span);
    });
    return maskedSnippet(event, vault, { masks, index: trace.events.indexOf(event) });
  };
  return detected.channelsPresent.map((channel): AgreementObservation => {
    const byDetector = leakedOn(detected, channel);
    const byLabel = leakedOn(labelled, channel);
    if (byDetector && byLabel) return { channel, verdict: 'both', example: null };
    if (!byDetector && !byLabel) return { channel, verdict: 'neither', example: null };
    if (byDetector) {
      const event = trace.events.find((e) => e.channel === channel && (detectorFields.get(e.seq)?.length ?? 0) > 0);
      const example = event === undefined ? null : `${trace.start.traceId} seq ${event.seq} [${(detectorFields.get(event.seq) ?? []).join(', ')}]: ${snippet(event)}`;
      return { channel, verdict: 'detectorOnly', example };
    }
    const event = trace.events.find((e) => e.channel === channel && e.labels?.leaked === true);
    const example = event === undefined ? null : `${trace.start.traceId} seq ${event.seq} [${(event.labels?.fields ?? []).join(', ')}]: ${snippet(event)}`;
    return { channel, verdict: 'labelOnly', example };
  });
}

/**
 * Per-channel agreement between leakscope's detectors and the labels embedded in traces,
 * over (trace, channel) units where the channel is present.
 */
export class AgreementAccumulator {
  private readonly cells = new Map<ChannelId, Cell>();

  add(trace: Trace, vault: readonly VaultField[], detected: TraceOutcome, labelled: TraceOutcome, detectorFields: ReadonlyMap<number, readonly string[]>, masking?: ExampleMasking): void {
    this.addObservations(agreementObservations(trace, vault, detected, labelled, detectorFields, masking));
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
