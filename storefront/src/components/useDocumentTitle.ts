import { useEffect } from 'react';
import { useKnownShopSettings } from '../api/shopSettings';

/** Names the browser tab after the screen, so history and bookmarks read well. */
export function useDocumentTitle(title: string): void {
  const { shopName } = useKnownShopSettings();
  useEffect(() => {
    const next = title ? `${title} | ${shopName}` : shopName;
    // The server's page usually has the title already; writing it again is not free (the
    // browser replaces the <title> text and tells the tab), so only a change is written.
    if (document.title !== next) document.title = next;
  }, [title, shopName]);
}
