import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { WEBHOOK_EVENTS } from '../webhook-events';
import type { WebhookEvent } from '../webhook-events';
import { Omittable } from '../../../common/validation/omittable';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateWebhookEndpointDto {
  @ApiProperty({
    maxLength: 2000,
    example: 'https://erp.example.in/hooks/decor-shop',
    description: 'Where events are POSTed: http(s) only; production refuses private and loopback addresses',
  })
  @Transform(trim)
  @IsString({ message: 'url is required' })
  @MaxLength(2000)
  url: string;

  @ApiProperty({
    enum: WEBHOOK_EVENTS,
    isArray: true,
    minItems: 1,
    example: ['order.created', 'order.paid'],
    description: 'The events this endpoint receives',
  })
  @IsArray({ message: 'events must be a list of event names' })
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @ArrayUnique({ message: 'events must not repeat' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: `each event must be one of: ${WEBHOOK_EVENTS.join(', ')}` })
  events: WebhookEvent[];

  @ApiPropertyOptional({ maxLength: 200, example: 'ERP order sync', description: 'A note for the admins' })
  @Omittable()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  description?: string;

  @ApiPropertyOptional({
    description: 'Disabled endpoints receive nothing. Left out on creation: true; on an edit: unchanged',
  })
  @Omittable()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional({
    minLength: 16,
    maxLength: 200,
    description: 'The signing secret; generated when left out. Answered once, at creation',
  })
  @Omittable()
  @IsString()
  @Matches(/^[\x21-\x7e]{16,200}$/, { message: 'secret must be 16-200 printable characters without spaces' })
  secret?: string;
}

/** Any field of the form; turning an endpoint back on clears its failure count. */
export class UpdateWebhookEndpointDto extends PartialType(CreateWebhookEndpointDto, { skipNullProperties: false }) {}

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'https://erp.example.in/hooks/decor-shop' })
  url: string;

  @ApiProperty({ example: 'ERP order sync' })
  description: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  events: WebhookEvent[];

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ description: 'Failed attempts in a row; the endpoint is disabled when it reaches the limit' })
  consecutiveFailures: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the shop disabled it; null when enabled or turned off by hand',
  })
  disabledReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disabledAt: Date | null;

  @ApiProperty({ example: 'whsec_…Xk2c', description: 'The last four characters of the secret, to tell secrets apart' })
  secretHint: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export class WebhookEndpointListDto {
  @ApiProperty({ type: [WebhookEndpointDto] })
  endpoints: WebhookEndpointDto[];
}

export class WebhookEndpointReplyDto {
  @ApiProperty({ example: 'Webhook endpoint saved' })
  message: string;

  @ApiProperty({ type: WebhookEndpointDto })
  endpoint: WebhookEndpointDto;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointReplyDto {
  @ApiProperty({
    example: 'whsec_3q2+7wHXa9c1…',
    description: 'The signing secret. Shown only in this answer: store it with the receiver',
  })
  secret: string;
}
