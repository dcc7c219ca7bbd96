import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { HttpRequest } from '../../common/http/request';
import { AuthUser, CurrentUser, OptionalAuth, Public } from '../../common/decorators/auth.decorators';
import { RateLimit, RateLimitService, Refusal } from '../../common/guards/rate-limit';
import {
  ChangePasswordDto,
  EditProfileDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  SendOtpDto,
  VerifyOtpDto,
} from './auth.dto';
import { AuthService } from './auth.service';
import { LoginCodeService } from './login-code.service';
import { OtpService } from './otp.service';
import { PasswordResetService } from './password-reset.service';
import { SessionCookies } from './session-cookie';
import { TokenService } from './token.service';
import {
  LoginResponseDto,
  MessageDto,
  MessageWithUserDto,
  PasswordChangedDto,
  toUserDto,
  UserDto,
  UserResponseDto,
} from './user.dto';
import { UsersService } from './users.service';

/** What a login refused by its limits adds to the limit's words (and its machine-readable code). */
export const LOGIN_CODE_SENT =
  "To sign in now, enter your password with the sign-in code sent to this account's email.";
export const LOGIN_CODE_REQUIRED = 'LOGIN_CODE_REQUIRED';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    private readonly auth: AuthService,
    private readonly otp: OtpService,
    private readonly users: UsersService,
    private readonly rateLimits: RateLimitService,
    private readonly passwordResets: PasswordResetService,
    private readonly loginCodes: LoginCodeService,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @Post('send-otp')
  @ApiOperation({
    operationId: 'sendOtp',
    summary: 'Send a sign-up code',
    description:
      'E-mails a six-digit one-time code to an address that has no account yet. Limited per address and per client (429 with the waiting time).',
  })
  @HttpCode(200)
  @RateLimit('otp-send-email-burst', 'otp-send-email-hourly', 'otp-send-ip')
  @ApiOkResponse({ type: MessageDto, description: 'A 6-digit code was mailed; valid 10 minutes' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ description: 'At most one code per 30 s and five per hour per e-mail' })
  async sendOtp(@Body() dto: SendOtpDto): Promise<MessageDto> {
    await this.otp.send(dto.email);
    return { message: 'OTP sent to your email' };
  }

  @Public()
  @Post('verify-otp')
  @ApiOperation({
    operationId: 'verifyOtp',
    summary: 'Check a sign-up code',
    description: 'Checks the code sent by `sendOtp` without using it up; registration checks it again.',
  })
  @HttpCode(200)
  @RateLimit('otp-verify-ip')
  @ApiOkResponse({ type: MessageDto, description: 'The e-mail may register during the next 30 minutes' })
  @ApiBadRequestResponse({ description: 'Invalid or expired OTP' })
  async verifyOtp(@Body() dto: VerifyOtpDto): Promise<MessageDto> {
    await this.otp.verify(dto.email, dto.otp);
    return { message: 'OTP verified successfully' };
  }

  @Public()
  @Post('register')
  @ApiOperation({
    operationId: 'register',
    summary: 'Create an account',
    description:
      'Creates a shopper account with the e-mailed code and signs it in: the answer sets the `token` session cookie and carries the user.',
  })
  @RateLimit('register-ip', 'register-email')
  @ApiCreatedResponse({ type: MessageWithUserDto })
  @ApiTooManyRequestsResponse({ description: 'At most 5 attempts per e-mail and 20 per address an hour' })
  @ApiBadRequestResponse({ description: 'Invalid input, or the e-mail was not verified with an OTP' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  async register(@Body() dto: RegisterDto): Promise<MessageWithUserDto> {
    const user = await this.auth.register(dto);
    return { message: 'Registration successful', user: toUserDto(user) };
  }

  @Public()
  @Post('login')
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in',
    description:
      'Signs in with e-mail and password. The answer carries a bearer token for programs and sets the `token` cookie for browsers. ' +
      'Repeated failures are refused with 429; past that limit a 6-digit sign-in code is mailed to the account, and the password with that code (`otp`) signs in.',
  })
  @HttpCode(200)
  // The login limits are counted in the handler, not by the guard: past them a mailed code still signs in.
  // The shop's own sign-in page may post it as an HTML form (same origin, csrf.guard.ts).
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: LoginResponseDto, description: 'Also sets the httpOnly cookie `token`' })
  @ApiBadRequestResponse({ description: 'Invalid input' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password (or sign-in code)' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many failed attempts for this e-mail from this address (10), or from anywhere (30), in 15 minutes: ' +
      '`code` is `LOGIN_CODE_REQUIRED` and a sign-in code is mailed to the account (one live code at a time). ' +
      'With `otp`: too many codes tried from this address',
  })
  async login(
    @Body() dto: LoginDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: unknown,
  ): Promise<LoginResponseDto> {
    // Both limits count every attempt, with or without a code; a good login forgets them.
    const refusals = await Promise.all([
      this.rateLimits.count('login', req),
      this.rateLimits.count('login-account', req),
    ]);
    const { token, user } =
      dto.otp === undefined
        ? await this.passwordLogin(dto, refusals.find((refusal) => refusal !== null) ?? null, res)
        : await this.codeLogin(dto, dto.otp, req, res);
    await this.rateLimits.reset('login', req);
    await this.rateLimits.reset('login-account', req);
    this.cookies.issue(res, token);
    return { token, user: toUserDto(user) };
  }

  private async passwordLogin(dto: LoginDto, refusal: Refusal | null, res: unknown) {
    if (refusal) {
      // In the background: the answer must not tell (by its timing) whether the account exists.
      void this.loginCodes.offer(dto.email);
      throw this.rateLimits.refuse(refusal, res, { message: LOGIN_CODE_SENT, code: LOGIN_CODE_REQUIRED });
    }
    return this.auth.login(dto.email, dto.password);
  }

  private async codeLogin(dto: LoginDto, code: string, req: HttpRequest, res: unknown) {
    await this.rateLimits.consume('otp-verify-ip', req, res);
    const user = await this.loginCodes.signIn(dto.email, dto.password, code);
    if (!user) throw new UnauthorizedException('Invalid email, password or sign-in code');
    return { token: this.tokens.sign(user), user };
  }

  @OptionalAuth()
  @Post('logout')
  @ApiOperation({
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Clears the session cookie. Harmless without a session.',
  })
  @HttpCode(200)
  @ApiOkResponse({
    type: MessageDto,
    description: 'Clears the `token` cookie; when signed in, every token of the account stops working (all devices)',
  })
  async logout(
    @CurrentUser() caller: AuthUser | undefined,
    @Res({ passthrough: true }) res: unknown,
  ): Promise<MessageDto> {
    if (caller) await this.users.endSessions(caller.id);
    this.cookies.clear(res);
    return { message: 'Logged out successfully' };
  }

  @Post('change-password')
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change the password',
    description:
      'Changes the signed-in account password after checking the current one; other sessions of the account end.',
  })
  @HttpCode(200)
  @RateLimit('password-change-ip')
  @ApiOkResponse({
    type: PasswordChangedDto,
    description: 'Every other session ends; this one continues with the new token (also set as the cookie)',
  })
  @ApiBadRequestResponse({ description: 'Current password is incorrect, or the new one is too short, blank or common' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiTooManyRequestsResponse({ description: 'At most 10 attempts per address in 15 minutes' })
  async changePassword(
    @CurrentUser() caller: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Res({ passthrough: true }) res: unknown,
  ): Promise<PasswordChangedDto> {
    const { token, user } = await this.auth.changePassword(caller.id, dto.currentPassword, dto.newPassword);
    this.cookies.issue(res, token);
    return { message: 'Password changed successfully', token, user: toUserDto(user) };
  }

  @Public()
  @Post('forgot-password')
  @ApiOperation({
    operationId: 'forgotPassword',
    summary: 'Ask for a password reset',
    description:
      'E-mails a reset code when an account has this address. The answer is the same whether or not it has, so it cannot be used to find accounts.',
  })
  @HttpCode(200)
  @RateLimit('password-reset-email', 'password-reset-ip')
  @ApiOkResponse({
    type: MessageDto,
    description:
      'The same answer whether or not an account exists; if one does, a 6-digit code valid 10 minutes is mailed',
  })
  @ApiBadRequestResponse({ description: 'Invalid e-mail' })
  @ApiTooManyRequestsResponse({ description: 'At most 5 requests per e-mail and 20 per address an hour' })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageDto> {
    await this.passwordResets.request(dto.email);
    return { message: 'If an account exists for this email, a password reset code has been sent to it.' };
  }

  @Public()
  @Post('reset-password')
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Reset the password',
    description: 'Sets a new password with the e-mailed reset code and signs the account in.',
  })
  @HttpCode(200)
  @RateLimit('otp-verify-ip')
  @ApiOkResponse({ type: MessageDto, description: 'Every session of the account ends; clears the `token` cookie' })
  @ApiBadRequestResponse({ description: 'Invalid or expired OTP, or the new password is too short, blank or common' })
  @ApiTooManyRequestsResponse({ description: 'Too many OTP attempts from this address' })
  async resetPassword(@Body() dto: ResetPasswordDto, @Res({ passthrough: true }) res: unknown): Promise<MessageDto> {
    await this.passwordResets.reset(dto.email, dto.otp, dto.password);
    this.cookies.clear(res);
    return { message: 'Password reset successfully. Please log in with your new password.' };
  }

  @Get('me')
  @ApiOperation({
    operationId: 'getCurrentUser',
    summary: 'The signed-in account',
    description: 'The account the token or cookie belongs to.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse()
  async me(@CurrentUser() caller: AuthUser): Promise<UserDto> {
    return toUserDto(await this.users.findByIdOrFail(caller.id));
  }

  @Patch('edit-profile')
  @ApiOperation({
    operationId: 'editProfile',
    summary: 'Edit the profile',
    description:
      'Changes the signed-in account name, phone, picture or shipping address; `null` clears an optional field.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ description: "Messages name the field: 'Phone number ...', 'Pincode ...', '... state'" })
  async editProfile(@CurrentUser() caller: AuthUser, @Body() dto: EditProfileDto): Promise<UserResponseDto> {
    return { user: toUserDto(await this.users.updateProfile(caller.id, dto)) };
  }
}
