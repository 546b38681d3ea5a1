import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LeakscopeError, ReportSchema, type Report } from '../../contracts/index.js';
import { parseJson } from '../../lib/json-parse.js';
import { describeIssues } from '../../trace/issues.js';
import { FINDINGS_FILES, findingsFileIn, readFindingsFile } from '../../report/html/findings-file.js';
import { renderHtml } from '../../report/html/index.js';
import { renderMarkdown } from '../../report/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineReport, type ReportFlags } from '../define/report.js';
import type { CommandModule } from '../program.js';

/**
 * Reads and validates `<dir>/report.json`. Errors name the file and the first invalid field,
 * never a value (a hand-edited report could hold anything).
 */
export async function loadReport(dir: string): Promise<Report> {
  const path = join(dir, 'report.json');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new LeakscopeError('input-not-found', `${path}: ${code === 'ENOENT' ? 'not found (run `leakscope audit --out DIR` first)' : `cannot read (${code ?? 'error'})`}`, { path });
  }
  const json = parseJson(text);
  if (!json.ok) throw new LeakscopeError('invalid-record', `${path}: ${json.message}`, { path });
  const parsed = ReportSchema.safeParse(json.value);
  if (!parsed.success) throw new LeakscopeError('invalid-record', `${path}: not a leakscope report: ${describeIssues(parsed.error.issues, json.value)}`, { path });
  return parsed.data;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Re-renders report.html and report.md of a run directory. */
export async function runReport(dir: string, flags: ReportFlags, io: CommandIO): Promise<number> {
  if (!(await isDirectory(dir))) throw new LeakscopeError('input-not-found', `run directory not found: ${dir}`, { path: dir });
  const maxFindings = Number(flags.maxFindings);
  if (!Number.isInteger(maxFindings) || maxFindings < 0) throw new LeakscopeError('usage', `--max-findings expects a whole number, got "${flags.maxFindings}"`);
  const report = await loadReport(dir);
  const findingsPath = flags.findings ? findingsFileIn(dir) : null;
  if (flags.findings && findingsPath === null) {
    const expected = join(dir, FINDINGS_FILES[0]);
    throw new LeakscopeError('input-not-found', `${expected}: not found, nor ${FINDINGS_FILES[1]} (pass --no-findings to render without the findings table)`, { path: expected });
  }
  const out = flags.out ?? dir;
  await mkdir(out, { recursive: true });
  const html = await renderHtml(report, {
    ...(findingsPath === null ? {} : { findings: readFindingsFile(findingsPath) }),
    maxFindings,
    ...(flags.title === undefined ? {} : { title: flags.title }),
  });
  await writeFile(join(out, 'report.html'), html);
  await writeFile(join(out, 'report.md'), renderMarkdown(report, flags.title));
  io.stderr.write(`Wrote ${join(out, 'report.html')} (${(Buffer.byteLength(html) / 1024).toFixed(0)} KB) and report.md\n`);
  return EXIT.ok;
}

/** `leakscope report <run-dir>` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const reportCommand: CommandModule = defineReport(async () => ({ runReport }));
