/** The help text of `--jobs` (here, apart from its parser, so defining a command loads nothing). */
export const JOBS_HELP = 'worker threads (default: one fewer than the CPU cores, at least 1; 1 runs in one thread); the output is the same for any number';
