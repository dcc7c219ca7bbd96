import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../common/decorators/auth.decorators';
import { PageQueryDto } from '../../../common/dto/page-query.dto';
import { Omittable } from '../../../common/validation/omittable';
import { IsStrictDateTime } from '../../../common/validation/strict-date';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'ERP sync', minLength: 1, maxLength: 100, description: 'What the key is for' })
  @IsString()
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name: string;

  @ApiProperty({
    enum: API_KEY_SCOPES,
    enumName: 'ApiKeyScope',
    isArray: true,
    example: ['orders:read', 'stock:write'],
    description: '`<area>:read` or `<area>:write` (writing includes reading) for each area the key may use',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true, message: `each scope must be one of ${API_KEY_SCOPES.join(', ')}` })
  scopes: ApiKeyScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When the key stops working (in the future); without it the key works until revoked',
  })
  @Omittable()
  @IsStrictDateTime({ message: 'expiresAt must be a date and time' })
  expiresAt?: string;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ERP sync' })
  name: string;

  @ApiProperty({ example: 'dsk_3f9a2c715b0e4d8a', description: "The key's first characters, to tell keys apart" })
  prefix: string;

  @ApiProperty({ enum: API_KEY_SCOPES, enumName: 'ApiKeyScope', isArray: true })
  scopes: ApiKeyScope[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last call made with the key, to the minute',
  })
  lastUsedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  rotatedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: Date | null;
}

export class ApiKeyListDto {
  @ApiProperty({ type: ApiKeyDto, isArray: true })
  keys: ApiKeyDto[];
}

export class ApiKeyWithSecretDto {
  @ApiProperty({ type: ApiKeyDto })
  key: ApiKeyDto;

  @ApiProperty({
    example: 'dsk_3f9a2c715b0e4d8a_q0rD1Lk9xB2v8N3mZp7Yt4Wc6Hs5Jf1Ge0Ua8Ri2Ko9',
    description: 'The whole key: send it as `Authorization: Bearer <key>`. Shown in this answer only.',
  })
  secret: string;
}

export class ApiKeyAuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the writes of this key' })
  @IsOptional()
  @IsUUID('all', { message: 'keyId must be a key id' })
  keyId?: string;
}

export class ApiKeyAuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  keyId: string;

  @ApiProperty({ example: 'ERP sync' })
  keyName: string;

  @ApiProperty({ example: 'PUT' })
  method: string;

  @ApiProperty({ example: '/api/stock/3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90' })
  path: string;

  @ApiProperty({ example: 200, description: 'The status the call was answered with' })
  status: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class ApiKeyAuditPageDto {
  @ApiProperty({ type: ApiKeyAuditEntryDto, isArray: true })
  entries: ApiKeyAuditEntryDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 3 })
  totalPages: number;
}
