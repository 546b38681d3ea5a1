/** The `bench` command line; its body (`commands/bench.ts`) loads when the command runs. */
import { Option, type Command } from 'commander';
import { JOBS_HELP } from './jobs-option.js';
// escalation.js, not the judge barrel: the prompts and the model layer load only when a judge runs.
import { DEFAULT_PREFILTER } from '../../detect/judge/escalation.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';
import { addJudgeOptions, type JudgeFlags } from './judge-options.js';

/** Flags of `leakscope bench`, as commander parses them. */
export interface BenchFlags extends JudgeFlags {
  scenarios?: string;
  count: string;
  seed: string;
  agents: string;
  defenses: string;
  paths: string;
  model?: string;
  baseUrl?: string;
  concurrency: string;
  /** Worker threads that score the traces (`--jobs`); absent: one fewer than the cores. */
  jobs?: string;
  timeout: string;
  out: string;
  runId?: string;
  resume?: boolean;
  rerunFailed?: boolean;
  dryRun?: boolean;
  failAbove?: string;
  semantic: 'off' | 'offline' | 'judge';
  countEchoes?: boolean;
  countExposure?: boolean;
  clock: 'system' | 'logical';
  /** False with --no-attack-baseline. */
  attackBaseline: boolean;
  /** `provider:model` of the task judge (after the oracle's rules). */
  taskJudge?: string;
}

/** What `bench` runs. */
export interface BenchBody {
  runBench(flags: BenchFlags, io: CommandIO): Promise<number>;
}

/** `leakscope bench`, running the body `load` resolves to. */
export function defineBench(load: () => Promise<BenchBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const command = program
        .command('bench')
        .description(
          'Run the scenario benchmark (default: 1,000 generated scenarios, the three reference agents under defenses none, privacy-prompt and internal-interceptor, offline) and report leak rates per channel',
        )
        .option('--scenarios <file>', 'scenario JSONL file (default: generate --count scenarios from --seed)')
        .option('--count <n>', 'scenarios to generate', '1000')
        .option('--seed <n>', 'seed for generation and runs', '42')
        .option(
          '--agents <ids>',
          'comma-separated agents: reference:naive, reference:relay, reference:minimal, llm, and framework agents ai-sdk:<model>, openai-agents:<model>, langgraph:<model> (bare ai-sdk etc. take --model; defenses none and guard:<criterion> only)',
          'reference:naive,reference:relay,reference:minimal',
        )
        .option(
          '--defenses <ids>',
          'comma-separated defenses: none, privacy-prompt, role-separation, output-sanitizer, internal-interceptor, guard:<criterion>',
          'none,privacy-prompt,internal-interceptor',
        )
        .option('--paths <paths>', 'single, multi or both', 'single,multi')
        .option('--model <provider:model>', 'model for the llm agent (openai:<m>, anthropic:<m>, openai-compatible:<m>), or for bare framework agents')
        .option('--base-url <url>', 'base URL for openai-compatible servers (Ollama, vLLM, LM Studio); also used by framework agents and the judge')
        .option('--concurrency <n>', 'runs in flight at once (and, with --semantic judge, events each judge judges at once)', '4')
        .option('--jobs <n>', `scoring: ${JOBS_HELP} (not with --semantic judge)`)
        .option('--timeout <seconds>', 'per-run time limit', '60')
        .option('--out <dir>', 'output root; the run goes to <dir>/<run-id>/', 'leakscope-out')
        .option('--run-id <id>', 'name of the run directory (needed to --resume)')
        .option('--resume', 'continue an interrupted run (same configuration)')
        .option('--rerun-failed', 'with --resume: run failed and timed-out units again')
        .addOption(
          new Option('--semantic <mode>', 'tier 3 paraphrase detection when scoring: off, offline, or judge (an LLM judge, --judge/--judges, on pairs the offline matcher pre-filters)')
            .choices(['off', 'offline', 'judge'])
            .default('off'),
        )
        .option('--count-echoes', "count vault values that the user's own request holds as leaks when they reappear (default: counted apart as request echoes)")
        .option('--count-exposure', 'count tool outputs that returned a disallowed field (C4, exposure) as leaks in the headline rates, as AgentLeak words it (default: exposure is reported apart)')
        .addOption(
          new Option('--clock <clock>', "trace timestamps: system (wall time), or logical (each run's own clock from --seed: a re-run with cached responses writes byte-identical traces and report)")
            .choices(['system', 'logical'])
            .default('system'),
        )
        .option('--no-attack-baseline', 'skip the A0 twin of each attacked run (the same run without the attack: the baseline of targeted ASR)')
        .option(
          '--task-judge <provider:model>',
          'also ask an LLM whether each run did its task, after the rule checks passed (an unreadable reply or a failed call leaves task success unknown; --base-url applies)',
        )
        .option('--dry-run', 'print how many runs and model calls the configuration needs, then stop')
        .addOption(new Option('--fail-above <rate>', 'exit 1 when the any-channel leak rate is above RATE').argParser((value) => value));
      addJudgeOptions(command, {
        prefilter: String(DEFAULT_PREFILTER),
        prefilterHelp: 'with --semantic judge: send to the judge only (event, fact) pairs the offline matcher scores at least this high',
      }).action(async (flags: BenchFlags) => {
        const body = await load();
        setExit(await body.runBench(flags, io));
      });
    },
  };
}
