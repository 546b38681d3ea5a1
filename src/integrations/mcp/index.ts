/**
 * The MCP gateway: the runtime guard in front of any MCP server (stdio or Streamable HTTP).
 */
export { createMcpGateway, resultText, type McpGateway, type McpGatewayOptions } from './gateway.js';
export { connectUpstream, serveGatewayHttp, GATEWAY_HTTP_DEFAULTS, type UpstreamSpec, type HttpEndpoint, type GatewayHttpOptions } from './transport.js';
export { startMcpGateway, type StartMcpGatewayOptions, type RunningMcpGateway } from './run.js';
