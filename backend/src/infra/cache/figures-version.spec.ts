import type { DataSource } from 'typeorm';
import { FIGURES_POLL_MS, FiguresVersion } from './figures-version';

describe('FiguresVersion', () => {
  afterEach(() => jest.useRealTimers());

  it('closes only after the read under way has finished, and reads no more', async () => {
    jest.useFakeTimers();
    let answer: (rows: { print: string }[]) => void = () => undefined;
    const query = jest.fn(() => new Promise<{ print: string }[]>((resolve) => (answer = resolve)));
    const figures = new FiguresVersion({ isInitialized: true, query } as unknown as DataSource);

    jest.advanceTimersByTime(FIGURES_POLL_MS);
    expect(query).toHaveBeenCalledTimes(1);
    // A slow read is not started again while it is under way.
    jest.advanceTimersByTime(FIGURES_POLL_MS);
    expect(query).toHaveBeenCalledTimes(1);

    let closed = false;
    const closing = figures.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    answer([{ print: 'abc' }]);
    await closing;
    expect(figures.current()).toBe('abc.0');

    jest.advanceTimersByTime(10 * FIGURES_POLL_MS);
    expect(query).toHaveBeenCalledTimes(1);
  });
});
