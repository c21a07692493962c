// The zone the time pickers read and write: the account's registry Website.Timezone (platform §3
// Registry; events §9 "Time zone for events and calendar", America/New_York by default), the zone
// the calendar and home already show (calendarCalls.accountZone). A page wraps its form in
// <AccountTimeZone>; every TimeInput inside takes the zone from the context, and is read-only
// while the zone loads (so nothing typed is read in the wrong zone). The kit's useAccountZone
// loads it: once per client for the page's life; a failed load falls back to the default and is
// tried again next time.
import { DEFAULT_TIMEZONE } from '@portal/contracts';
import { useAccountZone, type ApiClient } from '@portal/kit';
import { createContext, type ComponentType, type ReactNode } from 'react';

/** The pickers' zone, null while it loads; without a provider, the default (America/New_York). */
export const TimeZoneContext = createContext<string | null>(DEFAULT_TIMEZONE);

// The zone is loaded (and kept per client) by the kit, which every page's times read too.
export { forgetAccountZones, useAccountZone } from '@portal/kit';

/** Sets the pickers inside to the account's zone (null while it loads). */
export function AccountTimeZone({ client, children }: { client?: ApiClient; children: ReactNode }) {
  return <TimeZoneContext.Provider value={useAccountZone(client)}>{children}</TimeZoneContext.Provider>;
}

/** A form component whose time pickers read the account's zone (it loads with the form's client). */
export function withAccountZone<P extends { client: ApiClient }>(Form: ComponentType<P>) {
  return function InAccountZone(props: P) {
    return (
      <AccountTimeZone client={props.client}>
        <Form {...props} />
      </AccountTimeZone>
    );
  };
}
