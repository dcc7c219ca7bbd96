import { MigrationInterface, QueryRunner } from 'typeorm';

/** Parcels of an order: courier, AWB (tracking) number and, for "other" couriers, a tracking link. */
export class Shipments1733000300100 implements MigrationInterface {
  name = 'Shipments1733000300100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shipments (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        courier varchar(20) NOT NULL,
        courier_name varchar(100),
        awb varchar(40) NOT NULL,
        tracking_url varchar(500),
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX shipments_order_idx ON shipments (order_id, created_at)`);
    // One AWB is one parcel: a named courier's number cannot be entered twice ("other" couriers
    // are many companies, so their numbers may repeat).
    await q.query(`CREATE UNIQUE INDEX shipments_courier_awb_key ON shipments (courier, awb) WHERE courier <> 'other'`);
    // Parcels show in the admin's order list, which is reused while the orders change counter
    // stands (migration 1733000700003): a parcel written or removed raises it too. PL/pgSQL
    // resolves shop_count (migration 1733000700000) when the trigger fires, by which time every
    // migration of the boot has run.
    await q.query(`
      CREATE FUNCTION shop_shipments_touched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM shop_count('orders:changes', 1);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER shipments_touched AFTER INSERT OR UPDATE OR DELETE ON shipments
                   FOR EACH STATEMENT EXECUTE FUNCTION shop_shipments_touched()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shipments`);
    await q.query(`DROP FUNCTION shop_shipments_touched`);
  }
}
