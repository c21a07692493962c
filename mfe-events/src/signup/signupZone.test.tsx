// @vitest-environment happy-dom
// Events §5 part-time pickers in the account's zone (registry Website.Timezone), not a fixed
// America/New_York: a Los Angeles account.
import { defaultRegistry, type Event } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccountZones } from '../timeZone/accountZone.tsx';
import { toLocalInput } from '../inputs/formInputs.tsx';
import { fakeNetwork, plainMember, renderAt, testEvent, viewerData } from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetAccountZones();
});

const LA = 'America/Los_Angeles';
const H = 3600000;
const MEET = Math.ceil((Date.now() + 7 * 24 * H) / (15 * 60000)) * (15 * 60000);
const PICKUP = MEET + 4 * H;
const event: Event = testEvent({
  meetDateTime: MEET,
  startDateTime: MEET + H / 4,
  endDateTime: PICKUP - H / 4,
  pickupDateTime: PICKUP,
  signUpPartTime: true,
});

describe('events §5 sign-up pickers in the account zone (registry Website.Timezone)', () => {
  it('a Los Angeles account: arrival and departure show and are read as Los Angeles wall time', async () => {
    const net = fakeNetwork(plainMember, (url, init) => {
      if (url === '/api/registry') {
        const registry = defaultRegistry('md001');
        return { body: { ...registry, Website: { ...registry.Website, Timezone: LA } } };
      }
      if (url === `/api/events/${event.id}/viewer`) return { body: viewerData(event) };
      if (url === `/api/events/${event.id}/attendance` && init.method === 'POST') return { status: 201 };
      return undefined;
    });
    renderAt(`/eventviewer/${event.id}`);
    const heading = await screen.findByRole('heading', { name: 'Sign up', level: 2 });
    const section = within(heading.closest('section')!);
    const arrival = section.getByLabelText('Arrival time') as HTMLInputElement;
    const departure = section.getByLabelText('Departure time') as HTMLInputElement;
    await waitFor(() => expect(arrival.value).toBe(toLocalInput(MEET, LA)));
    // three hours earlier than the New York clock the pickers used to show
    expect(arrival.value).toBe(toLocalInput(MEET - 3 * H));
    expect(departure.value).toBe(toLocalInput(PICKUP, LA));
    expect(section.getAllByText(LA)).toHaveLength(2);
    fireEvent.change(arrival, { target: { value: toLocalInput(MEET + H, LA) } });
    fireEvent.change(departure, { target: { value: toLocalInput(MEET + 2 * H, LA) } });
    fireEvent.click(section.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = net.calls.find((c) => c.method === 'POST')!.body as { shiftTime: unknown };
    expect(body.shiftTime).toEqual({ arrivalTime: MEET + H, departureTime: MEET + 2 * H });
  });
});
