import { Body, Controller, Header, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { AuthedRequest } from '../../common/decorators/auth.decorators';
import { APP_CONFIG, AppConfig } from '../../config';
import { absoluteImageUrl } from '../../http/image-urls';
import { RateLimitService } from '../../common/guards/rate-limit';
import { UploadImageDto } from './dto/upload.dto';
import { IMAGE_TOO_LARGE, ImageUploadService, NOT_AN_IMAGE, TOO_MANY_PIXELS } from './image-upload.service';

@ApiTags('uploads')
@Controller('uploadImage')
export class UploadsController {
  constructor(
    @Inject(ImageUploadService) private readonly images: ImageUploadService,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the stored image's absolute URL as a JSON string, e.g. "https://shop.example.in/uploads/images/<id>.webp". */
  @Post()
  @ApiOperation({
    operationId: 'uploadImage',
    summary: 'Upload an image (admin)',
    description:
      'Stores a product, deal or profile picture as WebP and answers its URL. The body is JSON `{image}`: a base64 ' +
      '`data:` URL of a JPEG, PNG, WebP or GIF (`data:image/jpeg;base64,...`); multipart form uploads are not ' +
      'accepted (415). Limited per user.',
  })
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiBearerAuth()
  @ApiOkResponse({
    schema: {
      type: 'string',
      example: 'https://shop.example.in/uploads/images/5b0e6a1c-0d9f-4f1e-9b1e-2d0c6b3f8a41.webp',
    },
    description: 'Smaller copies are stored beside it as <name>-400.webp and <name>-1200.webp',
  })
  @ApiBadRequestResponse({ description: 'image missing or not a string' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiPayloadTooLargeResponse({ description: `${IMAGE_TOO_LARGE}, or: ${TOO_MANY_PIXELS}` })
  @ApiUnsupportedMediaTypeResponse({ description: NOT_AN_IMAGE })
  @ApiTooManyRequestsResponse({ description: 'At most 30 uploads per user in 10 minutes' })
  @ApiServiceUnavailableResponse({ description: 'Too many images are being processed; try again shortly' })
  async upload(
    @Body() dto: UploadImageDto,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: unknown,
  ): Promise<string> {
    await this.rateLimits.consume('upload-user', req, res);
    return JSON.stringify(absoluteImageUrl(this.config.publicUrl, await this.images.saveDataUrl(dto.image)));
  }
}
