import styled from 'styled-components';
import { BagIcon } from '../../../components/icons';
import { useAppDispatch } from '../../hooks';
import { cartOpened } from '../../uiSlice';
import { useCartItemCount } from '../../../features/cart';
import { IconButton } from './headerStyles';

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** Opens the cart; the badge counts the items in it. */
export function CartButton() {
  const count = useCartItemCount();
  const dispatch = useAppDispatch();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

  return (
    <IconButton type="button" aria-label={label} onClick={() => dispatch(cartOpened())}>
      <BagIcon />
      <Badge aria-hidden="true">{count}</Badge>
    </IconButton>
  );
}
