// The zone the time pickers read and write: the account's registry Website.Timezone (platform §3
// Registry; events §9 "Time zone for events and calendar", America/New_York by default), the zone
// the calendar and home already show (calendarCalls.accountZone). A page wraps its form in
// <AccountTimeZone>; every TimeInput inside takes the zone from the context, and is read-only
// while the zone loads (so nothing typed is read in the wrong zone). The registry is public and
// one per host, so a zone once loaded is kept for the page's life (per client); a failed load
// falls back to the default and is tried again next time.
import { DEFAULT_TIMEZONE } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';
import { createContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { accountZone, loadRegistry } from '../calendar/calendarCalls.ts';

/** The pickers' zone, null while it loads; without a provider, the default (America/New_York). */
export const TimeZoneContext = createContext<string | null>(DEFAULT_TIMEZONE);

const known = new WeakMap<ApiClient, string>();

/** Tests: forget the zones loaded so far. */
export function forgetAccountZones(client: ApiClient = apiClient): void {
  known.delete(client);
}

/** The account's zone, null while the registry loads (the default when it cannot be loaded). */
export function useAccountZone(client: ApiClient = apiClient): string | null {
  const [zone, setZone] = useState<string | null>(() => known.get(client) ?? null);
  useEffect(() => {
    const cached = known.get(client);
    if (cached) {
      setZone(cached);
      return;
    }
    const controller = new AbortController();
    loadRegistry(client, controller.signal).then(
      (registry) => {
        const found = accountZone(registry);
        known.set(client, found);
        if (!controller.signal.aborted) setZone(found);
      },
      () => !controller.signal.aborted && setZone(DEFAULT_TIMEZONE),
    );
    return () => controller.abort();
  }, [client]);
  return zone;
}

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
