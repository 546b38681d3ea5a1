/** The `arena` command lines (`import`, `run`, `serve`); the body (`commands/arena.ts`) loads when one runs. */
import { Option, type Command } from 'commander';
// service-ids.js, not the arena barrel: the services (and the MCP SDK) load only when a command runs.
import { SERVICE_IDS } from '../../arena/service-ids.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope arena import privacylens`. */
export interface ArenaImportFlags {
  out?: string;
  report?: string;
  keepUnmatched?: boolean;
}

/** Flags of `leakscope arena run`. */
export interface ArenaRunFlags {
  tasks?: string;
  privacylens?: string;
  agents: string;
  conditions: string;
  model?: string;
  baseUrl?: string;
  judges?: string;
  guardModel?: string;
  out?: string;
  limit?: string;
  concurrency: string;
  mail: 'embedded' | 'smtp';
  calendar: string;
  timeout: string;
  format: 'text' | 'json';
  /** A file (`--cache FILE`), `false` (`--no-cache`), or absent: `<out>/cache.sqlite` with `--out`. */
  cache?: string | boolean;
}

/** Flags of `leakscope arena serve`. */
export interface ArenaServeFlags {
  tasks: string;
  task: string;
  service: string;
  mail: 'embedded' | 'smtp';
}

/** What the `arena` subcommands run. */
export interface ArenaBody {
  runArenaImport(source: string, file: string, flags: ArenaImportFlags, io: CommandIO): Promise<number>;
  runArenaCommand(flags: ArenaRunFlags, io: CommandIO): Promise<number>;
  runArenaServe(flags: ArenaServeFlags, io: CommandIO): Promise<number>;
}

/** `leakscope arena import | run | serve`, running the body `load` resolves to. */
export function defineArena(load: () => Promise<ArenaBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const arena = program.command('arena').description('The executable arena: services behind MCP, PrivacyLens tasks, runs under C0–C4 and trajectory metrics');
      arena
        .command('import')
        .description('Convert a dataset into arena tasks (a manifest line, then one task per line)')
        .argument('<dataset>', 'the dataset kind: privacylens')
        .argument('<file>', 'the dataset file (PrivacyLens main_data.json)')
        .option('--out <file>', 'write the tasks (JSONL, manifest first)')
        .option('--report <file>', 'write one JSON line per dropped item with its reasons')
        .option('--keep-unmatched', 'keep items none of whose protected items can be found in the seeded state')
        .action(async (dataset: string, file: string, flags: ArenaImportFlags) => {
          const body = await load();
          setExit(await body.runArenaImport(dataset, file, flags, io));
        });
      arena
        .command('run')
        .description('Run tasks × agents × conditions, each task in a fresh isolated state, and report leak, exposure, extraction, disposition and helpfulness')
        .option('--tasks <file>', 'arena task file (from arena import)')
        .option('--privacylens <file>', 'convert this PrivacyLens file on the fly')
        .option(
          '--agents <list>',
          'reference:naive, reference:minimal, llm (with --model), or framework agents ai-sdk:<model>, openai-agents:<model>, langgraph:<model> (served at --base-url)',
          'reference:naive,reference:minimal',
        )
        .option(
          '--conditions <list>',
          'C0 none, C1 privacy prompt, C2 guard:pii, C3 guard:minimization, C4 guard:contextual-integrity (given the protected items); C2x, C3x, C4x the same guards with the protected items withheld (extracted inventory)',
          'C0,C2,C3,C4,C2x,C3x,C4x',
        )
        .option('--model <provider:model>', 'model of the llm agent (openai:…, anthropic:…, openai-compatible:…)')
        .option('--base-url <url>', 'base URL for openai-compatible models')
        .option(
          '--judges <list>',
          'three provider:model judges (2-of-3 majority) for leaks in committed writes and helpfulness (exposure keeps the span matcher); default the offline matcher and proxy',
        )
        .option('--guard-model <provider:model>', 'judge the minimization and contextual-integrity criteria with this model (offline approximations without it)')
        .option('--out <dir>', 'write traces.jsonl, scores.jsonl, metrics.json and metrics.md')
        .option('--limit <n>', 'run only the first N tasks')
        .option('--concurrency <n>', 'units at a time', '1')
        .addOption(new Option('--mail <kind>', 'mail delivery').choices(['embedded', 'smtp']).default('embedded'))
        .option('--calendar <where>', 'embedded, radicale (start one for the run) or a CalDAV server URL', 'embedded')
        .option('--timeout <seconds>', 'per unit', '120')
        .option('--cache <file>', 'SQLite response cache of the model-driven agents and judges (default <out>/cache.sqlite with --out): a re-run replays it and makes no model call')
        .option('--no-cache', 'no response cache: every model call reaches the model')
        .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json']).default('text'))
        .action(async (flags: ArenaRunFlags) => {
          const body = await load();
          setExit(await body.runArenaCommand(flags, io));
        });
      arena
        .command('serve')
        .description('Serve one service of one task as an MCP server over stdio')
        .requiredOption('--tasks <file>', 'arena task file')
        .requiredOption('--task <id>', 'task id or source item name')
        .requiredOption('--service <service>', SERVICE_IDS.join(', '))
        .addOption(new Option('--mail <kind>', 'mail delivery').choices(['embedded', 'smtp']).default('embedded'))
        .action(async (flags: ArenaServeFlags) => {
          const body = await load();
          setExit(await body.runArenaServe(flags, io));
        });
    },
  };
}
