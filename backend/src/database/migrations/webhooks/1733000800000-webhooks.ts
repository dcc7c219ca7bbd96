import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks: the endpoints admins register, the outbox every event is written to in
 * the transaction of the change it reports, and one delivery row per event and endpoint
 * (the delivery log, and the retry state the scheduler's jobs work from).
 */
export class Webhooks1733000800000 implements MigrationInterface {
  name = 'Webhooks1733000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        url varchar(2000) NOT NULL,
        description varchar(200) NOT NULL DEFAULT '',
        secret varchar(200) NOT NULL,
        events text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        consecutive_failures integer NOT NULL DEFAULT 0,
        disabled_reason varchar(300),
        disabled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_outbox (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        type varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz
      )`);
    // The retention prune: events past the log's 30 days, oldest first.
    await q.query(`CREATE INDEX webhook_outbox_created_idx ON webhook_outbox (created_at)`);
    // The dispatcher's work list: events not yet fanned out to the endpoints.
    await q.query(
      `CREATE INDEX webhook_outbox_undispatched_idx ON webhook_outbox (created_at) WHERE dispatched_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES webhook_outbox (id) ON DELETE CASCADE,
        event_type varchar(40) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        locked_until timestamptz,
        response_code integer,
        last_error varchar(500),
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The delivery log of an endpoint, newest first.
    await q.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)`);
    // An event's deliveries: the prune's check for pending ones, and its cascade.
    await q.query(`CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id)`);
    // The sweep's work list: deliveries due whose job was lost.
    await q.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_outbox`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
