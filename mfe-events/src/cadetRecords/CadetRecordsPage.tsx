// /admin/cadetrecords ("a manager can also enter them"): a manager picks a cadet of
// the account and sees their record as the home panel and the reports see it (imported CAPWATCH
// rows with the entries merged in), what the import brought, and the entries made here; adds an
// entry per kind and deletes one. Reached from the reports widget. Who may: PromotionManagement FULL
// or the privileged user (contracts mayEnterCadetRecords; the server decides again). The chosen
// cadet is in the address (?member=CAPNHQMember-510004) so the page can be reloaded or linked.
import {
  achievementById,
  CADET_ENTRY_MESSAGES,
  describeCadetEntry,
  mayEnterCadetRecords,
  parseMemberReference,
  stringifyMemberReference,
  type CadetRecordEditorResponse,
  type CadetRecordEntryInput,
  type MemberReference,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  isApiError,
  Loader,
  Select,
  useLoadState,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addCadetEntry, deleteCadetEntry, loadCadetRecord, loadCadets } from './cadetRecordsCalls.ts';
import { EntryForm } from './EntryForm.tsx';
import { importedFacts } from './importedFacts.ts';
import { signedInPage } from '../eventPage/SignedInPage.tsx';
import cadetRecordsCss from './cadetRecords.css?raw';

adoptStyles('mfe-events-cadet-records', cadetRecordsCss);

export const CADET_RECORDS_PAGE = '/admin/cadetrecords';

const messageOf = (e: unknown) => (isApiError(e) || e instanceof Error ? e.message : String(e));
/** A day (UTC midnight ms) as YYYY-MM-DD. */
export const dayText = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : new Date(ms).toISOString().slice(0, 10);

function RecordSummary({ data }: { data: CadetRecordEditorResponse }) {
  const r = data.record;
  const next = achievementById(r.NextCadetAchvID);
  const hfz = r.HFZRecord;
  const flown = r.oflights.map((f) => f.Syllabus).join(', ') || 'none';
  const notFlown = r.oflightsNotFlown ?? [];
  return (
    <section aria-label="Record">
      <h2>Record</h2>
      <dl className="cr-summary">
        <dt>Working on</dt>
        <dd>
          {next ? `${next.AchvName} (${next.CadetAchvID})` : r.NextCadetAchvID} — {r.MaxAprvStatus}
        </dd>
        <dt>Last approval</dt>
        <dd>{dayText(r.LastAprvDate)}</dd>
        <dt>Fitness test</dt>
        <dd>{hfz ? `${dayText(hfz.DateTaken)} ${hfz.IsPassed ? 'passed' : 'failed'}` : '—'}</dd>
        <dt>Encampment</dt>
        <dd>{dayText(r.EncampDate)}</dd>
        <dt>GES</dt>
        <dd>{dayText(r.ges)}</dd>
        <dt>Orientation flights flown</dt>
        <dd>{flown}</dd>
        <dt>Cancelled / incomplete</dt>
        <dd>
          {notFlown.filter((f) => f.Outcome === 'CANCELLED').length} /{' '}
          {notFlown.filter((f) => f.Outcome === 'INCOMPLETE').length}
        </dd>
      </dl>
    </section>
  );
}

