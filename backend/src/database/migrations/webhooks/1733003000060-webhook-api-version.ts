import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The API version each webhook event's payload was built under, sent as `apiVersion`: an event
 * written before an upgrade and sent after it still says the shape it has. Events written
 * before this migration have the first version's shape.
 */
export class WebhookApiVersion1733003000060 implements MigrationInterface {
  name = 'WebhookApiVersion1733003000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_outbox ADD COLUMN api_version text NOT NULL DEFAULT '2026-11-01'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_outbox DROP COLUMN api_version`);
  }
}
