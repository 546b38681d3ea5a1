/**
 * leakscope — measure and stop privacy leakage in LLM agent systems on all seven channels.
 * This file is the public API: every export here is a promise to users.
 */
export * from './contracts/index.js';
export { maskValue, maskField, maskValuesInText } from './lib/masking.js';
