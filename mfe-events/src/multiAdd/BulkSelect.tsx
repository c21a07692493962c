// Events §5 bulk selection and §9 multi add: the account's members (GET /api/member/list) with the
// name, rank and member type filters; members already in attendance are greyed, cannot be chosen
// and carry the title 'This member is already in attendance'. The chosen members are sent in one
// POST /api/events/{id}/attendance/bulk with the §9 defaults ('Multi add by … on …', canUsePhotos
// true, no transport, no shift time).
import {
  ATTENDANCE_MESSAGES,
  EVENT_TIME_ZONE,
  MEMBER_TYPE_FILTER_LABELS,
  MEMBER_TYPE_FILTERS,
  memberFullName,
  memberKey,
  RANK_ORDER,
  type AttendanceBulkResponse,
  type Event,
  type Member,
  type MemberTypeFilter,
} from '@portal/contracts';
import { Select, TextInput, type ApiClient } from '@portal/kit';
import { OutcomeLine, useOutcome } from '../eventData/useOutcome.tsx';
import { useMemo, useState } from 'react';
import { useAccountZone } from '../timeZone/accountZone.tsx';
import { addAttendanceBulk } from './attendanceCalls.ts';
import {
  alreadyInAttendanceTitle,
  filterMultiAddMembers,
  multiAddComment,
  multiAddRecord,
  NO_MULTI_ADD_FILTERS,
  type MultiAddFilters,
} from './multiAddRules.ts';

const byName = (a: Member, b: Member) =>
  a.nameLast.localeCompare(b.nameLast) || a.nameFirst.localeCompare(b.nameFirst);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function outcomeText(r: AttendanceBulkResponse): string {
  const parts = [`Added ${plural(r.added.length, 'member')} to attendance`];
  if (r.alreadyInAttendance.length > 0)
    parts.push(`${plural(r.alreadyInAttendance.length, 'member')} already in attendance`);
  if (r.notFound.length > 0) parts.push(`${plural(r.notFound.length, 'member')} not found`);
  return parts.join('; ');
}

export function BulkSelect(props: {
  event: Event;
  members: readonly Member[];
  attended: ReadonlySet<string>;
  /** The signed-in member's name for the §9 comment. */
  adderName: string;
  client: ApiClient;
  now?: () => number;
  onAdded(response: AttendanceBulkResponse): void;
}) {
  const { event, attended, client } = props;
  // §9 the comment's date is the account's (registry) date
  const zone = useAccountZone(client) ?? EVENT_TIME_ZONE;
  const [filters, setFilters] = useState<MultiAddFilters>(NO_MULTI_ADD_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { busy: saving, outcome, run } = useOutcome();
  const set = (field: keyof MultiAddFilters) => (value: string) =>
    setFilters((f) => ({ ...f, [field]: value }));

  const sorted = useMemo(() => [...props.members].sort(byName), [props.members]);
  const shown = useMemo(() => filterMultiAddMembers(sorted, filters), [sorted, filters]);
  const chosen = sorted.filter((m) => selected.has(memberKey(m)) && !attended.has(memberKey(m)));

  const toggle = (m: Member, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(memberKey(m));
      else next.delete(memberKey(m));
      return next;
    });
  const selectShown = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const m of shown) if (!attended.has(memberKey(m))) next.add(memberKey(m));
      return next;
    });

  const submit = async () => {
    if (chosen.length === 0 || saving) return;
    const comment = multiAddComment(props.adderName, (props.now ?? Date.now)(), zone);
    await run(async () => {
      const response = await addAttendanceBulk(
        event.id,
        chosen.map((m) => multiAddRecord(m, comment)),
        client,
      );
      props.onAdded(response);
      setSelected(new Set());
      return outcomeText(response);
    });
  };

  return (
    <section className="evt-multiadd-section" aria-labelledby="evt-bulk-title">
      <h2 id="evt-bulk-title">Select members</h2>
      <div className="evt-multiadd-filters">
        <TextInput
          label="Name filter"
          type="search"
          value={filters.namePattern}
          onChange={set('namePattern')}
          autoComplete="off"
          hint="Part of a name or a pattern, e.g. ^smith"
        />
        <TextInput label="Lowest rank" value={filters.rankFrom} onChange={set('rankFrom')} hint="e.g. C/AB" />
        <TextInput label="Highest rank" value={filters.rankTo} onChange={set('rankTo')} hint="e.g. C/Col" />
        <Select
          label="Member type"
          value={filters.memberType}
          options={MEMBER_TYPE_FILTERS.map((t) => ({ value: t, label: MEMBER_TYPE_FILTER_LABELS[t] }))}
          onChange={(v) => setFilters((f) => ({ ...f, memberType: v as MemberTypeFilter }))}
        />
      </div>
      <p className="evt-hint">Ranks, lowest first: C/AB, {RANK_ORDER.join(', ')}.</p>
      <button type="button" onClick={selectShown}>
        Select all shown
      </button>
      <button type="button" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
        Clear selection
      </button>
      {shown.length === 0 ? (
        <p className="evt-empty">No members match the filters</p>
      ) : (
        <ul className="evt-multiadd-list" aria-label="Members">
          {shown.map((m) => {
            const key = memberKey(m);
            const title = alreadyInAttendanceTitle(attended, m);
            const id = `evt-multiadd-${key}`;
            return (
              <li key={key} className={title ? 'evt-attended' : undefined} title={title}>
                <input
                  id={id}
                  type="checkbox"
                  checked={!title && selected.has(key)}
                  disabled={!!title}
                  onChange={(e) => toggle(m, e.target.checked)}
                />
                <label htmlFor={id}>{memberFullName(m)}</label>
                <span className="evt-member-id">{m.id}</span>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="kit-button-primary"
        disabled={chosen.length === 0 || saving}
        onClick={() => void submit()}
      >
        {saving ? ATTENDANCE_MESSAGES.adding : `Add ${plural(chosen.length, 'selected member')}`}
      </button>
      <OutcomeLine outcome={outcome} classes={['evt-added', 'evt-save-failure']} />
    </section>
  );
}
