/** Ids of the built-in criteria, importable without the criteria (the CLI's `--criterion` choices). */
export const CRITERION_IDS = ['allowed-set', 'pii', 'minimization', 'contextual-integrity'] as const;
export type CriterionId = (typeof CRITERION_IDS)[number];
