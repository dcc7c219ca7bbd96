import {
  applyDecorators,
  BadRequestException,
  createParamDecorator,
  ExecutionContext,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { ErrorDto } from '../dto/error.dto';

/**
 * Idempotency keys, as createOrder introduced them: a client sends `Idempotency-Key` with a
 * write it may retry; the write stores the key (per caller) and a hash of the request on the
 * row it creates, in its own transaction, under a unique index. The same key with the same
 * request answers what the first one made (`Idempotent-Replayed: true`) instead of writing
 * again; the same key with another request is refused with 422.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\w.:-]{1,100}$/;

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/** The `Idempotency-Key` header of the request, checked (400); undefined when not sent. */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const headers = context
    .switchToHttp()
    .getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers;
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new BadRequestException('Idempotency-Key must be 1-100 letters, digits, ".", ":", "-" or "_"');
  }
  return key;
});

/** Documents the header and the 422 on an operation that takes a key (`also`: its other 422s). */
export function ApiIdempotent(what: string, also?: string): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description: `The same key with the same body from the same caller returns the first ${what} (header \`${REPLAYED_HEADER}: true\`) instead of writing again`,
    }),
    ApiUnprocessableEntityResponse({
      type: ErrorDto,
      description: `The Idempotency-Key was already used with a different body${also ? `, or ${also}` : ''}`,
    }),
  );
}

/** The one response method used here; Express responses and Fastify replies both have it. */
export interface HeaderSetter {
  header(name: string, value: string): unknown;
}

export function markReplayed(res: HeaderSetter, replayed: boolean): void {
  if (replayed) res.header(REPLAYED_HEADER, 'true');
}

/** Keys sorted at every level, so that the same body always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is bound to: the validated request, as canonical JSON, hashed. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** An earlier write made with the key: the hash of its request and how to answer it again. */
export interface EarlierWrite<T> {
  requestHash: string | null;
  answer: () => Promise<T>;
}

/**
 * Runs a write under an idempotency key. `find` looks the key up among the rows the write
 * makes; `write` stores the key and hash on its row (a unique index on caller and key named
 * `index`). Two requests with one key at once: the second meets the index, and answers the first.
 */
export async function idempotent<T>(
  key: string | undefined,
  hash: string,
  index: string,
  find: () => Promise<EarlierWrite<T> | null>,
  write: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (key === undefined) return { result: await write(), replayed: false };
  const replay = async (earlier: EarlierWrite<T>) => {
    if (earlier.requestHash !== hash) throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    return { result: await earlier.answer(), replayed: true };
  };
  const earlier = await find();
  if (earlier) return replay(earlier);
  try {
    return { result: await write(), replayed: false };
  } catch (error) {
    const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
    const again = driverError?.code === '23505' && driverError.constraint === index ? await find() : null;
    if (again) return replay(again);
    throw error;
  }
}
