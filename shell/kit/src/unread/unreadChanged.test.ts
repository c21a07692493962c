import { describe, expect, it, vi } from 'vitest';
import { announceUnreadChanged, onUnreadChanged } from './unreadChanged.ts';

describe('a page that changes what waits for the member says so', () => {
  it('calls each listener on every announcement until it stops listening', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onUnreadChanged(first);
    const stopSecond = onUnreadChanged(second);
    announceUnreadChanged();
    stopFirst();
    announceUnreadChanged();
    stopSecond();
    announceUnreadChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
