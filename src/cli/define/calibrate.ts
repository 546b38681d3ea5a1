/** The `calibrate` command line; its body (`commands/calibrate.ts`) loads when the command runs. */
import { Option, type Command } from 'commander';
// threshold.js, not the semantic barrel: the NLP models load only when calibration runs.
import { SEMANTIC_THRESHOLD } from '../../detect/semantic/threshold.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope calibrate`. */
export interface CalibrateFlags {
  split: string;
  targetFpr: string;
  step: string;
  tau?: string;
  matcher: boolean;
  judge?: string;
  judges?: string;
  judgeMode: 'batch' | 'privacylens';
  baseUrl?: string;
  cache?: string;
  prefilter: string;
  concurrency: string;
  maxRetries: string;
  format: 'text' | 'json';
}

/** What `calibrate` runs. */
export interface CalibrateBody {
  runCalibrate(file: string, flags: CalibrateFlags, io: CommandIO): Promise<number>;
}

/** `leakscope calibrate`, running the body `load` resolves to. */
export function defineCalibrate(load: () => Promise<CalibrateBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      program
        .command('calibrate')
        .description("Measure tier 3 (offline matcher, LLM judges) on labelled data: threshold grid, chosen τ, precision/recall/FPR/FNR with Wilson intervals, Cohen's κ")
        .argument('<file>', 'labelled JSONL: { id, text, facts: [{ key, value }], labels: { key: true|false }, split?, kind?, domain? }')
        .option('--split <split>', 'items to use: tune (choose τ), test (held back), all, or any split name', 'tune')
        .option('--target-fpr <rate>', 'false-positive rate the chosen τ must keep', String(SEMANTIC_THRESHOLD.targetFpr))
        .option('--step <step>', 'threshold grid step', String(SEMANTIC_THRESHOLD.gridStep))
        .option('--tau <tau>', 'evaluate the offline matcher at this τ (default: chosen τ on tune, recorded default otherwise)')
        .option('--no-matcher', 'skip the offline matcher (judges only)')
        .option('--judge <provider:model>', 'an LLM judge: openai:<model>, anthropic:<model>, openai-compatible:<model>')
        .option('--judges <a,b,c>', 'several judges, evaluated alone and by majority vote')
        .addOption(new Option('--judge-mode <mode>', 'batch (several facts per call, JSON) or privacylens (one Yes/No question per secret)').choices(['batch', 'privacylens']).default('batch'))
        .option('--base-url <url>', 'base URL of an OpenAI-compatible server (default: LEAKSCOPE_BASE_URL)')
        .option('--cache <file>', 'SQLite file caching judge replies (a re-run makes no calls)')
        .option('--prefilter <score>', 'send to judges only pairs the offline matcher scores at least this high (others count as "no")', '0')
        .option('--concurrency <n>', 'judge calls in flight', '4')
        .option('--max-retries <n>', 'retries per judge call', '2')
        .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json']).default('text'))
        .action(async (file: string, flags: CalibrateFlags) => {
          const body = await load();
          setExit(await body.runCalibrate(file, flags, io));
        });
    },
  };
}
