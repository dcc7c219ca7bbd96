import { CpuCount, machineCpuSeconds } from './cpu-time';

/** A count started now; the function stops it and answers it per request. */
function startCpuCount(pid: number): (requests: number) => ReturnType<CpuCount['perRequest']> {
  const count = new CpuCount(pid);
  count.resume();
  return (requests) => {
    count.pause();
    return count.perRequest(requests);
  };
}

/** Keeps the CPU busy until this process has used `ms` more of it, however the machine shares it out. */
function spinCpu(ms: number): void {
  const start = process.cpuUsage();
  const used = () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
  while (used() < ms) Math.sqrt(Math.random());
}

describe('CpuCount', () => {
  it("divides the process's CPU time over the window by the requests answered in it", () => {
    const count = startCpuCount(process.pid);
    spinCpu(300);
    const { apiUs } = count(3);
    // 300 ms of CPU over 3 requests: 100,000 µs each, within /proc's 10 ms ticks and the
    // process's other threads (garbage collection) meanwhile.
    expect(apiUs).toBeGreaterThan(95_000);
    expect(apiUs).toBeLessThan(115_000);
  });

  it("counts the whole machine's CPU time per request too, the process's own included", () => {
    const count = startCpuCount(process.pid);
    spinCpu(300);
    const { apiUs, machineUs, machineBusy } = count(3);
    // This process alone kept at least one core busy; the machine's figure holds it.
    expect(machineUs).toBeGreaterThan(0.9 * apiUs!);
    expect(machineBusy).toBeGreaterThan(0);
    expect(machineBusy).toBeLessThanOrEqual(1);
  });

  it('counts only the windows between resume and pause', () => {
    const count = new CpuCount(process.pid);
    count.resume();
    spinCpu(200);
    count.pause();
    // Not counted: the count is paused.
    spinCpu(300);
    count.resume();
    spinCpu(100);
    count.pause();
    // 300 ms over 3 requests, not 600 ms. The kernel counts in 10 ms ticks: each of the two
    // windows may read a tick short (280 ms was read once in CI).
    const { apiUs } = count.perRequest(3);
    expect(apiUs).toBeGreaterThanOrEqual(90_000);
    expect(apiUs).toBeLessThan(115_000);
  });

  it('knows nothing of a process that is not there', () => {
    expect(startCpuCount(2 ** 22 + 12_345)(10).apiUs).toBeNull();
  });
});

describe('machineCpuSeconds', () => {
  it('counts user, nice, system, irq and softirq as busy, and idle, I/O wait and steal only in the total', () => {
    const stat = 'cpu  700 100 200 900 50 10 40 30 0 0\ncpu0 350 50 100 450 25 5 20 15 0 0\nintr 1\n';
    expect(machineCpuSeconds(stat)).toEqual({ busy: 10.5, total: 20.3 });
  });

  it('answers null without a machine line', () => {
    expect(machineCpuSeconds('intr 1\n')).toBeNull();
  });
});
