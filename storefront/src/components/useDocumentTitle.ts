import { useEffect } from 'react';
import { SHOP } from '../lib/constants/shop';

/** Names the browser tab after the screen, so history and bookmarks read well. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP.name}` : SHOP.name;
  }, [title]);
}
