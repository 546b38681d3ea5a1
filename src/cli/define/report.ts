/** The `report` command line; its body (`commands/report.ts`) loads when the command runs. */
import type { Command } from 'commander';
// limits.js, not the renderer: the chart libraries load only when a report is rendered.
import { DEFAULT_MAX_FINDINGS } from '../../report/html/limits.js';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope report`. */
export interface ReportFlags {
  out?: string;
  title?: string;
  maxFindings: string;
  findings: boolean;
}

/** What `report` runs. */
export interface ReportBody {
  runReport(dir: string, flags: ReportFlags, io: CommandIO): Promise<number>;
}

/** `leakscope report <run-dir>`, running the body `load` resolves to. */
export function defineReport(load: () => Promise<ReportBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      program
        .command('report')
        .description('Re-render report.html (self-contained, offline) and report.md from a run directory (report.json + findings.jsonl)')
        .argument('<run-dir>', 'directory written by `audit --out` or `bench`')
        .option('--out <dir>', 'write into DIR instead of the run directory')
        .option('--title <title>', 'document title')
        .option('--max-findings <n>', 'findings rows shown in report.html (the rest are counted)', String(DEFAULT_MAX_FINDINGS))
        .option('--no-findings', 'render without findings.jsonl')
        .action(async (dir: string, flags: ReportFlags) => {
          const body = await load();
          setExit(await body.runReport(dir, flags, io));
        });
    },
  };
}
