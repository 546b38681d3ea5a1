import type { CommandModule } from '../program.js';
import { auditCommand } from './audit.js';
import { scenariosCommand } from './scenarios.js';
import { benchCommand } from './bench.js';
import { guardCommand } from './guard.js';
import { calibrateCommand } from './calibrate.js';
import { arenaCommand } from './arena.js';
import { otelCommand } from './otel.js';
import { mosaicCommand } from './mosaic.js';
import { reportCommand } from './report.js';
import { viewCommand } from './view.js';

/** Every command of the CLI, in help order. */
export const COMMANDS: readonly CommandModule[] = [benchCommand, auditCommand, scenariosCommand, reportCommand, viewCommand, guardCommand, calibrateCommand, arenaCommand, mosaicCommand, otelCommand];
