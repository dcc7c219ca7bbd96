import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveReelDto {
  @ApiProperty({
    example: 'https://www.instagram.com/reel/C7xYz12AbCd/',
    description: 'An Instagram reel or post link',
  })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Reel link is required' })
  @MaxLength(500)
  instagramUrl: string;

  @ApiProperty({ maxLength: 300 })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Caption is required' })
  @MaxLength(300, { message: 'Caption must be at most 300 characters' })
  caption: string;
}

export class ReelDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  instagramUrl: string;

  @ApiProperty({ description: "The platform's reel id, for the embed" })
  embedId: string;

  @ApiProperty()
  caption: string;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}

export class ReelsResponseDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: [ReelDto] })
  data: ReelDto[];
}

export class ReelResponseDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: ReelDto })
  data: ReelDto;
}
