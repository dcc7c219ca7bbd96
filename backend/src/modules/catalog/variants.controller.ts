import { Body, Controller, Delete, HttpCode, Inject, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { ErrorDto } from '../../common/dto/error.dto';
import { ApiIdempotent, HeaderSetter, IdempotencyKey, markReplayed } from '../../common/http/idempotency';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import {
  BulkVariantsDto,
  CreateVariantDto,
  SetOptionsDto,
  UpdateVariantDto,
  VariantOrderDto,
} from './dto/variant-input.dto';
import { BulkVariantsSavedDto, VariantsSavedDto } from './dto/variant.dto';
import { productIdPipe } from './products.controller';
import { VariantsService } from './variants.service';

const variantIdPipe = uuidPipe('variant');

/**
 * The admin's variants of a product: its options, each variant's SKU, price, stock and pictures,
 * their order, and many prices and counts at once. Guarded as update-product: admins, or API keys
 * with the catalogue scope. Each answers the product with its options and every variant.
 */
@ApiTags('products')
@ApiBearerAuth()
@KeyScope('catalogue')
@Controller('product')
export class VariantsController {
  constructor(@Inject(VariantsService) private readonly variants: VariantsService) {}

  @Roles('admin')
  @Patch('variants')
  @ApiOperation({
    operationId: 'updateVariants',
    summary: 'Change many variants at once (admin)',
    description:
      'Prices, old prices and stock counts of up to 500 variants of any products, in one transaction: all are ' +
      'saved or none. Each count changed is kept in the stock history. Send an `Idempotency-Key` so that a ' +
      'retried edit answers the first instead of counting again. Admins only.',
  })
  @ApiIdempotent('edit')
  @ApiOkResponse({ type: BulkVariantsSavedDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'A variant not found' })
  async bulk(
    @Body() body: BulkVariantsDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: HeaderSetter,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<BulkVariantsSavedDto> {
    const { result, replayed } = await this.variants.bulkOnce(body, user.id, idempotencyKey);
    markReplayed(res, replayed);
    return { message: 'Variants saved', products: result };
  }

  @Roles('admin')
  @Put(':id/options')
  @ApiOperation({
    operationId: 'setProductOptions',
    summary: "Set a product's options (admin)",
    description:
      'Sets up to three options (Size, Finish, ...) and makes one variant per combination of their values: a ' +
      'variant whose combination remains keeps its SKU, price and stock, each new combination is added at the ' +
      "product's lowest price with no stock, and the others are deleted. `[]` sells the product one way again " +
      '(its first variant stays). Admins only.',
  })
  @ApiOkResponse({ type: VariantsSavedDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Product not found' })
  async setOptions(@Param('id', productIdPipe) id: string, @Body() body: SetOptionsDto): Promise<VariantsSavedDto> {
    return { message: 'Options saved', product: await this.variants.setOptions(id, body.options) };
  }

  @Roles('admin')
  @Post(':id/variants')
  @ApiOperation({
    operationId: 'createVariant',
    summary: 'Add a variant to a product (admin)',
    description:
      "Adds one combination of the product's option values with its own price, and optionally SKU, stock, " +
      'pictures and weight. Admins only.',
  })
  @ApiCreatedResponse({ type: VariantsSavedDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Product not found' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The combination or the SKU exists already' })
  async create(
    @Param('id', productIdPipe) id: string,
    @Body() body: CreateVariantDto,
    @CurrentUser() user: AuthUser,
  ): Promise<VariantsSavedDto> {
    return { message: 'Variant added', product: await this.variants.create(id, body, user.id) };
  }

  @Roles('admin')
  @Put(':id/variants/order')
  @ApiOperation({
    operationId: 'orderVariants',
    summary: "Put a product's variants in order (admin)",
    description:
      'Takes the ids of all the variants of the product, each once, in the order shoppers see them. Admins only.',
  })
  @ApiOkResponse({ type: VariantsSavedDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Product not found' })
  async reorder(@Param('id', productIdPipe) id: string, @Body() body: VariantOrderDto): Promise<VariantsSavedDto> {
    return { message: 'Variants ordered', product: await this.variants.reorder(id, body.variantIds) };
  }

  @Roles('admin')
  @Patch(':id/variants/:variantId')
  @ApiOperation({
    operationId: 'updateVariant',
    summary: 'Update a variant (admin)',
    description:
      'A partial update of one variant: any of its fields; those left out are kept, and `null` clears an optional ' +
      'one. A stock count is kept in the stock history. Admins only.',
  })
  @ApiOkResponse({ type: VariantsSavedDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Product or variant (of this product) not found' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The combination or the SKU exists already' })
  async update(
    @Param('id', productIdPipe) id: string,
    @Param('variantId', variantIdPipe) variantId: string,
    @Body() body: UpdateVariantDto,
    @CurrentUser() user: AuthUser,
  ): Promise<VariantsSavedDto> {
    return { message: 'Variant updated', product: await this.variants.update(id, variantId, body, user.id) };
  }

  @Roles('admin')
  @Delete(':id/variants/:variantId')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteVariant',
    summary: 'Delete a variant (admin)',
    description:
      'Removes one variant; a product keeps at least one (400). Orders keep their own copy of the line. Admins only.',
  })
  @ApiOkResponse({ type: VariantsSavedDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Product or variant (of this product) not found' })
  async remove(
    @Param('id', productIdPipe) id: string,
    @Param('variantId', variantIdPipe) variantId: string,
  ): Promise<VariantsSavedDto> {
    return { message: 'Variant deleted', product: await this.variants.remove(id, variantId) };
  }
}
