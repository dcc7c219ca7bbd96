import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../common/decorators/auth.decorators';
import { RateLimit } from '../../../common/guards/rate-limit/rate-limits';
import { ErrorDto } from '../../../common/dto/error.dto';
import { TrackingDto, TrackOrderDto } from './tracking.dto';
import { TRACKING_TOKEN } from './tracking-links';
import { TrackingService } from './tracking.service';

@ApiTags('tracking')
@Controller('track')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Public()
  @Get(':token')
  @ApiOperation({
    operationId: 'trackOrderByLink',
    summary: 'Track an order by its signed link',
    description:
      'The order named by a signed, expiring link from an order mail (or from `trackOrder`), for anyone holding it, signed in or not: status, timeline, lines and parcels; never the address, phone or e-mail.',
  })
  @ApiParam({
    name: 'token',
    description: 'From the link: `<order id>.<expiry>.<signature>`',
    schema: { type: 'string', pattern: TRACKING_TOKEN.source },
  })
  @ApiOkResponse({ type: TrackingDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The link was changed or cut short' })
  @ApiGoneResponse({ type: ErrorDto, description: 'The link has expired (90 days after it was made)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'The order no longer exists' })
  byLink(@Param('token') token: string): Promise<TrackingDto> {
    return this.tracking.byToken(token);
  }

  @Public()
  @Post()
  @HttpCode(200)
  @RateLimit('track-ip', 'track-number')
  @ApiOperation({
    operationId: 'trackOrder',
    summary: 'Find an order to track',
    description:
      'The order with this number placed with this e-mail or mobile number, with a new signed link to its tracking page. An unknown number and a wrong e-mail or phone give the same 404. Limited per client address and per order number.',
  })
  @ApiOkResponse({ type: TrackingDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'The contact is neither an e-mail nor a 10-digit mobile number',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No order with this number and e-mail or phone' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many look-ups from this address or for this number' })
  byNumber(@Body() body: TrackOrderDto): Promise<TrackingDto> {
    return this.tracking.byNumber(body);
  }
}
