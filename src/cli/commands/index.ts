import type { CommandModule } from '../program.js';
import { auditCommand } from './audit.js';
import { scenariosCommand } from './scenarios.js';

/** Every command of the CLI, in help order. */
export const COMMANDS: readonly CommandModule[] = [auditCommand, scenariosCommand];
