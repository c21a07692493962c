import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { AccountZoneProvider, apiClient, zoneOfRegistry } from '@portal/kit';
import {
  DEFAULT_SITE_NAME,
  DEFAULT_TIMEZONE,
  Registry,
  REGISTRY_CHANGED_EVENT,
  type Registry as RegistryT,
} from '@portal/contracts';

export interface SiteInfo {
  /** Website.Name, or the default name while loading or when loading failed (platform §1). */
  name: string;
  registry: RegistryT | null;
}

const SiteContext = createContext<SiteInfo>({ name: DEFAULT_SITE_NAME, registry: null });

/**
 * Loads GET /api/registry for the header and footer, and again whenever a page saved the registry:
 * the site configuration page (a remote, which cannot import the shell) dispatches the window event
 * REGISTRY_CHANGED_EVENT ('portal:registry-changed') after a successful save. It also gives every
 * page the account's time zone (the kit's DateTimeText reads it): null while the first load runs, the
 * default when it failed.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [site, setSite] = useState<SiteInfo>({ name: DEFAULT_SITE_NAME, registry: null });
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let latest = 0;
    const load = () => {
      const call = ++latest;
      apiClient
        .get('/api/registry', { schema: Registry })
        .then((registry) => {
          // an older answer arriving after a newer one is dropped
          if (live && call === latest) {
            setSite({ name: registry.Website.Name.trim() || DEFAULT_SITE_NAME, registry });
            setZone(zoneOfRegistry(registry));
          }
        })
        // keep the name and zone we have (the defaults when the first load failed)
        .catch(() => live && setZone((known) => known ?? DEFAULT_TIMEZONE));
    };
    load();
    window.addEventListener(REGISTRY_CHANGED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(REGISTRY_CHANGED_EVENT, load);
    };
  }, []);
  const faviconID = site.registry?.Website.FaviconID ?? null;
  useEffect(() => {
    applyFavicon(faviconID);
  }, [faviconID]);
  return (
    <SiteContext.Provider value={site}>
      <AccountZoneProvider zone={zone}>{children}</AccountZoneProvider>
    </SiteContext.Provider>
  );
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}

/** The registry's favicon (a drive file, §2 Site configuration) as the page's icon; none: the browser's default. */
export function applyFavicon(faviconID: string | null): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"][data-registry]');
  if (!faviconID) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.dataset.registry = 'true';
    document.head.appendChild(link);
  }
  link.href = `/api/files/${encodeURIComponent(faviconID)}/download`;
}
