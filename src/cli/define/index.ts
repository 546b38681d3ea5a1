/**
 * Every command of the CLI, in help order. Each is defined here cheaply (names, arguments,
 * options, help) and its body — detectors, models, servers — is imported only when the command
 * runs, so `leakscope --version` and `--help` start without loading any of it.
 */
import type { CommandModule } from '../program.js';
import { defineArena } from './arena.js';
import { defineAudit } from './audit.js';
import { defineBench } from './bench.js';
import { defineCalibrate } from './calibrate.js';
import { defineGuard } from './guard.js';
import { defineMosaic } from './mosaic.js';
import { defineOtel } from './otel.js';
import { defineReport } from './report.js';
import { defineScenarios } from './scenarios.js';
import { defineView } from './view.js';

export const COMMANDS: readonly CommandModule[] = [
  defineBench(() => import('../commands/bench.js')),
  defineAudit(() => import('../commands/audit.js')),
  defineScenarios(() => import('../commands/scenarios.js')),
  defineReport(() => import('../commands/report.js')),
  defineView(() => import('../commands/view.js')),
  defineGuard(() => import('../commands/guard.js')),
  defineCalibrate(() => import('../commands/calibrate.js')),
  defineArena(() => import('../commands/arena.js')),
  defineMosaic(() => import('../commands/mosaic.js')),
  defineOtel(() => import('../commands/otel.js')),
];
