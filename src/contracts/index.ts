export * from './channel.js';
export * from './vault.js';
export * from './policy.js';
export * from './trace.js';
export * from './finding.js';
export * from './report.js';
export * from './errors.js';
export * from './scenario.js';
