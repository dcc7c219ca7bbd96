import { CachedRead } from '../../common/http/cached-read';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiIdempotent, HeaderSetter, IdempotencyKey, markReplayed } from '../../common/http/idempotency';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Public, Roles } from '../../common/decorators/auth.decorators';
import { CreateProductDto, UpdateProductDto } from './dto/product-input.dto';
import {
  OptionCountsQueryDto,
  ProductListQueryDto,
  SearchQueryDto,
  toPriceRange,
  toProductQuery,
} from './dto/product-query.dto';
import {
  ApplicableDealsDto,
  MessageDto,
  OptionCountsDto,
  ProductDetailDto,
  ProductListDto,
  ProductPageDto,
  ProductSavedDto,
} from './dto/product-responses.dto';
import { ProductDto } from './dto/product.dto';
import { PRODUCT_CATEGORIES } from '../../common/categories';
import { ProductPage, ProductsService } from './products.service';
import { ReviewsService } from './reviews.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';

export const productIdPipe = uuidPipe('product');

const LIST_LIMIT = 10;
const DEALS_LIMIT = 20;

/** Static paths are declared before `:id` so that they are not taken for an id. */
@ApiTags('products')
@KeyScope('catalogue')
@Controller('product')
export class ProductsController {
  constructor(
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(ReviewsService) private readonly reviews: ReviewsService,
  ) {}

  @Public()
  @CachedRead('catalogue')
  @Get()
  @ApiOperation({
    operationId: 'listProducts',
    summary: 'List products',
    description:
      'One page of the catalogue, filtered by category, price and option values (`option=Size:Large`) and sorted by `sortBy`. Prices are what a shopper pays now (with a live deal applied).',
  })
  @ApiOkResponse({ type: ProductPageDto, description: 'Prices are what the shopper pays now' })
  @ApiBadRequestResponse({
    description: 'Unknown category or sortBy, bad numbers, minPrice > maxPrice, an option not given as Name:Value',
  })
  list(@Query() query: ProductListQueryDto): Promise<ProductPage> {
    return this.products.list(toProductQuery(query, { limit: LIST_LIMIT }));
  }

  @Public()
  @CachedRead('catalogue')
  @Get('options')
  @ApiOperation({
    operationId: 'listProductOptionCounts',
    summary: 'Option filters with counts',
    description:
      "The option values (Size: Large, ...) of the products in a category and price range, each with how many products have a variant in stock with it: the choices of the listing's `option` filter.",
  })
  @ApiOkResponse({ type: OptionCountsDto })
  @ApiBadRequestResponse({ description: 'Unknown category, bad numbers, minPrice > maxPrice' })
  async options(@Query() query: OptionCountsQueryDto): Promise<OptionCountsDto> {
    return { optionCounts: await this.products.optionCounts(toPriceRange(query)) };
  }

  @Public()
  @CachedRead('catalogue')
  @Get('trending')
  @ApiOperation({
    operationId: 'listTrendingProducts',
    summary: 'Trending products',
    description: 'Products marked trending, best rated first.',
  })
  @ApiOkResponse({ type: [ProductDto] })
  trending(): Promise<ProductDto[]> {
    return this.products.trending();
  }

  @Public()
  @CachedRead('catalogue')
  @Get('search')
  @ApiOperation({
    operationId: 'searchProducts',
    summary: 'Search products',
    description:
      "Full-text search over names, descriptions and option values (Walnut, Large), and by a variant's exact SKU, best match first; misspelt words are corrected against the catalogue when there are few matches.",
  })
  @ApiOkResponse({ type: ProductListDto, description: 'Best match first; empty for an empty query' })
  async search(@Query() query: SearchQueryDto): Promise<ProductListDto> {
    return { products: await this.products.search(query.query ?? '', query.limit) };
  }

  @Public()
  @CachedRead('catalogue')
  @Get('deals')
  @ApiOperation({
    operationId: 'listDealProducts',
    summary: 'Products on deal',
    description: 'The product listing restricted to the products the current deal applies to.',
  })
  @ApiOkResponse({ type: ProductPageDto, description: 'The listing restricted to products the deal applies to' })
  deals(@Query() query: ProductListQueryDto): Promise<ProductPage> {
    return this.products.list(toProductQuery(query, { limit: DEALS_LIMIT, dealOnly: true }));
  }

  @Public()
  @CachedRead('catalogue')
  @Get('deals/applicable')
  @ApiOperation({
    operationId: 'getApplicableDeal',
    summary: 'The deal and its products',
    description: 'The current deal (or `null`), the categories it covers and up to 20 of its products.',
  })
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
  @ApiOperation({
    operationId: 'listRelatedProducts',
    summary: 'Related products',
    description: 'Up to 8 products of the same category, best rated first.',
  })
  @ApiOkResponse({ type: [ProductDto], description: 'Same category, best rated first, at most 8' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  related(@Param('id', productIdPipe) id: string): Promise<ProductDto[]> {
    return this.products.related(id);
  }

  @Public()
  @CachedRead('product')
  @Get(':id')
  @ApiOperation({
    operationId: 'getProduct',
    summary: 'A product',
    description: 'A product with its reviews, newest first.',
  })
  @ApiOkResponse({ type: ProductDetailDto })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async findOne(@Param('id', productIdPipe) id: string): Promise<ProductDetailDto> {
    const { product, reviews } = await this.products.detail(id);
    return { product, reviews: await this.reviews.withReviewerNames(reviews) };
  }

  @Roles('admin')
  @Post('create-product')
  @ApiOperation({
    operationId: 'createProduct',
    summary: 'Create a product (admin)',
    description:
      'Adds a product to the catalogue. Prices are rupees with at most two decimals. Send an `Idempotency-Key` so ' +
      'that a retried request answers the first product instead of adding a second. Admins only.',
  })
  @ApiBearerAuth()
  @ApiIdempotent('product')
  @ApiCreatedResponse({ type: ProductSavedDto })
  async create(
    @Body() dto: CreateProductDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: HeaderSetter,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ProductSavedDto> {
    const { result, replayed } = await this.products.createOnce(dto, user.id, idempotencyKey);
    markReplayed(res, replayed);
    return { message: 'Product created successfully', product: result };
  }

  @Roles('admin')
  @Patch('update-product/:id')
  @ApiOperation({
    operationId: 'updateProduct',
    summary: 'Update a product (admin)',
    description:
      'A partial update: send any subset of the fields; each one given is checked, those left out are kept, and ' +
      '`null` clears an optional one. Name, category, price and main image cannot be emptied, and an empty body ' +
      'changes nothing (400). Admins only.',
  })
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
  @ApiOperation({
    operationId: 'deleteProduct',
    summary: 'Delete a product (admin)',
    description: 'Removes a product and its reviews; orders keep their own copy of the line. Admins only.',
  })
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
  @ApiOperation({
    operationId: 'listRecommendedProducts',
    summary: 'Recommended products',
    description: 'Trending products first, then the best rated; at most 8.',
  })
  @ApiOkResponse({ type: [ProductDto], description: 'Trending first, then the best rated; at most 8' })
  recommended(): Promise<ProductDto[]> {
    return this.products.recommended();
  }
}
