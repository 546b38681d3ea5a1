import { readFile } from 'node:fs/promises';
import { LeakscopeError, ScenarioSchema, type Scenario } from '../contracts/index.js';

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
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: not valid JSON`);
    }
    const parsed = ScenarioSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: field "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'} (run \`leakscope scenarios validate ${path}\`)`);
    }
    out.set(parsed.data.id, { vault: parsed.data.vault, policy: parsed.data.policy, task: parsed.data.task });
  }
  return out;
}
