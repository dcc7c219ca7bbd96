import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who uploaded each return photo, so a return request may only carry its own shopper's photos
 * (a photo URL is no secret once an admin or a mail has shown it).
 */
export class ReturnPhotoOwners1733003000090 implements MigrationInterface {
  name = 'ReturnPhotoOwners1733003000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE return_photos (
        path varchar(200) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A removed account takes its rows along (the foreign key's delete reads by user).
    await q.query(`CREATE INDEX return_photos_user_idx ON return_photos (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE return_photos`);
  }
}
