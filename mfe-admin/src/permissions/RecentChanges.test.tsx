// @vitest-environment happy-dom
// The permission log's times read 'HH:MM on MM/DD/YYYY' in the account's zone (events §2/§9, the
// one format of every page), not in the browser's locale or zone.
import { presetFor, type PermissionAuditEntry } from '@portal/contracts';
import { AccountZoneProvider } from '@portal/kit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentChanges } from './RecentChanges.tsx';

afterEach(cleanup);

const entry: PermissionAuditEntry = {
  id: 1,
  // 14:30 UTC on 3 March 2026
  changedAt: Date.UTC(2026, 2, 3, 14, 30),
  changedBy: { type: 'CAPNHQMember', id: 510001 },
  changedByName: 'Maj Alex F Administrator',
  member: { type: 'CAPNHQMember', id: 546319 },
  memberName: 'C/A1C Casey U Cadet',
  oldPermissions: presetFor('Member', 'CAPSQUADRON'),
  newPermissions: presetFor('CadetStaff', 'CAPSQUADRON'),
  oldLevel: 'Member',
  newLevel: 'CadetStaff',
};

describe("the permission log's times: 'HH:MM on MM/DD/YYYY' in the account's zone", () => {
  it.each([
    ['America/New_York', '09:30 on 03/03/2026'],
    ['America/Los_Angeles', '06:30 on 03/03/2026'],
  ])('an account in %s reads %s', (zone, shown) => {
    render(
      <AccountZoneProvider zone={zone}>
        <RecentChanges entries={[entry]} />
      </AccountZoneProvider>,
    );
    const item = screen.getByRole('listitem');
    expect(item.querySelector('time')?.textContent).toBe(shown);
    expect(item.textContent).toBe(
      `${shown}Maj Alex F Administrator changed C/A1C Casey U Cadet from Member to Cadet Staff`,
    );
  });
});
