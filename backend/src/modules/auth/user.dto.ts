import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../../common/decorators/auth.decorators';
import { INDIAN_STATES } from '@decor-shop/india';
import type { User } from './user.entity';
import { IMAGE_URL_DOC } from '../../common/dto/image-url-doc';

export class ShippingAddressView {
  @ApiProperty({ example: '12 MG Road' })
  address: string;

  @ApiProperty({ example: 'Jaipur' })
  city: string;

  @ApiProperty({ enum: INDIAN_STATES, example: 'Rajasthan' })
  state: string;

  @ApiProperty({ example: '302001' })
  pincode: string;
}

/** An account as every endpoint shows it; the password hash never leaves the server. */
export class UserDto {
  @ApiProperty({ format: 'uuid', description: 'Same as id' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ enum: ['user', 'admin'] })
  role: Role;

  @ApiProperty({ type: String, nullable: true, ...IMAGE_URL_DOC })
  profileImage: string | null;

  @ApiProperty({ type: String, nullable: true, example: '9876543210' })
  phone: string | null;

  @ApiProperty({ type: ShippingAddressView, nullable: true })
  shippingAddress: ShippingAddressView | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', description: 'Last change of the account' })
  updatedAt: Date;
}

export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    profileImage: user.profileImage,
    phone: user.phone,
    shippingAddress: user.shippingAddress,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export class MessageDto {
  @ApiProperty()
  message: string;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class MessageWithUserDto extends MessageDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class LoginResponseDto {
  @ApiProperty({ description: 'The JWT, also set as the httpOnly cookie `token`' })
  token: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class PasswordChangedDto extends LoginResponseDto {
  @ApiProperty({ example: 'Password changed successfully' })
  message: string;
}
