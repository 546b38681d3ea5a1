import { Command, CommanderError } from 'commander';
// errors.js, not the contracts barrel: the program must start without loading the schemas (zod).
import { LeakscopeError } from '../contracts/errors.js';
import { EXIT, EXIT_BY_ERROR_CODE } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { PACKAGE_VERSION } from './version.js';

/** A CLI command module: registers itself and resolves to an exit status. */
export interface CommandModule {
  register(program: Command, io: CommandIO, setExit: (status: number) => void): void;
}

/**
 * Builds the `leakscope` program from command modules and runs it; resolves to the exit status.
 * The only place (with main.ts) that knows about exit statuses.
 */
export async function runProgram(argv: readonly string[], io: CommandIO, modules: readonly CommandModule[]): Promise<number> {
  let status: number = EXIT.ok;
  const program = new Command();
  program
    .name('leakscope')
    .description('Measure and stop privacy leakage in LLM agent systems, on all seven channels.')
    .version(PACKAGE_VERSION)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError('(run with --help for usage)');
  for (const module of modules)
    module.register(program, io, (next) => {
      status = Math.max(status, next);
    });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return status;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT.ok;
      return EXIT.badInput;
    }
    if (error instanceof LeakscopeError) {
      io.stderr.write(`leakscope: ${error.message}\n`);
      return EXIT_BY_ERROR_CODE[error.code];
    }
    io.stderr.write(`leakscope: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.internal;
  }
}
