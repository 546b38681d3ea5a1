#!/usr/bin/env node
/**
 * Renders report.html for examples/traces.jsonl and screenshots it (and the trace viewer) with
 * playwright-core driving Debian's Chromium, into docs/images/. Run after `npm run build`:
 *
 *   node scripts/screenshot-report.mjs [--full]
 *
 * --full also writes docs/images/report-full.png (the whole page).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const IMAGES = join(ROOT, 'docs/images');
const EXAMPLE = 'examples/traces.jsonl';

if (!existsSync(join(ROOT, 'dist/report/html/index.js'))) {
  console.error('screenshot-report: dist/ is missing; run `npm run build` first');
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`screenshot-report: ${CHROMIUM} not found (apt-get install chromium)`);
  process.exit(2);
}

const { audit } = await import(pathToFileURL(join(ROOT, 'dist/report/index.js')).href);
const { renderHtml } = await import(pathToFileURL(join(ROOT, 'dist/report/html/index.js')).href);
const { startViewer } = await import(pathToFileURL(join(ROOT, 'dist/report/viewer/index.js')).href);

process.chdir(ROOT);
const findings = [];
// A fixed clock so the picture only changes when the report does.
const { report } = await audit({ sources: [EXAMPLE], version: '0.1.0', now: () => new Date('2026-11-20T09:00:00.000Z'), onFinding: (finding) => void findings.push(finding) });
const work = mkdtempSync(join(tmpdir(), 'leakscope-shot-'));
const file = join(work, 'report.html');
writeFileSync(file, await renderHtml(report, { findings, title: 'Example audit: four hand-written traces' }));

mkdirSync(IMAGES, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  // The top of the report: header, headline rates, exclusions, channels and heat maps.
  const bottom = await page.locator('#heatmaps').evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.screenshot({ path: join(IMAGES, 'report.png'), fullPage: true, clip: { x: 0, y: 0, width: 1280, height: Math.ceil(bottom + 16) } });
  if (process.argv.includes('--full')) await page.screenshot({ path: join(IMAGES, 'report-full.png'), fullPage: true });

  const viewer = await startViewer({ sources: [EXAMPLE], port: 0 });
  try {
    const view = await browser.newPage({ viewport: { width: 1400, height: 1100 }, deviceScaleFactor: 1 });
    await view.goto(`${viewer.url}#trace=ex-hea-1`);
    await view.waitForSelector('#events mark.hl-vault-leak');
    await view.selectOption('#f-channel', 'C2');
    await view.selectOption('#f-leaked', 'true');
    await view.waitForFunction(() => document.querySelectorAll('#rows tr').length === 1);
    await view.screenshot({ path: join(IMAGES, 'viewer.png'), fullPage: true });
  } finally {
    await viewer.close();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`wrote ${join('docs/images', 'report.png')} and viewer.png`);
