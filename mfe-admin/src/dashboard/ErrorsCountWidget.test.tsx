// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@portal/kit';
import { ErrorsCountWidget, ERRORS_COUNT_LOAD_ERROR, openErrorsText } from './ErrorsCountWidget.tsx';

afterEach(cleanup);

function clientAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  const client = createApiClient({
    fetch: async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('platform §2 widget 10 Errors count', () => {
  it('shows the count of open errors from GET /api/errors/count and links to the error list', async () => {
    const { client, calls } = clientAnswering(200, { count: 3 });
    render(
      <MemoryRouter>
        <ErrorsCountWidget client={client} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('open-errors')).textContent).toBe('3 open errors');
    expect(calls).toEqual(['/api/errors/count']);
    expect(screen.getByRole('link', { name: 'View the error list' }).getAttribute('href')).toBe(
      '/admin/errorlist',
    );
  });

  it('says so when the count cannot be loaded', async () => {
    const { client } = clientAnswering(403, {
      code: 'FORBIDDEN',
      message: 'You do not have permission to view this page',
    });
    render(
      <MemoryRouter>
        <ErrorsCountWidget client={client} />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS_COUNT_LOAD_ERROR);
  });

  it.each([
    [0, 'No open errors'],
    [1, '1 open error'],
    [12, '12 open errors'],
  ])('%i -> %s', (count, text) => {
    expect(openErrorsText(count)).toBe(text);
  });
});
