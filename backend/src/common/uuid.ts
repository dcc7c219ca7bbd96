const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text is a UUID, in either case: checked before an id from a client or a token goes
 * into a `uuid` parameter, where anything else would fail the statement (and every request
 * batched with it).
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
