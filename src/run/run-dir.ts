/**
 * The run directory `leakscope-out/<run-id>/`: `config.json` (everything needed to repeat the
 * run), `traces.jsonl` (or `traces.jsonl.gz`), and `cache.sqlite` for model responses. A new run
 * refuses an existing directory; a resumed run must present the same configuration digest, and
 * continues the traces file its config.json names.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LeakscopeError } from '../contracts/index.js';
import { canonicalJson, sha256Hex } from '../lib/canonical-json.js';

/** File names inside a run directory (traces uncompressed: `runBenchmark`'s default). */
export const RUN_FILES = { config: 'config.json', traces: 'traces.jsonl', cache: 'cache.sqlite' } as const;

/** The traces file of a run written with `compressTraces`. */
export const COMPRESSED_TRACES_FILE = 'traces.jsonl.gz';

/** The file names a run's config.json records. */
export interface RunFiles {
  readonly config: typeof RUN_FILES.config;
  readonly traces: typeof RUN_FILES.traces | typeof COMPRESSED_TRACES_FILE;
  readonly cache: typeof RUN_FILES.cache;
}

/** The file names of a new run. */
export function runFiles(compressTraces: boolean): RunFiles {
  return compressTraces ? { ...RUN_FILES, traces: COMPRESSED_TRACES_FILE } : RUN_FILES;
}

/** Version of the config.json layout. */
export const RUN_CONFIG_VERSION = '1';

/** The parts of a configuration that decide what the traces contain (the digest covers them). */
export interface RunDefinition {
  readonly scenarios: { readonly source: string | null; readonly count: number; readonly hashDigest: string };
  readonly agents: readonly string[];
  readonly model: string | null;
  readonly baseURL: string | null;
  readonly defenses: readonly string[];
  readonly paths: readonly string[];
  readonly seed: number;
  readonly timeoutMs: number;
  readonly retry: Readonly<Record<string, number>>;
  readonly maxSteps: number;
  readonly toolOutputFormat: string;
  readonly embedScenario: boolean;
  readonly packageVersion: string;
  readonly promptTemplates: Readonly<Record<string, string>>;
  readonly traceFormat: string;
  /** False when attacked units ran without their A0 twins (the baseline of targeted ASR); absent for the default (with twins). */
  readonly attackBaseline?: false;
  /** The task judge's `provider:model`, when one decides task success after the rules. */
  readonly taskJudge?: string;
  /** Units' clock when it is not the run's own (`logical`): part of the definition, so a resume cannot mix timestamp styles. Absent for the default. */
  readonly unitClock?: 'logical' | 'custom';
}

/** The contents of config.json. */
export interface RunConfig {
  readonly configVersion: string;
  readonly runId: string;
  readonly createdAt: string;
  /** SHA-256 of the canonical JSON of `definition`. */
  readonly digest: string;
  readonly definition: RunDefinition;
  /** Settings that do not change the traces (recorded for the record, not compared on resume). */
  readonly execution: { readonly concurrency: number };
  /** The files of the run; a resumed run keeps writing the traces file named here. */
  readonly files: RunFiles;
}

/** The digest of a run definition. */
export function definitionDigest(definition: RunDefinition): string {
  return sha256Hex(canonicalJson(definition));
}

/** The digest of a scenario list: SHA-256 over the scenarios' ids and content hashes, in order. */
export function scenarioListDigest(scenarios: ReadonlyArray<{ readonly id: string; readonly hash: string }>): string {
  return sha256Hex(scenarios.map((scenario) => `${scenario.id} ${scenario.hash}`).join('\n'));
}

async function readConfig(path: string): Promise<RunConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new LeakscopeError('input-not-found', `cannot resume: ${path} does not exist`, { path });
  }
  try {
    return JSON.parse(text) as RunConfig;
  } catch {
    throw new LeakscopeError('input-unreadable', `cannot resume: ${path} is not valid JSON`, { path });
  }
}

function differences(saved: RunDefinition, wanted: RunDefinition): string[] {
  const keys = Object.keys(wanted) as Array<keyof RunDefinition>;
  return keys.filter((key) => canonicalJson(saved[key] ?? null) !== canonicalJson(wanted[key]));
}

/** The traces file a saved config.json names; a config without `files` is from a run that wrote `traces.jsonl`. */
function savedTracesFile(saved: RunConfig, configPath: string): RunFiles['traces'] {
  const name: unknown = (saved.files as Partial<RunFiles> | undefined)?.traces ?? RUN_FILES.traces;
  if (name === RUN_FILES.traces || name === COMPRESSED_TRACES_FILE) return name;
  throw new LeakscopeError('invalid-config', `cannot resume: ${configPath}: files.traces is ${JSON.stringify(name)}, expected "${RUN_FILES.traces}" or "${COMPRESSED_TRACES_FILE}"`, {
    path: configPath,
  });
}

/**
 * Creates the directory of a new run (and writes config.json), or checks the one being resumed.
 * Returns the configuration in force: the new one, or the saved one on resume (whose `files`
 * name the traces file to continue, whatever the resuming run would have chosen).
 *
 * @throws LeakscopeError `invalid-config` when a new run's directory already holds a run, or a
 * resumed run's configuration differs (naming the differing settings).
 */
export async function prepareRunDir(runDir: string, config: RunConfig, resume: boolean): Promise<RunConfig> {
  const configPath = join(runDir, RUN_FILES.config);
  if (resume) {
    const saved = await readConfig(configPath);
    if (saved.digest !== config.digest) {
      const changed = saved.definition === undefined ? ['definition'] : differences(saved.definition, config.definition);
      throw new LeakscopeError('invalid-config', `cannot resume ${runDir}: the configuration differs from the saved one (${changed.join(', ') || 'digest'})`, { runDir, changed });
    }
    return { ...saved, files: { ...RUN_FILES, traces: savedTracesFile(saved, configPath) } };
  }
  await mkdir(runDir, { recursive: true });
  try {
    await writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new LeakscopeError('invalid-config', `run directory ${runDir} already holds a run; resume it or choose another run id`, { runDir });
    }
    throw error;
  }
  return config;
}

/** Writes a file atomically (temp file + rename), for small JSON outputs. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}
