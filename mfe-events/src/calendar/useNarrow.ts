// §2 calendar: "Mobile: a day list" — under 1028 px of window width the month shows as a day list
// (the issue's breakpoint, the same as the event pages' side navigation). Follows the window as it
// is resized or rotated.
import { useEffect, useState } from 'react';

export const NARROW_QUERY = '(max-width: 1027.98px)';

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY).matches
    : false;
}

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
