/**
 * Language-model specification types, taken from the `ai` package's own middleware type so that
 * no undeclared dependency (`@ai-sdk/provider`) is imported.
 */
import type { LanguageModelMiddleware } from 'ai';

type WrapGenerate = NonNullable<LanguageModelMiddleware['wrapGenerate']>;

/** A provider model (specification v3). */
export type ModelV3 = Parameters<WrapGenerate>[0]['model'];
/** The options of one model call (prompt, tools, settings). */
export type ModelCallOptions = Parameters<WrapGenerate>[0]['params'];
/** The result of one model call. */
export type ModelCallResult = Awaited<ReturnType<WrapGenerate>>;
