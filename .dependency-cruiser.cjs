/**
 * Import layers of leakscope (docs/decisions/001-layers.md). Imports point downwards only:
 *   cli > report > arena, mosaic > run > integrations > guard > models > detect, metrics > scenario, trace > lib > contracts
 */
const L = (names) => `^src/(${names.join('|')})/`;
const ORDER = [['contracts'], ['lib'], ['scenario', 'trace'], ['detect', 'metrics'], ['models'], ['guard'], ['integrations'], ['run'], ['arena', 'mosaic'], ['report'], ['cli']];
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
