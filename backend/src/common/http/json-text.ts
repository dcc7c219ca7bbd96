/**
 * An answer already written as JSON, sent as it is by the reply serializer (`answerSerializer`,
 * set in app.setup.ts). For answers made on every request out of parts kept between requests:
 * a cart's lines repeat the same product fields, and joining their kept text is several times
 * quicker than building the objects and serializing them again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The JSON of an object's fields without its braces, to be joined into a larger object's text. */
export function jsonFields(fields: object): string {
  return JSON.stringify(fields).slice(1, -1);
}
