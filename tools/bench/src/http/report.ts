import type { BenchRow } from './rows';
import type { LoadResult } from './load-plan';

export interface Measured {
  row: BenchRow;
  app: LoadResult;
  /** Bare node:http answering the row's bytes (not measured beside a cold row). */
  bare: LoadResult | null;
  /** The app's constant endpoint, measured in rounds between this row's (for the constant row: itself). */
  constant: LoadResult;
  /** A cold row's bare `pg` client, a write row's pgbench -N (see database-yardsticks.ts). */
  database: LoadResult | null;
  bytes: number;
  sqlRoundTrips: number;
  rssMb: number;
  ofBare: number | null;
  ofConstant: number;
  ofDatabase: number | null;
  failures: string[];
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const HEADER = [
  'request',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'bare req/s',
  'of bare',
  'constant req/s',
  'of constant',
  'bare of constant',
  'database req/s',
  'of database',
  'SQL/req',
  'API CPU µs/req',
  'PostgreSQL CPU µs/req',
  'machine CPU µs/req',
  'machine busy',
  'of constant at full CPU',
  'budget',
  'verdict',
];

/** Budget and verdict are text, left-aligned; the figures before them are right-aligned. */
const BUDGET_COLUMN = HEADER.indexOf('budget');

function budgetText(row: BenchRow): string {
  const parts: string[] = [];
  if (row.budget.ofBare !== undefined) parts.push(`≥ ${row.budget.ofBare} of bare`);
  if (row.budget.ofConstant !== undefined) parts.push(`≥ ${row.budget.ofConstant} of constant`);
  if (row.budget.ofPgbench !== undefined) parts.push(`≥ ${row.budget.ofPgbench} of pgbench`);
  if (row.budget.maxP99Ms !== undefined) parts.push(`p99 ≤ ${row.budget.maxP99Ms} ms`);
  if (row.budget.maxSqlRoundTrips !== undefined) parts.push(`≤ ${row.budget.maxSqlRoundTrips} SQL`);
  return parts.join(', ') || 'errors, p99';
}

/** Not known (no /proc, or PostgreSQL on another machine): a dash. */
const cpuText = (us: number | null | undefined) => (us === null || us === undefined ? '-' : fmt(us));

const shareText = (share: number | null | undefined) =>
  share === null || share === undefined ? '-' : `${fmt(share * 100)}%`;

/**
 * The row's share of the constant endpoint if it kept every core busy at the CPU time per
 * request it was measured at: below the budget, no change of concurrency or waiting can meet
 * it, only less CPU time per request can (batched writes grow cheaper per request as the load
 * grows, so for them it is a little low).
 */
export function ofConstantAtFullCpu(m: Pick<Measured, 'app' | 'ofConstant'>): number | null {
  const busy = m.app.cpu?.machineBusy;
  return busy ? m.ofConstant / busy : null;
}

const shareOfConstantText = (share: number | null) => (share === null ? '-' : fmt(share, 2));

export function tableRows(results: Measured[]): string[][] {
  return results.map((m) => [
    m.row.name,
    fmt(m.app.rps),
    fmt(m.app.p50, 1),
    fmt(m.app.p99, 1),
    String(m.app.errors),
    m.bare ? fmt(m.bare.rps) : '-',
    m.ofBare === null ? '-' : fmt(m.ofBare, 3),
    fmt(m.constant.rps),
    fmt(m.ofConstant, 2),
    m.bare ? fmt(m.bare.rps / m.constant.rps, 2) : '-',
    m.database ? fmt(m.database.rps) : '-',
    m.ofDatabase === null ? '-' : fmt(m.ofDatabase, 3),
    fmt(m.sqlRoundTrips, 1),
    cpuText(m.app.cpu?.apiUs),
    cpuText(m.app.cpu?.postgresUs),
    cpuText(m.app.cpu?.machineUs),
    shareText(m.app.cpu?.machineBusy),
    shareOfConstantText(ofConstantAtFullCpu(m)),
    budgetText(m.row),
    m.failures.length ? `MISSED: ${m.failures.join('; ')}` : 'ok',
  ]);
}

export const HOT_AND_COLD_HEADER = [
  'request',
  'hot req/s',
  'hot p99 ms',
  'cold req/s',
  'cold p50 ms',
  'cold p99 ms',
  'cold of constant',
  'bare pg req/s',
  'cold of bare pg',
  'cold SQL/req',
  'cold budget',
  'cold verdict',
];

/** Each cold row beside its hot row. */
export function hotAndColdRows(results: Measured[]): string[][] {
  return results.flatMap((cold) => {
    const hot = results.find((m) => m.row.name === cold.row.coldOf);
    if (!cold.row.coldOf) return [];
    return [
      [
        cold.row.coldOf,
        hot ? fmt(hot.app.rps) : '-',
        hot ? fmt(hot.app.p99, 1) : '-',
        fmt(cold.app.rps),
        fmt(cold.app.p50, 1),
        fmt(cold.app.p99, 1),
        fmt(cold.ofConstant, 3),
        cold.database ? fmt(cold.database.rps) : '-',
        cold.ofDatabase === null ? '-' : fmt(cold.ofDatabase, 2),
        fmt(cold.sqlRoundTrips, 1),
        budgetText(cold.row),
        cold.failures.length ? `MISSED: ${cold.failures.join('; ')}` : 'ok',
      ],
    ];
  });
}

function printAligned(header: string[], body: string[][], textFrom: number): void {
  const rows = [header, ...body];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [n, row] of rows.entries()) {
    console.log(
      row.map((cell, i) => (i === 0 || i >= textFrom ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    );
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function printTable(results: Measured[]): void {
  printAligned(HEADER, tableRows(results), BUDGET_COLUMN);
  const pairs = hotAndColdRows(results);
  if (pairs.length === 0) return;
  console.log('\nHot and cold');
  printAligned(HOT_AND_COLD_HEADER, pairs, HOT_AND_COLD_HEADER.indexOf('cold budget'));
}

const markdownTable = (header: string[], body: string[][], textFrom: number) => [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, i) => (i === 0 || i >= textFrom ? '---' : '---:')).join('|')}|`,
  ...body.map((row) => `| ${row.map((cell, i) => (i === 0 ? `\`${cell}\`` : cell)).join(' | ')} |`),
];

/** Where a full run writes its figures in docs/benchmarks.md; the text around them is kept. */
export const CURRENT_RUN_START = '<!-- npm run bench:http writes the current run below -->';
export const CURRENT_RUN_END = '<!-- end of the current run -->';

/** The current run's figures, as the section between the markers. */
export function markdown(
  results: Measured[],
  context: {
    machine: string;
    date: string;
    commit: string;
    size: string;
    rssMb: number;
    bootMs: number;
    settings: string;
  },
): string {
  return [
    CURRENT_RUN_START,
    '',
    `- shop: ${context.size}; the demo's deal on for the whole run`,
    `- load: ${context.settings}`,
    `- machine: ${context.machine}`,
    `- date: ${context.date}; commit: ${context.commit}`,
    `- API resident memory at most: ${fmt(context.rssMb)} MB; boot to healthy: ${fmt(context.bootMs / 1000, 1)} s`,
    '',
    '![req/s as a share of bare node:http](benchmarks.svg)',
    '',
    ...markdownTable(HOT_AND_COLD_HEADER, hotAndColdRows(results), HOT_AND_COLD_HEADER.indexOf('cold budget')),
    '',
    ...markdownTable(HEADER, tableRows(results), BUDGET_COLUMN),
    '',
    CURRENT_RUN_END,
  ].join('\n');
}

