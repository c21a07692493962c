import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a page load would: the site is one document, so without this a
 * page opened from far down the dashboard kept the dashboard's scroll position. Only a new path
 * moves: a changed query (a filter, a search) keeps the reader's place, back and forward keep the
 * browser's own restoration, and a link to an anchor (#…) is left to the browser.
 */
export function ScrollToTopOnPageChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // only a new path counts; the hash and the navigation type are read as they were then
  }, [pathname]);
  return null;
}
