import { CachedRead } from '../../common/http/cached-read';
import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { KeyScope, Public, Roles } from '../../common/decorators/auth.decorators';
import { PRODUCT_CATEGORIES } from '../../common/categories';
import { dealView } from './deal-view';
import { DealResponseDto, DealSavedDto, SaveDealDto } from './dto/deal.dto';
import { DealsService } from './deals.service';

@ApiTags('deal')
@KeyScope('catalogue')
@Controller('deal')
export class DealsController {
  constructor(@Inject(DealsService) private readonly deals: DealsService) {}

  /** The current deal; a `t` cache-busting parameter is accepted and ignored. */
  @Public()
  @CachedRead('deal')
  @Get()
  @ApiOperation({
    operationId: 'getDeal',
    summary: 'The current deal',
    description: 'The deal the shop runs now, or `data: null`.',
  })
  @ApiOkResponse({ type: DealResponseDto })
  async current(): Promise<DealResponseDto> {
    const deal = await this.deals.find();
    return { success: true, data: deal ? dealView(deal, this.deals.now()) : null };
  }

  @Public()
  @CachedRead('deal')
  @Get('categories')
  @ApiOperation({
    operationId: 'listDealCategories',
    summary: 'Deal categories',
    description: 'The categories a deal may cover.',
  })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', enum: [...PRODUCT_CATEGORIES] } } })
  categories(): string[] {
    return [...PRODUCT_CATEGORIES];
  }

  @Roles('admin')
  @Put()
  @ApiOperation({
    operationId: 'saveDeal',
    summary: 'Save the deal (admin)',
    description: 'Creates or replaces the shop deal: title, discount, categories and dates. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: DealSavedDto })
  async save(@Body() dto: SaveDealDto): Promise<DealSavedDto> {
    const deal = await this.deals.save(dto);
    const now = this.deals.now();
    return { success: true, data: dealView(deal, now), applicableProducts: await this.deals.reach(deal, now) };
  }
}
