import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUrl, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Omittable } from '../../../common/validation/omittable';
import { AWB_PATTERN, COURIER_CODES, normaliseAwb } from './couriers';
import type { CourierCode } from './couriers';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateShipmentDto {
  @ApiProperty({ enum: COURIER_CODES, example: 'delhivery' })
  @IsIn(COURIER_CODES, { message: `courier must be one of: ${COURIER_CODES.join(', ')}` })
  courier: CourierCode;

  @ApiProperty({
    example: '1234567890123',
    description: 'The AWB (tracking) number: 4-40 letters, digits or dashes; spaces are dropped, letters upper-cased',
  })
  @Transform(({ value }) => (typeof value === 'string' ? normaliseAwb(value) : value))
  @IsString({ message: 'awb is required' })
  @Matches(AWB_PATTERN, { message: 'AWB number must be 4-40 letters, digits or dashes' })
  awb: string;

  @ApiPropertyOptional({
    maxLength: 100,
    example: 'Shadowfax',
    description: 'Courier "other" only, and required for it: its name',
  })
  @ValidateIf((shipment: CreateShipmentDto) => shipment.courier === 'other' || shipment.courierName !== undefined)
  @Transform(trim)
  @IsString({ message: 'courierName is required for courier "other"' })
  @IsNotEmpty({ message: 'courierName is required for courier "other"' })
  @MaxLength(100)
  courierName?: string;

  @ApiPropertyOptional({
    maxLength: 500,
    example: 'https://tracker.example.in/SF123',
    description: 'Courier "other" only: the http(s) tracking link of this parcel',
  })
  @Omittable()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'trackingUrl must be an http(s) link' })
  trackingUrl?: string;
}

export class ShipmentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: COURIER_CODES })
  courier: string;

  @ApiProperty({ example: 'Blue Dart', description: 'The courier as the shopper reads it' })
  courierName: string;

  @ApiProperty({ example: '50912345678' })
  awb: string;

  @ApiProperty({ type: String, nullable: true, description: 'Where the shopper tracks the parcel; null when unknown' })
  trackingUrl: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  shippedAt: Date;
}

export class CourierDto {
  @ApiProperty({ enum: COURIER_CODES })
  code: string;

  @ApiProperty({ example: 'Delhivery' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.delhivery.com/track/package/{awb}',
    description: '{awb} is replaced by the URL-encoded AWB; null for "other"',
  })
  trackingUrlTemplate: string | null;
}

export class CourierListDto {
  @ApiProperty({ type: [CourierDto] })
  couriers: CourierDto[];
}
