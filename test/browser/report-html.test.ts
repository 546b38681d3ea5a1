import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/contracts/index.js';
import { audit } from '../../src/report/audit.js';
import { EXAMPLE_TRACES, rawValuesIn, vaultValues } from '../../src/report/html/example-vault.test-helpers.js';
import { renderHtml } from '../../src/report/html/index.js';
import { renderMarkdown } from '../../src/report/index.js';
import { ARTIFACTS, HAS_CHROMIUM, launchChromium, recordPage, SKIP_MESSAGE } from './chromium.js';

if (!HAS_CHROMIUM) console.warn(SKIP_MESSAGE);

describe.skipIf(!HAS_CHROMIUM)('report.html opened from disk in Chromium', () => {
  const dir = join(ARTIFACTS, 'report-html');
  const file = join(dir, 'report.html');
  let browser: Browser;
  let values: string[];

  beforeAll(async () => {
    const findings: Finding[] = [];
    const { report } = await audit({ sources: [EXAMPLE_TRACES], version: '0.1.0', onFinding: (finding) => void findings.push(finding) });
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, await renderHtml(report, { findings, title: 'leakscope example audit' }));
    writeFileSync(join(dir, 'report.md'), renderMarkdown(report));
    values = await vaultValues();
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  it('renders SVG charts with axis labels, with no console error and no request but the file itself', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const log = recordPage(page);
    const url = pathToFileURL(file).href;
    await page.goto(url, { waitUntil: 'load' });
    const charts = page.locator('svg.chart[role="img"]');
    expect(await charts.count()).toBeGreaterThanOrEqual(5);
    for (const chart of await charts.all()) {
      expect(await chart.getAttribute('aria-label')).not.toBe('');
      expect(await chart.locator('title').count()).toBe(1);
      const box = await chart.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(150);
    }
    const axisText = await page.locator('#channels svg.chart text').allTextContents();
    expect(axisText).toContain('leak rate (share of traces with the channel)');
    expect(axisText).toEqual(expect.arrayContaining(['C2 inter-agent messages (internal)', '0%', '100%']));
    // The exclusion table is visible without opening anything.
    await expect.poll(() => page.getByText('Excluded runs by reason').isVisible()).toBe(true);
    expect(await page.locator('#scope table').innerText()).toContain('failed model call');
    await page.screenshot({ path: join(ARTIFACTS, 'report-html.png'), fullPage: true });
    expect(log.errors).toEqual([]);
    expect(log.requests).toEqual([url]);
    await page.close();
  });

  it('keeps the data tables one click away (the accessible fallback of every chart)', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    const figure = page.locator('#channels figure');
    await figure.locator('summary').click();
    const table = figure.locator('details.data table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.innerText()).toContain('inter-agent messages');
    await page.close();
  });

  it('prints: navigation hidden, a PDF comes out', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav.toc').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });

  it('shows no raw vault value of the example traces, in the DOM or the markdown', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    const dom = await page.content();
    expect(rawValuesIn(dom, values)).toEqual([]);
    expect(rawValuesIn(await page.locator('body').innerText(), values)).toEqual([]);
    expect(await page.getByText('***-**-3981').count()).toBeGreaterThan(0);
    const markdown = await import('node:fs/promises').then((fs) => fs.readFile(join(dir, 'report.md'), 'utf8'));
    expect(rawValuesIn(markdown, values)).toEqual([]);
    await page.close();
  });
});
