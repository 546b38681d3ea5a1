import type { CommandIO } from './io.js';

/** A progress line on stderr, drawn only after the work has taken a second, at most 4 times a second. */
export interface Progress {
  update(text: string): void;
  done(): void;
}

export function createProgress(io: CommandIO, now: () => number = Date.now): Progress {
  const started = now();
  let last = 0;
  let drawn = false;
  return {
    update(text) {
      const t = now();
      if (t - started < 1000 || t - last < (io.interactive ? 250 : 5000)) return;
      last = t;
      drawn = true;
      io.stderr.write(io.interactive ? `\r\u001b[2K${text}` : `${text}\n`);
    },
    done() {
      if (drawn && io.interactive) io.stderr.write('\r\u001b[2K');
    },
  };
}
