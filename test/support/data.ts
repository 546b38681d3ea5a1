/**
 * The one place the tests find the reference data (the AgentLeak and PrivacyLens releases), which
 * is not part of the repository: CI has it beside the checkout, a user's clone does not.
 *
 * `LEAKSCOPE_REFERENCE_DATA` names the directory; the value `none` hides the data (the suite then
 * runs as on a user's clone, as `.ci/run` does a second time); unset, it is `<repo>/../shared/data`.
 * A test that needs a file asks {@link referenceData} and skips, saying why, when it is absent.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from './paths.js';

/** The environment variable naming the reference data directory (`none`: hidden). */
export const REFERENCE_DATA_VARIABLE = 'LEAKSCOPE_REFERENCE_DATA';

/** The reference data directory, or undefined when it is hidden with `LEAKSCOPE_REFERENCE_DATA=none`. */
export function referenceDataDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[REFERENCE_DATA_VARIABLE];
  if (value === 'none') return undefined;
  return value === undefined || value === '' ? resolve(PROJECT_ROOT, '../shared/data') : resolve(PROJECT_ROOT, value);
}

/**
 * The absolute path of a reference data file (relative to the data directory), or undefined when
 * the data is hidden or the file is absent.
 *
 * @example const release = referenceData('agentleak/traces.jsonl.gz');
 * describe.skipIf(release === undefined)('audit on the AgentLeak release', () => { ... });
 */
export function referenceData(relativePath: string): string | undefined {
  const dir = referenceDataDir();
  if (dir === undefined) return undefined;
  const path = join(dir, relativePath);
  return existsSync(path) ? path : undefined;
}

/** Why a reference data file is unavailable, for skip messages. */
export function referenceDataAbsence(relativePath: string): string {
  const dir = referenceDataDir();
  return dir === undefined
    ? `the reference data is hidden (${REFERENCE_DATA_VARIABLE}=none), as on a user's clone`
    : `${join(dir, relativePath)} is absent (the reference data is not part of the repository; set ${REFERENCE_DATA_VARIABLE} to its directory)`;
}

/**
 * {@link referenceData}, and a warning naming what is skipped when the file is unavailable.
 *
 * @example const release = needReferenceData('agentleak/traces.jsonl.gz', 'the AgentLeak acceptance tests');
 */
export function needReferenceData(relativePath: string, skipped: string): string | undefined {
  const path = referenceData(relativePath);
  if (path === undefined) console.warn(`skipping ${skipped}: ${referenceDataAbsence(relativePath)}`);
  return path;
}
