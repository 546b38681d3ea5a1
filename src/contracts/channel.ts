import { z } from 'zod';
import { CHANNEL_IDS } from './channel-ids.js';

export { CHANNEL_IDS };

export const ChannelIdSchema = z.enum(CHANNEL_IDS);
export type ChannelId = z.infer<typeof ChannelIdSchema>;

export interface ChannelInfo {
  readonly id: ChannelId;
  readonly name: string;
  readonly scope: 'external' | 'internal';
  /**
   * `disclosure`: what an agent sends on (answer, messages, tool calls, memory, logs, files);
   * `exposure`: what reaches an agent (tool outputs). A vault value a tool returns is exposure,
   * not the agent's leak: the headline leak rates count disclosures only.
   */
  readonly flow: 'disclosure' | 'exposure';
}

/** Names and scopes of the seven channels, in order. */
export const CHANNELS: Readonly<Record<ChannelId, ChannelInfo>> = {
  C1: { id: 'C1', name: 'final output', scope: 'external', flow: 'disclosure' },
  C2: { id: 'C2', name: 'inter-agent messages', scope: 'internal', flow: 'disclosure' },
  C3: { id: 'C3', name: 'tool inputs', scope: 'external', flow: 'disclosure' },
  C4: { id: 'C4', name: 'tool outputs', scope: 'external', flow: 'exposure' },
  C5: { id: 'C5', name: 'memory', scope: 'internal', flow: 'disclosure' },
  C6: { id: 'C6', name: 'logs', scope: 'external', flow: 'disclosure' },
  C7: { id: 'C7', name: 'artifacts', scope: 'external', flow: 'disclosure' },
};

/** Channels of what agents send on, counted by the headline leak rates (all but C4). */
export const DISCLOSURE_CHANNELS: readonly ChannelId[] = CHANNEL_IDS.filter((id) => CHANNELS[id].flow === 'disclosure');
/** Channels of what reaches an agent (tool outputs): exposure, reported apart. */
export const EXPOSURE_CHANNELS: readonly ChannelId[] = CHANNEL_IDS.filter((id) => CHANNELS[id].flow === 'exposure');

/** Channels that never leave the agent system (inter-agent messages and shared memory). */
export const INTERNAL_CHANNELS: readonly ChannelId[] = ['C2', 'C5'];
