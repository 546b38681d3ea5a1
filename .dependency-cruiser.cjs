/**
 * Import layers of leakscope (docs/decisions/001-layers.md). Imports point downwards only:
 *   cli > report > arena, mosaic > run > integrations > guard > models > detect, metrics > scenario, trace > lib > contracts
 * What an import graph cannot say (only models/ calls a model, no module-level state in detect/, what the
 * root entry point loads) is checked on the syntax tree by test/layers.test.ts.
 */
const L = (names) => `^src/(${names.join('|')})/`;
const ORDER = [['contracts'], ['lib'], ['scenario', 'trace'], ['detect', 'metrics'], ['models'], ['guard'], ['integrations'], ['run'], ['arena', 'mosaic'], ['report'], ['cli']];
/**
 * What the pure layers (trace/, detect/, metrics/, scenario/) may not import: network servers and
 * clients, the MCP SDK, model SDKs and agent frameworks, and the model layer's SQLite cache. Matched
 * as installed packages (node_modules/...), as Node built-ins (resolved without `node:`), and as bare
 * names when a package is not installed.
 */
const NETWORK_BUILTINS = ['http', 'https', 'http2', 'net', 'tls', 'dgram'];
const MODEL_AND_SERVER_PACKAGES = ['undici', 'hono', '@hono/[^/]+', '@modelcontextprotocol/[^/]+', 'ai', '@ai-sdk/[^/]+', '@openai/agents[^/]*', 'openai', '@anthropic-ai/[^/]+', '@langchain/[^/]+', 'langchain', 'better-sqlite3'];
const PURE_LAYER_FORBIDDEN = `^(node:)?(${NETWORK_BUILTINS.join('|')})$|(^|node_modules/)(${MODEL_AND_SERVER_PACKAGES.join('|')})(/|$)`;

const above = Object.fromEntries(ORDER.flatMap((group, index) => group.map((layer) => [layer, ORDER.slice(index + 1).flat()])).filter(([, higher]) => higher.length > 0));

module.exports = {
  forbidden: [
    ...Object.entries(above).map(([layer, higher]) => ({
      name: `layer-${layer}`,
      comment: `${layer}/ may not import from the layers above it (${higher.join(', ')})`,
      severity: 'error',
      from: { path: L([layer]) },
      to: { path: L(higher) },
    })),
    {
      name: 'contracts-only-zod',
      comment: 'contracts/ imports only zod and itself',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: 'node_modules/zod/' },
    },
    {
      name: 'pure-layer-packages',
      comment: 'trace/, detect/, metrics/ and scenario/ are pure: no HTTP, MCP or model package (ai, @ai-sdk/*, agent frameworks, the SQLite cache); test code is exempt',
      severity: 'error',
      from: { path: L(['trace', 'detect', 'metrics', 'scenario']), pathNot: '\\.test-helpers\\.ts$|/contract-suite\\.ts$' },
      to: { path: PURE_LAYER_FORBIDDEN },
    },
    {
      name: 'public-entry-not-cli',
      comment: 'the library entry point must not pull in the CLI',
      severity: 'error',
      from: { path: '^src/index\\.ts$' },
      to: { path: L(['cli']) },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
