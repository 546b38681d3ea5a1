import type { CommandModule } from '../program.js';

/** Every command of the CLI, in help order. */
export const COMMANDS: readonly CommandModule[] = [];
