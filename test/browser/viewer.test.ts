import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_TRACES, rawValuesIn, vaultValues } from '../../src/report/html/example-vault.test-helpers.js';
import { startViewer, type RunningViewer } from '../../src/report/viewer/index.js';
import { ARTIFACTS, HAS_CHROMIUM, launchChromium, recordPage, SKIP_MESSAGE, type PageLog } from './chromium.js';

if (!HAS_CHROMIUM) console.warn(SKIP_MESSAGE);

/** Every response body the page received, to check none carries a raw value. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    void response
      .text()
      .then((text) => bodies.push(text))
      .catch(() => undefined);
  });
  return bodies;
}

async function openLeakingC2Trace(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#rows tr');
  await page.selectOption('#f-channel', 'C2');
  await page.selectOption('#f-leaked', 'true');
  // A function predicate: a string one is eval'd in the page, which the viewer's CSP forbids.
  await page.waitForFunction(() => (globalThis as unknown as { document: { querySelectorAll(selector: string): { length: number } } }).document.querySelectorAll('#rows tr').length === 1);
  await page.locator('#rows button', { hasText: 'ex-hea-1' }).click();
  await page.waitForSelector('#events mark.hl-vault-leak');
}

describe.skipIf(!HAS_CHROMIUM)('leakscope view in Chromium', () => {
  let browser: Browser;
  let values: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    values = await vaultValues();
  });
  afterAll(async () => browser?.close());

  describe('masked (default)', () => {
    let viewer: RunningViewer;
    let page: Page;
    let log: PageLog;
    let bodies: string[];

    beforeAll(async () => {
      viewer = await startViewer({ sources: [EXAMPLE_TRACES], port: 0 });
      page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      log = recordPage(page);
      bodies = recordBodies(page);
      await openLeakingC2Trace(page, viewer.url);
    });
    afterAll(async () => {
      await page?.close();
      await viewer?.close();
    });

    it('filters to C2 leaks and shows the trace with highlighted, masked spans', async () => {
      const marks = await page.locator('#events mark.hl-vault-leak').allTextContents();
      expect(marks).toContain('***-**-3981');
      expect(marks.every((mark) => /^[*\-() /.]*\d{0,4}$|^CANARY_[A-Z_]+\*{4}$/.test(mark))).toBe(true);
      expect(await page.locator('#events mark').first().getAttribute('title')).toMatch(/leak|allowed|PII/);
      expect(await page.locator('#reveal').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, 'viewer.png'), fullPage: true });
    });

    it('groups the timeline by channel and by agent', async () => {
      await page.selectOption('#group-by', 'channel');
      expect(await page.locator('#events section.group h4').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^C2 inter-agent messages \(2\)$/)]));
      await page.selectOption('#group-by', 'agent');
      expect(await page.locator('#events section.group h4').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^coordinator/)]));
      await page.selectOption('#group-by', 'seq');
    });

    it('keeps raw values out of the DOM and out of every response, and loads nothing remote', async () => {
      const dom = await page.content();
      expect(rawValuesIn(dom, values)).toEqual([]);
      await expect.poll(() => bodies.length).toBeGreaterThan(3);
      for (const body of bodies) expect(rawValuesIn(body, values)).toEqual([]);
      expect(log.requests.every((request) => request.startsWith(viewer.url) || request.startsWith('data:'))).toBe(true);
      expect(log.errors).toEqual([]);
    });
  });

  describe('--show-values', () => {
    let viewer: RunningViewer;

    beforeAll(async () => {
      viewer = await startViewer({ sources: [EXAMPLE_TRACES], port: 0, showValues: true });
    });
    afterAll(async () => viewer?.close());

    it('masks until the reveal toggle is used, then shows the raw values', async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const log = recordPage(page);
      await openLeakingC2Trace(page, viewer.url);
      expect(rawValuesIn(await page.content(), values)).toEqual([]);
      await page.check('#reveal');
      await expect.poll(() => page.locator('#events mark.hl-vault-leak').allTextContents()).toContain('512-44-3981');
      await page.screenshot({ path: join(ARTIFACTS, 'viewer-revealed.png'), fullPage: true });
      await page.uncheck('#reveal');
      await expect.poll(() => page.locator('#events mark.hl-vault-leak').allTextContents()).toContain('***-**-3981');
      expect(log.errors).toEqual([]);
      await page.close();
    });
  });
});
