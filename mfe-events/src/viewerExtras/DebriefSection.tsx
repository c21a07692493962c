// §2 debrief table and §6 debrief submission in the viewer. The server answers the list already
// filtered for this viewer (§6 "Debrief items are hidden from others unless publicView or the
// viewer's own, unless the viewer has FULL"), so the table shows what it gets. Delete shows per
// contracts mayDeleteDebrief (any non-NONE level; a member's own item); the form shows while
// mayAddDebrief holds (signed in, pickup passed or event cancelled), publicView unticked by
// default (§5 "default visibility is managers only").
import {
  DEBRIEF_MESSAGES,
  mayAddDebrief,
  mayDeleteDebrief,
  type DebriefItem,
  type ManageEventLevel,
  type MemberReference,
  type ViewerData,
} from '@portal/contracts';
import { Checkbox, DateTimeText, type ApiClient } from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useState } from 'react';
import { addDebrief, deleteDebrief } from './viewerExtrasCalls.ts';

export interface DebriefSectionProps {
  data: ViewerData;
  client: ApiClient;
  onChange(data: ViewerData): void;
  /** The signed-in viewer, or null for an anonymous visitor. */
  viewer: MemberReference | null;
  level: ManageEventLevel;
  now: number;
}

export function DebriefSection({ data, client, onChange, viewer, level, now }: DebriefSectionProps) {
  const event = data.event;
  const [text, setText] = useState('');
  const [publicView, setPublicView] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const withList = (debrief: DebriefItem[]) => onChange({ ...data, event: { ...event, debrief } });

  const submit = async () => {
    setError(null);
    setDone(false);
    setSaving(true);
    try {
      const item = await addDebrief(event.id, { debriefText: text, publicView }, client);
      withList([...event.debrief, item]);
      setText('');
      setPublicView(false);
      setDone(true);
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (item: DebriefItem) => {
    setError(null);
    try {
      await deleteDebrief(event.id, item.timeSubmitted, client);
      withList(event.debrief.filter((d) => d.timeSubmitted !== item.timeSubmitted));
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  const canAdd = mayAddDebrief(viewer !== null, event, now);
  if (event.debrief.length === 0 && !canAdd) return null;
  return (
    <section aria-labelledby="debrief-title" className="evt-debriefs">
      <h3 id="debrief-title">Debrief</h3>
      {event.debrief.length > 0 && (
        // a long debrief scrolls inside this box on a phone, never the page
        <div className="evt-debrief-scroll">
          <table className="evt-debrief">
            <thead>
              <tr>
                <th>Member</th>
                <th>Submitted</th>
                <th>Debrief</th>
                {viewer && <th>Visibility</th>}
                {viewer && <th aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {event.debrief.map((d) => (
                <tr key={d.timeSubmitted}>
                  <td>{d.memberName}</td>
                  <td>
                    <DateTimeText ms={d.timeSubmitted} />
                  </td>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{d.debriefText}</td>
                  {viewer && <td>{d.publicView ? 'Public' : 'Managers only'}</td>}
                  {viewer && (
                    <td>
                      {mayDeleteDebrief(viewer, level, d) && (
                        <button
                          type="button"
                          aria-label={`Delete debrief by ${d.memberName}`}
                          onClick={() => void remove(d)}
                        >
                          Delete
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canAdd && (
        <form
          aria-label="Submit a debrief"
          style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 640, marginTop: 12 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="debrief-text">Your debrief</label>
          <textarea
            id="debrief-text"
            rows={4}
            style={{ width: '100%', boxSizing: 'border-box' }}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setDone(false);
            }}
          />
          <Checkbox label="Visible to all members" checked={publicView} onChange={setPublicView} />
          <button type="submit" style={{ alignSelf: 'flex-start' }} disabled={saving || text.trim() === ''}>
            {saving ? 'Submitting...' : 'Submit debrief'}
          </button>
          {done && <p role="status">{DEBRIEF_MESSAGES.submitted}</p>}
        </form>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
