/** The `import otel` and `otel receive` command lines; the body (`commands/otel.ts`) loads when one runs. */
import type { Command } from 'commander';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope import otel`. */
export interface ImportOtelFlags {
  out: string;
  scenario?: string;
  toolRole: string[];
}

/** Flags of `leakscope otel receive`. */
export interface ReceiveFlags {
  port: string;
  out: string;
  scenario?: string;
  toolRole: string[];
  idleMs: string;
}

/** What the OpenTelemetry subcommands run. */
export interface OtelBody {
  runImportOtel(sources: readonly string[], flags: ImportOtelFlags, io: CommandIO): Promise<number>;
  runOtelReceive(flags: ReceiveFlags, io: CommandIO): Promise<number>;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

const ROLE_HELP = 'tool role as NAME=ROLE (memory-write, memory-read, log, internal, agent:<id>, handoff:<id>); repeatable';

/** `leakscope import otel` and `leakscope otel receive`, running the body `load` resolves to. */
export function defineOtel(load: () => Promise<OtelBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const importer = program.command('import').description('Convert traces from other systems into leakscope traces');
      importer
        .command('otel')
        .description('OpenTelemetry GenAI spans (OTLP/JSON, one ExportTraceServiceRequest per line) to leakscope traces, one per OTel trace id')
        .argument('<files...>', 'OTLP/JSON files (.jsonl, .jsonl.gz), or - for stdin')
        .option('--out <file>', 'where to write the traces (.jsonl, .jsonl.gz, - for stdout)', '-')
        .option('--scenario <id>', 'scenario id for every trace (audit --scenarios then finds its vault and policy)')
        .option('--tool-role <name=role>', ROLE_HELP, collect, [])
        .action(async (files: string[], flags: ImportOtelFlags) => {
          const body = await load();
          setExit(await body.runImportOtel(files, flags, io));
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
          const body = await load();
          setExit(await body.runOtelReceive(flags, io));
        });
    },
  };
}
