// @vitest-environment happy-dom
// A temporary duty position's expiry is a day: MM/DD/YYYY in the account's zone (the date of the
// one time format of every page), not the browser's locale date.
import type { DutyPosition } from '@portal/contracts';
import { AccountZoneProvider } from '@portal/kit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DutyPositionList } from './DutyPositionList.tsx';

afterEach(cleanup);

describe("duty position expiry: MM/DD/YYYY in the account's zone", () => {
  it('shows the day the position expires', () => {
    const position = {
      duty: 'Cadet Flight Sergeant',
      type: 'CAPUnit',
      assistant: false,
      date: Date.UTC(2026, 0, 1),
      // 03:59 UTC on 1 July: the last minute of 30 June in New York
      expires: Date.UTC(2026, 6, 1, 3, 59),
    } as DutyPosition;
    render(
      <AccountZoneProvider zone="America/New_York">
        <DutyPositionList positions={[position]} caption="Duty positions" />
      </AccountZoneProvider>,
    );
    expect(screen.getByText('06/30/2026').tagName).toBe('TIME');
  });
});
