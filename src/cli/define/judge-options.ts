/**
 * The judge's command-line options, one definition for every command that runs tier 3's LLM
 * judge (`audit`, `bench`, `calibrate`); its body (`cli/judges.ts`) builds the judges from them.
 * `--base-url` and `--concurrency` are each command's own (bench's also serve its agents).
 */
import { Option, type Command } from 'commander';

/** The judge flags, as commander parses them. */
export interface JudgeFlags {
  judge?: string;
  judges?: string;
  judgeMode: 'batch' | 'privacylens';
  baseUrl?: string;
  cache?: string;
  prefilter: string;
  concurrency: string;
  maxRetries: string;
}

/** Adds `--judge`, `--judges`, `--judge-mode`, `--cache`, `--prefilter` (default `prefilter`) and `--max-retries`. */
export function addJudgeOptions(command: Command, defaults: { readonly prefilter: string; readonly prefilterHelp: string }): Command {
  return command
    .option('--judge <provider:model>', 'an LLM judge: openai:<model>, anthropic:<model>, openai-compatible:<model>')
    .option('--judges <a,b,c>', 'several judges, by majority vote')
    .addOption(new Option('--judge-mode <mode>', 'batch (several facts per call, JSON) or privacylens (one Yes/No question per secret)').choices(['batch', 'privacylens']).default('batch'))
    .option('--cache <file>', 'SQLite file caching judge replies (a re-run makes no calls)')
    .option('--prefilter <score>', defaults.prefilterHelp, defaults.prefilter)
    .option('--max-retries <n>', 'retries per judge call', '2');
}
