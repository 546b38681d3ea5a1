/**
 * The PrivacyLens file (`main_data.json`, a JSON array) → a task manifest and tasks, with
 * counts of converted and dropped items and of each drop reason.
 */
import { TaskManifestSchema, type ArenaTask, type TaskManifest } from '../task.js';
import { convertPrivacyLensItem, PRIVACYLENS_CONVERTER, type ConversionOptions } from './convert.js';

export { readPrivacyLensFile } from '../../trace/importers/privacylens/source.js';

/** The converted dataset. */
export interface PrivacyLensConversion {
  readonly manifest: TaskManifest;
  readonly tasks: readonly ArenaTask[];
  /** Dropped items per first reason code. */
  readonly dropReasons: Readonly<Record<string, number>>;
  /** Converted items carrying each warning code. */
  readonly warningCounts: Readonly<Record<string, number>>;
}

/**
 * Converts every item.
 *
 * @example
 * const { items, sha256 } = await readPrivacyLensFile(path);
 * const { manifest, tasks } = convertPrivacyLens(items, { sha256 });
 */
export function convertPrivacyLens(items: readonly unknown[], meta: { readonly sha256?: string } & ConversionOptions = {}): PrivacyLensConversion {
  const tasks: ArenaTask[] = [];
  const entries = items.map((raw) => {
    const result = convertPrivacyLensItem(raw, meta);
    if (result.task !== undefined) tasks.push(result.task);
    return result.entry;
  });
  const dropReasons: Record<string, number> = {};
  const warningCounts: Record<string, number> = {};
  for (const entry of entries) {
    if (entry.status === 'dropped') {
      const code = entry.reasons[0]?.code ?? 'unknown';
      dropReasons[code] = (dropReasons[code] ?? 0) + 1;
    } else {
      for (const code of new Set(entry.warnings.map((warning) => warning.code))) warningCounts[code] = (warningCounts[code] ?? 0) + 1;
    }
  }
  const manifest = TaskManifestSchema.parse({ dataset: 'privacylens', converter: PRIVACYLENS_CONVERTER, items: entries, ...(meta.sha256 === undefined ? {} : { sourceSha256: meta.sha256 }) });
  return { manifest, tasks, dropReasons, warningCounts };
}
