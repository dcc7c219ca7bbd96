import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { ErrorDto } from '../../common/dto/error.dto';
import { SyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, cursorItems, NEXT_LINK_HEADER } from '../../common/http/cursor-page';
import { SyncedProductDto, SyncedProductPageDto } from './dto/product-sync.dto';
import { ProductsService } from './products.service';

/**
 * The catalogue for integrations: every product with its last change, walked by cursor. Apart
 * from the public listing, whose answers are cached and shaped for shoppers.
 */
@ApiTags('products')
@ApiBearerAuth()
@Roles('admin')
@KeyScope('catalogue')
@Controller('product')
export class ProductSyncController {
  constructor(@Inject(ProductsService) private readonly products: ProductsService) {}

  @Get('all')
  @ApiOperation({
    operationId: 'listAllProducts',
    summary: 'Every product, by last change (admin)',
    description:
      'Every product with `createdAt`, `updatedAt` and stock, oldest change first, walked by cursor: pass `next` ' +
      'back as `cursor` until it is null; `updated_since` starts from an instant. See docs/integrations-sync.md. Admins only.',
  })
  @ApiOkResponse({ type: SyncedProductPageDto, headers: NEXT_LINK_HEADER })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid cursor, updated_since, updated_before or limit' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  async all(@Query() query: SyncQueryDto): Promise<CursorAnswer<{ items: SyncedProductDto[]; next: string | null }>> {
    const { rows, next } = await this.products.changed(query);
    return cursorItems(rows, next);
  }
}
