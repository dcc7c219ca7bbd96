import { CachedRead } from '../../common/http/cached-read';
import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../common/decorators/auth.decorators';
import { assertSelfOrAdmin } from '../../common/guards/ownership';
import { PostReviewDto, ReviewPostedDto, TotalReviewsDto, UserReviewDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(@Inject(ReviewsService) private readonly reviews: ReviewsService) {}

  /** The reviewer is the signed-in user; a `userId` in the body is ignored. */
  @Post('post-review')
  @ApiOperation({
    operationId: 'postReview',
    summary: 'Review a product',
    description:
      'Adds or replaces the signed-in shopper review of a product (one per shopper and product) and updates its rating.',
  })
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReviewPostedDto, description: 'Created, or replaced when this user already reviewed it' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async post(@Body() dto: PostReviewDto, @CurrentUser() user: AuthUser): Promise<ReviewPostedDto> {
    return { message: 'Review posted successfully', review: await this.reviews.post(user.id, dto) };
  }

  @Public()
  @CachedRead('catalogue')
  @Get('total-reviews')
  @ApiOperation({
    operationId: 'getReviewTotals',
    summary: 'Number of reviews',
    description: 'How many reviews the shop holds in all.',
  })
  @ApiOkResponse({ type: TotalReviewsDto })
  async total(): Promise<TotalReviewsDto> {
    return { totalReviews: await this.reviews.total() };
  }

  @Get(':userId')
  @ApiOperation({
    operationId: 'listUserReviews',
    summary: 'Reviews of a shopper',
    description: 'The reviews one shopper wrote, newest first. Only that shopper or an admin may read them.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: [UserReviewDto], description: 'Newest first' })
  forUser(
    @Param('userId', uuidPipe('user'))
    userId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<UserReviewDto[]> {
    assertSelfOrAdmin(user, { id: userId });
    return this.reviews.forUser(userId);
  }
}
