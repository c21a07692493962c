// @vitest-environment happy-dom
// Platform §2 widget 3 "Reports": the card renders mfe-events' reports widget loaded at run time;
// when the events part cannot be loaded (or the widget crashes) the card says so, the dashboard stays.
import { cleanup, render, screen } from '@testing-library/react';
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
});
