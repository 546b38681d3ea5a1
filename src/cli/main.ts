#!/usr/bin/env node
import { processIO } from './io.js';
import { runProgram } from './program.js';
import { COMMANDS } from './commands/index.js';

const status = await runProgram(process.argv.slice(2), processIO(), COMMANDS);
process.exitCode = status;
