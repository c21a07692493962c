// @vitest-environment happy-dom
// The submit cycle of the account forms: a press while the captcha is still coming waits, shown as
// busy, and sends once when it arrives, so nobody has to press twice (§2 sign-in and request pages).
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmit } from './useFormSubmit.ts';

afterEach(cleanup);

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function renderSubmit(initial: { invalid: boolean; ready: boolean }) {
  const sent: string[] = [];
  const hook = renderHook(
    ({ invalid, ready, captcha }: { invalid: boolean; ready: boolean; captcha: string }) =>
      useFormSubmit({
        invalid,
        ready,
        fallback: 'Could not request a password reset',
        async send() {
          sent.push(captcha);
        },
      }),
    { initialProps: { ...initial, captcha: '' } },
  );
  return { ...hook, sent };
}

describe('useFormSubmit: waiting for what the call needs', () => {
  it('a press before the captcha is ready waits as busy, then sends once with the solved captcha', async () => {
    const { result, rerender, sent } = renderSubmit({ invalid: false, ready: false });
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current).toMatchObject({ attempted: true, waiting: true, busy: true });
    act(() => result.current.onSubmit(submitEvent()));
    expect(sent).toEqual([]);
    await act(async () => rerender({ invalid: false, ready: true, captcha: 'solved-1' }));
    expect(sent).toEqual(['solved-1']);
    expect(result.current).toMatchObject({ waiting: false, busy: false });
  });

  it('a press with a field error only shows the errors; it neither waits nor sends', async () => {
    const { result, rerender, sent } = renderSubmit({ invalid: true, ready: false });
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current).toMatchObject({ attempted: true, waiting: false, busy: false });
    await act(async () => rerender({ invalid: true, ready: true, captcha: 'solved-1' }));
    expect(sent).toEqual([]);
  });

  it('a press when ready sends at once', async () => {
    const { result, rerender, sent } = renderSubmit({ invalid: false, ready: true });
    await act(async () => rerender({ invalid: false, ready: true, captcha: 'none' }));
    await act(async () => result.current.onSubmit(submitEvent()));
    expect(sent).toEqual(['none']);
  });
});
