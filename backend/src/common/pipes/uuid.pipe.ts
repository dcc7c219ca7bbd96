import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** A path id that must be a UUID: anything else is a 400 naming what it should have been. */
export function uuidPipe(what: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`Invalid ${what} id`) });
}
