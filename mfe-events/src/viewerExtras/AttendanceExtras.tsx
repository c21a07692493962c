// §2 manager extras under the viewer's attendance (§6 "Any non-NONE level: ... full contact and
// attendance details (emails ...) ... spreadsheet download"): 'Show emails' and 'Show CAP IDs'
// dialogs listing only committed attendees, and the §9 attendance sheet download, shown only when
// there are attendance records. Emails and phones come from the managers' contacts call (loaded
// once, on the first dialog or download), kept out of the viewer data that every reader shares.
import { EMAIL_SELECTOR_MESSAGES, type AttendanceContactsResponse, type ViewerData } from '@portal/contracts';
import { Dialog, type ApiClient } from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useRef, useState } from 'react';
import {
  committedCAPIDs,
  committedEmails,
  committedWithoutEmail,
  sheetHeader,
  sheetRows,
} from './attendanceSheet.ts';
import { loadAttendanceContacts } from './viewerExtrasCalls.ts';
import { useSlipStatuses } from '../permissionSlip/slipStatuses.tsx';
import { withSlipColumn } from '../permissionSlip/slipSheet.ts';

type Open = null | 'emails' | 'capids';
/** The dialogs' text boxes: wide enough to read a list of addresses, easy to select and copy. */
const BOX = { width: '100%', minWidth: 'min(420px, 70vw)', boxSizing: 'border-box' } as const;

export function AttendanceExtras({ data, client }: { data: ViewerData; client: ApiClient }) {
  const [open, setOpen] = useState<Open>(null);
  const [contacts, setContacts] = useState<AttendanceContactsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const pending = useRef<Promise<AttendanceContactsResponse> | null>(null);
  // the online 60-80's states (FULL managers of an event that asks for it): one more column
  const slips = useSlipStatuses();

  const contactsNow = async (): Promise<AttendanceContactsResponse> => {
    if (contacts) return contacts;
    pending.current ??= loadAttendanceContacts(data.event.id, client);
    try {
      const answer = await pending.current;
      setContacts(answer);
      return answer;
    } catch (e) {
      pending.current = null;
      throw e;
    }
  };

  const showEmails = async () => {
    setError(null);
    setOpen('emails');
    try {
      await contactsNow();
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  const download = async () => {
    setError(null);
    setSaved(null);
    setBusy(true);
    try {
      const found = await contactsNow();
      // the workbook code (and exceljs) is its own chunk, fetched on the first download only
      const { downloadAttendanceSheet } = await import('./sheetWorkbook.ts');
      const header = sheetHeader(data.event);
      const rows = sheetRows(data.event, data.attendees, found);
      const sheet =
        slips?.all && slips.list
          ? withSlipColumn(header, rows, data.attendees, slips.byMember)
          : { header, rows };
      const name = await downloadAttendanceSheet(data.event, sheet.header, sheet.rows, Date.now());
      setSaved(name);
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const missing = contacts ? committedWithoutEmail(data.attendees, contacts) : 0;
  return (
    <div className="evt-attendance-extras" role="group" aria-label="Attendance tools">
      <button type="button" onClick={() => void showEmails()}>
        Show emails
      </button>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen('capids');
        }}
      >
        Show CAP IDs
      </button>
      {data.attendees.length > 0 && (
        <button type="button" disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing spreadsheet...' : 'Download attendance spreadsheet'}
        </button>
      )}
      {saved && <p role="status">Saved {saved}</p>}
      {error && open === null && <p role="alert">{error}</p>}
      <Dialog open={open === 'emails'} title="Emails" onResult={() => setOpen(null)} maxBodyHeight={400}>
        {error ? (
          <p role="alert">{error}</p>
        ) : contacts ? (
          <>
            <textarea
              readOnly
              aria-label="Emails"
              rows={6}
              style={BOX}
              value={committedEmails(data.attendees, contacts)}
            />
            {missing > 0 && <p>{EMAIL_SELECTOR_MESSAGES.missingEmail}</p>}
          </>
        ) : (
          <p>Loading emails...</p>
        )}
      </Dialog>
      <Dialog open={open === 'capids'} title="CAP IDs" onResult={() => setOpen(null)} maxBodyHeight={400}>
        <textarea
          readOnly
          aria-label="CAP IDs"
          rows={6}
          style={BOX}
          value={committedCAPIDs(data.attendees)}
        />
      </Dialog>
    </div>
  );
}
