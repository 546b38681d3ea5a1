/** Where a command writes: injected so commands can be tested without a process. */
export interface CommandIO {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** True when stderr is a terminal (progress indicators are drawn only then). */
  readonly interactive: boolean;
}

export function processIO(): CommandIO {
  return { stdout: process.stdout, stderr: process.stderr, interactive: Boolean(process.stderr.isTTY) };
}
