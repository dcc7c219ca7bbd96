import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class UploadImageDto {
  @ApiProperty({
    description: 'A data URL (data:image/...;base64,...) of a JPG, PNG, GIF or WebP image of at most 5 MB',
  })
  @IsString({ message: 'image must be a data URL' })
  image: string;
}
