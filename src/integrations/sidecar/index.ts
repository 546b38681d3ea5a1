/**
 * The HTTP sidecar: the runtime guard beside any agent, over HTTP on loopback.
 */
export { createSidecarApp, startSidecar, isLoopback, type SidecarOptions, type RunningSidecar } from './sidecar.js';
