#!/usr/bin/env node
// Keep this entry small: it loads commander and the command definitions only. Each command's
// body is imported when the command runs (define/index.ts), so `--version` and `--help` start fast.
import { COMMANDS } from './define/index.js';
import { processIO } from './io.js';
import { runProgram } from './program.js';

const status = await runProgram(process.argv.slice(2), processIO(), COMMANDS);
process.exitCode = status;
