/**
 * Debian's Chromium driven by playwright-core (nothing downloads a browser). Tests skip with a
 * clear message when /usr/bin/chromium is absent; CI installs it (`apt-get install chromium`).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { PROJECT_ROOT } from '../support/paths.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
export const SKIP_MESSAGE = `browser tests skipped: ${CHROMIUM_PATH} not found (install Debian's chromium: apt-get install chromium)`;

/** Where screenshots go (gitignored). */
export const ARTIFACTS = join(PROJECT_ROOT, 'test-artifacts');

/** Flags that keep Chromium off the network (this machine refuses its background connections). */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

/** Launches headless Chromium with a fresh profile. */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/** What a page did: every request URL, and console errors and uncaught exceptions. */
export interface PageLog {
  readonly requests: string[];
  readonly errors: string[];
}

/** Records requests and errors of a page from now on. */
export function recordPage(page: Page): PageLog {
  const log: PageLog = { requests: [], errors: [] };
  page.on('request', (request) => log.requests.push(request.url()));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') log.errors.push(message.text());
  });
  page.on('pageerror', (error) => log.errors.push(error.message));
  return log;
}
