import { z } from 'zod';
import { CHANNEL_IDS } from './channel-ids.js';

export { CHANNEL_IDS };

export const ChannelIdSchema = z.enum(CHANNEL_IDS);
export type ChannelId = z.infer<typeof ChannelIdSchema>;

export interface ChannelInfo {
  readonly id: ChannelId;
  readonly name: string;
  readonly scope: 'external' | 'internal';
}

/** Names and scopes of the seven channels, in order. */
export const CHANNELS: Readonly<Record<ChannelId, ChannelInfo>> = {
  C1: { id: 'C1', name: 'final output', scope: 'external' },
  C2: { id: 'C2', name: 'inter-agent messages', scope: 'internal' },
  C3: { id: 'C3', name: 'tool inputs', scope: 'external' },
  C4: { id: 'C4', name: 'tool outputs', scope: 'external' },
  C5: { id: 'C5', name: 'memory', scope: 'internal' },
  C6: { id: 'C6', name: 'logs', scope: 'external' },
  C7: { id: 'C7', name: 'artifacts', scope: 'external' },
};

/** Channels that never leave the agent system (inter-agent messages and shared memory). */
export const INTERNAL_CHANNELS: readonly ChannelId[] = ['C2', 'C5'];
