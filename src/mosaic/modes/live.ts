/**
 * Live mode: the agent gets a fresh workspace directory per run with the documents under
 * `docs/` and, when rules are on, the aggregation policy in `AGENTS.md`, reached only through
 * read-only `list_files` / `read_file` tools. The harness loads `AGENTS.md` into the system
 * prompt as project instructions, as coding-agent harnesses do. The directory is removed by
 * `dispose()`.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { AgentEnvironment, WorkspaceTools } from '../agents/types.js';
import { AGGREGATION_RULES, documentsFor, LIVE_DIRECTORY_HINT, LIVE_SYSTEM_PROMPT, queryFor, renderDocument, type MosaicConfiguration } from '../config.js';
import type { MosaicExample } from '../dataset.js';

/** One tool call made in a live run. */
export interface ToolCallRecord {
  readonly tool: 'list_files' | 'read_file';
  readonly path: string | null;
  /** The document id the call returned, when it read a benchmark document. */
  readonly documentId: string | null;
  /** The returned text (what entered the agent's context). */
  readonly result: string;
}

/** A prepared live run. */
export interface LiveRun {
  readonly root: string;
  readonly environment: Extract<AgentEnvironment, { mode: 'live' }>;
  /** Every tool call so far, in order. */
  readonly calls: readonly ToolCallRecord[];
  /** Ids of the documents read so far, in first-read order. */
  documentsRead(): string[];
  dispose(): Promise<void>;
}

/** A file name that describes a document without revealing its role (A, B or distractor). */
export function documentFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `docs/${slug === '' ? 'document' : slug}.md`;
}

async function listRecursive(root: string, dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listRecursive(root, full)));
    else if (entry.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
  return out.sort();
}

/**
 * Creates the workspace of one example under one configuration.
 *
 * @example
 * const run = await createLiveRun(example, configuration);
 * try { await agent.answer(run.environment); } finally { await run.dispose(); }
 */
export async function createLiveRun(example: MosaicExample, configuration: MosaicConfiguration, baseDir: string = tmpdir()): Promise<LiveRun> {
  const root = await mkdtemp(join(baseDir, 'leakscope-mosaic-'));
  const byPath = new Map<string, string>();
  try {
    await mkdir(join(root, 'docs'));
    for (const document of documentsFor(example, configuration)) {
      const path = documentFileName(document.title);
      byPath.set(path, document.id);
      await writeFile(join(root, path), renderDocument(document, configuration.headers));
    }
    if (configuration.rules) await writeFile(join(root, 'AGENTS.md'), `${AGGREGATION_RULES}\n`);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  const calls: ToolCallRecord[] = [];
  const tools: WorkspaceTools = {
    async listFiles() {
      const files = await listRecursive(root, root);
      calls.push({ tool: 'list_files', path: null, documentId: null, result: files.join('\n') });
      return files;
    },
    async readFile(path) {
      const target = resolve(root, path);
      const inside = relative(root, target);
      let result: string;
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
        result = `error: ${path} is outside the workspace`;
      } else {
        try {
          result = await readFile(target, 'utf8');
        } catch (error) {
          result = `error: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
        }
      }
      const normalized = inside.split(sep).join('/');
      calls.push({ tool: 'read_file', path, documentId: result.startsWith('error:') ? null : (byPath.get(normalized) ?? null), result });
      return result;
    },
  };
  const system = configuration.rules ? `${LIVE_SYSTEM_PROMPT}\n\nProject instructions (AGENTS.md):\n${AGGREGATION_RULES}` : LIVE_SYSTEM_PROMPT;
  return {
    root,
    environment: { mode: 'live', system, query: `${queryFor(example, configuration.intent)}\n\n${LIVE_DIRECTORY_HINT}`, tools },
    calls,
    documentsRead() {
      const ids: string[] = [];
      for (const call of calls) if (call.documentId !== null && !ids.includes(call.documentId)) ids.push(call.documentId);
      return ids;
    },
    async dispose() {
      await rm(root, { recursive: true, force: true });
    },
  };
}
