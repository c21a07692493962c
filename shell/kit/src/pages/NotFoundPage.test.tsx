// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage.tsx';

function Where() {
  return <code data-testid="path">{useLocation().pathname}</code>;
}

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Where />
      <Routes>
        <Route path="/home" element={<p>Home page</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("NotFoundPage (platform §2: first path segment, 'cannot be found', 'Go back a page')", () => {
  afterEach(cleanup);

  it('shows the first path segment only, and says it cannot be found', () => {
    renderAt(['/drive/folder/abc']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    const section = screen.getByRole('region', { name: 'Page not found' });
    expect(section.textContent).toContain('The page /drive cannot be found');
    expect(section.textContent).not.toContain('folder');
  });

  it("the 'Go back a page' button goes back one history entry", () => {
    renderAt(['/home', '/no-such-page/x']);
    expect(screen.getByTestId('path').textContent).toBe('/no-such-page/x');
    fireEvent.click(screen.getByRole('button', { name: 'Go back a page' }));
    expect(screen.getByTestId('path').textContent).toBe('/home');
    expect(screen.getByText('Home page')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/cannot be found/)).toBeNull();
  });
});
