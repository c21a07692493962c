// @vitest-environment happy-dom
// The viewer's Meet/Start/End/Pickup read in the account's zone (registry Website.Timezone), the zone
// the event form's pickers write, so a Los Angeles unit sees the times it entered.
import { defaultRegistry, formatViewerDateTime, type Event } from '@portal/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccountZones } from '../timeZone/accountZone.tsx';
import { fakeNetwork, plainMember, renderAt, testEvent, viewerData } from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetAccountZones();
});

const LA = 'America/Los_Angeles';
const H = 3600000;
const MEET = Date.UTC(2030, 6, 4, 17, 0); // 10:00 in Los Angeles, 13:00 in New York
const event: Event = testEvent({
  meetDateTime: MEET,
  startDateTime: MEET + H / 4,
  endDateTime: MEET + 3 * H,
  pickupDateTime: MEET + 4 * H,
  meetLocation: 'Hangar',
});

function network(zone: string | null) {
  return fakeNetwork(plainMember, (url) => {
    if (url === '/api/registry') {
      if (zone === null) return { status: 500, body: { error: { code: 'X', message: 'down' } } };
      const registry = defaultRegistry('md001');
      return { body: { ...registry, Website: { ...registry.Website, Timezone: zone } } };
    }
    if (url === `/api/events/${event.id}/viewer`) return { body: viewerData(event) };
    return undefined;
  });
}

describe('event viewer times in the account zone', () => {
  it('a Los Angeles account reads the meet time as Los Angeles wall time', async () => {
    network(LA);
    renderAt(`/eventviewer/${event.id}`);
    expect(await screen.findByText(`${formatViewerDateTime(MEET, LA)} at Hangar`)).toBeInstanceOf(
      HTMLElement,
    );
    expect(formatViewerDateTime(MEET, LA)).toMatch(/^10:00 on 07\/04\/2030/);
  });

  it('the registry unreachable: America/New_York, the default', async () => {
    network(null);
    renderAt(`/eventviewer/${event.id}`);
    expect(
      await screen.findByText(`${formatViewerDateTime(MEET, 'America/New_York')} at Hangar`),
    ).toBeInstanceOf(HTMLElement);
  });
});
