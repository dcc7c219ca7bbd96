import { batchOf } from './batch-of';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchOf', () => {
  it('sends what one turn of the event loop asks for as one batch', async () => {
    const batches: number[][] = [];
    const loader = batchOf<number, number>(async (keys) => {
      batches.push([...keys]);
      return keys.map((key) => key * 10);
    });
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(3)])).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  describe('one at a time', () => {
    it('holds what arrives while a batch is under way, and sends it all as the next batch', async () => {
      const batches: number[][] = [];
      const first = gate();
      const loader = batchOf<number, number>(
        async (keys) => {
          batches.push([...keys]);
          if (batches.length === 1) await first.opened;
          return keys.map((key) => key * 10);
        },
        { oneAtATime: true },
      );
      const lone = loader.load(1);
      await nextTurn();
      await nextTurn();
      expect(batches).toEqual([[1]]); // a lone request goes at once
      const later = [2, 3, 4].map(async (key) => {
        await new Promise((resolve) => setTimeout(resolve, key));
        return loader.load(key);
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(batches).toEqual([[1]]); // held: the first batch is still under way
      first.open();
      expect(await lone).toBe(10);
      expect(await Promise.all(later)).toEqual([20, 30, 40]);
      expect(batches).toEqual([[1], [2, 3, 4]]);
    });

    it('sends the next batch after one that failed', async () => {
      let calls = 0;
      const loader = batchOf<number, number>(
        async (keys) => {
          calls += 1;
          if (calls === 1) throw new Error('database gone');
          return keys.map((key) => key);
        },
        { oneAtATime: true },
      );
      await expect(loader.load(1)).rejects.toThrow('database gone');
      expect(await loader.load(2)).toBe(2);
    });
  });
});
