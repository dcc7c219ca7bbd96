import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { INDIAN_STATES } from '@decor-shop/india';
import { IsNotWeakPassword } from './password-policy';

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const normalEmail = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** A file the upload endpoint returned: /uploads/<name>, no way out of that folder. */
const UPLOAD_URL_PATTERN = /^\/uploads\/(?!.*\.\.)[\w\-./]+$/;

/** A password being chosen: 8-128 characters, not blank, not on the common-passwords list. */
function NewPassword(description?: string): PropertyDecorator {
  const decorators = [
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description }),
    IsString({ message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` }),
    IsNotWeakPassword(),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

export class EmailDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @Transform(normalEmail)
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email: string;
}

export class SendOtpDto extends EmailDto {}

export class VerifyOtpDto extends EmailDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code from the e-mail' })
  @IsString({ message: 'OTP must be a 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'OTP must be a 6-digit code' })
  otp: string;
}

export class RegisterDto extends EmailDto {
  @ApiProperty({ minLength: 1, maxLength: 60 })
  @Transform(trimmed)
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(60, { message: 'Username must be at most 60 characters' })
  username: string;

  @NewPassword()
  password: string;
}

export class ForgotPasswordDto extends EmailDto {}

export class ResetPasswordDto extends EmailDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code from the reset e-mail' })
  @IsString({ message: 'OTP must be a 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'OTP must be a 6-digit code' })
  otp: string;

  @NewPassword('The new password')
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX, description: 'The password in use now' })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  currentPassword: string;

  @NewPassword('The new password')
  newPassword: string;
}

export class LoginDto extends EmailDto {
  @ApiProperty({ maxLength: PASSWORD_MAX })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  password: string;

  @ApiPropertyOptional({
    example: '123456',
    description:
      'The 6-digit sign-in code mailed to the account once its login limit was reached (answer 429 with `code: "LOGIN_CODE_REQUIRED"`); with the right password it signs in despite the limit',
  })
  @IsOptional()
  @IsString({ message: 'OTP must be a 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'OTP must be a 6-digit code' })
  otp?: string;
}

export class ShippingAddressDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trimmed)
  @IsString({ message: 'Address is required' })
  @IsNotEmpty({ message: 'Address is required' })
  @MaxLength(200, { message: 'Address must be at most 200 characters' })
  address: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trimmed)
  @IsString({ message: 'City is required' })
  @IsNotEmpty({ message: 'City is required' })
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  city: string;

  @ApiProperty({ enum: INDIAN_STATES })
  @IsIn(INDIAN_STATES, { message: 'Please select a valid state' })
  state: string;

  @ApiProperty({ example: '302001', pattern: PINCODE_PATTERN.source })
  @Transform(trimmed)
  @Matches(PINCODE_PATTERN, { message: 'Pincode must be 6 digits and cannot start with 0' })
  pincode: string;
}

const ADDRESS_FIELDS: readonly string[] = ['address', 'city', 'state', 'pincode'];

const EMPTY_TEXT = { type: 'string', enum: [''] } as const;

/** For the document only: the profile form's address left empty, which removes the address. */
export class BlankShippingAddressDto {
  @ApiPropertyOptional(EMPTY_TEXT)
  address?: '';

  @ApiPropertyOptional(EMPTY_TEXT)
  city?: '';

  @ApiPropertyOptional(EMPTY_TEXT)
  state?: '';

  @ApiPropertyOptional(EMPTY_TEXT)
  pincode?: '';
}

/**
 * The profile form sends four empty fields when no address was entered: that means "none".
 * Anything else becomes a ShippingAddressDto (its fields trimmed) for IsShippingAddress.
 */
function toShippingAddress({ value }: { value: unknown }): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields);
  const blank = keys.every((key) => ADDRESS_FIELDS.includes(key) && fields[key] === '');
  return blank ? null : plainToInstance(ShippingAddressDto, fields);
}

function firstAddressProblem(value: unknown): string | null {
  if (!(value instanceof ShippingAddressDto)) return 'Shipping address must have address, city, state and pincode';
  const [error] = validateSync(value, { whitelist: true, forbidNonWhitelisted: true });
  if (!error) return null;
  return Object.values(error.constraints ?? {})[0] ?? 'Invalid shipping address';
}

/**
 * Validates the address as one field, so that its messages read "Pincode must ..." (what the
 * profile form matches on) rather than "shippingAddress.Pincode must ...".
 */
function IsShippingAddress(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isShippingAddress',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => firstAddressProblem(value) === null,
        defaultMessage: (args) => firstAddressProblem(args?.value) ?? 'Invalid shipping address',
      },
    });
}

/** Fields left out stay as they are; null (or an empty phone or address) clears a field. */
@ApiExtraModels(ShippingAddressDto, BlankShippingAddressDto)
export class EditProfileDto {
  @ApiProperty({ minLength: 1, maxLength: 60 })
  @Transform(trimmed)
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(60, { message: 'Username must be at most 60 characters' })
  username: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: '^([6-9]\\d{9})?$',
    description: '10 digits starting 6-9; empty or null removes it',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== '')
  @Matches(PHONE_PATTERN, { message: 'Phone number must start with 6, 7, 8, or 9 and be 10 digits long' })
  phone?: string | null;

  @ApiPropertyOptional({
    // An explicit type, or Nest would take ShippingAddressDto from the property's declared type.
    type: Object,
    anyOf: [{ $ref: getSchemaPath(ShippingAddressDto) }, { $ref: getSchemaPath(BlankShippingAddressDto) }],
    nullable: true,
    description: 'An address; null, or all its fields empty, removes it',
  })
  @IsOptional()
  @Transform(toShippingAddress)
  @IsShippingAddress()
  shippingAddress?: ShippingAddressDto | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/avatar.png' })
  @IsOptional()
  @IsString({ message: 'Profile image must be an uploaded image URL' })
  @MaxLength(500, { message: 'Profile image URL is too long' })
  @Matches(UPLOAD_URL_PATTERN, { message: 'Profile image must be an uploaded image URL' })
  profileImage?: string | null;
}

export class UpdateRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role: 'user' | 'admin';
}
