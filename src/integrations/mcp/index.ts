/**
 * The MCP gateway: the runtime guard in front of any MCP server (stdio or Streamable HTTP).
 */
export { createMcpGateway, resultText, type McpGateway, type McpGatewayOptions } from './gateway.js';
export { connectUpstream, serveGatewayHttp, type UpstreamSpec, type HttpEndpoint } from './transport.js';
export { startMcpGateway, type StartMcpGatewayOptions, type RunningMcpGateway } from './run.js';
