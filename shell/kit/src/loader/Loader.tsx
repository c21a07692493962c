import { useEffect, useState } from 'react';
import { startDelay } from './delay.ts';
import { ensureKitStyles } from '../styles/kitStyles.ts';

/** Platform §9: loader delay 200 ms. */
export const LOADER_DELAY_MS = 200;

export interface LoaderProps {
  /** Text announced to screen readers and shown beside the spinner. */
  label?: string;
  delayMs?: number;
}

/** A loading indicator that renders nothing for the first 200 ms. */
export function Loader({ label = 'Loading...', delayMs = LOADER_DELAY_MS }: LoaderProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  ensureKitStyles();
  useEffect(() => (delayMs <= 0 ? undefined : startDelay(delayMs, () => setVisible(true))), [delayMs]);
  if (!visible) return null;
  return (
    <div className="kit-loader" role="status" aria-live="polite">
      <span className="kit-loader-spinner" aria-hidden="true" />
      <span className="kit-loader-label">{label}</span>
    </div>
  );
}
