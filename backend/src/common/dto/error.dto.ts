import { ApiProperty } from '@nestjs/swagger';
import { ERROR_CODES, ErrorCode } from '../errors/error-codes';

/** Every 4xx/5xx body (CONTRACT "Errors"): documented once, referenced by the routes. */
export class ErrorDto {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'What went wrong, in words for the shopper or admin; a list for validation errors',
    example: 'Sorry, "Sunburst Wall Mirror" is out of stock.',
  })
  message: string | string[];

  @ApiProperty({ example: 'Conflict' })
  error: string;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'OUT_OF_STOCK',
    description:
      'A stable reason for programs: one per status (`VALIDATION_FAILED`, `UNAUTHORIZED`, `FORBIDDEN`, `NOT_FOUND`, ' +
      '`CONFLICT`, `RATE_LIMITED`, …) unless a more precise one applies (`AMOUNT_MISMATCH`, `OUT_OF_STOCK`, ' +
      '`COUPON_INVALID`, `LOGIN_CODE_REQUIRED`, `API_KEY_SCOPE_MISSING`, …). Codes may be added later: accept unknown ones.',
  })
  code: ErrorCode;
}
