import { CachedRead } from '../../common/http/cached-read';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public, Roles } from '../../common/decorators/auth.decorators';
import { CreateProductDto, UpdateProductDto } from './dto/product-input.dto';
import { ProductListQueryDto, SearchQueryDto, toProductQuery } from './dto/product-query.dto';
import {
  ApplicableDealsDto,
  MessageDto,
  ProductDetailDto,
  ProductListDto,
  ProductPageDto,
  ProductSavedDto,
} from './dto/product-responses.dto';
import { ProductDto } from './dto/product.dto';
import { PRODUCT_CATEGORIES } from './categories';
import { ProductPage, ProductsService } from './products.service';
import { ReviewsService } from './reviews.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';

export const productIdPipe = uuidPipe('product');

const LIST_LIMIT = 10;
const DEALS_LIMIT = 20;

/** Static paths are declared before `:id` so that they are not taken for an id. */
@ApiTags('products')
@Controller('product')
export class ProductsController {
  constructor(
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(ReviewsService) private readonly reviews: ReviewsService,
  ) {}

  @Public()
  @CachedRead('catalogue')
  @Get()
  @ApiOkResponse({ type: ProductPageDto, description: 'Prices are what the shopper pays now' })
  @ApiBadRequestResponse({ description: 'Unknown category or sortBy, bad numbers, minPrice > maxPrice' })
  list(@Query() query: ProductListQueryDto): Promise<ProductPage> {
    return this.products.list(toProductQuery(query, { limit: LIST_LIMIT }));
  }

  @Public()
  @CachedRead('catalogue')
  @Get('trending')
  @ApiOkResponse({ type: [ProductDto] })
  trending(): Promise<ProductDto[]> {
    return this.products.trending();
  }

  @Public()
  @CachedRead('catalogue')
  @Get('search')
  @ApiOkResponse({ type: ProductListDto, description: 'Best match first; empty for an empty query' })
  async search(@Query() query: SearchQueryDto): Promise<ProductListDto> {
    return { products: await this.products.search(query.query ?? '', query.limit) };
  }

  @Public()
  @CachedRead('catalogue')
  @Get('deals')
  @ApiOkResponse({ type: ProductPageDto, description: 'The listing restricted to products the deal applies to' })
  deals(@Query() query: ProductListQueryDto): Promise<ProductPage> {
    return this.products.list(toProductQuery(query, { limit: DEALS_LIMIT, dealOnly: true }));
  }

  @Public()
  @CachedRead('catalogue')
  @Get('deals/applicable')
  @ApiOkResponse({ type: ApplicableDealsDto })
  async applicable(): Promise<ApplicableDealsDto> {
    const { deal, count, products } = await this.products.dealProducts(DEALS_LIMIT);
    return {
      success: true,
      deal,
      categories: deal?.categories.filter((c) => (PRODUCT_CATEGORIES as readonly string[]).includes(c)) ?? [],
      applicableProducts: count,
      products,
    };
  }

  @Public()
  @CachedRead('catalogue')
  @Get('related/:id')
  @ApiOkResponse({ type: [ProductDto], description: 'Same category, best rated first, at most 8' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  related(@Param('id', productIdPipe) id: string): Promise<ProductDto[]> {
    return this.products.related(id);
  }

  @Public()
  @CachedRead('product')
  @Get(':id')
  @ApiOkResponse({ type: ProductDetailDto })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async findOne(@Param('id', productIdPipe) id: string): Promise<ProductDetailDto> {
    const { product, reviews } = await this.products.detail(id);
    return { product, reviews: await this.reviews.withReviewerNames(reviews) };
  }

  @Roles('admin')
  @Post('create-product')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: ProductSavedDto })
  async create(@Body() dto: CreateProductDto, @CurrentUser() user: AuthUser): Promise<ProductSavedDto> {
    return { message: 'Product created successfully', product: await this.products.create(dto, user.id) };
  }

  @Roles('admin')
  @Patch('update-product/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ProductSavedDto })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async update(
    @Param('id', productIdPipe) id: string,
    @Body() dto: UpdateProductDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ProductSavedDto> {
    return { message: 'Product updated successfully', product: await this.products.update(id, dto, user.id) };
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async remove(@Param('id', productIdPipe) id: string): Promise<MessageDto> {
    await this.products.remove(id);
    return { message: 'Product deleted successfully' };
  }
}

@ApiTags('products')
@Controller('recommended-products')
export class RecommendedProductsController {
  constructor(@Inject(ProductsService) private readonly products: ProductsService) {}

  @Public()
  @CachedRead('catalogue')
  @Get()
  @ApiOkResponse({ type: [ProductDto], description: 'Trending first, then the best rated; at most 8' })
  recommended(): Promise<ProductDto[]> {
    return this.products.recommended();
  }
}
