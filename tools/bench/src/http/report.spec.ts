import type { LoadResult } from './load-plan';
import { ofConstantAtFullCpu } from './report';

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
