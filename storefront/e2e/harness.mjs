// The small machinery behind the browser journeys: one Chromium for the whole run, a fresh
// browser context per journey, and named checks that are counted, reported and, on failure,
// photographed.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHECK_TIMEOUT_MS = 20_000;
const ACTION_TIMEOUT_MS = 10_000;
const screenshotDir = fileURLToPath(new URL('../test-results/e2e/', import.meta.url));

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Tallies checks across all journeys and prints each result as it happens. */
export function createTally() {
  const results = [];
  return {
    record(name, error) {
      results.push({ name, error });
      if (error) {
        console.log(`  ✗ ${name}`);
        console.log(
          `      ${String(error.message ?? error)
            .split('\n')
            .join('\n      ')}`,
        );
      } else {
        console.log(`  ✓ ${name}`);
      }
    },
    get passed() {
      return results.filter((result) => !result.error).length;
    },
    get failed() {
      return results.filter((result) => result.error).length;
    },
  };
}

/**
 * Runs one journey module in its own browser context. The journey receives the page, the base
 * URL, a `url(path)` helper and `check(name, fn)`; every check is counted on its own so one
 * failure does not hide the rest. Uncaught page errors fail the journey as a final check.
 */
export async function runJourney(browser, journey, { baseUrl, tally }) {
  console.log(`\n${journey.title}`);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The shop shows its messages and questions in the page; a native dialog is a failure.
  const nativeDialogs = [];
  context.on('dialog', (dialog) => {
    nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });

  const check = async (name, fn) => {
    try {
      await withTimeout(fn(), CHECK_TIMEOUT_MS, `"${name}"`);
      tally.record(name);
    } catch (error) {
      tally.record(name, error);
      await mkdir(screenshotDir, { recursive: true });
      await page.screenshot({ path: `${screenshotDir}${slug(journey.title)}--${slug(name)}.png` }).catch(() => {});
    }
  };
  const url = (path) => new URL(path, baseUrl).toString();

  try {
    await journey.run({ page, context, baseUrl, url, check });
  } catch (error) {
    tally.record(`${journey.title} ran to the end`, error);
  }
  tally.record('the page raised no uncaught errors', pageErrors.length ? new Error(pageErrors.join('\n')) : undefined);
  tally.record(
    'the page opened no native dialog (alert, confirm, prompt)',
    nativeDialogs.length ? new Error(nativeDialogs.join('\n')) : undefined,
  );
  await context.close();
}
