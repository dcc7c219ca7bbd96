import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/modules/auth/token.service';
import { UsersService } from '../src/modules/auth/users.service';
import { ADDRESS, createProduct, setProfileAddress } from './checkout-fixtures';
import type { TestApp } from './harness';

/**
 * Shared by the fuzz suite and the authorization matrix: the operations of docs/openapi.json,
 * and a small shop to aim them at (three accounts, a product, an order, a coupon, a reel, a
 * cart line), with tokens that stay valid whatever the requests did to the accounts.
 */

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Schema {
  $ref?: string;
  /** OpenAPI 3.1: a nullable field has `['string', 'null']`. */
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Operation {
  /** "POST /api/orders/create-order" */
  key: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters: OpenApiParameter[];
  body?: { type: 'json' | 'form'; schema?: Schema };
  responses: string[];
}

export const OPENAPI = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> };
};

export function resolveSchema(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return OPENAPI.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
}

export function operations(): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(OPENAPI.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const content = (spec.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      const json = content?.['application/json'];
      const form = content?.['application/x-www-form-urlencoded'];
      const isForm = !json && (form !== undefined || (spec.requestBody === undefined && path.endsWith('/callback')));
      found.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method as Operation['method'],
        path,
        parameters: (spec.parameters as OpenApiParameter[] | undefined) ?? [],
        body: json
          ? { type: 'json', schema: json.schema }
          : isForm
            ? { type: 'form', schema: form?.schema }
            : undefined,
        responses: Object.keys((spec.responses as object | undefined) ?? {}),
      });
    }
  }
  return found;
}

export type Caller = 'anonymous' | 'user' | 'other' | 'admin';

export interface World {
  admin: { id: string; email: string };
  /** The shopper whose resources the fixtures are. */
  user: { id: string; email: string };
  /** Another shopper (user A on B's resources). */
  other: { id: string; email: string };
  /** An account the admin may delete or re-role. */
  victim: { id: string; email: string };
  productId: string;
  orderId: string;
  couponId: string;
  reelId: string;
  cartItemId: string;
  /** A token for the caller that is valid now (session versions move when accounts change). */
  tokenFor: (caller: Caller) => Promise<string | undefined>;
  /** Puts back the accounts and fixtures that successful requests removed. */
  restore: () => Promise<void>;
}

export async function buildWorld(shop: TestApp): Promise<World> {
  const db = shop.app.get(DataSource);
  const users = shop.app.get(UsersService);
  const tokens = shop.app.get(TokenService);
  const stamp = Date.now().toString(36);
  const emails = {
    admin: `fuzz-admin-${stamp}@example.com`,
    user: `fuzz-user-${stamp}@example.com`,
    other: `fuzz-other-${stamp}@example.com`,
    victim: `fuzz-victim-${stamp}@example.com`,
  };
  const account = async (role: 'admin' | 'user', email: string) => {
    const existing = await users.findByEmail(email);
    const user = existing ?? (await shop.createUser({ role, email })).user;
    if (user.role !== role) await users.setRole(user.id, role);
    return { id: user.id, email: user.email };
  };

  const world = {} as World;
  const fill = async () => {
    world.admin = await account('admin', emails.admin);
    world.user = await account('user', emails.user);
    world.other = await account('user', emails.other);
    world.victim = await account('user', emails.victim);
    await setProfileAddress(shop, world.user.id, ADDRESS);
    world.productId = await existingOr(db, 'products', world.productId, () =>
      createProduct(shop, { price: '1000.00' }),
    );
    world.orderId = await existingOr(db, 'orders', world.orderId, () => insertOrder(db, world.user, world.productId));
    world.couponId = await existingOr(db, 'coupons', world.couponId, async () => {
      const rows: { id: string }[] = await db.query(
        `INSERT INTO coupons (code, discount_percentage, expiry_date) VALUES ($1, 10, now() + interval '30 days')
         ON CONFLICT (code) DO UPDATE SET discount_percentage = 10 RETURNING id`,
        [`FUZZ${stamp}`.toUpperCase()],
      );
      return rows[0].id;
    });
    world.reelId = await existingOr(db, 'reels', world.reelId, async () => {
      const rows: { id: string }[] = await db.query(
        `INSERT INTO reels (instagram_url, embed_id, caption, is_active) VALUES ($1, $2, 'Fuzz reel', true) RETURNING id`,
        [`https://www.instagram.com/reel/Fuzz${stamp}/`, `Fuzz${stamp}`],
      );
      return rows[0].id;
    });
    world.cartItemId = await existingOr(db, 'cart_items', world.cartItemId, async () => {
      const rows: { id: string }[] = await db.query(
        `INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
         SELECT $1, product_id, id, 1 FROM product_variants WHERE product_id = $2
         ON CONFLICT (user_id, variant_id) DO UPDATE SET quantity = 1 RETURNING id`,
        [world.user.id, world.productId],
      );
      return rows[0].id;
    });
  };
  await fill();
  world.restore = fill;
  world.tokenFor = async (caller) => {
    if (caller === 'anonymous') return undefined;
    const found = await users.findById(world[caller].id);
    if (!found) return undefined;
    return tokens.sign(found);
  };
  return world;
}

async function existingOr(db: DataSource, table: string, id: string | undefined, create: () => Promise<string>) {
  if (id) {
    const rows: unknown[] = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (rows.length > 0) return id;
  }
  return create();
}

async function insertOrder(db: DataSource, user: { id: string; email: string }, productId: string): Promise<string> {
  const [order]: { id: string }[] = await db.query(
    `INSERT INTO orders (user_id, email, status, payment_method, payment_status, subtotal, discount, tax, amount,
                         shipping_address)
     VALUES ($1, $2, 'pending', 'UPI', 'unpaid', 1000, 0, 100, 1100, $3) RETURNING id`,
    [user.id, user.email, JSON.stringify(ADDRESS)],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, name, image, unit_price, original_price, quantity, position)
     VALUES ($1, $2, 'Fuzz mirror', '/uploads/x.webp', 1000, 1000, 1, 0)`,
    [order.id, productId],
  );
  await db.query(
    `INSERT INTO payments (order_id, user_id, email, method, provider, amount, status)
     VALUES ($1, $2, $3, 'UPI', 'paytm', 1100, 'pending')`,
    [order.id, user.id, user.email],
  );
  return order.id;
}

/** Percent-encoding that also sends lone surrogates, as the (invalid) UTF-8 bytes an attacker would. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        const unit = char.charCodeAt(0);
        if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

/** Fills `{name}` segments of a path. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(values[name] ?? 'missing'));
}
