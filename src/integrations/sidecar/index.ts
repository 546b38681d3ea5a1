/**
 * The HTTP sidecar: the runtime guard beside any agent, over HTTP on loopback.
 */
export {
  createSidecarApp,
  startSidecar,
  isLoopback,
  DEFAULT_MAX_SESSIONS,
  DEFAULT_SESSION_IDLE_MS,
  type SidecarOptions,
  type SidecarServerOptions,
  type WorkerSidecarOptions,
  type SessionFactory,
  type RunningSidecar,
} from './sidecar.js';
export { SESSION_HEADER, isSessionId } from './sessions.js';
export type { GuardWorkerSpec, JudgeSpec } from './worker-host.js';
