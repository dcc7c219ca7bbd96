import { useEffect } from 'react';
import { useGetCartQuery } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth';
import { storeCart } from '../../lib/cartStorage';

/**
 * The signed-in shopper's cart from the server, mirrored into the browser's 'cart' entry on
 * every fetch. Without a signed-in user there is no cart to fetch and the call is skipped.
 */
export function useCart() {
  const user = useAppSelector(selectCurrentUser);
  const userId = user?._id;
  const query = useGetCartQuery({ userId: userId ?? '' }, { skip: !userId });
  const { data } = query;

  useEffect(() => {
    if (userId && data) storeCart(data);
  }, [data, userId]);

  return { ...query, user };
}
