#!/usr/bin/env node
// Keep this entry small: it loads commander and the command definitions only. Each command's
// body is imported when the command runs (define/index.ts), so `--version` and `--help` start fast.
import { setFlagsFromString } from 'node:v8';
import { COMMANDS } from './define/index.js';
import { processIO } from './io.js';
import { runProgram } from './program.js';

// Old space grows 5% past what survived a full collection, not V8's default (up to 4x): an audit
// makes garbage that outlives young collections at a steady rate, so with the default its peak RSS
// followed the input size (1x 250 MB, 10x 370 MB) instead of its live set (docs/decisions/009).
// A --heap-growing-percent the user gives node wins.
if (![...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=5');

// The AI SDK logs provider warnings ("responseFormat is not supported") with console.info/warn,
// i.e. on stdout, where `--format json` output goes. The CLI sends each distinct one to stderr once.
const seenWarnings = new Set<string>();
(globalThis as { AI_SDK_LOG_WARNINGS?: unknown }).AI_SDK_LOG_WARNINGS = (options: { warnings: readonly unknown[]; provider?: string; model?: string }) => {
  for (const warning of options.warnings) {
    const line = `leakscope: model warning (${options.provider ?? 'provider'} ${options.model ?? ''}): ${JSON.stringify(warning)}`;
    if (seenWarnings.has(line)) continue;
    seenWarnings.add(line);
    process.stderr.write(`${line}\n`);
  }
};

const status = await runProgram(process.argv.slice(2), processIO(), COMMANDS);
process.exitCode = status;
