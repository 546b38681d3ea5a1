/**
 * The service side of the arena: what a tool call returns, what a committed write records,
 * and the interface every service implements (seed, reset, one handler per registered tool).
 */
import type { ArenaSeed, ServiceId } from '../task.js';
import type { Audience } from '../tools/definitions.js';
import type { ToolArgs, ToolNameOf } from '../tools/registry.js';

/** One content field of a committed write, in registry order. */
export interface WrittenField {
  readonly name: string;
  readonly text: string;
}

/**
 * A write the service accepted and stored: who it reached and every content field as stored
 * (for mail: as received over SMTP and parsed). The metrics score these, all of them.
 */
export interface CommittedWrite {
  /** Position among the world's committed writes, from 0. */
  readonly seq: number;
  readonly service: ServiceId;
  readonly tool: string;
  /** Resolved recipients (addresses, handles, group or channel names, `public`). */
  readonly recipients: readonly string[];
  readonly audience: Audience;
  readonly fields: readonly WrittenField[];
  /** Id of the stored record (message, page, event, post). */
  readonly recordId: string;
}

/** What a handler reports before the world numbers the write. */
export type CommittedDraft = Omit<CommittedWrite, 'seq' | 'service' | 'tool' | 'audience'>;

/** The outcome of one tool call: a JSON result, or an error the agent sees as a tool error. */
export type ToolOutcome = { readonly ok: true; readonly result: unknown; readonly committed?: CommittedDraft } | { readonly ok: false; readonly error: string };

/** A successful outcome. */
export function success(result: unknown, committed?: CommittedDraft): ToolOutcome {
  return committed === undefined ? { ok: true, result } : { ok: true, result, committed };
}

/** A failed outcome (unknown id, unknown recipient, ...), shown to the agent. */
export function failure(error: string): ToolOutcome {
  return { ok: false, error };
}

/** One handler per registered tool of a service, with the tool's parsed argument type. */
export type ToolHandlers<S extends ServiceId> = {
  readonly [N in ToolNameOf<S>]: (args: ToolArgs<N>) => ToolOutcome | Promise<ToolOutcome>;
};

/** A service with real state. */
export interface ArenaService<S extends ServiceId = ServiceId> {
  readonly id: S;
  /** Replaces the state with the seed's records for this service. */
  seed(seed: ArenaSeed): Promise<void>;
  /** Empties the state. */
  reset(): Promise<void>;
  readonly handlers: ToolHandlers<S>;
  /** Releases servers and connections the service holds (not the shared database). */
  close(): Promise<void>;
}

/** Case-insensitive word match: the number of query words found in the text (0 when none). */
export function queryScore(query: string, ...texts: readonly string[]): number {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.#_-]+/u)
    .filter((word) => word.length > 1);
  if (words.length === 0) return 1;
  const haystack = texts.join('\n').toLowerCase();
  return words.filter((word) => haystack.includes(word)).length;
}

/** The first `length` characters of a text on one line, for discovery snippets. */
export function snippet(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1)}…`;
}

/** A list argument that an agent may give as one comma-separated string. */
export function asList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const items = typeof value === 'string' ? value.split(/[,;]/) : value;
  return items.map((item) => item.trim()).filter((item) => item !== '');
}
