// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loader } from './Loader.tsx';

describe('Loader (platform §2/§9: a loading indicator appears after 200 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows nothing for the first 199 ms, then a polite status "Loading..." at 200 ms', () => {
    const { container } = render(<Loader />);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('a load that finishes within 200 ms never shows the indicator (unmounted early, no late update)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Loader />);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    unmount();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a loader taking over a wait counts the 200 ms from when the wait began: no blank gap', () => {
    const since = Date.now();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    render(<Loader since={since} label="Loading the data..." />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading the data...');
    cleanup();
    // a wait already longer than the delay shows at once
    render(<Loader since={since} label="Still loading..." />);
    expect(screen.getByRole('status').textContent).toBe('Still loading...');
  });

  it('shows a custom label after the delay', () => {
    render(<Loader label="Loading events..." />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading events...');
  });
});
