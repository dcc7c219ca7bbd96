import { startCpuCount } from './cpu-time';

/** Keeps the CPU busy until this process has used `ms` more of it, however the machine shares it out. */
function spinCpu(ms: number): void {
  const start = process.cpuUsage();
  const used = () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
  while (used() < ms) Math.sqrt(Math.random());
}

describe('startCpuCount', () => {
  it("divides the process's CPU time over the window by the requests answered in it", () => {
    const count = startCpuCount(process.pid);
    spinCpu(300);
    const { apiUs } = count(3);
    // 300 ms of CPU over 3 requests: 100,000 µs each, within /proc's 10 ms ticks and the
    // process's other threads (garbage collection) meanwhile.
    expect(apiUs).toBeGreaterThan(95_000);
    expect(apiUs).toBeLessThan(115_000);
  });

  it('knows nothing of a process that is not there', () => {
    expect(startCpuCount(2 ** 22 + 12_345)(10).apiUs).toBeNull();
  });
});
