import { paiseToRupees, toPaise } from '../../common/money';
import { AppliedDeal, priceUnderDeal } from '../deals/deals.service';
import type { ProductDto } from './dto/product.dto';
import type { Product } from './product.entity';

/** The product's JSON for the shopper, priced under the deal that applies now. */
export function productView(product: Product, deal: AppliedDeal | null): ProductDto {
  const price = priceUnderDeal(toPaise(product.price), product.category, deal);
  const struckThrough =
    price.dealDiscount > 0 ? price.originalPricePaise : product.oldPrice === null ? null : toPaise(product.oldPrice);
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    material: product.material,
    size: product.size,
    metal: product.metal,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    image: product.image,
    additionalImages: product.additionalImages,
    price: paiseToRupees(price.pricePaise),
    oldPrice: struckThrough === null ? null : paiseToRupees(struckThrough),
    originalPrice: paiseToRupees(price.originalPricePaise),
    listOldPrice: product.oldPrice === null ? null : paiseToRupees(toPaise(product.oldPrice)),
    dealDiscount: price.dealDiscount,
    dealTitle: price.dealTitle,
    stock: product.stock,
    inStock: product.stock === null || product.stock > 0,
    rating: product.rating,
    reviewCount: product.reviewCount,
    isTrending: product.isTrending,
    author: product.authorId,
    createdAt: product.createdAt,
  };
}
