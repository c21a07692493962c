// @vitest-environment happy-dom
// Times on every page: 'HH:MM on MM/DD/YYYY' in the account's zone (the registry's
// Website.Timezone, America/New_York when it names none or cannot be loaded), whatever the browser's.
import { defaultRegistry } from '@portal/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { AccountZoneProvider } from './accountZone.ts';
import { DateTimeText } from './DateTimeText.tsx';

// 22:05 UTC on 4 July 2026: 18:05 in New York, 15:05 in Los Angeles
const MOMENT = Date.UTC(2026, 6, 4, 22, 5);

function clientAnswering(status: number, timezone?: string) {
  const registry = defaultRegistry('md001');
  if (timezone !== undefined) registry.Website.Timezone = timezone;
  return createApiClient({
    fetch: async (url) =>
      String(url).endsWith('/api/registry')
        ? new Response(JSON.stringify(registry), {
            status,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 404 }),
  });
}

afterEach(cleanup);

describe("DateTimeText: 'HH:MM on MM/DD/YYYY' in the account's zone", () => {
  it("shows the time in the registry's zone (Los Angeles)", async () => {
    render(<DateTimeText ms={MOMENT} client={clientAnswering(200, 'America/Los_Angeles')} />);
    const time = await screen.findByText('15:05 on 07/04/2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-07-04T22:05:00.000Z');
  });

  it('an account without a zone shows New York time', async () => {
    render(<DateTimeText ms={MOMENT} client={clientAnswering(200, '')} />);
    expect((await screen.findByText('18:05 on 07/04/2026')).tagName).toBe('TIME');
  });

  it('a registry that cannot be loaded shows New York time', async () => {
    render(<DateTimeText ms={MOMENT} client={clientAnswering(500)} />);
    expect((await screen.findByText('18:05 on 07/04/2026')).tagName).toBe('TIME');
  });

  it("a day on its own reads MM/DD/YYYY in the account's zone", async () => {
    // 03:00 UTC on 5 July is still 4 July in Los Angeles
    const late = Date.UTC(2026, 6, 5, 3, 0);
    render(<DateTimeText ms={late} only="date" client={clientAnswering(200, 'America/Los_Angeles')} />);
    expect((await screen.findByText('07/04/2026')).tagName).toBe('TIME');
  });

  it("inside the shell, the shell's zone is used without a call of the page's own", () => {
    render(
      <AccountZoneProvider zone="America/Chicago">
        <DateTimeText ms={MOMENT} />
      </AccountZoneProvider>,
    );
    expect(screen.getByText('17:05 on 07/04/2026').tagName).toBe('TIME');
  });

  it("while the shell's registry loads, no time is shown rather than one in the wrong zone", () => {
    const { container } = render(
      <AccountZoneProvider zone={null}>
        <DateTimeText ms={MOMENT} />
      </AccountZoneProvider>,
    );
    expect(container.querySelector('time')?.textContent).toBe('');
  });

  it('without the shell or a client, New York time', () => {
    render(<DateTimeText ms={MOMENT} />);
    expect(screen.getByText('18:05 on 07/04/2026').tagName).toBe('TIME');
  });
});
