import { useEffect, useState } from 'react';
import { apiClient } from '@portal/kit';
import { captchaResponse } from '@portal/contracts';
import { solveAltcha } from './solveAltcha.ts';

type CaptchaState = 'loading' | 'solving' | 'solved' | 'none' | 'error';

export interface CaptchaProps {
  /** The captcha value to send ('none' when the server needs no captcha), or '' while unsolved. */
  onChange(value: string): void;
  /** Change it to get a fresh challenge (each solved challenge is usable once). */
  resetKey: number;
}

/**
 * GET /api/captcha: 'none' renders nothing and answers 'none'; 'altcha' solves the server's
 * proof-of-work challenge in the page (no third party) and shows its progress.
 */
export function Captcha({ onChange, resetKey }: CaptchaProps) {
  const [state, setState] = useState<CaptchaState>('loading');
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    onChange('');
    setState('loading');
    (async () => {
      const captcha = await apiClient.get('/api/captcha', { schema: captchaResponse });
      if (controller.signal.aborted) return;
      if (captcha.type === 'none') {
        setState('none');
        onChange('none');
        return;
      }
      setState('solving');
      const payload = await solveAltcha(captcha.challenge, controller.signal);
      if (controller.signal.aborted) return;
      setState('solved');
      onChange(payload);
    })().catch(() => {
      if (!controller.signal.aborted) setState('error');
    });
    return () => controller.abort();
    // onChange is a state setter from the form; only a reset or retry asks for a new challenge.
  }, [resetKey, retry]);

  if (state === 'none') return null;
  return (
    <div className={`captcha captcha-${state}`} role="group" aria-label="Captcha">
      <span className="captcha-mark" aria-hidden="true">
        {state === 'solved' ? '✓' : state === 'error' ? '!' : ''}
      </span>
      <span className="captcha-text" aria-live="polite">
        {state === 'loading' && 'Preparing the captcha...'}
        {state === 'solving' && 'Checking that you are a person...'}
        {state === 'solved' && 'Verified: you are a person'}
        {state === 'error' && 'The captcha could not be loaded.'}
      </span>
      {state === 'error' ? (
        <button type="button" className="kit-button" onClick={() => setRetry((r) => r + 1)}>
          Retry captcha
        </button>
      ) : null}
      <span className="captcha-brand">Protected by ALTCHA</span>
    </div>
  );
}
