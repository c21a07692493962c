// @vitest-environment happy-dom
// Widgets that load show the kit's loader while they wait (after its 200 ms delay, platform §9),
// never a blank card or a bare word.
import { createApiClient } from '@portal/kit';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlightContactWidget } from '../contactLists/FlightContactWidget.tsx';
import { ProspectiveWidget } from '../prospective/ProspectiveWidget.tsx';
import { ErrorsCountWidget } from './ErrorsCountWidget.tsx';

const waiting = () => new Promise<Response>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', vi.fn(waiting));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard widgets that load show the kit loader', () => {
  it.each([
    [
      'Flight contact',
      () => <FlightContactWidget client={createApiClient({ fetch: waiting })} />,
      'Loading your contacts...',
    ],
    ['Prospective members', () => <ProspectiveWidget />, 'Loading prospective members...'],
    [
      'Errors',
      () => <ErrorsCountWidget client={createApiClient({ fetch: waiting })} />,
      'Loading the error count...',
    ],
  ])('%s: a loader after 200 ms', (title, Widget, label) => {
    render(
      <MemoryRouter>
        <Widget />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: title });
    expect(within(card).queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(within(card).getByRole('status').textContent).toBe(label);
  });
});
