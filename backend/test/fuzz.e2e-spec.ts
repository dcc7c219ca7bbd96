import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { FuzzInput, malformedVariants } from './fuzz-variants';
import { startTestApp, TestApp } from './harness';
import {
  buildWorld,
  Caller,
  encodeSegment,
  fillPath,
  Operation,
  operations,
  resolveSchema,
  Schema,
  World,
} from './openapi-world';

/**
 * Fuzzing of every operation in docs/openapi.json, as an anonymous caller, a shopper and an
 * admin. First at least MALFORMED malformed requests per operation (fuzz-variants.ts: the body
 * of every wrong kind; each field null, of a wrong type, left out or broken otherwise; every
 * path and query value broken; broken credentials), each sent by the shopper and the admin and
 * every third one also anonymously. Then FUZZ_RUNS (default 30) requests from generators that
 * follow the document's schemas and then break them (wrong types, boundaries, NUL bytes and
 * lone surrogates, huge and deeply nested values, unknown fields). Fails on any 5xx, on an error
 * that is not the JSON error body or shows a stack trace or SQL, and on any change in the
 * database after a request that was refused. `FUZZ_RUNS=2000` for a long local run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const MALFORMED = 30;
jest.setTimeout(Math.max(600_000, RUNS * 4000));

/**
 * Tables a refused request may change by design: failed code attempts are counted, and a login
 * refused by its limits mails a sign-in code.
 */
const CHANGED_BY_REFUSALS = new Set(['email_otps', 'password_resets', 'login_codes', 'migrations', 'typeorm_metadata']);

/** Tables kept as per-connection slots of counters: compared by their totals. */
const COUNTER_TOTALS: Record<string, string> = {
  shop_counters: `SELECT name || '=' || sum(value) AS row FROM shop_counters WHERE name NOT LIKE '%:changes' GROUP BY name HAVING sum(value) <> 0`,
  shop_monthly_earnings: `SELECT month || '=' || sum(earnings_paise) AS row FROM shop_monthly_earnings GROUP BY month HAVING sum(earnings_paise) <> 0`,
};

const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /\.(ts|js):\d+:\d+/,
  /QueryFailedError|EntityNotFound|TypeORMError/,
  /node_modules/,
  /duplicate key value|violates .* constraint|invalid input syntax|relation "|column "|syntax error at/i,
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '2025-W01',
  '2025-02-30',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '%00',
  '%',
  '00000000-0000-0000-0000-000000000000',
  'ä'.repeat(300),
  '9'.repeat(400),
];

/** Short hostile text: fits in a URL (the HTTP layer refuses oversized heads with 431 itself). */
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Text for bodies: the short kinds, and now and then a very long one. */
const bodyString = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 5000, maxLength: 20000 }) },
);

/** An object nested `depth` levels deep: {"a":{"a":...}} or [[[...]]]. */
const deeplyNested = fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  bodyString,
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.1, 99.999),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('a', 'role', 'isAdmin', '__proto__', 'constructor', '$where'), nastyString),
  fc.array(fc.integer(), { minLength: 500, maxLength: 3000 }),
  deeplyNested,
);

const EXTRA_KEYS = ['role', 'isAdmin', 'userId', 'price', 'status', 'paymentStatus', '__proto__', 'constructor'];

/** Values that fit the schema (often at its limits), mixed with values that do not. */
function fromSchema(raw: Schema | undefined, depth = 0, inUrl = false): fc.Arbitrary<unknown> {
  const schema = resolveSchema(raw);
  if (!schema || depth > 4) return anyValue;
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1, inUrl);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1, inUrl)));
  const fitting = fittingValue(schema, depth, inUrl);
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: inUrl ? nastyString : anyValue });
}

function fittingValue(schema: Schema, depth: number, inUrl: boolean): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -5;
      const max = schema.maximum ?? 100_000;
      return fc.oneof(
        fc.constantFrom(min, max, min - 1, max + 1, 0),
        type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      // An array in the query string is repeated keys: its items must fit in a URL too.
      return fc.array(fromSchema(schema.items, depth + 1, inUrl), {
        minLength: 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5) + 1,
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 4 });
      const required = new Set(schema.required ?? []);
      const record = fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, fromSchema(property, depth + 1)])),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
      const extra = fc.option(fc.tuple(fc.constantFrom(...EXTRA_KEYS), anyValue), { freq: 4 });
      return fc.tuple(record, extra).map(([value, unknown]) => {
        const body = { ...(value as object) } as Record<string, unknown>;
        if (unknown) Object.defineProperty(body, unknown[0], { value: unknown[1], enumerable: true });
        return body;
      });
    }
    default:
      if (schema.format === 'email') {
        return fc.oneof(fc.emailAddress(), fc.constantFrom('a\u0000@example.com', `x\ud800@example.com`));
      }
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) }),
        inUrl ? nastyString : bodyString,
      );
  }
}

