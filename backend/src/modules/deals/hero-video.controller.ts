import { Body, Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { UploadVideoDto } from './dto/upload-video.dto';
import { HeroVideoService, NOT_A_VIDEO, VIDEO_TOO_LARGE } from './hero-video.service';

@ApiTags('uploads')
@KeyScope('catalogue')
@Controller('uploadVideo')
export class HeroVideoController {
  constructor(@Inject(HeroVideoService) private readonly videos: HeroVideoService) {}

  /** Answers the stored video's URL as a JSON string, for the deal's `heroVideo`. */
  @Roles('admin')
  @Post()
  @ApiOperation({
    operationId: 'uploadHeroVideo',
    summary: 'Upload the home page hero video',
    description:
      "Admins only. A WebM or MP4 file (judged by its bytes, at most 4 MB) sent as a data URL; the answer is the stored video's URL, for the deal's `heroVideo`.",
  })
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiBearerAuth()
  @ApiOkResponse({ schema: { type: 'string', example: '/uploads/videos/5b0e6a1c-0d9f-4f1e-9b1e-2d0c6b3f8a41.webm' } })
  @ApiBadRequestResponse({ description: 'video missing or not a string' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiPayloadTooLargeResponse({ description: VIDEO_TOO_LARGE })
  @ApiUnsupportedMediaTypeResponse({ description: NOT_A_VIDEO })
  async upload(@Body() dto: UploadVideoDto): Promise<string> {
    return JSON.stringify(await this.videos.saveDataUrl(dto.video));
  }
}
