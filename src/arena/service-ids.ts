/** The six services of the arena, importable without the task schemas (the CLI's `--service` help). */
export const SERVICE_IDS = ['mail', 'dm', 'chat', 'calendar', 'notes', 'social'] as const;
