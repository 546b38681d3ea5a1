/** The `audit` command line; its body (`commands/audit.ts`) loads when the command runs. */
import { Option, type Command } from 'commander';
import { GATE_MEASURES, type GateMeasure } from '../gate.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope audit`, as commander parses them. */
export interface AuditFlags {
  format: 'text' | 'json' | 'md' | 'csv';
  out?: string;
  labels: 'detectors' | 'embedded';
  compare?: 'embedded';
  includeErrors?: boolean;
  failAbove?: string;
  failOn: GateMeasure;
  showValues?: boolean;
  scenarios?: string;
  semantic: 'off' | 'offline';
}

/** What `audit` runs. */
export interface AuditBody {
  runAudit(sources: string[], flags: AuditFlags, io: CommandIO): Promise<number>;
}

/** `leakscope audit`, running the body `load` resolves to. */
export function defineAudit(load: () => Promise<AuditBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      program
        .command('audit')
        .description('Detect leaks in traces from anywhere (leakscope JSONL, AgentLeak release files) and report rates per channel')
        .argument('<traces...>', 'trace files (.jsonl, .jsonl.gz, AgentLeak .json directories), or - for stdin')
        .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json', 'md', 'csv']).default('text'))
        .option('--out <dir>', 'write report.json, report.md, report.csv and findings.jsonl into DIR')
        .addOption(new Option('--labels <source>', 'score with leakscope detectors or with labels embedded in the traces').choices(['detectors', 'embedded']).default('detectors'))
        .addOption(new Option('--compare <labels>', "report agreement (Cohen's kappa) between detectors and embedded labels").choices(['embedded']))
        .option('--include-errors', 'score failed runs as if they succeeded (reproduces releases that did so)')
        .option('--fail-above <rate>', 'exit 1 when the --fail-on rate is above RATE (0.05 or 5%)')
        .addOption(new Option('--fail-on <measure>', 'the rate --fail-above checks').choices([...GATE_MEASURES]).default('anyChannel'))
        .option('--scenarios <file>', 'scenario file giving vaults and policies to traces that reference a scenario')
        .addOption(new Option('--semantic <mode>', 'tier 3 paraphrase detection: off, or offline (embedded matcher, no model)').choices(['off', 'offline']).default('off'))
        .option('--show-values', 'show raw vault values in examples (masked by default)')
        .action(async (sources: string[], flags: AuditFlags) => {
          const body = await load();
          setExit(await body.runAudit(sources, flags, io));
        });
    },
  };
}
