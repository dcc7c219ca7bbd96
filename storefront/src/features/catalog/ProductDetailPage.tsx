import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  useGetDealQuery,
  useGetProductQuery,
  useListRelatedProductsQuery,
  useListRecommendedProductsQuery,
  type ProductDto,
  type ProductReviewDto,
} from '../../api/generated';
import { Button } from '../../components/Button';
import { containerLayout } from '../../components/Container';
import { BagIcon } from '../../components/icons';
import { CheckCircleIcon } from '../../components/screenIcons';
import { PageSection, PageTitle } from '../../components/PageSection';
import { StockNote } from '../../components/StockNote';
import { NearViewport } from '../../components/NearViewport';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatRupees } from '../../lib/money';
import { CountdownDisplay } from '../../components/CountdownDisplay';
import { ErrorText } from './catalogStyles';
import { ProductDetailSkeleton } from './CatalogSkeletons';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import { percentOff } from './productLogic';
import { ProductReviews } from './ProductReviews';
import { StarRating } from './StarRating';
import { HeadsetIcon, LockIcon, ShieldIcon } from './trustIcons';
import { useAddToCart } from './useAddToCart';
import { joinNames } from '../../lib/variants';
import { useVariantChoice, VariantPicker } from './VariantPicker';

export const LINK_COPIED_MS = 2000;

const Page = styled.div`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '>';
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.inkSoft};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Category = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const Name = styled.h1`
  font-size: clamp(2rem, 4vw, 2.75rem);
  line-height: 1.1;
`;

const RatingRow = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
`;

const OldPrice = styled.s`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Off = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const DealBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};

  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const ChooseHint = styled.p`
  width: 100%;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notice = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Panel = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md} 0 0;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  dl,
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: ${({ theme }) => theme.space.md} 0 0;
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dl {
    grid-template-columns: max-content 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
  }

  dt {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 500;
  }

  dd {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Trust = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.accentDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-align: center;
  }
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** Copies text to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function useShare() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async (title: string) => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch {
        // Cancelled or refused: copying the link still works.
      }
    }
    await copyText(url);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
  };
  return { share, copied };
}

function RecommendedProducts({ productId }: { productId: string }) {
  const related = useListRelatedProductsQuery({ id: productId });
  const relatedProducts = (related.data ?? []).filter((product) => product._id !== productId);
  const needFallback = !related.isLoading && relatedProducts.length === 0;
  const recommended = useListRecommendedProductsQuery(undefined, { skip: !needFallback });
  const products = needFallback
    ? (recommended.data ?? []).filter((product) => product._id !== productId)
    : relatedProducts;
  if (products.length === 0) return null;
  return (
    <Related aria-labelledby="recommended-products">
      <h2 id="recommended-products">You May Also Like</h2>
      <ProductGrid products={products.slice(0, 4)} label="Recommended products" />
    </Related>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data, isLoading, isError, refetch } = useGetProductQuery({ id }, { skip: !id });
  const product = data?.product;
  useDocumentTitle(product?.name ?? 'Product Details');

  if (isLoading)
    return (
      <Page>
        <ProductDetailSkeleton />
      </Page>
    );
  if (isError || !product)
    return (
      <PageSection>
        <PageTitle>Product Details</PageTitle>
        <ErrorText role="alert">Error loading product. Please try again later.</ErrorText>
      </PageSection>
    );
  return <ProductView product={product} reviews={data.reviews} onReviewPosted={() => void refetch()} />;
}

interface ProductViewProps {
  product: ProductDto;
  reviews: ProductReviewDto[];
  onReviewPosted: () => void;
}

