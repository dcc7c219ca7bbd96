import { BadRequestException, Controller, Get, Header, NotFoundException, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators';
import { OtpService } from './otp.service';
import { SandboxSignUpCodeDto, SandboxSignUpCodeQueryDto } from './sandbox-sign-up-code.dto';
import { isTestAddress, TEST_ADDRESS_RULE } from './test-addresses';

/**
 * Test mode for integrators: the sign-up code the shop just mailed, read back without a mailbox,
 * so a headless integration can register. Protected by what it answers for, not by a secret:
 * only while the sandbox gateway is on, only for addresses on reserved test domains (nobody's
 * mail), and only sign-up codes, which exist only for addresses without an account (never a
 * password reset or an order mail).
 */
@ApiTags('sandbox')
@Public()
@Controller('sandbox/sign-up-code')
export class SandboxSignUpCodesController {
  constructor(private readonly otp: OtpService) {}

  @Get()
  @ApiOperation({
    operationId: 'getSandboxSignUpCode',
    summary: 'Read a sign-up code (sandbox only)',
    description:
      'Test mode for integrators: the live six-digit code `sendOtp` mailed to an address, so an integration registers without reading mail (`sendOtp`, then this, then `verifyOtp` and `register`). Only while the built-in sandbox gateway is on (404 otherwise, as for `settleSandboxPayment`), and only for addresses on domains reserved for testing (example.com, example.net, example.org, or under .test, .example, .invalid, .localhost), which no one receives mail at; other addresses answer 400. The shop still sends the mail. Sign-up codes exist only for addresses without an account, so no other mail (password resets, orders) is ever shown.',
  })
  @Header('Cache-Control', 'no-store')
  @ApiQuery({
    name: 'email',
    required: true,
    example: 'asha@example.com',
    description: `The address \`sendOtp\` mailed: ${TEST_ADDRESS_RULE}`,
  })
  @ApiOkResponse({ type: SandboxSignUpCodeDto, description: 'The live code of the address' })
  @ApiBadRequestResponse({ description: `Not a valid e-mail address, or not ${TEST_ADDRESS_RULE}` })
  @ApiNotFoundResponse({
    description:
      'The sandbox gateway is off (always so with a real gateway), or the address has no live code: ' +
      'call `sendOtp` first (a code is gone once verified, replaced, burnt or expired)',
  })
  async get(@Query() query: SandboxSignUpCodeQueryDto): Promise<SandboxSignUpCodeDto> {
    if (!isTestAddress(query.email)) {
      throw new BadRequestException(`The test mode shows sign-up codes only for ${TEST_ADDRESS_RULE}`);
    }
    const live = await this.otp.sandboxCode(query.email);
    if (!live) throw new NotFoundException('No live sign-up code for this address: call sendOtp first');
    return { email: query.email, code: live.code, expiresAt: live.expiresAt };
  }
}
