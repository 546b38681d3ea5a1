import { readFile } from 'node:fs/promises';
import { LeakscopeError, ScenarioSchema, type Scenario } from '../contracts/index.js';
import { parseJson } from '../lib/json-parse.js';
import { describeIssues } from '../trace/issues.js';

/** Loads vault, policy and task (whose request tells echoes from leaks) per scenario id from a scenario JSONL file (for `audit --scenarios`). */
export async function loadScenarioContexts(path: string): Promise<Map<string, Pick<Scenario, 'vault' | 'policy' | 'task'>>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new LeakscopeError('input-not-found', `cannot read scenario file ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  const out = new Map<string, Pick<Scenario, 'vault' | 'policy' | 'task'>>();
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const json = parseJson(line);
    if (!json.ok) throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: ${json.message}`);
    const parsed = ScenarioSchema.safeParse(json.value);
    if (!parsed.success) {
      throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: ${describeIssues(parsed.error.issues.slice(0, 1), json.value)} (run \`leakscope scenarios validate ${path}\`)`);
    }
    out.set(parsed.data.id, { vault: parsed.data.vault, policy: parsed.data.policy, task: parsed.data.task });
  }
  return out;
}
