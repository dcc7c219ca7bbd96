import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser, CurrentUser, Public } from '../../common/decorators/auth.decorators';
import { RateLimit, RateLimitService } from '../../common/guards/rate-limit';
import { APP_CONFIG, AppConfig } from '../../config';
import { EditProfileDto, LoginDto, RegisterDto, SendOtpDto, VerifyOtpDto } from './auth.dto';
import { AuthService } from './auth.service';
import { OtpService } from './otp.service';
import { sessionCookie, sessionCookieWithLifetime } from './session-cookie';
import { TOKEN_COOKIE } from './token.service';
import { LoginResponseDto, MessageDto, MessageWithUserDto, toUserDto, UserDto, UserResponseDto } from './user.dto';
import { UsersService } from './users.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly otp: OtpService,
    private readonly users: UsersService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Public()
  @Post('send-otp')
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
  @ApiCreatedResponse({ type: MessageWithUserDto })
  @ApiBadRequestResponse({ description: 'Invalid input, or the e-mail was not verified with an OTP' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  async register(@Body() dto: RegisterDto): Promise<MessageWithUserDto> {
    const user = await this.auth.register(dto);
    return { message: 'Registration successful', user: toUserDto(user) };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  @ApiOkResponse({ type: LoginResponseDto, description: 'Also sets the httpOnly cookie `token`' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts for this e-mail from this address' })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponseDto> {
    const { token, user } = await this.auth.login(dto.email, dto.password);
    await this.rateLimits.reset('login', req);
    res.cookie(TOKEN_COOKIE, token, sessionCookieWithLifetime(this.config));
    return { token, user: toUserDto(user) };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto, description: 'Clears the `token` cookie' })
  logout(@Res({ passthrough: true }) res: Response): MessageDto {
    res.clearCookie(TOKEN_COOKIE, sessionCookie(this.config));
    return { message: 'Logged out successfully' };
  }

  @Get('me')
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse()
  async me(@CurrentUser() caller: AuthUser): Promise<UserDto> {
    return toUserDto(await this.users.findByIdOrFail(caller.id));
  }

  @Patch('edit-profile')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ description: "Messages name the field: 'Phone number ...', 'Pincode ...', '... state'" })
  async editProfile(@CurrentUser() caller: AuthUser, @Body() dto: EditProfileDto): Promise<UserResponseDto> {
    return { user: toUserDto(await this.users.updateProfile(caller.id, dto)) };
  }
}