type Identity = Exclude<Caller, 'other'>;
const IDENTITIES: Identity[] = ['anonymous', 'user', 'admin'];

interface FuzzRequest extends FuzzInput {
  caller: Identity;
}

function requestArbitrary(operation: Operation, world: World): fc.Arbitrary<FuzzRequest> {
  const known = [
    world.user.id,
    world.user.email,
    world.other.id,
    world.victim.id,
    world.productId,
    world.orderId,
    world.couponId,
    world.reelId,
    world.cartItemId,
  ];
  const pathValue = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyString.filter((text) => text !== '' && text !== '.' && text !== '..') },
  );
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const body =
    operation.body === undefined
      ? fc.constant(undefined)
      : operation.body.type === 'form'
        ? fc.dictionary(fc.constantFrom('ORDERID', 'TXNID', 'TXNAMOUNT', 'STATUS', 'CHECKSUMHASH', 'MID'), nastyString)
        : fc.oneof({ weight: 5, arbitrary: fromSchema(operation.body.schema) }, { weight: 1, arbitrary: anyValue });
  return fc.record({
    caller: fc.constantFrom<Identity>(...IDENTITIES),
    path: fc.record(Object.fromEntries(pathParams.map((parameter) => [parameter.name, pathValue]))) as fc.Arbitrary<
      Record<string, string>
    >,
    query: fc.record(
      Object.fromEntries(
        queryParams.map((parameter) => [
          parameter.name,
          fc.oneof(fromSchema(parameter.schema, 0, true), fc.array(nastyString, { minLength: 2, maxLength: 3 })),
        ]),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, unknown>>,
    body,
  });
}

/** Query values as a server sees them: strings, or repeated keys for arrays. */
function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
      // Not URLSearchParams: it would turn a lone surrogate into U+FFFD instead of sending it.
      pairs.push(`${encodeSegment(name)}=${encodeSegment(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

describe('fuzzing every operation of docs/openapi.json', () => {
  let shop: TestApp;
  let world: World;
  let db: DataSource;
  let tablesChecksum: () => Promise<Record<string, string>>;
  let writeMark: () => Promise<string>;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    world = await buildWorld(shop);
    const tables: { name: string }[] = await db.query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const watched = tables.map((table) => table.name).filter((name) => !CHANGED_BY_REFUSALS.has(name));
    // One round trip: per table, its row count and an md5 of all its rows. The dashboard's
    // counters are compared by their totals (the rows are per-connection slots), without the
    // cache-version counters that any write statement raises, even one that changes nothing.
    const rowsOf = (name: string) => COUNTER_TOTALS[name] ?? `SELECT t::text AS row FROM "${name}" t`;
    const digest = (names: string[]) =>
      names.map(
        (name) =>
          `(SELECT count(*) || ':' || md5(coalesce(string_agg(r.row, '|' ORDER BY r.row), '')) FROM (${rowsOf(name)}) r) AS "${name}"`,
      );
    const sql = `SELECT ${digest(watched).join(', ')}`;
    tablesChecksum = async () => ((await db.query(sql)) as Record<string, string>[])[0];
    // Reading every row after each refusal is most of this suite's time. A row written to any
    // other watched table (committed or not) advances a sequence, which no rollback takes back:
    // while it and the counters' totals stand still, nothing was written and the rows need no
    // reading. The triggers are this suite's own, on its own database.
    const rowTables = watched.filter((name) => !(name in COUNTER_TOTALS));
    await db.query(`CREATE SEQUENCE fuzz_rows_written`);
    await db.query(
      `CREATE FUNCTION fuzz_row_written() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN PERFORM nextval('fuzz_rows_written'); RETURN NULL; END $$`,
    );
    for (const name of rowTables) {
      await db.query(
        `CREATE TRIGGER fuzz_row_written AFTER INSERT OR UPDATE OR DELETE ON "${name}"
         FOR EACH ROW EXECUTE FUNCTION fuzz_row_written()`,
      );
      await db.query(
        `CREATE TRIGGER fuzz_truncated AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_row_written()`,
      );
    }
    const rowsMark = `(SELECT last_value || ':' || is_called FROM fuzz_rows_written) AS rows`;
    const markSql = `SELECT ${[rowsMark, ...digest(watched.filter((name) => name in COUNTER_TOTALS))].join(', ')}`;
    writeMark = async () => JSON.stringify(((await db.query(markSql)) as Record<string, string>[])[0]);
  });

  afterAll(async () => {
    await shop.close();
  });

  const all = operations();

  it('covers every operation of the document', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('notices rows written to a watched table, also when they were rolled back', async () => {
    const before = await writeMark();
    await db.query(`UPDATE reels SET caption = caption WHERE id = $1`, [world.reelId]);
    const afterWrite = await writeMark();
    expect(afterWrite).not.toBe(before);
    await db
      .transaction(async (manager) => {
        await manager.query(`DELETE FROM cart_items WHERE id = $1`, [world.cartItemId]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await writeMark()).not.toBe(afterWrite);
  });

  /**
   * Sends requests of one operation and checks each answer; after a success that changed
   * something, puts the world back and takes the new state as the baseline.
   */
  async function prober(operation: Operation) {
    let baseline = await tablesChecksum();
    let baselineMark = await writeMark();
    // A refused request changes no account, so a caller's token holds until a request succeeds.
    const tokens = new Map<Identity, string | undefined>();
    const tokenFor = async (caller: Identity) => {
      if (!tokens.has(caller)) tokens.set(caller, await world.tokenFor(caller));
      return tokens.get(caller);
    };
    const seen = new Map<number, number>();
    const send = async (input: FuzzRequest): Promise<void> => {
      const token = await tokenFor(input.caller);
      const url = fillPath(operation.path, input.path) + queryString(input.query);
      let call = shop.http()[operation.method](url);
      if (token) call = call.set('Authorization', `Bearer ${token}`);
      for (const [name, value] of Object.entries(input.headers ?? {})) call = call.set(name, value);
      if (input.raw) call = call.set('Content-Type', input.raw.contentType).send(input.raw.text);
      else if (operation.body?.type === 'form' && input.body && typeof input.body === 'object')
        call = call.type('form').send(input.body as Record<string, string>);
      else if (input.body !== undefined)
        call = call.set('Content-Type', 'application/json').send(JSON.stringify(input.body));
      const res = await call;
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      const text = res.text ?? '';

      if (res.status >= 500) throw new Error(`${res.status} for ${url}: ${text.slice(0, 300)}`);
      if (res.status >= 400) {
        for (const leak of LEAKS) if (leak.test(text)) throw new Error(`leak ${leak} in ${text.slice(0, 300)}`);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(text)).toMatchObject({ statusCode: res.status, message: expect.anything() });
        const mark = await writeMark();
        if (mark === baselineMark) return;
        // Something was written (and perhaps rolled back, or written as it was): the rows decide.
        const after = await tablesChecksum();
        const changed = Object.keys(after).filter((table) => after[table] !== baseline[table]);
        if (changed.length > 0) throw new Error(`refused with ${res.status} but changed ${changed.join(', ')}`);
        baselineMark = mark;
      } else if (operation.method !== 'get') {
        // It did something: put back what it removed, and take the new state as the baseline.
        await world.restore();
        tokens.clear();
        baseline = await tablesChecksum();
        baselineMark = await writeMark();
      }
    };
    return { send, seen };
  }

  describe.each(all.map((operation) => [operation.key, operation] as const))('%s', (_key, operation) => {
    it(`refuses at least ${MALFORMED} malformed requests, from all three identities`, async () => {
      const { send } = await prober(operation);
      const variants = malformedVariants(operation, world, MALFORMED);
      expect(variants.length).toBeGreaterThanOrEqual(MALFORMED);
      for (const [index, variant] of variants.entries()) {
        // A shopper and an admin get past the guards to the checks of the input; most anonymous
        // calls stop at the 401, so a third of them is enough.
        for (const caller of IDENTITIES.filter((identity) => identity !== 'anonymous' || index % 3 === 0)) {
          try {
            await send({ ...variant, caller });
          } catch (err) {
            throw new Error(
              `${operation.key}, ${variant.what}, as ${caller}: ${(err as Error).message.slice(0, 600)}`,
              {
                cause: err,
              },
            );
          }
        }
      }
    });

    it(`answers ${RUNS} generated requests without a 5xx`, async () => {
      const { send, seen } = await prober(operation);
      await fc.assert(fc.asyncProperty(requestArbitrary(operation, world), send), {
        numRuns: RUNS,
        endOnFailure: true,
        // The counterexample can be megabytes of text: report its start only.
        reporter: (details) => {
          if (!details.failed) return;
          const example = JSON.stringify(details.counterexample)?.slice(0, 600);
          const cause =
            details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(
            `${operation.key} failed (seed ${details.seed}): ${cause.slice(0, 600)}\nrequest: ${example}`,
          );
        },
      });
      expect([...seen.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(RUNS);
    });
  });
});
