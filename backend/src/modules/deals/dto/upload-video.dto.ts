import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class UploadVideoDto {
  @ApiProperty({ description: 'A data URL (data:video/...;base64,...) of a WebM or MP4 video of at most 4 MB' })
  @IsString({ message: 'video must be a data URL' })
  video: string;
}
