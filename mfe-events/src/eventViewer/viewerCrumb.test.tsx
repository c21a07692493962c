// @vitest-environment happy-dom
// Breadcrumbs with the event's name, not 'Event 42': the viewer names the event's crumb once loaded.
import { forgetCrumbNames, useCrumbNames } from '@portal/kit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, plainMember, renderAt, testEvent, viewerData } from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetCrumbNames();
});

function EventCrumb({ id }: { id: number }) {
  return <p data-testid="crumb">{useCrumbNames()[`event:${id}`] ?? `Event ${id}`}</p>;
}

describe("the event viewer names the event's breadcrumb", () => {
  it("reads 'Event N' until the event loads, then the event's name", async () => {
    const event = testEvent({ name: 'Winter Survival Weekend' });
    fakeNetwork(plainMember, (url) =>
      url === `/api/events/${event.id}/viewer` ? { body: viewerData(event) } : undefined,
    );
    render(<EventCrumb id={event.id} />);
    expect(screen.getByTestId('crumb').textContent).toBe(`Event ${event.id}`);
    renderAt(`/eventviewer/${event.id}`);
    await screen.findByRole('heading', { name: 'Winter Survival Weekend', level: 1 });
    expect(screen.getByTestId('crumb').textContent).toBe('Winter Survival Weekend');
  });
});
