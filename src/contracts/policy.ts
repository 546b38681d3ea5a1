import { z } from 'zod';
import { ChannelIdSchema, type ChannelId } from './channel.js';

/**
 * Which vault fields may appear on which channel. A field that is not allowed on a channel
 * is a leak when it appears there. `allowed` lists channel-specific sets; channels that are
 * not listed use `defaultAllowed`.
 */
export const ChannelPolicySchema = z.strictObject({
  defaultAllowed: z.array(z.string()).default([]),
  allowed: z.partialRecord(ChannelIdSchema, z.array(z.string())).default({}),
});
export type ChannelPolicy = z.infer<typeof ChannelPolicySchema>;
export type ChannelPolicyInput = z.input<typeof ChannelPolicySchema>;

/** The allowed field keys for one channel under a policy. */
export function allowedFields(policy: ChannelPolicy, channel: ChannelId): readonly string[] {
  return policy.allowed[channel] ?? policy.defaultAllowed;
}
