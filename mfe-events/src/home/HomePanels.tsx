// The home page's event panels (events §2 "/: home page with a promotion requirements panel
// (cadets only), a next meeting panel, an upcoming events list, and optional social-media timeline
// panels when the site contact data holds handles"), plus the photo banner. Exposed as
// 'mfe_events/HomePanels'; the shell's HomePage loads it at run time (@portal/kit/remoteModule)
// and renders it under its hero, passing the registry it already holds (SiteContext). Without a
// registry prop (standalone use) it loads GET /api/registry itself.
// The cadets' promotion requirements panel is PromotionPanel: it renders nothing for
// senior members and anonymous visitors.
import { DEFAULT_TIMEZONE, defaultRegistry, type Registry } from '@portal/contracts';
import { adoptStyles, apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { accountZone, loadRegistry } from '../calendar/calendarCalls.ts';
import { NextMeetingPanel } from './NextMeetingPanel.tsx';
import { PhotoBanner } from './PhotoBanner.tsx';
import { PromotionPanel } from './PromotionPanel.tsx';
import { SocialPanels } from './SocialPanels.tsx';
import { UpcomingPanel } from './UpcomingPanel.tsx';
import homeCss from './home.css?raw';

adoptStyles('mfe-events-home', homeCss);

export interface HomePanelsProps {
  /** The site configuration; null while the shell has none (defaults apply); undefined: load it here. */
  registry?: Registry | null;
  client?: ApiClient;
}

/** Website.ShowUpcomingEventCount of a new account, used until the registry is known. */
const DEFAULT_UPCOMING_COUNT = defaultRegistry('').Website.ShowUpcomingEventCount;

function useRegistry(given: Registry | null | undefined, client: ApiClient): Registry | null {
  const [loaded, setLoaded] = useState<Registry | null>(null);
  const own = given === undefined;
  useEffect(() => {
    if (!own) return;
    const controller = new AbortController();
    loadRegistry(client, controller.signal).then(setLoaded, () => undefined);
    return () => controller.abort();
  }, [own, client]);
  return own ? loaded : given;
}

export default function HomePanels({ registry: given, client = apiClient }: HomePanelsProps) {
  const registry = useRegistry(given, client);
  const zone = registry ? accountZone(registry) : DEFAULT_TIMEZONE;
  const count = registry?.Website.ShowUpcomingEventCount ?? DEFAULT_UPCOMING_COUNT;
  return (
    <div className="home-panels">
      <PhotoBanner client={client} />
      <PromotionPanel client={client} />
      <div className="home-panel-row">
        <NextMeetingPanel zone={zone} client={client} />
        {count > 0 && <UpcomingPanel count={count} zone={zone} client={client} />}
      </div>
      <SocialPanels contact={registry?.Contact} />
    </div>
  );
}
