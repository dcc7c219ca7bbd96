#!/usr/bin/env node
// Browser journeys against a running shop.
//
//   E2E_BASE_URL=http://localhost:4173 node e2e/run.mjs [journey-name ...]
//
// Every file in e2e/journeys/ is a journey: it exports `title` and a default async function
// receiving { page, context, baseUrl, url, check }. Journeys run in file-name order; naming
// some on the command line runs only those. The last line of output is always
// "N passed, M failed", and the exit code is 1 when anything failed.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTally, launchBrowser, runJourney } from './harness.mjs';

const baseUrl = process.env.E2E_BASE_URL || 'http://localhost:3000';
const journeysDir = fileURLToPath(new URL('./journeys/', import.meta.url));
const wanted = process.argv.slice(2);

async function loadJourneys() {
  const files = (await readdir(journeysDir)).filter((file) => file.endsWith('.mjs')).sort();
  const journeys = [];
  for (const file of files) {
    const name = file.replace(/\.mjs$/, '');
    if (wanted.length && !wanted.includes(name)) continue;
    const module = await import(pathToFileURL(`${journeysDir}${file}`).href);
    journeys.push({ title: module.title ?? name, run: module.default });
  }
  return journeys;
}

const tally = createTally();
console.log(`Browser journeys against ${baseUrl}`);

let browser;
try {
  const journeys = await loadJourneys();
  if (journeys.length === 0) throw new Error(`No journeys matched: ${wanted.join(', ')}`);
  browser = await launchBrowser();
  for (const journey of journeys) await runJourney(browser, journey, { baseUrl, tally });
} catch (error) {
  tally.record('the journeys could start', error);
} finally {
  await browser?.close();
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exitCode = tally.failed > 0 ? 1 : 0;
