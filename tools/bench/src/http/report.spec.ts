import type { LoadResult } from './load-plan';
import { CURRENT_RUN_END, CURRENT_RUN_START, ofConstantAtFullCpu, withCurrentRun } from './report';

const app = (machineBusy: number | null): LoadResult => ({
  rps: 1_000,
  roundRps: [1_000],
  total: 10_000,
  p50: 1,
  p99: 2,
  errors: 0,
  statuses: {},
  sent: 10_000,
  cpu: { apiUs: 100, postgresUs: 50, machineUs: 180, machineBusy },
});

describe('ofConstantAtFullCpu', () => {
  it('scales the share of the constant to every core busy at the same cost per answer', () => {
    // 0.16 of the constant with 80% of the cores busy: 0.2 with all of them.
    expect(ofConstantAtFullCpu({ app: app(0.8), ofConstant: 0.16 })).toBeCloseTo(0.2, 10);
  });

  it('is unknown when the machine could not be read', () => {
    expect(ofConstantAtFullCpu({ app: app(null), ofConstant: 0.16 })).toBeNull();
    expect(ofConstantAtFullCpu({ app: { ...app(0.5), cpu: undefined }, ofConstant: 0.16 })).toBeNull();
  });
});

describe('withCurrentRun', () => {
  const doc = ['# Benchmarks', 'intro', CURRENT_RUN_START, 'old figures', CURRENT_RUN_END, '## History', 'kept'].join(
    '\n',
  );

  it("replaces the current run's section and keeps the text around it", () => {
    const section = [CURRENT_RUN_START, 'new figures', CURRENT_RUN_END].join('\n');
    expect(withCurrentRun(doc, section)).toBe(
      ['# Benchmarks', 'intro', CURRENT_RUN_START, 'new figures', CURRENT_RUN_END, '## History', 'kept'].join('\n'),
    );
  });

  it('refuses a document without the markers rather than losing its history', () => {
    expect(() => withCurrentRun('# Benchmarks\n## History', 'figures')).toThrow(/no "/);
  });
});
