import type { Writable } from 'node:stream';
import { LeakscopeError, type TraceRecord } from '../../contracts/index.js';
import type { ToolRole } from '../../integrations/tool-flow.js';
import { emptySummary, importOtel, renderOtelSummary, startOtelReceiver, type OtelImportOptions } from '../../integrations/otlp/index.js';
import { createTraceWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineOtel, type ImportOtelFlags, type ReceiveFlags } from '../define/otel.js';
import type { CommandModule } from '../program.js';

const ROLE = /^(tool|memory-write|memory-read|log|internal|(agent|handoff):[A-Za-z0-9_.-]+)$/;

function integer(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new LeakscopeError('usage', `${name} expects an integer from ${min} to ${max}, got "${text}"`);
  return value;
}

/** `--tool-role memory_write=memory-write` → `{ memory_write: 'memory-write' }`. */
export function parseToolRoles(entries: readonly string[]): Record<string, ToolRole> {
  const roles: Record<string, ToolRole> = {};
  for (const entry of entries) {
    const separator = entry.indexOf('=');
    const name = entry.slice(0, separator);
    const role = entry.slice(separator + 1);
    if (separator <= 0 || !ROLE.test(role)) {
      throw new LeakscopeError('usage', `--tool-role expects NAME=ROLE with ROLE one of tool, memory-write, memory-read, log, internal, agent:<id>, handoff:<id>; got "${entry}"`);
    }
    roles[name] = role as ToolRole;
  }
  return roles;
}

function importOptions(flags: { scenario?: string; toolRole: string[] }): OtelImportOptions {
  return { roles: parseToolRoles(flags.toolRole), ...(flags.scenario === undefined ? {} : { scenarioId: flags.scenario }) };
}

/** `leakscope import otel FILE...`: OTLP/JSON files to leakscope traces. */
export async function runImportOtel(sources: readonly string[], flags: ImportOtelFlags, io: CommandIO): Promise<number> {
  const writer = createTraceWriter(flags.out, { stdout: io.stdout as Writable });
  const summary = emptySummary();
  try {
    for await (const item of importOtel([...sources], importOptions(flags), summary)) {
      if (item.kind === 'rejected') io.stderr.write(`leakscope: ${item.error.message}\n`);
      else for (const record of item.records) await writer.write(record);
    }
  } finally {
    await writer.close();
  }
  io.stderr.write(`leakscope import otel: ${renderOtelSummary(summary)}${flags.out === '-' ? '' : ` → ${flags.out}`}\n`);
  return summary.rejected > 0 ? EXIT.badInput : EXIT.ok;
}

/** Resolves on SIGINT or SIGTERM. */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * `leakscope otel receive`: an OTLP/HTTP JSON receiver on 127.0.0.1 writing leakscope traces
 * until `stopped` resolves (SIGINT/SIGTERM from the command line).
 */
export async function runOtelReceive(flags: ReceiveFlags, io: CommandIO, stopped: Promise<void> = untilSignal()): Promise<number> {
  const writer = createTraceWriter(flags.out, { stdout: io.stdout as Writable });
  const receiver = await startOtelReceiver({
    ...importOptions(flags),
    port: integer(flags.port, '--port', 0, 65535),
    idleMs: integer(flags.idleMs, '--idle-ms', 10, 3_600_000),
    onTrace: async (records: readonly TraceRecord[]) => {
      for (const record of records) await writer.write(record);
    },
  });
  io.stderr.write(`leakscope otel receive: listening on ${receiver.url} (OTLP/HTTP JSON)\n`);
  try {
    await stopped;
  } finally {
    await receiver.close();
    await writer.close();
  }
  io.stderr.write(`leakscope otel receive: ${renderOtelSummary(receiver.summary)}${flags.out === '-' ? '' : ` → ${flags.out}`}\n`);
  return EXIT.ok;
}

/** `leakscope import otel` and `otel receive` with the body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const otelCommand: CommandModule = defineOtel(async () => ({ runImportOtel, runOtelReceive }));
