import { useEffect, useState } from 'react';

/** Platform §9: the menu sticks after about 181 px of scroll. */
export const STICKY_AFTER_PX = 181;
/** Platform §9: mobile breakpoint (the menu collapses under 1028 px). */
export const MOBILE_BREAKPOINT_PX = 1028;

export function isStuck(scrollY: number): boolean {
  return scrollY > STICKY_AFTER_PX;
}

export function useStickyMenu(): boolean {
  const [stuck, setStuck] = useState(() => isStuck(window.scrollY));
  useEffect(() => {
    const onScroll = () => setStuck(isStuck(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return stuck;
}
