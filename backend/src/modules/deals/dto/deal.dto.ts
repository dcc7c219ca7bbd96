import { digitsAsNumber, wholeNumberDoc } from '../../../common/dto/whole-number-doc';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { canonicalCategory, PRODUCT_CATEGORIES } from '../../../common/categories';
import { IMAGE_URL } from '../../catalog/dto/product-input.dto';
import { IsStrictDateTime } from '../../../common/validation/strict-date';
import { IMAGE_URL_DOC } from '../../../common/dto/image-url-doc';
import { HERO_VIDEO_URL } from '../hero-video.service';

const isGiven = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

export class SaveDealDto {
  @ApiProperty({ maxLength: 120, example: 'Festive Sale' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(120)
  title: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;

  @ApiProperty(wholeNumberDoc(1, 90, 'Whole percent'))
  @Transform(digitsAsNumber)
  @IsInt({ message: 'discount must be a whole percent from 1 to 90' })
  @Min(1, { message: 'discount must be a whole percent from 1 to 90' })
  @Max(90, { message: 'discount must be a whole percent from 1 to 90' })
  discount: number;

  @ApiPropertyOptional({ description: 'Banner image URL (the admin form sends `image`)', nullable: true })
  @ValidateIf(isGiven)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'image must be an /uploads/... path or an http(s) URL' })
  image?: string | null;

  @ApiPropertyOptional({ description: 'Same as image; image wins when both are sent', nullable: true })
  @ValidateIf(isGiven)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'imageUrl must be an /uploads/... path or an http(s) URL' })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    description:
      'The home page hero video, as answered by POST /uploadVideo. Omitted: unchanged; null or empty: removed',
    nullable: true,
  })
  @ValidateIf(isGiven)
  @IsString()
  @Matches(HERO_VIDEO_URL, { message: 'heroVideo must be a video uploaded with /api/uploadVideo' })
  heroVideo?: string | null;

  @ApiPropertyOptional({
    description: 'The still shown before and instead of the hero video. Omitted: unchanged; null or empty: removed',
    nullable: true,
  })
  @ValidateIf(isGiven)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'heroPoster must be an /uploads/... path or an http(s) URL' })
  heroPoster?: string | null;

  @ApiProperty({ format: 'date-time', description: 'The deal stops applying at this moment' })
  @IsStrictDateTime({ message: 'endDate must be a valid date and time, e.g. 2025-12-31T23:59:59Z' })
  endDate: string;

  @ApiProperty({ enum: PRODUCT_CATEGORIES, isArray: true, description: 'Case-insensitive; may be empty' })
  @IsArray()
  @ArrayMaxSize(PRODUCT_CATEGORIES.length * 2)
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((c) => (typeof c === 'string' ? (canonicalCategory(c) ?? c) : c)) : value,
  )
  @IsIn(PRODUCT_CATEGORIES, { each: true, message: `categories must be among: ${PRODUCT_CATEGORIES.join(', ')}` })
  categories: string[];

  @ApiPropertyOptional({ description: 'Left out: true' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  isActive?: boolean;
}

export class DealDto {
  @ApiProperty({ description: 'Always 1: the shop has one deal' })
  _id: number;

  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  discount: number;

  @ApiProperty({ type: String, nullable: true, ...IMAGE_URL_DOC })
  imageUrl: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The home page hero video (muted loop)' })
  heroVideoUrl: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The hero video's poster image" })
  heroPosterUrl: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endDate: Date | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES, isArray: true })
  categories: string[];

  @ApiProperty({ description: 'Switched on and not yet ended (false once the end date passes)' })
  isActive: boolean;

  @ApiProperty({ description: 'The end date has passed' })
  expired: boolean;

  @ApiProperty()
  updatedAt: Date;
}

export class DealResponseDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ type: DealDto, nullable: true, description: 'null before a deal was ever saved' })
  data: DealDto | null;
}

export class DealSavedDto extends DealResponseDto {
  @ApiProperty({ description: 'How many products the deal applies to right now' })
  applicableProducts: number;
}
