// Reads the output of `npm test` (jest summaries and the browser runner's "N passed, N failed")
// and prints one closing line for the whole run in that same form.
// Fails when a suite or test was skipped, or when no test ran at all.
import { readFileSync } from 'node:fs';

// Colour codes would hide the summary lines from the patterns below.
// eslint-disable-next-line no-control-regex
const log = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;

for (const line of log.split('\n')) {
  const jest = /^Tests:\s+(.*)$/.exec(line.trim());
  if (jest) {
    for (const [, count, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === 'passed') passed += Number(count);
      else if (kind === 'failed') failed += Number(count);
      else skipped += Number(count);
    }
  }
  if (/^Test Suites:.*skipped/.test(line.trim())) skipped += 1;
  const browser = /^(\d+) passed, (\d+) failed$/.exec(line.trim());
  if (browser) {
    passed += Number(browser[1]);
    failed += Number(browser[2]);
  }
}

if (skipped > 0) console.error(`${skipped} skipped: CI runs every suite, none may be skipped.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || skipped > 0 || passed === 0 ? 1 : 0);
