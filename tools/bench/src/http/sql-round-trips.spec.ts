import { Client, Pool } from 'pg';
import { replaySql } from './database-yardsticks';
import { SqlRoundTripCounter } from './sql-round-trips';

// The PostgreSQL server the bench runs against (CI sets DATABASE_URL, as for the backend's suites).
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

describe('SqlRoundTripCounter', () => {
  let counter: SqlRoundTripCounter;
  let viaCounter: string;

  beforeAll(async () => {
    counter = new SqlRoundTripCounter({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    const relayed = new URL(serverUrl);
    relayed.host = `127.0.0.1:${await counter.listen()}`;
    viaCounter = relayed.toString();
  });
  afterAll(() => counter.close());

  it('counts round trips and keeps the statements sent, with their values, for a bare client to send again', async () => {
    const client = new Client({ connectionString: viaCounter });
    await client.connect();
    try {
      const before = counter.count;
      counter.recording = [];
      await client.query('SELECT $1::int + $2::int AS sum', [1, 2]);
      // A named statement is parsed once per connection; the second run sends its name alone.
      await client.query({ name: 'bench_spec_named', text: 'SELECT upper($1) AS word', values: ['a'] });
      await client.query({ name: 'bench_spec_named', text: 'SELECT upper($1) AS word', values: [null] });
      await client.query('SELECT 1');
      const recorded = counter.recording;
      counter.recording = null;
      expect(counter.count - before).toBe(4);
      expect(recorded).toEqual([
        { name: '', text: 'SELECT $1::int + $2::int AS sum', values: ['1', '2'] },
        { name: 'bench_spec_named', text: 'SELECT upper($1) AS word', values: ['a'] },
        { name: 'bench_spec_named', text: 'SELECT upper($1) AS word', values: [null] },
        { name: '', text: 'SELECT 1', values: [] },
      ]);

      const pool = new Pool({ connectionString: serverUrl.toString(), max: 2 });
      let next = 0;
      const times: number[] = [];
      try {
        const sent = await replaySql(
          pool,
          2,
          [recorded.slice(0, 2), recorded.slice(2)],
          0.3,
          () => next++,
          (ms) => times.push(ms),
        );
        expect(sent.errors).toBe(0);
        expect(sent.completed).toBeGreaterThan(0);
        expect(times).toHaveLength(sent.completed);
      } finally {
        await pool.end();
      }
    } finally {
      await client.end();
    }
  });
});
