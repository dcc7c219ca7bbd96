import { paiseToRupees, toPaise } from '../../common/money';
import { AppliedDeal, priceUnderDeal } from '../deals/deals.service';
import type { VariantDto, VariantProductDto } from './dto/variant.dto';
import type { Product } from './product.entity';
import { ProductVariant, variantTitle } from './product-variant.entity';
import { productView } from './product-view';

/** A variant as the shopper sees it now: priced under the deal, with the product's pictures where it has none. */
export function variantView(product: Product, variant: ProductVariant, deal: AppliedDeal | null): VariantDto {
  const price = priceUnderDeal(toPaise(variant.price), product.category, deal);
  const struckThrough =
    price.dealDiscount > 0 ? price.originalPricePaise : variant.oldPrice === null ? null : toPaise(variant.oldPrice);
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.optionValues,
    title: variantTitle(product.options, variant.optionValues),
    price: paiseToRupees(price.pricePaise),
    oldPrice: struckThrough === null ? null : paiseToRupees(struckThrough),
    originalPrice: paiseToRupees(price.originalPricePaise),
    listOldPrice: variant.oldPrice === null ? null : paiseToRupees(toPaise(variant.oldPrice)),
    stock: variant.stock,
    inStock: variant.stock === null || variant.stock > 0,
    image: variant.image ?? product.image,
    additionalImages: variant.additionalImages.length > 0 ? variant.additionalImages : product.additionalImages,
    weightGrams: variant.weightGrams,
    position: variant.position,
  };
}

/** The product with its options and its variants in their order. */
export function variantProductView(
  product: Product,
  variants: ProductVariant[],
  deal: AppliedDeal | null,
): VariantProductDto {
  return {
    ...productView(product, deal),
    options: product.options,
    variantCount: product.variantCount,
    variants: variants.map((variant) => variantView(product, variant, deal)),
  };
}
