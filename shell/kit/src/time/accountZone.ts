// The account's time zone: the registry's Website.Timezone (platform §3 Registry; events §9 "Time
// zone for events and calendar", America/New_York by default). Every page shows its times in it,
// whatever the browser's zone. The shell already loads the registry for its header, so it hands the
// zone down with <AccountZoneProvider> and pages read it without a call of their own. Without a
// provider (a remote's own tests, a page given its own client) useAccountZone loads it: the
// registry is public and one per host, so a zone once loaded is kept for the page's life (per
// client); a failed load falls back to the default and is tried again by the next page that asks.
import { DEFAULT_TIMEZONE, Registry } from '@portal/contracts';
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiClient, type ApiClient } from '../api/client.ts';
import { getChecked } from '../calls/checkedCalls.ts';

const known = new WeakMap<ApiClient, string>();

/** Tests: forget the zones loaded so far. */
export function forgetAccountZones(client: ApiClient = apiClient): void {
  known.delete(client);
}

/** The registry's zone, the default when it names none. */
export function zoneOfRegistry(registry: Registry | null | undefined): string {
  const zone = registry?.Website.Timezone.trim();
  return zone ? zone : DEFAULT_TIMEZONE;
}

/**
 * The account's zone, null while the registry loads (the default when it cannot be loaded).
 * `client` null: nothing is loaded and the answer is null.
 */
export function useAccountZone(client: ApiClient | null = apiClient): string | null {
  const [zone, setZone] = useState<string | null>(() => (client && known.get(client)) ?? null);
  useEffect(() => {
    if (client === null) return;
    const cached = known.get(client);
    if (cached) {
      setZone(cached);
      return;
    }
    const controller = new AbortController();
    getChecked(client, '/api/registry', Registry, controller.signal).then(
      (registry) => {
        const found = zoneOfRegistry(registry);
        known.set(client, found);
        if (!controller.signal.aborted) setZone(found);
      },
      () => !controller.signal.aborted && setZone(DEFAULT_TIMEZONE),
    );
    return () => controller.abort();
  }, [client]);
  return zone;
}

/** What the shell provides: the zone, null while its registry loads. */
const ZoneContext = createContext<{ zone: string | null } | undefined>(undefined);

/** The shell's zone for every page inside (null while the registry loads). */
export function AccountZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return createElement(ZoneContext.Provider, { value: { zone } }, children);
}

/**
 * The zone a page shows its times in: the provider's; without one, loaded with `client`; without
 * either, the default (America/New_York). Null while it loads.
 */
export function useViewerZone(client?: ApiClient): string | null {
  const provided = useContext(ZoneContext);
  const loaded = useAccountZone(provided === undefined && client ? client : null);
  if (provided !== undefined) return provided.zone;
  return client ? loaded : DEFAULT_TIMEZONE;
}
