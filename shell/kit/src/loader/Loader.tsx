import { useEffect, useState } from 'react';
import { startDelay } from './delay.ts';
import { ensureKitStyles } from '../styles/kitStyles.ts';

/** Platform §9: loader delay 200 ms. */
export const LOADER_DELAY_MS = 200;

export interface LoaderProps {
  /** Text announced to screen readers and shown beside the spinner. */
  label?: string;
  delayMs?: number;
  /**
   * When the wait began (epoch ms; default: when this loader mounts). A loader that takes over from
   * another (a card's, while the widget inside it now loads its data) counts the delay from the
   * first one's start, so the wait shows no blank gap between the two.
   */
  since?: number;
}

const remaining = (delayMs: number, since: number | undefined) =>
  since === undefined ? delayMs : Math.max(0, delayMs - (Date.now() - since));

/** A loading indicator that renders nothing for the first 200 ms of the wait. */
export function Loader({ label = 'Loading...', delayMs = LOADER_DELAY_MS, since }: LoaderProps) {
  const [visible, setVisible] = useState(() => remaining(delayMs, since) <= 0);
  ensureKitStyles();
  useEffect(() => {
    const wait = remaining(delayMs, since);
    if (wait <= 0) {
      setVisible(true);
      return undefined;
    }
    return startDelay(wait, () => setVisible(true));
  }, [delayMs, since]);
  if (!visible) return null;
  return (
    <div className="kit-loader" role="status" aria-live="polite">
      <span className="kit-loader-spinner" aria-hidden="true" />
      <span className="kit-loader-label">{label}</span>
    </div>
  );
}
