#!/usr/bin/env node
// Keep this entry small: it loads commander and the command definitions only. Each command's
// body is imported when the command runs (define/index.ts), so `--version` and `--help` start fast.
import { COMMANDS } from './define/index.js';
import { heapGrowth } from './heap.js';
import { processIO } from './io.js';
import { runProgram } from './program.js';

// Old space grows 5% past what survived a full collection, so peak RSS follows the live set, not
// the input size (docs/decisions/009); commands that run tier 3 set V8's default back.
heapGrowth('lean');

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
