import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { LeakscopeError, type TraceRecord } from '../../contracts/index.js';
import type { ToolRole } from '../../integrations/tool-flow.js';
import { emptySummary, importOtel, renderOtelSummary, startOtelReceiver, type OtelImportOptions } from '../../integrations/otlp/index.js';
import { createTraceWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

interface ImportFlags {
  out: string;
  scenario?: string;
  toolRole: string[];
}

interface ReceiveFlags {
  port: string;
  out: string;
  scenario?: string;
  toolRole: string[];
  idleMs: string;
}

const ROLE = /^(tool|memory-write|memory-read|log|internal|(agent|handoff):[A-Za-z0-9_.-]+)$/;

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

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
export async function runImportOtel(sources: readonly string[], flags: ImportFlags, io: CommandIO): Promise<number> {
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

const ROLE_HELP = 'tool role as NAME=ROLE (memory-write, memory-read, log, internal, agent:<id>, handoff:<id>); repeatable';

/** `leakscope import otel` and `leakscope otel receive`. */
export const otelCommand: CommandModule = {
  register(program: Command, io: CommandIO, setExit: (status: number) => void) {
    const importer = program.command('import').description('Convert traces from other systems into leakscope traces');
    importer
      .command('otel')
      .description('OpenTelemetry GenAI spans (OTLP/JSON, one ExportTraceServiceRequest per line) to leakscope traces, one per OTel trace id')
      .argument('<files...>', 'OTLP/JSON files (.jsonl, .jsonl.gz), or - for stdin')
      .option('--out <file>', 'where to write the traces (.jsonl, .jsonl.gz, - for stdout)', '-')
      .option('--scenario <id>', 'scenario id for every trace (audit --scenarios then finds its vault and policy)')
      .option('--tool-role <name=role>', ROLE_HELP, collect, [])
      .action(async (files: string[], flags: ImportFlags) => {
        setExit(await runImportOtel(files, flags, io));
      });

    const otel = program.command('otel').description('OpenTelemetry ingest');
    otel
      .command('receive')
      .description('Receive OTLP/HTTP JSON on 127.0.0.1 (POST /v1/traces) and write leakscope traces until interrupted')
      .option('--port <port>', 'port to listen on (0 picks a free one)', '4318')
      .option('--out <file>', 'where to write the traces (.jsonl, .jsonl.gz, - for stdout)', '-')
      .option('--idle-ms <ms>', 'a trace is written after this long without new spans', '2000')
      .option('--scenario <id>', 'scenario id for every trace')
      .option('--tool-role <name=role>', ROLE_HELP, collect, [])
      .action(async (flags: ReceiveFlags) => {
        setExit(await runOtelReceive(flags, io));
      });
  },
};
