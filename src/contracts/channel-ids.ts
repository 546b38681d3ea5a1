/**
 * The seven channel ids, in a module of their own without zod, so the CLI's option
 * definitions (`--fail-on C2`) can name them without loading the schemas.
 */

/** The seven channels of an agent system (see docs/trace-format.md). */
export const CHANNEL_IDS = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7'] as const;
