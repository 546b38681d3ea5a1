/** The `audit` command line; its body (`commands/audit.ts`) loads when the command runs. */
import { Option, type Command } from 'commander';
// escalation.js, not the judge barrel: the prompts and the model layer load only when a judge runs.
import { DEFAULT_PREFILTER } from '../../detect/judge/escalation.js';
import { GATE_MEASURES, type GateMeasure } from '../gate.js';
import { JOBS_HELP } from './jobs-option.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';
import { addJudgeOptions, type JudgeFlags } from './judge-options.js';

/** Flags of `leakscope audit`, as commander parses them. */
export interface AuditFlags extends JudgeFlags {
  format: 'text' | 'json' | 'md' | 'csv';
  out?: string;
  labels: 'detectors' | 'embedded';
  compare?: 'embedded';
  includeErrors?: boolean;
  failAbove?: string;
  failOn: GateMeasure;
  showValues?: boolean;
  scenarios?: string;
  semantic: 'off' | 'offline' | 'judge';
  /** With a judge: print the calls and input tokens it would spend, and make none. */
  dryRun?: boolean;
  /** Count request echoes as leaks (the old rule). */
  countEchoes?: boolean;
  countExposure?: boolean;
  /** Worker threads (`--jobs`); absent: the number of cores. */
  jobs?: string;
}

/** What `audit` runs. */
export interface AuditBody {
  runAudit(sources: string[], flags: AuditFlags, io: CommandIO): Promise<number>;
}

/** `leakscope audit`, running the body `load` resolves to. */
export function defineAudit(load: () => Promise<AuditBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const command = program
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
        .addOption(
          new Option('--semantic <mode>', 'tier 3 paraphrase detection: off, offline (embedded matcher, no model), or judge (an LLM judge, --judge/--judges, on pairs the offline matcher pre-filters)')
            .choices(['off', 'offline', 'judge'])
            .default('off'),
        )
        .option('--count-echoes', "count vault values that the user's own request holds as leaks when they reappear (default: request echoes are counted apart, not as leaks)")
        .option('--count-exposure', 'count tool outputs that returned a disallowed field (C4, exposure) as leaks in the headline rates, as AgentLeak words it (default: exposure is reported apart)')
        .option('--show-values', 'show raw vault values in examples (masked by default)')
        .option('--jobs <n>', `${JOBS_HELP} (not with --semantic judge or stdin, which run in one thread)`);
      addJudgeOptions(command, {
        prefilter: String(DEFAULT_PREFILTER),
        prefilterHelp: 'with --semantic judge: send to the judge only (event, fact) pairs the offline matcher scores at least this high (others are not disclosed by tier 3)',
      })
        .option('--base-url <url>', 'base URL of an OpenAI-compatible judge server (default: LEAKSCOPE_BASE_URL)')
        .option('--concurrency <n>', 'events each judge judges at once', '4')
        .option('--dry-run', 'with --semantic judge: print the judge calls and input tokens the audit would spend (tokens estimated as prompt characters / 4), and make no call')
        .action(async (sources: string[], flags: AuditFlags) => {
          const body = await load();
          setExit(await body.runAudit(sources, flags, io));
        });
    },
  };
}