function ProductView({ product, reviews, onReviewPosted }: ProductViewProps) {
  const { data: dealData } = useGetDealQuery();
  const { add, added, adding } = useAddToCart();
  const { share, copied } = useShare();
  const choice = useVariantChoice(product);
  const { options, variant, missing } = choice;
  // Until every option is chosen, the product's own figures: those of its cheapest variant on sale.
  const price = variant?.price ?? product.price;
  const oldPrice = variant ? variant.oldPrice : product.oldPrice;
  const stock = variant ? variant.stock : product.stock;
  const fromPrice = options.length > 0 && !variant;
  const off = percentOff(oldPrice, price);
  const deal = dealData?.data;
  const dealEnd =
    deal && deal.isActive && deal.endDate && (deal.categories as string[]).includes(product.category)
      ? deal.endDate
      : null;
  const productImages = [product.image, ...product.additionalImages].filter(Boolean);
  // The chosen variant's pictures: the answer fills in the product's where the variant has none.
  const images = variant ? [variant.image, ...variant.additionalImages].filter(Boolean) : productImages;
  const soldOut = variant ? !variant.inStock || variant.stock === 0 : product.stock === 0;
  const unchosen = options.length > 0 && missing.length > 0;
  // A choice of values that no variant has (the picker shows such values as sold out).
  const unsold = options.length > 0 && !unchosen && !variant;

  return (
    <Page>
      <Crumbs aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/shop">Shop</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </Crumbs>
      <Layout>
        <ProductGallery key={`${product._id}-${images[0]}`} name={product.name} images={images} />
        <Info>
          <Category>{product.category}</Category>
          <Name>{product.name}</Name>
          <RatingRow>
            <StarRating rating={product.rating} size={18} />
            <span>
              {product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </RatingRow>
          <PriceRow aria-label="Price">
            <Price>
              {fromPrice && 'From '}
              {formatRupees(price)}
            </Price>
            {off > 0 && oldPrice !== null && (
              <>
                <OldPrice aria-label={`Was ${formatRupees(oldPrice)}`}>{formatRupees(oldPrice)}</OldPrice>
                <Off>{off}% OFF</Off>
              </>
            )}
          </PriceRow>
          <StockNote stock={stock} />
          {product.dealDiscount > 0 && (
            <DealBox aria-label="Active deal">
              <h2>
                {product.dealTitle ?? 'Special deal'}: {product.dealDiscount}% off
              </h2>
              {dealEnd && <CountdownDisplay end={dealEnd} compact label="Deal ends in" />}
            </DealBox>
          )}
          <Description>{product.description}</Description>
          {options.length > 0 && (
            <VariantPicker
              options={options}
              values={choice.values}
              variants={choice.variants}
              onChoose={choice.choose}
            />
          )}
          <Actions>
            <Button
              type="button"
              onClick={() => void add(product._id, variant?.id)}
              disabled={adding || soldOut || unchosen || unsold}
              aria-describedby={unchosen ? 'choose-options-hint' : undefined}
            >
              {added ? <CheckCircleIcon size={18} /> : <BagIcon size={18} />}
              {added ? 'Added to Cart' : soldOut || unsold ? 'Out of stock' : 'Add to Cart'}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void share(product.name)}>
              Share
            </Button>
            {copied && <Notice role="status">Link copied</Notice>}
            {unchosen && <ChooseHint id="choose-options-hint">Choose a {joinNames(missing)}.</ChooseHint>}
          </Actions>
          <Panel open>
            <summary>Product Specifications</summary>
            <dl>
              <dt>Category</dt>
              <dd>{product.category}</dd>
              <dt>Material</dt>
              <dd>{product.material || 'Not specified'}</dd>
              <dt>Size</dt>
              <dd>{product.size || 'Not specified'}</dd>
            </dl>
          </Panel>
          <Panel>
            <summary>Shipping &amp; Returns</summary>
            <ul>
              <li>Free shipping on orders above Rs. 1,500</li>
              <li>Standard delivery: 3-5 business days</li>
              <li>Express delivery: 1-2 business days</li>
              <li>Free express shipping on all orders</li>
            </ul>
          </Panel>
          <Trust aria-label="Our promise">
            <li>
              <LockIcon />
              Secure Payment
            </li>
            <li>
              <ShieldIcon />
              Quality Assured
            </li>
            <li>
              <HeadsetIcon />
              24/7 Support
            </li>
          </Trust>
        </Info>
      </Layout>
      <ProductReviews productId={product._id} reviews={reviews} onPosted={onReviewPosted} />
      {/* At the foot of the page: drawn (and asked for) as the shopper nears it. */}
      <NearViewport>
        <RecommendedProducts productId={product._id} />
      </NearViewport>
    </Page>
  );
}
