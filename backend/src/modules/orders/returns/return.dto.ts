import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../../common/dto/page-query.dto';
import { RETURN_STATUSES, ReturnStatus, WebhookReturnDto } from '../order-event.dto';
import { RefundDto } from '../refund.dto';

export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_TEXT = 500;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ReturnLineInputDto {
  @ApiProperty({ format: 'uuid', description: "The order line's id (order.products[].id)" })
  @IsUUID('all', { message: 'Invalid order line id' })
  itemId: string;

  @ApiProperty({ minimum: 1, maximum: 99 })
  @Type(() => Number)
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(99, { message: 'Quantity cannot exceed 99' })
  quantity: number;
}

export class CreateReturnDto {
  @ApiProperty({ type: [ReturnLineInputDto], description: 'The lines to return and how many pieces of each' })
  @IsArray({ message: 'Choose at least one item to return' })
  @ArrayMinSize(1, { message: 'Choose at least one item to return' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ReturnLineInputDto)
  lines: ReturnLineInputDto[];

  @ApiProperty({ example: 'The mirror arrived cracked', maxLength: MAX_RETURN_TEXT })
  @Transform(trimmed)
  @IsString({ message: 'Please tell us why you are returning the items' })
  @IsNotEmpty({ message: 'Please tell us why you are returning the items' })
  @MaxLength(MAX_RETURN_TEXT, { message: `The reason may be at most ${MAX_RETURN_TEXT} characters` })
  reason: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_RETURN_PHOTOS,
    description: 'URLs answered by POST /api/returns/photos',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_RETURN_PHOTOS, { message: `At most ${MAX_RETURN_PHOTOS} photos` })
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  photos?: string[];
}

export class RefuseReturnDto {
  @ApiProperty({ example: 'The photos show wear from use', maxLength: MAX_RETURN_TEXT })
  @Transform(trimmed)
  @IsString({ message: 'A note for the shopper is required' })
  @IsNotEmpty({ message: 'A note for the shopper is required' })
  @MaxLength(MAX_RETURN_TEXT, { message: `The note may be at most ${MAX_RETURN_TEXT} characters` })
  note: string;
}

export class ReturnsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: RETURN_STATUSES })
  @IsOptional()
  @IsIn(RETURN_STATUSES, { message: `status must be one of ${RETURN_STATUSES.join(', ')}` })
  status?: ReturnStatus;
}

export class ReturnCreditNoteDto {
  @ApiProperty({ example: 'DSC/26-27/0002' })
  number: string;

  @ApiProperty({ example: '/api/returns/3f1c.../credit-note/pdf', description: 'Where the PDF is downloaded' })
  pdfUrl: string;
}

/** A return as the API answers it: its fields, its order's reference and what its approval made. */
export class ReturnDto extends WebhookReturnDto {
  @ApiProperty({ example: 'A1B2C3D4', description: "The order's short number (last 8 characters of its id)" })
  orderNumber: string;

  @ApiProperty({ example: 'asha@example.com' })
  email: string;

  @ApiProperty({ type: RefundDto, nullable: true, description: 'The refund an approval made, with its status' })
  refund: RefundDto | null;

  @ApiProperty({ type: ReturnCreditNoteDto, nullable: true })
  creditNote: ReturnCreditNoteDto | null;
}

export class ReturnableLineDto {
  @ApiProperty({ format: 'uuid' })
  itemId: string;

  @ApiProperty({ minimum: 0, description: 'Pieces bought less those returned or asked to be returned' })
  quantity: number;
}

export class ReturnWindowDto {
  @ApiProperty({ example: 7, description: 'Days after delivery in which a return may be asked for' })
  days: number;

  @ApiProperty({ description: 'Whether a return may be asked for now' })
  open: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null until delivered' })
  closesAt: Date | null;
}

export class OrderReturnsDto {
  @ApiProperty({ type: [ReturnDto] })
  returns: ReturnDto[];

  @ApiProperty({ type: ReturnWindowDto })
  window: ReturnWindowDto;

  @ApiProperty({ type: [ReturnableLineDto] })
  returnable: ReturnableLineDto[];
}

export class ReturnListDto {
  @ApiProperty({ type: [ReturnDto] })
  returns: ReturnDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  totalPages: number;
}
