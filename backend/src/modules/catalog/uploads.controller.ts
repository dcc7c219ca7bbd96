import { Body, Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { UploadImageDto } from './dto/upload.dto';
import { IMAGE_TOO_LARGE, ImageUploadService, NOT_AN_IMAGE } from './image-upload.service';

@ApiTags('uploads')
@Controller('uploadImage')
export class UploadsController {
  constructor(@Inject(ImageUploadService) private readonly images: ImageUploadService) {}

  /** Answers the stored image's URL as a JSON string, e.g. "/uploads/images/<id>.webp". */
  @Post()
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiBearerAuth()
  @ApiOkResponse({
    schema: { type: 'string', example: '/uploads/images/5b0e6a1c-0d9f-4f1e-9b1e-2d0c6b3f8a41.webp' },
    description: 'Smaller copies are stored beside it as <name>-400.webp and <name>-1200.webp',
  })
  @ApiPayloadTooLargeResponse({ description: IMAGE_TOO_LARGE })
  @ApiUnsupportedMediaTypeResponse({ description: NOT_AN_IMAGE })
  async upload(@Body() dto: UploadImageDto): Promise<string> {
    return JSON.stringify(await this.images.saveDataUrl(dto.image));
  }
}
