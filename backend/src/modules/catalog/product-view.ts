import { paiseToRupees, toPaise } from '../../common/money';
import { AppliedDeal, priceUnderDeal } from '../deals/deals.service';
import type { ProductDto, VariantDto } from './dto/product.dto';
import type { Product } from './product.entity';
import { ProductVariant, variantTitle } from './product-variant.entity';

/** A product as read: an entity, or a row of the catalogue's reads with its time as answered (isoTimeSql). */
export type ShownProduct = Omit<Product, 'createdAt'> & { createdAt: Date | string };

/**
 * The product's JSON for the shopper, priced under the deal that applies now; with `variants`
 * (the product page, the admin's answers), each of them too.
 */
export function productView(product: ShownProduct, deal: AppliedDeal | null, variants?: ProductVariant[]): ProductDto {
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
    options: product.options,
    variantCount: product.variantCount,
    ...(variants ? { variants: variants.map((variant) => variantView(product, variant, deal)) } : {}),
    rating: product.rating,
    reviewCount: product.reviewCount,
    isTrending: product.isTrending,
    author: product.authorId,
    createdAt: typeof product.createdAt === 'string' ? product.createdAt : product.createdAt.toISOString(),
  };
}

/** A variant's JSON for the shopper, priced under the deal as its product is. */
export function variantView(
  product: Pick<Product, 'category' | 'options' | 'image' | 'additionalImages'>,
  variant: Pick<
    ProductVariant,
    | 'id'
    | 'sku'
    | 'optionValues'
    | 'price'
    | 'oldPrice'
    | 'stock'
    | 'image'
    | 'additionalImages'
    | 'weightGrams'
    | 'position'
  >,
  deal: AppliedDeal | null,
): VariantDto {
  const price = priceUnderDeal(toPaise(variant.price), product.category, deal);
  const listOldPrice = variant.oldPrice === null ? null : toPaise(variant.oldPrice);
  const struckThrough = price.dealDiscount > 0 ? price.originalPricePaise : listOldPrice;
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.optionValues,
    title: variantTitle(product.options, variant.optionValues),
    price: paiseToRupees(price.pricePaise),
    oldPrice: struckThrough === null ? null : paiseToRupees(struckThrough),
    originalPrice: paiseToRupees(price.originalPricePaise),
    listOldPrice: listOldPrice === null ? null : paiseToRupees(listOldPrice),
    stock: variant.stock,
    inStock: variant.stock === null || variant.stock > 0,
    image: variant.image ?? product.image,
    additionalImages: variant.additionalImages.length > 0 ? variant.additionalImages : product.additionalImages,
    weightGrams: variant.weightGrams,
    position: variant.position,
  };
}
