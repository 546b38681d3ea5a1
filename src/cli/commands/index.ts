import type { CommandModule } from '../program.js';
import { auditCommand } from './audit.js';

/** Every command of the CLI, in help order. */
export const COMMANDS: readonly CommandModule[] = [auditCommand];
