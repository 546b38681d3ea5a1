/** What the soak drives: a server it starts, and the requests it sends there. */
import type { Attempt } from './soak-load.js';
import type { SoakServer } from './soak-server.js';

/** A started server with the soak's clients ready. */
export interface RunningTarget {
  readonly server: SoakServer;
  /** Sends request `index` from worker `worker` (0 ≤ worker < the concurrency `start` was given). */
  attempt(index: number, worker: number): Promise<Attempt>;
  /**
   * Ends the clients' own state (MCP sessions), after the last measurement; the soak then stops the
   * server. Resolves with the kind of each failure (none: a clean close).
   */
  close(): Promise<readonly string[]>;
}

/** One server of `npm run soak`. */
export interface SoakTarget {
  /** What `npm run soak -- <id>` selects. */
  readonly id: string;
  readonly title: string;
  /** Starts the server and one client per worker. */
  start(concurrency: number): Promise<RunningTarget>;
}
