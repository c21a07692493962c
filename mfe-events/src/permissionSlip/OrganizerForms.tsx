// Events §2/§6 "organizer form links" (any non-NONE event level, inside the viewer's manager actions):
// the external CAPF 160, 161 and 163 links, and the permission slip CAPF 60-80 generated here as a PDF
// (pdfmake on demand; §8 'Could not import pdfmake' when it cannot load). The QR code opens the public
// event viewer on the account's own host.
import {
  accountUrl,
  DEFAULT_TIMEZONE,
  eventViewerPath,
  type Event,
  UNKNOWN_ERROR_MESSAGE,
} from '@portal/contracts';
import { isApiError, type ApiClient } from '@portal/kit';
import { useContext, useState } from 'react';
import { loadRegistry } from '../calendar/calendarCalls.ts';
import { saveFile } from '../download/browserFiles.ts';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';
import { ORGANIZER_FORMS } from './organizerForms.ts';

/** The public viewer of the event on its account's host. */
export function publicEventUrl(event: Pick<Event, 'accountID' | 'id' | 'name'>, location: Location): string {
  return accountUrl(location, event.accountID, event.accountID, eventViewerPath(event));
}

export function OrganizerForms({ event, client }: { event: Event; client: ApiClient }) {
  const zone = useContext(TimeZoneContext) ?? DEFAULT_TIMEZONE;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      // the unit's name for the slip's header; the account id when the registry cannot be read
      const siteName = await loadRegistry(client).then(
        (r) => r.Website.Name,
        () => event.accountID,
      );
      // the slip's layout loads with the download, not with every event page
      const { permissionSlipFileName, permissionSlipPdf } = await import('./permissionSlipPdf.ts');
      const blob = await permissionSlipPdf({
        event,
        siteName,
        zone,
        eventUrl: publicEventUrl(event, window.location),
      });
      saveFile(blob, permissionSlipFileName(event));
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Organizer forms" className="evt-organizer-forms" style={{ flexBasis: '100%' }}>
      <strong>Organizer forms:</strong>
      {/* a wrapping row like the other manager actions (the nav styles its links as buttons) */}
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: '6px 0 0',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        {ORGANIZER_FORMS.map((form) => (
          <li key={form.number}>
            <a href={form.href} target="_blank" rel="noopener noreferrer">
              {form.title}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void download()} disabled={busy}>
            {busy ? 'Preparing permission slip…' : 'Download permission slip (CAPF 60-80)'}
          </button>
        </li>
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
