import { createConnection, createServer, Server, Socket } from 'node:net';
import { Client } from 'pg';

/**
 * A TCP relay between the shop and PostgreSQL that counts round trips: each simple query
 * ('Q') and each Sync ('S', which ends an extended-protocol query) the shop sends is one.
 * While asked to, it also keeps each statement the shop runs with its values (from Parse and
 * Bind), for a bare client to send again. The shop's own code is not touched to be measured.
 */

/** One statement as the shop sent it: its text and bound values, to be sent again by a bare client. */
export interface SentStatement {
  /** The prepared statement's name ('' for an unnamed one). */
  name: string;
  text: string;
  /** Values as sent: text, or base64 of a value bound in binary (node-postgres binds a Buffer so); null for NULL. */
  values: (string | { base64: string } | null)[];
}

/** A zero-terminated string at `at`, and where the next field starts. */
function cstring(message: Buffer, at: number): [string, number] {
  const end = message.indexOf(0, at);
  return [message.toString('utf8', at, end), end + 1];
}

/** The statement a Bind message ('B') runs, with its values. */
function bound(message: Buffer, prepared: Map<string, string>): SentStatement | null {
  let at = 5;
  [, at] = cstring(message, at); // the portal
  const [name, afterName] = cstring(message, at);
  at = afterName;
  const text = prepared.get(name);
  if (text === undefined) return null;
  const formatCount = message.readInt16BE(at);
  const formats = Array.from({ length: formatCount }, (_, i) => message.readInt16BE(at + 2 + 2 * i));
  at += 2 + 2 * formatCount;
  const valueCount = message.readInt16BE(at);
  at += 2;
  const values: SentStatement['values'] = [];
  for (let i = 0; i < valueCount; i++) {
    const length = message.readInt32BE(at);
    at += 4;
    if (length < 0) {
      values.push(null);
      continue;
    }
    const bytes = message.subarray(at, at + length);
    at += length;
    // One format code applies to every value; none means text.
    const binary = (formats.length === 1 ? formats[0] : (formats[i] ?? 0)) === 1;
    values.push(binary ? { base64: bytes.toString('base64') } : bytes.toString('utf8'));
  }
  return { name, text, values };
}

export class SqlRoundTripCounter {
  count = 0;
  /** While set, every statement the shop sends is added here. */
  recording: SentStatement[] | null = null;
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
    // Statements parsed on this connection, by name (the unnamed one is '').
    const prepared = new Map<string, string>();
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
        const message = pending.subarray(0, length);
        const query = type === 0x51 ? cstring(message, 5)[0] : '';
        if (type === 0x53 || type === 0x51) this.count++;
        if (type === 0x50) {
          // Parse: [name]\0[text]\0...
          const [name, at] = cstring(message, 5);
          prepared.set(name, cstring(message, at)[0]);
        } else if (this.recording && type === 0x42) {
          const statement = bound(message, prepared);
          if (statement) this.recording.push(statement);
        } else if (this.recording && type === 0x51) {
          this.recording.push({ name: '', text: query, values: [] });
        }
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
