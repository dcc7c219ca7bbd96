import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { ApiIdempotent, HeaderSetter, IdempotencyKey, markReplayed } from '../../common/http/idempotency';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { ErrorDto } from '../../common/dto/error.dto';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import {
  LOW_STOCK_THRESHOLD,
  LowStockDto,
  LowStockQueryDto,
  SetStockDto,
  StockHistoryDto,
  StockHistoryQueryDto,
  StockMovementDto,
  StockSetDto,
} from './dto/stock.dto';
import { NamedMovement, StockService } from './stock.service';
import { isCursorWalk } from '../../common/dto/sync-query.dto';
import { CursorAnswer, NEXT_LINK_HEADER } from '../../common/http/cursor-page';

/**
 * The admin's stock screens: quick edit, the low-stock list and the history of changes. Also
 * tagged `products`: the generated client refetches product lists after a stock change.
 */
@ApiTags('stock', 'products')
@ApiBearerAuth()
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
@ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid id, count or query' })
@KeyScope('stock')
@Controller('stock')
export class StockController {
  constructor(@Inject(StockService) private readonly stock: StockService) {}

  @Get('low')
  @ApiOperation({
    operationId: 'listLowStock',
    summary: 'Variants low on stock (admin)',
    description:
      'Variants whose counted stock is at or below the threshold, fewest first: each variant of a product with ' +
      'several is its own row, with its SKU and options. Admins only.',
  })
  @ApiOkResponse({ type: LowStockDto })
  async low(@Query() query: LowStockQueryDto): Promise<LowStockDto> {
    const threshold = query.threshold ?? LOW_STOCK_THRESHOLD;
    const variants = await this.stock.lowStock(threshold, query.limit ?? 20);
    return { threshold, products: variants.map((variant) => ({ id: variant.productId, ...variant })) };
  }

  @Get('history')
  @ApiOperation({
    operationId: 'listStockHistory',
    summary: 'Stock movements (admin)',
    description:
      'The ledger of stock changes (orders, cancellations, admin counts), newest first by page. With `updated_since` ' +
      'or `cursor`, a cursor walk oldest first instead, with `next` (docs/integrations-sync.md). Admins only.',
  })
  @ApiOkResponse({ type: StockHistoryDto, headers: NEXT_LINK_HEADER })
  async history(@Query() query: StockHistoryQueryDto): Promise<StockHistoryDto | CursorAnswer<StockHistoryDto>> {
    if (isCursorWalk(query)) {
      const filter = { productId: query.productId, variantId: query.variantId };
      const { rows, next } = await this.stock.historySince(filter, query);
      return new CursorAnswer({ movements: rows.map(movementView), next }, next);
    }
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const filter = { productId: query.productId, variantId: query.variantId };
    const { movements, total } = await this.stock.history({ ...filter, page, limit });
    return { movements: movements.map(movementView), total, page, totalPages: Math.ceil(total / limit) };
  }

  @Put(':productId')
  @ApiOperation({
    operationId: 'setStock',
    summary: 'Set the stock of a product (admin)',
    description:
      "Records a counted stock level (or `null` for untracked stock) of a variant (`variantId`; left out, the product's " +
      'only variant: 400 naming the options when it has several) as a movement in the ledger; sends ' +
      '`stock.changed` (and `stock.low`). Send an `Idempotency-Key` so that a retried count answers the first ' +
      'instead of counting again. Admins only.',
  })
  @ApiIdempotent('count')
  @ApiOkResponse({ type: StockSetDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Product not found' })
  async set(
    @CurrentUser() admin: AuthUser,
    @Param('productId', uuidPipe('product')) productId: string,
    @Body() body: SetStockDto,
    @Res({ passthrough: true }) res: HeaderSetter,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<StockSetDto> {
    const ref = { actorId: admin.id, note: body.note ?? null };
    const target = { productId, variantId: body.variantId };
    const { result, replayed } = await this.stock.setOnce(target, body.stock, ref, idempotencyKey);
    markReplayed(res, replayed);
    const { changed, stock, variantId } = result;
    return { message: changed ? 'Stock updated' : 'Stock unchanged', changed, productId, variantId, stock };
  }
}

function movementView(m: NamedMovement): StockMovementDto {
  return {
    id: m.id,
    productId: m.productId,
    variantId: m.variantId,
    productName: m.productName,
    sku: m.sku,
    variantTitle: m.variantTitle,
    change: m.change,
    stockAfter: m.stockAfter,
    reason: m.reason,
    orderId: m.orderId,
    actorId: m.actorId,
    note: m.note,
    createdAt: m.createdAt,
  };
}
