/** Reference agent ids, in report order, importable without the agents (the CLI's `--agents` help). */
export const REFERENCE_AGENT_IDS = ['reference:synthesizer', 'reference:single-source'] as const;
