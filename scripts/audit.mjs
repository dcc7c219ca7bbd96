// Checks the dependencies the shop runs with (`npm audit --omit=dev`) for known high or
// critical advisories. Fails on any. When the registry's audit endpoint cannot be reached (no
// network, a mirror without the advisory API), it says so and passes: an outage of a third
// party must not fail the build, and the line in the log tells that no audit happened.
// `node scripts/audit.mjs --report <file>` judges a saved `npm audit --json` answer instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BLOCKING = ['high', 'critical'];

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  return { output: result.stdout ?? '', failure: result.error?.message };
}

/** The advisories to fail on, or null when the answer is not an audit report (the endpoint failed). */
function blockingAdvisories(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return null;
  }
  if (!report || typeof report !== 'object' || !report.metadata?.vulnerabilities) return null;
  return Object.values(report.vulnerabilities ?? {})
    .filter((entry) => BLOCKING.includes(entry.severity))
    .map((entry) => {
      const titles = (entry.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title);
      return `${entry.severity}: ${entry.name} ${entry.range ?? ''} ${titles.join('; ')}`.trim();
    });
}

const reportFile = process.argv[2] === '--report' ? process.argv[3] : undefined;
const { output, failure } = reportFile ? { output: readFileSync(reportFile, 'utf8') } : runAudit();
const advisories = blockingAdvisories(output);
if (advisories === null) {
  let reason = failure ?? 'no audit report';
  try {
    reason = JSON.parse(output).message ?? reason;
  } catch {
    // not JSON: keep the reason above
  }
  const line = `npm audit skipped: the registry's audit endpoint could not be reached (${reason})`;
  console.log(process.env.GITHUB_ACTIONS ? `::warning::${line}` : `WARNING: ${line}`);
  process.exit(0);
}
if (advisories.length > 0) {
  console.error(`npm audit: ${advisories.length} high or critical advisories in runtime dependencies:`);
  for (const advisory of advisories) console.error(`  ${advisory}`);
  process.exit(1);
}
console.log('npm audit: no high or critical advisories in runtime dependencies');
