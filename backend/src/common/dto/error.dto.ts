import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

  @ApiPropertyOptional({
    example: 'LOGIN_CODE_REQUIRED',
    description: 'A stable reason for programs, where one is given (e.g. sign in with the mailed code)',
  })
  code?: string;
}
