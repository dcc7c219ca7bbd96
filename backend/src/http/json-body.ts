import { BadRequestException } from '@nestjs/common';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/** Deeper than any body the shop accepts; deeper bodies would only cost validation time. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply arrays and objects nest in a JSON text, stopping as soon as `limit` is passed.
 * One pass over the bytes, skipping strings, so a hostile body is refused before it is parsed
 * into a structure that validation would walk recursively.
 */
export function jsonDepthExceeds(text: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (prototype-poisoning safe), behind the nesting check; `convert` then
 * adjusts the parsed body in place (the shop's own image URLs back to stored paths).
 */
export function jsonBodyParser(instance: FastifyInstance, convert: (body: unknown) => void): FastifyBodyParser<Buffer> {
  const parse = instance.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      done(
        new BadRequestException(`Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`),
        undefined,
      );
      return;
    }
    // An empty body with a JSON content type (a DELETE sent by some clients) is no body.
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    // The parser's own message may quote the input: the shop answers with its own words.
    parse(request, body.toString('utf8'), (error, parsed) => {
      if (error) return done(new BadRequestException('Malformed JSON in request body'), undefined);
      convert(parsed);
      done(null, parsed);
    });
  };
}
