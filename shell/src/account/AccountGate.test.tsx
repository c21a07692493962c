// @vitest-environment happy-dom
import { createApiClient } from '@portal/kit';
import { ACCESS_MESSAGES, API_ERRORS } from '@portal/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHECK_RETRY_MS, AccountGate } from './AccountGate.tsx';

// What GET /api/accountcheck answers, in order (the last one repeats). The call itself is covered
// by the pact; this tests what the gate shows for each answer.
let answers: Array<() => Response>;
let fetchMock: ReturnType<typeof vi.fn>;
const client = () => createApiClient({ fetch: fetchMock as unknown as typeof fetch });
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const account = json(200, { id: 'md001', name: 'Maryland Demo Composite Squadron' });
const missing = json(404, {
  code: API_ERRORS.accountNotFound.code,
  message: API_ERRORS.accountNotFound.message,
});
const unavailable = json(503, {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The identity service is not available right now. Please try again shortly.',
});

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/api/accountcheck');
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const gate = () =>
  render(
    <AccountGate client={client()}>
      <p>the site</p>
    </AccountGate>,
  );

describe('account gate (platform §4 app start: LOADING, then LOADED or ERROR from GET /api/accountcheck)', () => {
  it('shows the site when the account exists', async () => {
    answers = [account];
    gate();
    await settle();
    expect(screen.getByText('the site')).toBeDefined();
  });

  it("says 'The account does not exist' when the gateway answers 404 ACCOUNT_NOT_FOUND, at once", async () => {
    answers = [missing];
    gate();
    await settle();
    expect(screen.getByRole('heading').textContent).toBe(ACCESS_MESSAGES.accountDoesNotExist);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a service that is briefly unavailable is tried again, and the site shows without a false "does not exist"', async () => {
    answers = [unavailable, unavailable, account];
    gate();
    await settle();
    expect(screen.queryByText(ACCESS_MESSAGES.accountDoesNotExist)).toBeNull();
    await advance(ACCOUNT_CHECK_RETRY_MS[0]);
    await advance(ACCOUNT_CHECK_RETRY_MS[1]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('the site')).toBeDefined();
  });

  it('still unavailable after the tries: the service message and Try again, which checks once more', async () => {
    answers = [unavailable];
    gate();
    await settle();
    for (const wait of ACCOUNT_CHECK_RETRY_MS) await advance(wait);
    expect(fetchMock).toHaveBeenCalledTimes(1 + ACCOUNT_CHECK_RETRY_MS.length);
    expect(screen.getByRole('heading').textContent).toBe(
      'The identity service is not available right now. Please try again shortly.',
    );
    expect(screen.queryByText(ACCESS_MESSAGES.accountDoesNotExist)).toBeNull();
    answers = [account];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByText('the site')).toBeDefined();
  });
});
