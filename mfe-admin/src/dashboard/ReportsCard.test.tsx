// @vitest-environment happy-dom
// Platform §2 widget 3 "Reports": the card renders mfe-events' reports widget loaded at run time;
// when the events part cannot be loaded (or the widget crashes) the card says so, the dashboard stays.
import { Loader } from '@portal/kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORTS_OFFLINE, ReportsCard } from './ReportsCard.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('platform §2 widget 3 Reports card', () => {
  it("shows the 'Reports' card with the remote widget inside", async () => {
    render(<ReportsCard load={async () => () => <p>[the events reports widget]</p>} />);
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('[the events reports widget]')).toBeInstanceOf(HTMLElement);
  });

  it('says the reports could not be loaded when mfe_events is offline', async () => {
    render(<ReportsCard load={() => Promise.reject(new Error('mfe_events is not configured'))} />);
    expect(await screen.findByText(REPORTS_OFFLINE)).toBeInstanceOf(HTMLElement);
  });

  it('a crash inside the widget shows the same text, not a broken dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    render(<ReportsCard load={async () => Broken} />);
    expect(await screen.findByText(REPORTS_OFFLINE)).toBeInstanceOf(HTMLElement);
  });

  it('a loader on the loading card, and no blank gap when the widget inside loads its own data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let arrive: (widget: ({ loadingSince }: { loadingSince?: number }) => React.ReactNode) => void = () =>
        undefined;
      const load = () => new Promise<Parameters<typeof arrive>[0]>((resolve) => (arrive = resolve));
      render(<ReportsCard load={load} />);
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('status').textContent).toBe('Loading the reports...');
      // the widget arrives and starts loading its data: its loader shows at once, the wait goes on
      await act(async () => {
        arrive(({ loadingSince }) => <Loader label="Loading the unit's members..." since={loadingSince} />);
        await Promise.resolve();
      });
      expect(screen.getByRole('status').textContent).toBe("Loading the unit's members...");
    } finally {
      vi.useRealTimers();
    }
  });
});
