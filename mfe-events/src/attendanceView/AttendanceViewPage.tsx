// Events §2/§6 /admin/attendance: "view-other permission sees any member and group; flight leaders
// (Cadet Flight Commander, Cadet Flight Sergeant) see their flight; others see only their own."
// States (§2): LOADING, LOADED (own records), MEMBER_LOADED (another member picked with the kit's
// member picker), GROUP_LOADED (every member of the account), ERROR ('Could not load attendance
// for member' or the server's message, §8). Name columns are hidden when viewing oneself.
// Flight leaders with a flight (platform §6 "FLIGHT for a member with a flight and a Cadet Flight
// Commander or Cadet Flight Sergeant duty") get 'My attendance' and 'Flight attendance' (the group
// call, which svc-events answers with their flight's members); the server decides either way.
// ?member= (Find Member) opens the page on that member's records (member-loaded).
import {
  DEFAULT_TIMEZONE,
  areMemberReferencesEqual,
  ATTENDANCE_VIEW_MESSAGES,
  attendanceViewScope,
  MEMBER_FOCUS_PARAM,
  memberFullName,
  parseMemberReference,
  toMemberReference,
  type GroupAttendanceResponse,
  type Member,
  type MemberAttendanceResponse,
  type MemberReference,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  isApiError,
  Loader,
  MemberPicker,
  useLoadState,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccountZone } from '../timeZone/accountZone.tsx';
import { AttendanceTable } from './AttendanceTable.tsx';
import {
  loadGroupAttendance,
  loadMemberAttendance,
  loadMemberByReference,
  loadOwnAttendance,
} from './attendanceViewCalls.ts';
import { signedInPage } from '../eventPage/SignedInPage.tsx';
import attendanceViewCss from './attendanceView.css?raw';

adoptStyles('mfe-events-attendance-view', attendanceViewCss);

type Target =
  | { kind: 'own' }
  | { kind: 'member'; member: Member }
  /** The member the page opened on: only their reference until loaded. */
  | { kind: 'reference'; reference: MemberReference }
  | { kind: 'group' };

/** The target the page opens on: ?member= names a member, otherwise one's own records. */
function startingTarget(param: string | null): Target {
  const parsed = parseMemberReference(param ?? '');
  return parsed.ok ? { kind: 'reference', reference: parsed.value } : { kind: 'own' };
}
/** What a load shows; its `state` is the page's state once loaded. */
type Shown =
  | { state: 'LOADED'; items: MemberAttendanceResponse }
  | { state: 'MEMBER_LOADED'; member: Member; items: MemberAttendanceResponse }
  | { state: 'GROUP_LOADED'; title: string; groups: GroupAttendanceResponse };
type View = { state: 'LOADING' } | Shown | { state: 'ERROR'; message: string };

/** §8 "'Could not load attendance for member' or the server's message". */
const messageOf = (e: unknown) =>
  isApiError(e) && e.type === 'SERVER' && e.status < 500 ? e.message : ATTENDANCE_VIEW_MESSAGES.loadFailed;

export function AttendanceView({ client = apiClient }: { client?: ApiClient }) {
  const { member, superUser } = useSession();
  const [params] = useSearchParams();
  const [target, setTarget] = useState<Target>(() => startingTarget(params.get(MEMBER_FOCUS_PARAM)));
  const [picking, setPicking] = useState(false);
  // times in the account's zone, as its event form writes them (timeZone/accountZone.tsx)
  const zone = useAccountZone(client) ?? DEFAULT_TIMEZONE;
  const superUserIds = superUser && typeof member?.id === 'number' ? [member.id] : [];
  const scope = attendanceViewScope(member ?? null, superUserIds, Date.now());
  const viewsOthers = scope === 'Account';
  const viewsFlight = scope === 'Flight' && !!member?.flight;
  const groupTitle = viewsOthers ? 'Group attendance' : 'Flight attendance';

  const load = useLoadState<Shown>(
    async () => {
      if (target.kind === 'own') return { state: 'LOADED', items: await loadOwnAttendance(client) };
      if (target.kind === 'member') {
        const items = await loadMemberAttendance(toMemberReference(target.member), client);
        return { state: 'MEMBER_LOADED', member: target.member, items };
      }
      if (target.kind === 'reference') {
        const [member, items] = await Promise.all([
          loadMemberByReference(target.reference, client),
          loadMemberAttendance(target.reference, client),
        ]);
        return { state: 'MEMBER_LOADED', member, items };
      }
      return { state: 'GROUP_LOADED', title: groupTitle, groups: await loadGroupAttendance(client) };
    },
    [target, client, groupTitle],
    messageOf,
  );
  const view: View = load.state === 'LOADED' ? load.value : load;

  return (
    <div data-state={view.state}>
      {viewsOthers && (
        <div className="evt-attendance-targets" role="group" aria-label="Whose attendance">
          <button type="button" onClick={() => setTarget({ kind: 'own' })}>
            My attendance
          </button>
          <button type="button" onClick={() => setPicking(true)}>
            Select a member
          </button>
          <button type="button" onClick={() => setTarget({ kind: 'group' })}>
            Group attendance
          </button>
          <MemberPicker
            open={picking}
            onSelect={(m) => {
              setPicking(false);
              setTarget({ kind: 'member', member: m });
            }}
            onCancel={() => setPicking(false)}
          />
        </div>
      )}
      {viewsFlight && (
        <div className="evt-attendance-targets" role="group" aria-label="Whose attendance">
          <button type="button" onClick={() => setTarget({ kind: 'own' })}>
            My attendance
          </button>
          <button type="button" onClick={() => setTarget({ kind: 'group' })}>
            Flight attendance
          </button>
        </div>
      )}
      <ViewBody view={view} viewer={member ?? null} zone={zone} />
    </div>
  );
}

function ViewBody({ view, viewer, zone }: { view: View; viewer: MemberReference | null; zone: string }) {
  switch (view.state) {
    case 'LOADING':
      return <Loader label="Loading attendance..." />;
    case 'ERROR':
      return <p role="alert">{view.message}</p>;
    case 'LOADED':
      return (
        <section>
          <h2>My attendance</h2>
          <AttendanceTable
            zone={zone}
            label="My attendance"
            showNames={false}
            rows={view.items.map((item) => ({ item }))}
          />
        </section>
      );
    case 'MEMBER_LOADED': {
      const name = memberFullName(view.member);
      // "name columns hidden when viewing oneself", however oneself was picked
      const self = viewer !== null && areMemberReferencesEqual(viewer, view.member);
      return (
        <section>
          <h2>Attendance for {name}</h2>
          <AttendanceTable
            zone={zone}
            label={`Attendance for ${name}`}
            showNames={!self}
            rows={view.items.map((item) => ({ item, name }))}
          />
        </section>
      );
    }
    case 'GROUP_LOADED':
      return (
        <section>
          <h2>{view.title}</h2>
          <AttendanceTable
            zone={zone}
            label={view.title}
            showNames
            rows={view.groups.flatMap((g) => g.attendance.map((item) => ({ item, name: g.memberName })))}
          />
        </section>
      );
  }
}

export const AttendanceViewPage = signedInPage(AttendanceView, {
  className: 'evt-attendance',
  title: 'Attendance',
});
