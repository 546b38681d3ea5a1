/**
 * Starts a throw-away Radicale CalDAV server on 127.0.0.1 with a temporary config and storage
 * folder, waits until it listens, and stops it (and deletes the folder) on `stop`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LeakscopeError } from '../../contracts/index.js';

/** A running Radicale. */
export interface RunningRadicale {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** The Radicale executable, or undefined when it is not installed. */
export function findRadicale(binary = 'radicale'): string | undefined {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.error === undefined && probe.status === 0 ? binary : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts Radicale (`auth type = none`, owner-only rights, filesystem storage in a temp folder).
 *
 * @example const radicale = await startRadicale(); ... await radicale.stop();
 * @throws LeakscopeError `input-unreadable` when Radicale exits or does not listen within `timeoutMs`.
 */
export async function startRadicale(options: { readonly binary?: string; readonly timeoutMs?: number } = {}): Promise<RunningRadicale> {
  const folder = mkdtempSync(join(tmpdir(), 'leakscope-radicale-'));
  const port = await freePort();
  const config = join(folder, 'config');
  writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = none',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child = spawn(options.binary ?? 'radicale', ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-2000);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', () => {
    exited = true;
  });
  const stop = async (): Promise<void> => {
    if (!exited) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (!(await listening(port))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new LeakscopeError('input-unreadable', `Radicale did not start on 127.0.0.1:${port}${stderr === '' ? '' : `: ${stderr.trim()}`}`, { port });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}/`, port, stop };
}
