/** Ids of the built-in criteria, importable without the criteria (the CLI's `--criterion` choices). `arbiter` needs a model. */
export const CRITERION_IDS = ['allowed-set', 'pii', 'minimization', 'contextual-integrity', 'arbiter'] as const;
export type CriterionId = (typeof CRITERION_IDS)[number];

/** The criteria that decide without a model (minimization and contextual integrity offline): what a front door with no model option can run. */
export const OFFLINE_CRITERION_IDS = ['allowed-set', 'pii', 'minimization', 'contextual-integrity'] as const satisfies readonly CriterionId[];
export type OfflineCriterionId = (typeof OFFLINE_CRITERION_IDS)[number];