function Imported({ data }: { data: CadetRecordEditorResponse }) {
  const groups = importedFacts(data.imported);
  return (
    <section aria-label="Imported from CAPWATCH">
      <h2>Imported from CAPWATCH</h2>
      {groups.length === 0 && <p className="cr-muted">Nothing imported for this cadet.</p>}
      {groups.map((g) => (
        <div key={g.title}>
          <h3>{g.title}</h3>
          <ul className="cr-list">
            {g.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Entries({ data, onDelete }: { data: CadetRecordEditorResponse; onDelete(id: number): void }) {
  return (
    <section aria-label="Entered here">
      <h2>Entered here</h2>
      {data.entries.length === 0 ? (
        <p className="cr-muted">No entries yet.</p>
      ) : (
        <table className="cr-table">
          <thead>
            <tr>
              <th>Date</th>
              <th>Entry</th>
              <th>Entered by</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.entries.map((e) => (
              <tr key={e.id}>
                <td>{e.entry.date}</td>
                <td>{describeCadetEntry(e.entry)}</td>
                <td>
                  {e.enteredBy.name} on {dayText(e.enteredAt)}
                </td>
                <td>
                  <button
                    type="button"
                    className="kit-button"
                    aria-label={`Delete ${describeCadetEntry(e.entry)} of ${e.entry.date}`}
                    onClick={() => onDelete(e.id)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function CadetRecordsEditor({ client = apiClient }: { client?: ApiClient }) {
  const { member, superUser } = useSession();
  const may = mayEnterCadetRecords({
    member: member ?? null,
    superUserIDs: superUser && typeof member?.id === 'number' ? [member.id] : [],
  });
  const [params, setParams] = useSearchParams();
  const parsed = parseMemberReference(params.get('member') ?? '');
  const chosen: MemberReference | null = parsed.ok ? parsed.value : null;
  const chosenKey = chosen ? stringifyMemberReference(chosen) : '';
  const cadets = useLoadState(may ? (signal) => loadCadets(client, signal) : null, [client, may], messageOf);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useLoadState<CadetRecordEditorResponse | null>(
    (signal) => {
      setProblem(null);
      return chosen && may ? loadCadetRecord(chosen, client, signal) : Promise.resolve(null);
    },
    // the chosen cadet is keyed by its text (a new object every render)
    [client, may, chosenKey],
    messageOf,
  );
  const shown = chosenKey ? record : null;
  // after a change the record is read again without the loader, so the entry form keeps its kind and date
  const refresh = record.refresh;

  if (!may)
    return (
      <p className="cr-error" role="alert">
        {CADET_ENTRY_MESSAGES.noPermission}
      </p>
    );
  if (cadets.state === 'LOADING') return <Loader label="Loading the unit's cadets..." />;
  if (cadets.state === 'ERROR')
    return (
      <p className="cr-error" role="alert">
        {cadets.message}
      </p>
    );

  const add = async (entry: CadetRecordEntryInput) => {
    if (!chosen) return;
    await addCadetEntry(chosen, entry, client);
    refresh();
  };
  const remove = (id: number) => {
    if (!chosen) return;
    setProblem(null);
    deleteCadetEntry(chosen, id, client).then(
      () => refresh(),
      (e: unknown) => setProblem(messageOf(e)),
    );
  };

  return (
    <div data-state={shown?.state ?? 'PICK'}>
      <Select
        label="Cadet"
        placeholder="Select a cadet"
        value={chosenKey}
        options={cadets.value.map((c) => ({
          value: stringifyMemberReference(c.member),
          label: `${c.name}${c.flight ? ` (${c.flight})` : ''}`,
        }))}
        onChange={(v) => setParams(v ? { member: v } : {})}
      />
      {shown?.state === 'LOADING' && <Loader label="Loading the cadet's record..." />}
      {shown?.state === 'ERROR' && (
        <p className="cr-error" role="alert">
          {shown.message}
        </p>
      )}
      {shown?.state === 'LOADED' && shown.value && (
        <div className="cr-columns">
          <div>
            <RecordSummary data={shown.value} />
            <EntryForm key={chosenKey} nextAchievement={shown.value.record.NextCadetAchvID} onAdd={add} />
          </div>
          <div>
            <Entries data={shown.value} onDelete={remove} />
            {problem && (
              <p className="cr-error" role="alert">
                {problem}
              </p>
            )}
            <Imported data={shown.value} />
          </div>
        </div>
      )}
    </div>
  );
}

export const CadetRecordsPage = signedInPage(CadetRecordsEditor, {
  className: 'cr-page',
  title: 'Cadet records',
});