/** docs/benchmarks.md with the current run's section replaced (the history around it stays). */
export function withCurrentRun(doc: string, section: string): string {
  const start = doc.indexOf(CURRENT_RUN_START);
  const end = doc.indexOf(CURRENT_RUN_END);
  if (start < 0 || end < start)
    throw new Error(`docs/benchmarks.md has no "${CURRENT_RUN_START}" ... "${CURRENT_RUN_END}"`);
  return doc.slice(0, start) + section + doc.slice(end + CURRENT_RUN_END.length);
}

/** A horizontal bar chart of each row's req/s as a share of bare node:http (the rows measured beside it). */
export function svgChart(measured: Measured[]): string {
  const results = measured.filter((m): m is Measured & { ofBare: number } => m.ofBare !== null);
  const barHeight = 22;
  const labelWidth = 430;
  const chartWidth = 360;
  const top = 30;
  const height = top + results.length * (barHeight + 8) + 20;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const bars = results.map((m, i) => {
    const y = top + i * (barHeight + 8);
    const width = Math.max(1, Math.min(1, m.ofBare) * chartWidth);
    const colour = m.failures.length ? '#b3261e' : '#2e7d32';
    return [
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escape(m.row.name)}</text>`,
      `<rect x="${labelWidth}" y="${y}" width="${width.toFixed(1)}" height="${barHeight}" fill="${colour}"/>`,
      `<text x="${labelWidth + width + 6}" y="${y + 15}">${m.ofBare.toFixed(3)}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + chartWidth + 60}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<text x="${labelWidth}" y="18" font-weight="bold">req/s as a share of bare node:http (1.0 = as fast)</text>`,
    ...bars,
    '</svg>',
    '',
  ].join('\n');
}
