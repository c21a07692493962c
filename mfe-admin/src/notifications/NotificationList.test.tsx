// @vitest-environment happy-dom
// Notifications show when they were sent, and until when a global one shows, as 'HH:MM on
// MM/DD/YYYY' in the account's zone (events §2/§9, the one format of every page).
import type { Notification } from '@portal/contracts';
import { AccountZoneProvider } from '@portal/kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalNotificationForm } from './GlobalNotificationForm.tsx';
import { NotificationList } from './NotificationList.tsx';

afterEach(cleanup);

const message: Notification = {
  id: 11,
  accountID: 'md001',
  // 01:15 UTC on 21 November 2026: still the 20th in Chicago
  created: Date.UTC(2026, 10, 21, 1, 15),
  read: false,
  cause: { type: 'System' },
  target: { type: 'Member', to: { type: 'CAPNHQMember', id: 546319 } },
  extraData: { type: 'Message', message: 'Bring your blues on Tuesday.' },
};
const global: Notification = {
  ...message,
  id: 20,
  target: { type: 'Everyone', expires: Date.UTC(2030, 0, 1, 17, 0) },
  extraData: { type: 'Message', message: 'Open house Saturday' },
};

const inChicago = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AccountZoneProvider zone="America/Chicago">{node}</AccountZoneProvider>
    </MemoryRouter>,
  );

describe("notification times: 'HH:MM on MM/DD/YYYY' in the account's zone", () => {
  it("the list shows when each was sent in the account's zone", () => {
    inChicago(
      <NotificationList
        notifications={[message]}
        busyID={null}
        failed={null}
        onToggle={() => undefined}
        onDelete={() => undefined}
      />,
    );
    const item = screen.getByRole('listitem', { name: 'Unread notification from System' });
    expect(within(item).getByText('19:15 on 11/20/2026').tagName).toBe('TIME');
  });

  it('the global notification says until when it shows', () => {
    inChicago(
      <GlobalNotificationForm
        current={global}
        onCreate={async () => undefined}
        onEnd={async () => undefined}
      />,
    );
    expect(screen.getByText('11:00 on 01/01/2030').tagName).toBe('TIME');
    expect(screen.getByText(/^Until/).textContent).toBe('Until 11:00 on 01/01/2030');
  });
});
