import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ProductDto } from '../../api/generated';
import { BagIcon } from '../../components/icons';
import { CheckCircleIcon } from '../../components/screenIcons';
import { StockNote } from '../../components/StockNote';
import { formatRupees } from '../../lib/money';
import { imageSrcSet, percentOff, thumbnailUrl } from './productLogic';
import { StarRating } from './StarRating';
import { useAddToCart } from './useAddToCart';

export type ProductCardData = Pick<
  ProductDto,
  'name' | 'image' | 'price' | 'oldPrice' | 'dealDiscount' | 'rating' | 'category'
> & { _id: string; stock?: number | null; variantCount?: number };

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    box-shadow ${({ theme }) => theme.transition},
    transform ${({ theme }) => theme.transition};

  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
`;

const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 400ms ease;
  }

  &:hover img {
    transform: scale(1.04);
  }
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Category = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.25;

  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Price = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const OldPrice = styled.s`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const addLook = css<{ $added: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $added }) => ($added ? theme.colors.success : theme.colors.ink)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $added }) => ($added ? theme.colors.success : 'transparent')};
  color: ${({ theme, $added }) => ($added ? '#fff' : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  transition:
    background ${({ theme }) => theme.transition},
    color ${({ theme }) => theme.transition};

  &:hover:not(:disabled) {
    background: ${({ theme, $added }) => ($added ? theme.colors.success : theme.colors.ink)};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const AddButton = styled.button<{ $added: boolean }>`
  ${addLook}
`;

/** A product sold in several variants is chosen on its page: the card leads there instead of adding. */
const ChooseLink = styled(Link)<{ $added: boolean }>`
  ${addLook}
`;

/** How wide a card's picture is drawn: two columns on phones, three on tablets, four from 1024 px. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductCardData;
}

/** A product in a grid or row: picture, name, prices, deal badge, rating and Add to Cart. */
export function ProductCard({ product }: ProductCardProps) {
  const { add, added, adding } = useAddToCart();
  const href = `/shop/${product._id}`;
  const dealPercent = product.dealDiscount > 0 ? product.dealDiscount : percentOff(product.oldPrice, product.price);
  const showOld = product.oldPrice !== null && product.oldPrice > product.price;
  const soldOut = product.stock === 0;
  // Several variants: the card's figures are the cheapest one's on sale (the shop keeps them so).
  const several = (product.variantCount ?? 1) > 1;

  return (
    <Card>
      <ImageLink to={href} tabIndex={-1} aria-hidden="true">
        <img
          src={thumbnailUrl(product.image)}
          srcSet={imageSrcSet(product.image)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={400}
        />
      </ImageLink>
      {dealPercent > 0 && <Badge>{dealPercent}% OFF</Badge>}
      <Body>
        <Category>{product.category}</Category>
        <Name>
          <Link to={href}>{product.name}</Link>
        </Name>
        <StarRating rating={product.rating} size={14} />
        <Prices>
          <Price>
            {several && 'From '}
            {formatRupees(product.price)}
          </Price>
          {showOld && (
            <OldPrice aria-label={`Was ${formatRupees(product.oldPrice ?? 0)}`}>
              {formatRupees(product.oldPrice ?? 0)}
            </OldPrice>
          )}
        </Prices>
        <StockNote stock={product.stock} />
        {several && !soldOut ? (
          <ChooseLink to={href} $added={false} aria-label={`Choose options: ${product.name}`}>
            Choose options
          </ChooseLink>
        ) : (
          <AddButton
            type="button"
            $added={added}
            disabled={adding || soldOut}
            // The spoken name starts with the visible words, then says which product.
            aria-label={
              added
                ? `Added: ${product.name}`
                : soldOut
                  ? `Out of stock: ${product.name}`
                  : `Add to Cart: ${product.name}`
            }
            onClick={() => void add(product._id)}
          >
            {added ? <CheckCircleIcon size={16} /> : <BagIcon size={16} />}
            {added ? 'Added' : soldOut ? 'Out of stock' : 'Add to Cart'}
          </AddButton>
        )}
      </Body>
    </Card>
  );
}
