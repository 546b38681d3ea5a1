/**
 * A judge's dry run: a {@link JudgeCompletion} that makes no call and only counts what the
 * judge would send — the calls and an estimate of their input tokens — so `audit --dry-run`
 * prints the spending of a configuration before any money is spent. It answers with an empty
 * reply, which the judge reads as `unknown` (a dry run's verdicts are never a result).
 */
import type { JudgeCompletion } from './judge.js';

/** Characters per token of the estimate: the usual rule of thumb for English text and GPT/Claude tokenisers. */
export const CHARACTERS_PER_TOKEN = 4;

/**
 * Estimated tokens of a prompt text: its length in characters over {@link CHARACTERS_PER_TOKEN},
 * rounded up. A provider's count differs (by roughly ±25% on English prose, more on other scripts).
 *
 * @example estimateTokens('12345678') // 2
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARACTERS_PER_TOKEN);
}

/** What a dry run would have spent. */
export interface DryRunTally {
  readonly calls: number;
  /** Estimated input tokens of those calls (system + user prompt). */
  readonly inputTokens: number;
}

/** A completion that records what it is asked and calls nothing. */
export interface DryRunCompletion extends JudgeCompletion {
  tally(): DryRunTally;
}

/**
 * Creates a dry-run completion named `id` (the judge's `provider:model`, as the real one would be).
 *
 * @example
 * const completion = createDryRunCompletion('openai:gpt-4o-mini');
 * const judge = createLlmJudge({ completion });
 * // ... judge events ...
 * completion.tally(); // { calls: 12, inputTokens: 5310 }
 */
export function createDryRunCompletion(id: string): DryRunCompletion {
  let calls = 0;
  let inputTokens = 0;
  return {
    id,
    async complete(request) {
      calls += 1;
      inputTokens += estimateTokens(request.system) + estimateTokens(request.user);
      return { text: '', cached: false, inputTokens: 0, outputTokens: 0 };
    },
    tally: () => ({ calls, inputTokens }),
  };
}
