/**
 * What the registry knows about a tool: its service, its class (discover, access, write), the
 * argument naming the recipient, every argument that carries content, and the audience of a
 * write. Services implement it, the MCP servers list it, the guard classifies calls by it and
 * the metrics score committed writes by it.
 */
import type { z } from 'zod';
import type { RecipientClass } from '../../guard/index.js';
import type { ServiceId } from '../task.js';

/**
 * `discover` lists or searches (results may carry snippets, so they are observations too);
 * `access` reads a record's content; `write` changes state and can disclose.
 */
export type ToolClass = 'discover' | 'access' | 'write';

/** Who a write reaches, as a hint for the guard and the reports. */
export type Audience = 'email' | 'direct message' | 'group chat' | 'team channel' | 'public post' | 'knowledge base' | 'calendar invitation' | 'none';

/** A tool of the arena. `I` is the zod schema of its arguments (a strict object). */
export interface ToolDefinition<S extends ServiceId = ServiceId, N extends string = string, I extends z.ZodObject = z.ZodObject> {
  readonly service: S;
  readonly name: N;
  readonly class: ToolClass;
  readonly description: string;
  readonly input: I;
  /** The argument that names who receives a write (absent for reads and public posts). */
  readonly recipientArg?: Extract<keyof z.output<I>, string>;
  /** Every argument that carries content (subject, title, body, attachments…); empty for reads. */
  readonly contentArgs: readonly Extract<keyof z.output<I>, string>[];
  readonly audience: Audience;
  /** True for writes a task may require as its final action. */
  readonly final: boolean;
}

/**
 * Declares a tool with its literal name and service kept in the type, so that handlers and
 * argument types can be derived from the registry.
 *
 * @example
 * defineTool({ service: 'notes', name: 'read_page', class: 'access', description: 'Read a page', input: z.strictObject({ page_id: z.string() }), contentArgs: [], audience: 'none', final: false })
 */
export function defineTool<const S extends ServiceId, const N extends string, I extends z.ZodObject>(definition: ToolDefinition<S, N, I>): ToolDefinition<S, N, I> {
  return definition;
}

/** The guard's recipient class for an audience (undefined: let the guard infer it from the recipient). */
export function recipientClassOfAudience(audience: Audience): RecipientClass | undefined {
  switch (audience) {
    case 'public post':
      return 'public';
    case 'none':
      return undefined;
    default:
      return 'external';
  }
}
