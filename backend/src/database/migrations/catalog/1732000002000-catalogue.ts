import { MigrationInterface, QueryRunner } from 'typeorm';

const CATEGORY_CHECK = `('Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top')`;

/** Products, their reviews, the one site-wide deal and the homepage reels. */
export class Catalogue1732000002000 implements MigrationInterface {
  name = 'Catalogue1732000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        name varchar(200) NOT NULL,
        description text NOT NULL DEFAULT '',
        category varchar(40) NOT NULL CHECK (category IN ${CATEGORY_CHECK}),
        material varchar(200),
        size varchar(200),
        metal varchar(200),
        price numeric(12,2) NOT NULL CHECK (price > 0),
        old_price numeric(12,2) CHECK (old_price > 0),
        image varchar(500) NOT NULL,
        additional_images jsonb NOT NULL DEFAULT '[]',
        rating numeric(3,2) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        review_count int NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        is_trending boolean NOT NULL DEFAULT false,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- Search weighs the name above the description.
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')
        ) STORED
      )`);
    // Shop listing: a category filtered by price; the default newest-first listing.
    await q.query(`CREATE INDEX products_category_price_idx ON products (category, price)`);
    await q.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC)`);
    await q.query(`CREATE INDEX products_trending_idx ON products (created_at DESC) WHERE is_trending`);
    await q.query(`CREATE INDEX products_rating_idx ON products (rating DESC, review_count DESC)`);
    // Search: full-text on name + description, trigram similarity on the name for typos.
    await q.query(`CREATE INDEX products_search_idx ON products USING gin (search)`);
    await q.query(`CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_author_idx ON products (author_id)`);

    await q.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- One review per shopper per product: posting again updates it.
        CONSTRAINT reviews_product_user_key UNIQUE (product_id, user_id)
      )`);
    await q.query(`CREATE INDEX reviews_product_created_idx ON reviews (product_id, created_at DESC)`);
    await q.query(`CREATE INDEX reviews_user_created_idx ON reviews (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE deals (
        -- The shop has exactly one site-wide deal.
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        title varchar(120) NOT NULL,
        description text NOT NULL DEFAULT '',
        discount smallint NOT NULL CHECK (discount BETWEEN 1 AND 90),
        image_url varchar(500),
        end_date timestamptz,
        categories text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE reels (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        instagram_url varchar(500) NOT NULL,
        embed_id varchar(64) NOT NULL,
        caption text NOT NULL CHECK (char_length(caption) <= 300),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reels_active_created_idx ON reels (is_active, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reels`);
    await q.query(`DROP TABLE deals`);
    await q.query(`DROP TABLE reviews`);
    await q.query(`DROP TABLE products`);
  }
}
