import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiClient } from '@portal/kit';
import { DEFAULT_SITE_NAME, Registry, type Registry as RegistryT } from '@portal/contracts';

export interface SiteInfo {
  /** Website.Name, or the default name while loading or when loading failed (platform §1). */
  name: string;
  registry: RegistryT | null;
}

const SiteContext = createContext<SiteInfo>({ name: DEFAULT_SITE_NAME, registry: null });

/** Loads GET /api/registry once for the header and footer. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [site, setSite] = useState<SiteInfo>({ name: DEFAULT_SITE_NAME, registry: null });
  useEffect(() => {
    let live = true;
    apiClient
      .get('/api/registry', { schema: Registry })
      .then((registry) => {
        if (live) setSite({ name: registry.Website.Name.trim() || DEFAULT_SITE_NAME, registry });
      })
      .catch(() => undefined); // keep the default name
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    document.title = site.name;
  }, [site.name]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}
