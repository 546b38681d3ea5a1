/**
 * leakscope for the Vercel AI SDK 6.x (`leakscope/ai-sdk`): a language-model middleware and a
 * tool wrapper that record the seven channels of an AI SDK agent system into a leakscope trace,
 * optionally through the runtime guard. Any new export here becomes public API.
 */
export { captureMiddleware, type CaptureMiddlewareOptions, type TextTarget } from './middleware.js';
export { captureTools, ToolCallBlockedError, type CaptureToolsOptions } from './tools.js';
export { createAiSdkFrameworkAgent, type AiSdkFrameworkAgentOptions } from './agent.js';
export * from '../shared-exports.js';
export { guardTools, guardMiddleware, GuardBlockedError, type GuardToolsOptions, type GuardMiddlewareOptions } from './guard.js';
