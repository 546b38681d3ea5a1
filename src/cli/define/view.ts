/** The `view` command line; its body (`commands/view.ts`) loads when the command runs. */
import type { Command } from 'commander';
import type { CommandIO } from '../io.js';
import type { CommandModule } from '../program.js';

/** Flags of `leakscope view`. */
export interface ViewFlags {
  port: string;
  host?: string;
  allowedHost?: string[];
  showValues?: boolean;
  scenarios?: string;
}

/** What `view` runs. */
export interface ViewBody {
  runView(inputs: readonly string[], flags: ViewFlags, io: CommandIO): Promise<number>;
}

/** `leakscope view <run-dir|traces...>`, running the body `load` resolves to. */
export function defineView(load: () => Promise<ViewBody>): CommandModule {
  return {
    register(program: Command, io: CommandIO, setExit: (status: number) => void) {
      program
        .command('view')
        .description('Browse traces in a local web page (127.0.0.1): filters, per-trace timelines, leak spans highlighted and masked')
        .argument('<inputs...>', 'a run directory (report.json + findings.jsonl) or trace files')
        .option('--port <port>', 'port to listen on (0 picks a free one)', '0')
        .option('--host <host>', 'address to listen on; anything but loopback serves trace content to the network')
        .option(
          '--allowed-host <name>',
          "also answer to this Host name, e.g. the machine's name when --host is not loopback (repeatable; 421 for any other)",
          (value: string, previous: string[]) => [...previous, value],
          [] as string[],
        )
        .option('--show-values', 'allow the page to reveal raw vault values (loopback only)')
        .option('--scenarios <file>', 'scenario file giving vaults and policies to traces that reference a scenario')
        .action(async (inputs: string[], flags: ViewFlags) => {
          const body = await load();
          setExit(await body.runView(inputs, flags, io));
        });
    },
  };
}
