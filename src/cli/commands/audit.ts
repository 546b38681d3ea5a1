import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LeakscopeError, type Finding, type Report } from '../../contracts/index.js';
import { audit, renderCsv, renderMarkdown, renderText } from '../../report/index.js';
import { renderHtml } from '../../report/html/index.js';
import { readFindingsFile } from '../../report/html/findings-file.js';
import { createJsonlWriter } from '../../trace/writer.js';
import { EXIT } from '../exit-codes.js';
import type { CommandIO } from '../io.js';
import { defineAudit, type AuditFlags } from '../define/audit.js';
import type { CommandModule } from '../program.js';
import { createProgress } from '../progress.js';
import { PACKAGE_VERSION } from '../version.js';
import { gateValue } from '../gate.js';
import { loadScenarioContexts } from '../scenario-contexts.js';

function parseRate(text: string): number {
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new LeakscopeError('usage', `--fail-above expects a rate between 0 and 1 (or a percentage such as 5%), got "${text}"`);
  }
  return value;
}

/** Writes the report in every format into DIR (after findings.jsonl is closed: the HTML lists findings). */
export async function writeReportFiles(dir: string, report: Report): Promise<void> {
  await writeFile(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(dir, 'report.md'), renderMarkdown(report));
  await writeFile(join(dir, 'report.csv'), renderCsv(report));
  const findings = join(dir, 'findings.jsonl');
  await writeFile(join(dir, 'report.html'), await renderHtml(report, existsSync(findings) ? { findings: readFindingsFile(findings) } : {}));
}

export async function runAudit(sources: string[], flags: AuditFlags, io: CommandIO): Promise<number> {
  const failAbove = flags.failAbove === undefined ? undefined : parseRate(flags.failAbove);
  if (flags.out !== undefined) await mkdir(flags.out, { recursive: true });
  const findingsWriter = flags.out === undefined ? undefined : createJsonlWriter<Finding>(join(flags.out, 'findings.jsonl'));
  const progress = createProgress(io);
  const scenarios = flags.scenarios === undefined ? undefined : await loadScenarioContexts(flags.scenarios);
  try {
    const { report } = await audit({
      sources,
      labels: flags.labels,
      compareEmbedded: flags.compare === 'embedded',
      includeErrors: flags.includeErrors === true,
      semantic: flags.semantic,
      version: PACKAGE_VERSION,
      ...(scenarios === undefined ? {} : { scenarios }),
      ...(findingsWriter === undefined ? {} : { onFinding: (finding: Finding) => findingsWriter.write(finding) }),
      onProgress: ({ traces, rejected, leaking }) => progress.update(`audit: ${traces} traces, ${leaking} leaking, ${rejected} rejected lines`),
    });
    progress.done();
    await findingsWriter?.close();
    if (flags.out !== undefined) await writeReportFiles(flags.out, report);
    const rendered =
      flags.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : flags.format === 'md' ? renderMarkdown(report) : flags.format === 'csv' ? renderCsv(report) : renderText(report);
    io.stdout.write(rendered);
    if (flags.out !== undefined) io.stderr.write(`Wrote report.json, report.md, report.html, report.csv and findings.jsonl to ${flags.out}\n`);
    if (report.rejectedLines.total > 0) {
      io.stderr.write(`leakscope: ${report.rejectedLines.total} input lines were rejected; first: ${report.rejectedLines.examples[0]?.message ?? ''}\n`);
      return EXIT.badInput;
    }
    if (failAbove !== undefined) {
      const value = gateValue(report, flags.failOn);
      if (value !== null && value > failAbove) {
        io.stderr.write(`leakscope: ${flags.failOn} leak rate ${(100 * value).toFixed(1)}% is above --fail-above ${(100 * failAbove).toFixed(1)}%\n`);
        return EXIT.gateFailed;
      }
    }
    return EXIT.ok;
  } finally {
    progress.done();
    await findingsWriter?.close();
  }
}

/** `leakscope audit` with its body loaded (tests, private builds); the CLI loads the body on use (define/index.ts). */
export const auditCommand: CommandModule = defineAudit(async () => ({ runAudit }));
