// @vitest-environment happy-dom
// The pickers' zone is the account's registry Website.Timezone (platform §3 Registry; events §9
// "Time zone for events and calendar", America/New_York by default): a non-New-York account.
import { defaultRegistry } from '@portal/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountTimeZone, forgetAccountZones } from './accountZone.tsx';
import { fromLocalInput, TimeInput, toLocalInput } from '../inputs/formInputs.tsx';
import { fakeNetwork, manager, renderAt, testEvent, type FakeRoute } from '../testing/testEvents.tsx';

const LA = 'America/Los_Angeles';
const H = 3600000;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetAccountZones();
});

const registryIn =
  (zone: string, extra?: FakeRoute): FakeRoute =>
  (url, init) => {
    if (url === '/api/registry') {
      const registry = defaultRegistry('md001');
      return { body: { ...registry, Website: { ...registry.Website, Timezone: zone } } };
    }
    return extra?.(url, init);
  };

describe('registry Website.Timezone: the pickers read and write the account zone', () => {
  it('wall time of a Los Angeles account, on the 15-minute grid, across DST', () => {
    expect(fromLocalInput('01/15/2026 09:08', LA)).toBe(Date.UTC(2026, 0, 15, 17, 15));
    expect(fromLocalInput('07/15/2026 09:07', LA)).toBe(Date.UTC(2026, 6, 15, 16, 0));
    expect(toLocalInput(Date.UTC(2026, 0, 15, 17, 15), LA)).toBe('01/15/2026 09:15');
    // the same instant is three hours later on the New York clock (the old fixed zone)
    expect(toLocalInput(Date.UTC(2026, 0, 15, 17, 15))).toBe('01/15/2026 12:15');
  });

  it('a picker inside <AccountTimeZone> is read-only while the registry loads, then shows the account zone', async () => {
    fakeNetwork(null, registryIn(LA));
    const changes: Array<number | null> = [];
    const at = Date.UTC(2026, 0, 15, 17, 15);
    render(
      <AccountTimeZone>
        <TimeInput label="Meet" value={at} onChange={(ms) => changes.push(ms)} />
      </AccountTimeZone>,
    );
    const input = screen.getByLabelText('Meet') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    await waitFor(() => expect(input.value).toBe('01/15/2026 09:15'));
    expect(input.readOnly).toBe(false);
    expect(screen.getByText(LA)).toBeDefined();
    fireEvent.change(input, { target: { value: '01/15/2026 10:00' } });
    expect(changes).toEqual([at + 0.75 * H]);
  });

  it('a registry that cannot be loaded leaves the default America/New_York', async () => {
    fakeNetwork(null, () => ({ status: 500, body: { message: 'down' } }));
    render(
      <AccountTimeZone>
        <TimeInput label="Meet" value={Date.UTC(2026, 0, 15, 17, 15)} onChange={() => {}} />
      </AccountTimeZone>,
    );
    const input = screen.getByLabelText('Meet') as HTMLInputElement;
    await waitFor(() => expect(input.readOnly).toBe(false));
    expect(input.value).toBe('01/15/2026 12:15');
    expect(screen.getByText('America/New_York')).toBeDefined();
  });

  it("the event form's pickers show a stored event in the account zone", async () => {
    const event = testEvent();
    fakeNetwork(
      manager,
      registryIn(LA, (url, init) =>
        (init.method ?? 'GET') === 'GET' && url === '/api/events/42' ? { body: event } : undefined,
      ),
    );
    renderAt('/eventform/42');
    const meet = (await screen.findByLabelText('Meet date and time')) as HTMLInputElement;
    await waitFor(() => expect(meet.value).toBe(toLocalInput(event.meetDateTime, LA)));
    expect(meet.value).not.toBe(toLocalInput(event.meetDateTime));
  });
});
