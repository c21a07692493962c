// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PleaseSignIn } from './PleaseSignIn.tsx';

describe("PleaseSignIn (platform §6: 'Please sign in' when there is no member)", () => {
  afterEach(cleanup);

  it("says 'Please sign in' and links to sign-in with this page (query included) as the return URL", () => {
    render(
      <MemoryRouter initialEntries={['/admin/users?page=2']}>
        <PleaseSignIn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeInstanceOf(HTMLElement);
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(`/signin?returnurl=${encodeURIComponent('/admin/users?page=2')}`);
  });

  it('a custom message replaces the heading', () => {
    render(
      <MemoryRouter>
        <PleaseSignIn message="Please sign in to see your files" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Please sign in to see your files' })).toBeInstanceOf(
      HTMLElement,
    );
  });
});
