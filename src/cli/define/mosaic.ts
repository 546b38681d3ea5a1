/** The `mosaic` command lines; the body (`commands/mosaic.ts`) loads when one runs. */
import { Option, type Command } from 'commander';
// reference-ids.js and paths.js, not the mosaic barrel: agents and dataset schemas load only when a command runs.
import { REFERENCE_AGENT_IDS } from '../../mosaic/agents/reference-ids.js';
import { DEFAULT_EXAMPLES_PATH, DEFAULT_JUDGE_LABELS_PATH } from '../../mosaic/paths.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope mosaic run`, as commander parses them. */
export interface MosaicRunFlags {
  mode: 'simulated' | 'live';
  agents?: string;
  model: string[];
  baseUrl?: string;
  reps?: string;
  seed: string;
  resamples: string;
  guard: string | boolean;
  judge: 'offline' | 'llm';
  judgeModel?: string;
  judgeVotes: string;
  examples: string;
  labels: string;
  domain?: string;
  limit?: string;
  concurrency?: string;
  out?: string;
  format: 'text' | 'json' | 'md';
  dryRun?: boolean;
  /** A file (`--cache FILE`), `false` (`--no-cache`), or absent: `<out>/cache.sqlite` with `--out`. */
  cache?: string | boolean;
}

/** What `mosaic run` runs. */
export interface MosaicBody {
  runMosaicCommand(flags: MosaicRunFlags, io: CommandIO): Promise<number>;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** `leakscope mosaic run`: the Agent Mosaic benchmark, running the body `load` resolves to. */
export function defineMosaic(load: () => Promise<MosaicBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      const mosaic = program.command('mosaic').description('The mosaic benchmark: two SECRET documents that jointly entail a TOP SECRET conclusion');
      mosaic
        .command('run')
        .description('Run the 24 configurations over the mosaic examples and report mosaic and refusal rates (offline by default, with reference agents)')
        .addOption(new Option('--mode <mode>', 'simulated: scripted transcript; live: workspace with read-only file tools').choices(['simulated', 'live']).default('simulated'))
        .option(
          '--agents <ids>',
          `comma-separated reference agents (default ${REFERENCE_AGENT_IDS.join(',')} unless --model is given) or framework agents ai-sdk:<model>, openai-agents:<model>, langgraph:<model> (live mode, served at --base-url)`,
        )
        .option('--model <provider:model>', 'add an LLM agent through the AI SDK (openai:, anthropic:, openai-compatible:); repeatable', collect, [])
        .option('--base-url <url>', 'base URL for openai-compatible models (Ollama, vLLM, LM Studio)')
        .option('--reps <n>', 'repetitions per cell for LLM agents (default 5, as in the paper; reference agents are deterministic and run once)')
        .option('--seed <n>', 'bootstrap seed', '42')
        .option('--resamples <n>', 'bootstrap resamples (clustered by example)', '2000')
        .option('--guard [actions]', 'replay answers through the anti-mosaic guard: abstract, block or both', 'abstract,block')
        .option('--no-guard', 'skip the guard condition')
        .addOption(new Option('--judge <judge>', 'offline judge or an LLM judge with majority voting').choices(['offline', 'llm']).default('offline'))
        .option('--judge-model <provider:model>', 'model of the LLM judge')
        .option('--judge-votes <n>', 'LLM judge calls per answer (majority)', '3')
        .option('--examples <file>', 'dataset file', DEFAULT_EXAMPLES_PATH)
        .option('--labels <file>', 'hand-labelled answers for judge agreement', DEFAULT_JUDGE_LABELS_PATH)
        .option('--domain <list>', 'only these domains (cybersecurity, medical, military, finance)')
        .option('--limit <n>', 'only the first N examples')
        .option('--concurrency <n>', 'answers in flight at once (default 1, or 4 with LLM agents)')
        .option('--out <dir>', 'write mosaic-results.jsonl, mosaic-report.json and mosaic-report.md into DIR')
        .option('--cache <file>', 'SQLite response cache of the LLM and framework agents and the LLM judge (default <out>/cache.sqlite with --out): a re-run replays it and makes no model call')
        .option('--no-cache', 'no response cache: every model call reaches the model')
        .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json', 'md']).default('text'))
        .option('--dry-run', 'print how many answers and model calls the run needs, and stop')
        .action(async (flags: MosaicRunFlags) => {
          const body = await load();
          setExit(await body.runMosaicCommand(flags, io));
        });
    },
  };
}
