/**
 * Task files: JSON Lines, the manifest first (`"type": "manifest"`), then one task per line.
 * Reading validates every line; a bad line is reported with its number and the rest is kept.
 */
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { LeakscopeError } from '../contracts/index.js';
import { parseJson } from '../lib/json-parse.js';
import { formatPath } from '../trace/issues.js';
import { ArenaTaskSchema, TaskManifestSchema, type ArenaTask, type TaskManifest } from './task.js';

/** A task file as read. */
export interface TaskFile {
  readonly manifest: TaskManifest | undefined;
  readonly tasks: readonly ArenaTask[];
  /** Lines that were not a valid manifest or task (`file:line: reason`, no content). */
  readonly rejected: readonly string[];
}

/**
 * Writes a task file.
 *
 * @example await writeTaskFile('tasks.jsonl', manifest, tasks);
 */
export async function writeTaskFile(path: string, manifest: TaskManifest | undefined, tasks: readonly ArenaTask[]): Promise<void> {
  const lines = [...(manifest === undefined ? [] : [JSON.stringify(manifest)]), ...tasks.map((task) => JSON.stringify(task))];
  await writeFile(path, lines.length === 0 ? '' : `${lines.join('\n')}\n`);
}

/**
 * Reads a task file.
 *
 * @example const { manifest, tasks, rejected } = await readTaskFile('tasks.jsonl');
 * @throws LeakscopeError `input-not-found` when the file does not exist.
 */
export async function readTaskFile(path: string): Promise<TaskFile> {
  const tasks: ArenaTask[] = [];
  const rejected: string[] = [];
  let manifest: TaskManifest | undefined;
  const stream = createReadStream(path, { encoding: 'utf8' });
  const opened = new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  try {
    await opened;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new LeakscopeError(code === 'ENOENT' ? 'input-not-found' : 'input-unreadable', `${path}: cannot read the task file (${String(code ?? error)})`, { path });
  }
  let number = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    number += 1;
    if (line.trim() === '') continue;
    const json = parseJson(line);
    if (!json.ok) {
      rejected.push(`${path}:${number}: ${json.message}`);
      continue;
    }
    const value = json.value;
    const type = (value as { type?: unknown } | null)?.type;
    const parsed = type === 'manifest' ? TaskManifestSchema.safeParse(value) : ArenaTaskSchema.safeParse(value);
    if (!parsed.success) {
      rejected.push(`${path}:${number}: invalid ${type === 'manifest' ? 'manifest' : 'task'} (${parsed.error.issues.map((issue) => formatPath(issue.path) || '(root)').join(', ')})`);
      continue;
    }
    if (parsed.data.type === 'manifest') manifest = parsed.data;
    else tasks.push(parsed.data);
  }
  return { manifest, tasks, rejected };
}

/** Parses one task object (e.g. from a fixture); throws `invalid-scenario` naming the failing fields. */
export function parseTask(value: unknown, source = 'task'): ArenaTask {
  const parsed = ArenaTaskSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new LeakscopeError('invalid-scenario', `${source}: invalid arena task\n${z.prettifyError(parsed.error)}`, { source });
}
