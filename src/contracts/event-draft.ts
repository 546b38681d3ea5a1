/**
 * An event as the code that observed it describes it: the trace recorder adds the trace id,
 * the sequence number and the timestamp (see `trace/recorder.ts`).
 */
import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';
import { EventKindSchema } from './trace.js';

export const EventDraftSchema = z.strictObject({
  channel: ChannelIdSchema,
  kind: EventKindSchema,
  from: z.string().optional(),
  to: z.string().optional(),
  tool: z.string().optional(),
  callId: z.string().optional(),
  /** The exact text that went over the channel. */
  content: z.string(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type EventDraft = Readonly<z.infer<typeof EventDraftSchema>>;
