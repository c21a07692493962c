// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteRoutes } from './RemoteRoutes.tsx';

afterEach(cleanup);

const Built = () => <h1>Built page</h1>;
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes paths={['/built', '/planned']} pages={{ '/built': Built }} />
    </MemoryRouter>,
  );

describe('RemoteRoutes', () => {
  it('shows the page of an owned path', () => {
    renderAt('/built');
    expect(screen.getByRole('heading').textContent).toBe('Built page');
  });

  it.each(['/planned', '/elsewhere'])('%s (no page, or not owned) shows the not-found page', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });
});
