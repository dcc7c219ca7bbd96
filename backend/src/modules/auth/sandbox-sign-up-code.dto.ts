import { ApiProperty } from '@nestjs/swagger';
import { EmailDto } from './auth.dto';

/** The address `sendOtp` mailed (lower-cased as there); the controller checks it is a test address. */
export class SandboxSignUpCodeQueryDto extends EmailDto {}

export class SandboxSignUpCodeDto {
  @ApiProperty({ format: 'email', example: 'asha@example.com' })
  email: string;

  @ApiProperty({ pattern: '^\\d{6}$', example: '482913', description: 'The six-digit code the mail carries' })
  code: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the code stops being accepted' })
  expiresAt: Date;
}
