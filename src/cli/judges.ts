/**
 * Tier 3's LLM judges from the command line, for every command that runs them (`audit`, `bench`,
 * `calibrate`): spec parsing, one model layer whose cache is the `--cache` SQLite file (a re-run
 * makes no calls) or memory, retries, and a dry run that renders every prompt and calls nothing.
 * The AI SDK and SQLite load only when a judge is built.
 */
import { LeakscopeError } from '../contracts/index.js';
import { createDryRunCompletion, createLimitedJudge, createLlmJudge, createMajorityJudge, loadPromptTemplates, type DryRunTally, type Judge } from '../detect/judge/index.js';
import type { ModelLayer } from '../models/index.js';
import type { JudgeModel, JudgeSpec } from '../models/judge.js';
import type { JudgeFlags } from './define/judge-options.js';

/** Test seams: how a judge spec becomes a model. */
export interface JudgeDependencies {
  readonly judgeModel?: (spec: JudgeSpec, baseUrl: string | undefined) => JudgeModel;
}

/** A number flag in [min, max], or a `usage` error naming the flag. */
export function numberFlag(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) throw new LeakscopeError('usage', `${flag} expects a number in [${min}, ${max}], got "${text}"`);
  return value;
}

/** The judge specs of `--judge` and `--judges`, in order. */
export function judgeSpecs(flags: Pick<JudgeFlags, 'judge' | 'judges'>): string[] {
  return [
    ...(flags.judge === undefined ? [] : [flags.judge]),
    ...(flags.judges === undefined
      ? []
      : flags.judges
          .split(',')
          .map((spec) => spec.trim())
          .filter((spec) => spec !== '')),
  ];
}

/** The judges of one command run. */
export interface JudgeSet {
  /** One judge per spec, in order. */
  readonly judges: readonly Judge[];
  /**
   * The judge tier 3 uses: the only one, or the majority of several, each member limited to
   * `concurrency` events in flight (when given); undefined without judges.
   */
  readonly voting: (Judge & { readonly members: readonly Judge[] }) | undefined;
  /** For a dry run: what each judge would have spent, in order (empty otherwise). */
  tallies(): { readonly id: string; readonly tally: DryRunTally }[];
  /** Closes the model layer (and its SQLite cache). */
  close(): void;
}

/** Options of {@link createJudgeSet}. */
export interface JudgeSetOptions {
  /** Render every prompt and count it, making no call (no key, base URL or cache needed). */
  readonly dryRun?: boolean;
  /** Events each judge judges at once (tier 3 in `audit`/`bench`); none: the caller paces calls. */
  readonly concurrency?: number;
}

/**
 * Builds the judges that `--judge`/`--judges` name (an empty set without either). Bad specs and
 * missing keys are `usage` errors before any call.
 *
 * @example const set = await createJudgeSet(flags, {}, { concurrency: 4 }); try { ... set.voting ... } finally { set.close(); }
 */
export async function createJudgeSet(flags: JudgeFlags, deps: JudgeDependencies = {}, options: JudgeSetOptions = {}): Promise<JudgeSet> {
  const specs = judgeSpecs(flags);
  const maxRetries = numberFlag('--max-retries', flags.maxRetries, 0, 10);
  const templates = loadPromptTemplates('v1');
  const mode = flags.judgeMode;
  let layer: ModelLayer | undefined;
  let judges: Judge[] = [];
  const dry: { id: string; tally: () => DryRunTally }[] = [];
  if (specs.length > 0) {
    // The AI SDK is loaded only when a judge runs.
    const { createJudgeModel, createModelJudge, parseJudgeSpecOrThrow } = await import('../models/judge.js');
    if (options.dryRun === true) {
      judges = specs.map((text) => {
        parseJudgeSpecOrThrow(text);
        const completion = createDryRunCompletion(text);
        dry.push({ id: text, tally: () => completion.tally() });
        return createLlmJudge({ completion, id: text, mode, templates });
      });
    } else {
      const { createMemoryCache, createModelLayer, openSqliteCache } = await import('../models/index.js');
      // One model layer for every judge: its cache is the --cache file (replies kept across runs) or memory.
      const models = createModelLayer({ cache: flags.cache === undefined ? createMemoryCache() : openSqliteCache(flags.cache) });
      layer = models;
      try {
        judges = specs.map((text) => {
          const spec = parseJudgeSpecOrThrow(text);
          const model = deps.judgeModel === undefined ? createJudgeModel(spec, flags.baseUrl === undefined ? {} : { baseUrl: flags.baseUrl }) : deps.judgeModel(spec, flags.baseUrl);
          return createModelJudge({ models, model, id: text, mode, templates, maxRetries });
        });
      } catch (error) {
        models.close();
        throw error;
      }
    }
  }
  const limited = options.concurrency === undefined ? judges : judges.map((judge) => createLimitedJudge(judge, options.concurrency ?? 1));
  const only = limited.length === 1 ? limited[0] : undefined;
  const voting = limited.length === 0 ? undefined : only !== undefined ? { id: only.id, judge: only.judge.bind(only), stats: only.stats.bind(only), members: limited } : createMajorityJudge(limited);
  return {
    judges,
    voting,
    tallies: () => dry.map((entry) => ({ id: entry.id, tally: entry.tally() })),
    close: () => layer?.close(),
  };
}
