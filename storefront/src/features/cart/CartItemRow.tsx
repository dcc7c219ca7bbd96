import styled from 'styled-components';
import { useRemoveCartItemMutation, useUpdateCartItemMutation, type CartLineDto } from '../../api/generated';
import { formatRupees } from '../../lib/money';
import { cartLineWarning } from '../../lib/stock';
import { lineVariant } from '../../lib/variants';

const Item = styled.li`
  display: grid;
  grid-template-columns: 84px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 112px minmax(0, 1fr);
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.25;
`;

const VariantTitle = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Deal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.span<{ $strong?: boolean }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $strong }) => ($strong ? theme.colors.accent : theme.colors.accentSoft)};
  color: ${({ theme, $strong }) => ($strong ? '#fff' : theme.colors.accentDark)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.sm};
  font-weight: 700;
  white-space: nowrap;

  del {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};

  output {
    min-width: 32px;
    text-align: center;
    font-weight: 600;
  }
`;

const StepButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

const RemoveButton = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const LineTotal = styled.span`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StockWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** Images stored by the shop come as paths on its own host; full addresses pass through. */
export function imageSource(image: string): string {
  if (!image) return '';
  return /^(https?:|data:|\/)/.test(image) ? image : `/${image}`;
}

/** One line of the cart: picture, name, prices and deal, quantity and Remove. */
export function CartItemRow({ item }: { item: CartLineDto }) {
  const [update, { isLoading: updating }] = useUpdateCartItemMutation();
  const [remove, { isLoading: removing }] = useRemoveCartItemMutation();
  const busy = updating || removing;
  const warning = cartLineWarning(item.quantity, item.stock);
  const { variantTitle } = lineVariant(item);
  const change = (type: 'increment' | 'decrement') =>
    update({ itemId: item._id, updateCartItemDto: { type } })
      .unwrap()
      .catch((error: unknown) => console.error('Cart update failed', error));

  return (
    <Item>
      <Picture src={imageSource(item.image)} alt={item.name} loading="lazy" />
      <Details>
        <Name>{item.name}</Name>
        {variantTitle && <VariantTitle>{variantTitle}</VariantTitle>}
        {item.dealDiscount > 0 && (
          <Deal>
            {item.dealTitle && <Chip>{item.dealTitle}</Chip>}
            <Chip $strong>{item.dealDiscount}% OFF</Chip>
          </Deal>
        )}
        <Prices>
          <span>{formatRupees(item.price)}</span>
          {/* Every discounted line, a deal's or the product's own old price, as the product card shows it. */}
          {item.oldPrice !== null && item.oldPrice > item.price && (
            <del aria-label={`Original price ${formatRupees(item.oldPrice)}`}>{formatRupees(item.oldPrice)}</del>
          )}
        </Prices>
        <Controls>
          <Stepper
            role="group"
            aria-label={`Quantity of ${variantTitle ? `${item.name} (${variantTitle})` : item.name}`}
          >
            <StepButton
              type="button"
              aria-label="Decrease quantity"
              disabled={item.quantity <= 1 || busy}
              onClick={() => change('decrement')}
            >
              −
            </StepButton>
            <output aria-live="polite">{item.quantity}</output>
            <StepButton
              type="button"
              aria-label="Increase quantity"
              disabled={busy || (item.stock !== null && item.quantity >= item.stock)}
              onClick={() => change('increment')}
            >
              +
            </StepButton>
          </Stepper>
          <LineTotal>{formatRupees(item.lineTotal)}</LineTotal>
          <RemoveButton
            type="button"
            disabled={busy}
            onClick={() =>
              remove({ itemId: item._id })
                .unwrap()
                .catch((error: unknown) => console.error('Cart remove failed', error))
            }
          >
            Remove
          </RemoveButton>
        </Controls>
        {warning && <StockWarning role="alert">{warning}</StockWarning>}
      </Details>
    </Item>
  );
}
