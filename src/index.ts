/**
 * leakscope — measure and stop privacy leakage in LLM agent systems on all seven channels.
 * This file is the public API: every export here is a promise to users.
 */
export * from './contracts/index.js';
export { maskValue, maskField, maskValuesInText } from './lib/masking.js';
export * from './trace/index.js';
export * from './detect/index.js';
export * from './metrics/index.js';
export { audit, renderText, renderMarkdown, renderCsv, type AuditOptions, type AuditResult } from './report/index.js';
export { generateScenarios, validateScenarioFile, ATTACK_CATALOG, attackById, scenarioHash } from './scenario/index.js';
export * from './guard/index.js';
export { guardTools, guardMiddleware, GuardBlockedError, type GuardToolsOptions, type GuardMiddlewareOptions } from './integrations/ai-sdk/guard.js';
export { createMcpGateway, resultText, type McpGateway, type McpGatewayOptions } from './integrations/mcp/gateway.js';
export { connectUpstream, serveGatewayHttp, type UpstreamSpec, type HttpEndpoint } from './integrations/mcp/transport.js';
export { startMcpGateway, type StartMcpGatewayOptions, type RunningMcpGateway } from './integrations/mcp/run.js';
export { createSidecarApp, startSidecar, isLoopback, type SidecarOptions, type RunningSidecar } from './integrations/sidecar/sidecar.js';
