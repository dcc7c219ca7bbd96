import { createConnection, createServer, Server, Socket } from 'node:net';
import { Client } from 'pg';

/**
 * A TCP relay between the shop and PostgreSQL that counts round trips: each simple query
 * ('Q') and each Sync ('S', which ends an extended-protocol query) the shop sends is one.
 * The shop's own code is not touched to be measured.
 */
/**
 * The admin figures' version is read every 400 ms whatever the traffic (infra/cache/
 * figures-version.ts): not a round trip of any request, so not counted.
 */
function isVersionPoll(text: Buffer): boolean {
  const sql = text.toString('utf8');
  return sql.includes('md5(') && sql.includes('FROM shop_counters');
}

export class SqlRoundTripCounter {
  count = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly upstream: { host: string; port: number }) {
    this.server = createServer((client) => this.relay(client));
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as { port: number }).port));
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: Socket): void {
    const server = createConnection(this.upstream);
    // Without this, Nagle's algorithm and delayed ACKs add tens of milliseconds per query.
    client.setNoDelay(true);
    server.setNoDelay(true);
    this.sockets.add(client).add(server);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      server.write(chunk);
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      // The startup message has no type byte: [length][protocol]...; later ones: [type][length]...
      while (true) {
        if (!started) {
          if (pending.length < 4) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          pending = pending.subarray(length);
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1) + 1;
        if (pending.length < length) break;
        const type = pending[0];
        if (type === 0x53 || (type === 0x51 && !isVersionPoll(pending.subarray(5, length)))) this.count++;
        pending = pending.subarray(length);
      }
    });
    server.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      server.destroy();
      this.sockets.delete(client);
      this.sockets.delete(server);
    };
    client.on('close', end).on('error', end);
    server.on('close', end).on('error', end);
  }
}

/** How long no statement may be under way before the database counts as quiet. */
const QUIET_MS = 250;
const POLL_MS = 25;

/**
 * Waits until no statement of any other session runs on the database for a while (at most
 * 30 s): the measured shop has finished the previous row's work, a cleanup after its writes
 * included, and the next row is measured on a machine at rest.
 */
export async function untilDatabaseQuiet(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    let quietSince = Date.now();
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const { rows } = await db.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      );
      if (rows[0].busy > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await db.end();
  }
}
