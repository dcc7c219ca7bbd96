import type { BenchRow } from './rows';
import type { LoadResult } from './load-plan';
import { CART_ADDITIONS_EACH, CART_LINES, SHOPPERS } from './fixtures';

export interface Measured {
  row: BenchRow;
  app: LoadResult;
  bare: LoadResult;
  /** The app's constant endpoint, measured in rounds between this row's (for the constant row: itself). */
  constant: LoadResult;
  bytes: number;
  sqlRoundTrips: number;
  rssMb: number;
  ofBare: number;
  ofConstant: number;
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
    fmt(m.bare.rps),
    fmt(m.ofBare, 3),
    fmt(m.constant.rps),
    fmt(m.ofConstant, 2),
    fmt(m.bare.rps / m.constant.rps, 2),
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

export function printTable(results: Measured[]): void {
  const rows = [HEADER, ...tableRows(results)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [n, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => (i === 0 || i >= BUDGET_COLUMN ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

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
  const lines = [
    '# HTTP benchmark',
    '',
    '`npm run bench:http` boots the built shop in production mode on PostgreSQL and Redis with a',
    `generated shop (${context.size}), and loads each request with autocannon from a separate process`,
    `(${context.settings}). Traffic is varied as shoppers vary it: many pages, sorts, filters,`,
    'products, search terms and shoppers. Each row is compared with a bare `node:http` server',
    "answering the same number of bytes and with the app's constant endpoint (`GET /`,",
    '"constant req/s"), the three measured in turn, in rounds of about two seconds and in a new',
    'order each round, so that each row is judged against the machine as it was over the same',
    'span of time. "bare of constant" is the most any server could',
    "reach on the row's bytes: bare node:http's share of the constant. SQL round trips are counted",
    'on first (uncached) requests of a read row, and on ten requests of a write row after each of',
    'its bodies was sent once, to a second shop process whose connections to PostgreSQL pass',
    'through a counting relay; the measured shop connects directly, as in production. p50 and',
    "p99 are taken from every successful answer's own time, not rounded to whole milliseconds.",
    'CPU µs/req is the CPU time the API process (all its threads: mail, garbage collection) and',
    "PostgreSQL's processes spent per answer over the measured seconds: unlike req/s it does not",
    'move with what else the machine runs, so it shows what a change to the code did to a row.',
    'Machine CPU µs/req is the CPU time of the whole machine per answer (the API, PostgreSQL,',
    'Redis, the load generator and the network stack), and machine busy the share of all cores',
    'it kept busy. "of constant at full CPU" is the share of the constant the row would reach if it',
    'kept every core busy at that cost per answer: when it is below the budget, only less CPU time',
    'per request can meet it.',
    `The cart rows are those of ${SHOPPERS.toLocaleString('en')} signed-in shoppers, each cart holding ${CART_LINES} lines; in the`,
    `cart-addition row each shopper adds ${CART_ADDITIONS_EACH} products of its own in turn, so its cart holds ${CART_LINES + CART_ADDITIONS_EACH}.`,
    'Each order of the checkout row holds two lines: a product whose pieces are counted (reserved',
    'and written to the stock history) and one made to order.',
    '',
    `- machine: ${context.machine}`,
    `- date: ${context.date}`,
    `- commit: ${context.commit}`,
    `- API resident memory at most: ${fmt(context.rssMb)} MB; boot to healthy: ${fmt(context.bootMs / 1000, 1)} s`,
    '',
    '![req/s as a share of bare node:http](benchmarks.svg)',
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, i) => (i === 0 || i >= BUDGET_COLUMN ? '---' : '---:')).join('|')}|`,
    ...tableRows(results).map((row) => `| ${row.map((cell, i) => (i === 0 ? `\`${cell}\`` : cell)).join(' | ')} |`),
    '',
  ];
  return lines.join('\n');
}

/** A horizontal bar chart of each row's req/s as a share of bare node:http. */
export function svgChart(results: Measured[]): string {
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
