/** The `scenarios` command lines; the body (`commands/scenarios.ts`) loads when one runs. */
import { Option, type Command } from 'commander';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope scenarios generate`. */
export interface GenerateFlags {
  count: string;
  seed: string;
  out?: string;
}

/** Flags of `leakscope scenarios stats`. */
export interface StatsFlags {
  format: 'text' | 'md';
}

/** Flags of `leakscope scenarios import agentleak`. */
export interface ImportAgentLeakFlags {
  out: string;
  report?: string;
  strict?: boolean;
}

/** What the `scenarios` subcommands run. */
export interface ScenariosBody {
  runGenerate(flags: GenerateFlags, io: CommandIO): Promise<number>;
  runValidate(file: string, io: CommandIO): Promise<number>;
  runStats(file: string, flags: StatsFlags, io: CommandIO): Promise<number>;
  runImportAgentLeak(file: string, flags: ImportAgentLeakFlags, io: CommandIO): Promise<number>;
}

/** The `scenarios` command group, running the body `load` resolves to. */
export function defineScenarios(load: () => Promise<ScenariosBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const scenarios = program.command('scenarios').description('Generate, validate, describe and import scenario files (schema v1)');
      scenarios
        .command('generate')
        .description('Generate a deterministic scenario set (25% per domain, 40/60 single/multi-agent, 50/25/25 A0/A1/A2, all 32 attack classes)')
        .option('--count <n>', 'number of scenarios', '1000')
        .option('--seed <n>', 'random seed; the same count and seed give byte-identical output', '42')
        .option('--out <file>', 'write JSONL to FILE instead of stdout')
        .action(async (flags: GenerateFlags) => {
          const body = await load();
          setExit(await body.runGenerate(flags, io));
        });
      scenarios
        .command('validate')
        .description('Check every line of a scenario file (schema and cross-field rules); exit 2 if any line is invalid')
        .argument('<file>', 'scenario JSONL file')
        .action(async (file: string) => {
          const body = await load();
          setExit(await body.runValidate(file, io));
        });
      scenarios
        .command('stats')
        .description('Print distribution tables of a scenario file')
        .argument('<file>', 'scenario JSONL file')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'md']).default('text'))
        .action(async (file: string, flags: StatsFlags) => {
          const body = await load();
          setExit(await body.runStats(file, flags, io));
        });
      const importer = scenarios.command('import').description('Convert scenarios released by other benchmarks');
      importer
        .command('agentleak')
        .description('Convert AgentLeak scenarios_full_1000.jsonl into leakscope scenarios, with a per-record report')
        .argument('<file>', 'AgentLeak scenario JSONL file')
        .requiredOption('--out <file>', 'where to write the converted scenarios (JSONL)')
        .option('--report <file>', 'where to write the per-record report (JSONL: line, scenarioId, status, reasons)')
        .option('--strict', 'exit 1 when any record is rejected')
        .action(async (file: string, flags: ImportAgentLeakFlags) => {
          const body = await load();
          setExit(await body.runImportAgentLeak(file, flags, io));
        });
    },
  };
}
