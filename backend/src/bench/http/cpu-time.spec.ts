import { startCpuCount } from './cpu-time';

function spin(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) Math.sqrt(Math.random());
}

describe('startCpuCount', () => {
  it("divides the process's CPU time over the window by the requests answered in it", () => {
    const count = startCpuCount(process.pid);
    spin(300);
    const { apiUs } = count(3);
    // 300 ms of CPU over 3 requests: about 100,000 µs each (ticks are 10 ms; the machine may lend
    // the loop less than all of its time).
    expect(apiUs).toBeGreaterThan(60_000);
    expect(apiUs).toBeLessThan(140_000);
  });

  it('knows nothing of a process that is not there', () => {
    expect(startCpuCount(2 ** 22 + 12_345)(10).apiUs).toBeNull();
  });
});
