import { Body, Controller, Delete, ForbiddenException, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/decorators/auth.decorators';
import { AddToCartDto, CartDto, CartQueryDto, UpdateCartItemDto } from './cart.dto';
import { CartService } from './cart.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { SignedInRead } from '../../common/http/cached-read';

/** A cart belongs to its user alone: not even an admin reads or changes someone else's. */
function assertOwnCart(user: AuthUser, userId: string): void {
  if (user.id !== userId) throw new ForbiddenException('You do not have access to this cart');
}

@ApiTags('cart')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get(':userId')
  @ApiOperation({
    operationId: 'getCart',
    summary: 'A shopper cart',
    description:
      'The cart priced by the server: lines, subtotal, deal and coupon discounts, tax and total. With `couponCode` the cart is priced with that coupon. Only the shopper or an admin.',
  })
  @SignedInRead()
  @ApiOkResponse({ type: CartDto })
  @ApiForbiddenResponse({ description: "Another user's cart" })
  @ApiBadRequestResponse({
    description: "Invalid user id or couponCode; 'Invalid or expired coupon code.': no such coupon, or it expired",
  })
  get(
    @CurrentUser() user: AuthUser,
    @Param('userId', uuidPipe('user')) userId: string,
    @Query() query: CartQueryDto,
  ): Promise<CartDto> {
    assertOwnCart(user, userId);
    return this.cart.view(user.id, query.couponCode);
  }

  @Post('add')
  @ApiOperation({
    operationId: 'addToCart',
    summary: 'Add to the cart',
    description:
      'Adds pieces of a variant of a product to the signed-in shopper cart (quantities of the same variant add up). ' +
      "Without `variantId`, the product's only variant.",
  })
  @ApiCreatedResponse({ type: CartDto, description: 'The whole cart after the change' })
  @ApiBadRequestResponse({
    description:
      'Quantity outside 1-99 (per line, after adding); `Choose a Size and Finish for "Round Mirror".` without ' +
      'a variant of a product that has several; `This choice is not sold with "Round Mirror".` for a variant of ' +
      'another product',
  })
  @ApiNotFoundResponse({ description: 'Product not found' })
  add(@CurrentUser() user: AuthUser, @Body() body: AddToCartDto): Promise<CartDto> {
    return this.cart.add(user.id, { productId: body.productId, variantId: body.variantId }, body.quantity ?? 1);
  }

  @Put('update/:itemId')
  @ApiOperation({
    operationId: 'updateCartItem',
    summary: 'Change a cart line',
    description: 'Sets the quantity of one line of the caller cart.',
  })
  @ApiOkResponse({ type: CartDto })
  @ApiBadRequestResponse({ description: "'Quantity cannot be less than 1' or 'Quantity cannot exceed 99'" })
  @ApiNotFoundResponse({ description: 'Cart item not found (or not in your cart)' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('itemId', uuidPipe('cart item')) itemId: string,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartDto> {
    return this.cart.step(user.id, itemId, body.type);
  }

  @Delete('remove/:itemId')
  @ApiOperation({
    operationId: 'removeCartItem',
    summary: 'Remove a cart line',
    description: 'Removes one line of the caller cart.',
  })
  @ApiOkResponse({ type: CartDto })
  @ApiNotFoundResponse({ description: 'Cart item not found (or not in your cart)' })
  remove(@CurrentUser() user: AuthUser, @Param('itemId', uuidPipe('cart item')) itemId: string): Promise<CartDto> {
    return this.cart.remove(user.id, itemId);
  }

  @Delete('clear/:userId')
  @ApiOperation({
    operationId: 'clearCart',
    summary: 'Empty a cart',
    description: 'Removes every line of the cart. Only the shopper or an admin.',
  })
  @ApiOkResponse({ type: CartDto })
  @ApiForbiddenResponse({ description: "Another user's cart" })
  clear(@CurrentUser() user: AuthUser, @Param('userId', uuidPipe('user')) userId: string): Promise<CartDto> {
    assertOwnCart(user, userId);
    return this.cart.clear(user.id);
  }
}
