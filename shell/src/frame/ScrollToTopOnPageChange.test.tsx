// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopOnPageChange } from './ScrollToTopOnPageChange.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function site() {
  const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTopOnPageChange /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  scrolled.mockClear();
  return { router, scrolled };
}

describe('a new page opens at its top', () => {
  it('scrolls to the top when a link opens another path', async () => {
    const { router, scrolled } = site();
    await act(() => router.navigate('/admin/flightassign?member=CAPNHQMember-1'));
    expect(scrolled).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the place when only the query changes, on back and forward, and for an anchor', async () => {
    const { router, scrolled } = site();
    await act(() => router.navigate('/?q=smith'));
    await act(() => router.navigate('/calendar#today'));
    await act(() => router.navigate(-1));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
