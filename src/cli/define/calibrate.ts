/** The `calibrate` command line; its body (`commands/calibrate.ts`) loads when the command runs. */
import { Option, type Command } from 'commander';
import { LeakscopeError } from '../../contracts/errors.js';
// threshold.js, not the semantic barrel: the NLP models load only when calibration runs.
import { SEMANTIC_THRESHOLD } from '../../detect/semantic/threshold.js';
import type { CommandIO } from '../io.js';
import { addJudgeOptions, type JudgeFlags } from './judge-options.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope calibrate`. */
export interface CalibrateFlags extends JudgeFlags {
  split: string;
  targetFpr: string;
  step: string;
  tau?: string;
  matcher: boolean;
  format: 'text' | 'json';
  /** Score the whole detection engine (tiers 1–3) instead of tier 3's threshold grid. */
  engine: boolean;
  /** With `engine`: tier 3 off, or the offline matcher (default). */
  semantic?: 'off' | 'offline';
}

/** What `calibrate` runs. */
export interface CalibrateBody {
  runCalibrate(file: string, flags: CalibrateFlags, io: CommandIO): Promise<number>;
  /** `calibrate --engine`: the engine's figures per tier, class and kind over one or more files. */
  runCalibrateEngine(files: readonly string[], flags: CalibrateFlags, io: CommandIO): Promise<number>;
}

/** `leakscope calibrate`, running the body `load` resolves to. */
export function defineCalibrate(load: () => Promise<CalibrateBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      addJudgeOptions(
        program
          .command('calibrate')
          .description("Measure tier 3 (offline matcher, LLM judges) on labelled data: threshold grid, chosen τ, precision/recall/FPR/FNR with Wilson intervals, Cohen's κ")
          .argument(
            '<file...>',
            'labelled JSONL: { id, text, facts: [{ key, value, kind?, tier?, subject? }], labels: { key: true|false }, split?, kind?, class?, domain? } (several files only with --engine)',
          )
          .option('--split <split>', 'items to use: tune (choose τ), test (held back), all, or any split name', 'tune')
          .option('--target-fpr <rate>', 'false-positive rate the chosen τ must keep', String(SEMANTIC_THRESHOLD.targetFpr))
          .option('--step <step>', 'threshold grid step', String(SEMANTIC_THRESHOLD.gridStep))
          .option('--tau <tau>', 'evaluate the offline matcher at this τ (default: chosen τ on tune, recorded default otherwise)')
          .option('--no-matcher', 'skip the offline matcher (judges only; --judges are evaluated alone and by majority vote)'),
        { prefilter: '0', prefilterHelp: 'send to judges only pairs the offline matcher scores at least this high (others count as "no")' },
      )
        .option('--base-url <url>', 'base URL of an OpenAI-compatible server (default: LEAKSCOPE_BASE_URL)')
        .option('--concurrency <n>', 'judge calls in flight', '4')
        .addOption(new Option('--format <format>', 'stdout format').choices(['text', 'json']).default('text'))
        .option(
          '--engine',
          'score the whole detection engine (tiers 1–2, plus tier 3 unless --semantic off) at one operating point: precision/recall/FPR/FNR with Wilson intervals overall, per tier, per class and kind, other-person decoys flagged, tier attribution',
          false,
        )
        .addOption(new Option('--semantic <mode>', 'with --engine: tier 3 off, or offline (the embedded matcher at --tau, default the recorded τ)').choices(['off', 'offline']))
        .action(async (files: string[], flags: CalibrateFlags) => {
          const body = await load();
          if (flags.engine) {
            setExit(await body.runCalibrateEngine(files, flags, io));
            return;
          }
          if (files.length > 1 || flags.semantic !== undefined) throw new LeakscopeError('usage', files.length > 1 ? 'several files need --engine' : '--semantic needs --engine');
          setExit(await body.runCalibrate(files[0] ?? '', flags, io));
        });
    },
  };
}
