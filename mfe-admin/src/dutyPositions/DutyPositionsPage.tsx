// /admin/tempdutypositions (platform §2 "Temporary duty positions"): with AssignTemporaryDutyPositions
// YES pick a member and edit their temporary positions; without it, one's own current positions
// (temporary and NHQ) read-only (§2 "any signed-in user sees their own").
import {
  hasPermission,
  memberFullName,
  toMemberReference,
  type Member,
  type MemberDutyPositionsResponse,
  type MemberReference,
} from '@portal/contracts';
import { adoptStyles, Loader, MemberPicker, RequireSignIn, useSession, errorMessage } from '@portal/kit';
import { useEffect, useState } from 'react';
import { DutyPositionList } from './DutyPositionList.tsx';
import { TemporaryDutyEditor } from './TemporaryDutyEditor.tsx';
import { loadDutyPositions } from './dutyPositionCalls.ts';
import permissionsCss from '../permissions/permissions.css?raw';

adoptStyles('mfe-admin-permissions', permissionsCss);

type Load =
  | { state: 'LOADING' }
  | { state: 'ERROR'; message: string }
  | { state: 'LOADED'; data: MemberDutyPositionsResponse };

function useDutyPositions(
  member: MemberReference | null,
): [Load, (data: MemberDutyPositionsResponse) => void] {
  const [load, setLoad] = useState<Load>({ state: 'LOADING' });
  const key = member ? `${member.type}-${member.id}` : '';
  useEffect(() => {
    if (!member) return;
    let current = true;
    setLoad({ state: 'LOADING' });
    loadDutyPositions(member).then(
      (data) => current && setLoad({ state: 'LOADED', data }),
      (error: unknown) => current && setLoad({ state: 'ERROR', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
    // the reference's string form is the member's identity (a new object for the same member loads nothing)
  }, [key]);
  return [load, (data) => setLoad({ state: 'LOADED', data })];
}

function LoadState({ load }: { load: Load }) {
  if (load.state === 'LOADING') return <Loader label="Loading duty positions..." />;
  if (load.state === 'ERROR') {
    return (
      <p className="kit-page-message" role="alert">
        {load.message}
      </p>
    );
  }
  return null;
}

/** Without the permission: the member's own current positions, read-only. */
function OwnPositions({ me }: { me: Member }) {
  const [load] = useDutyPositions(toMemberReference(me));
  if (load.state !== 'LOADED') return <LoadState load={load} />;
  return (
    <>
      <p className="adm-pm-intro">Your current duty positions, {memberFullName(me)}.</p>
      <DutyPositionList positions={load.data.dutyPositions} caption="Your duty positions" />
    </>
  );
}

/** With the permission: pick a member, then edit their temporary positions. */
function AssignPositions({ me }: { me: Member }) {
  const [member, setMember] = useState<MemberReference>(toMemberReference(me));
  const [picking, setPicking] = useState(false);
  const [load, setLoaded] = useDutyPositions(member);

  return (
    <>
      <div className="adm-duty-member">
        <span>Member:</span>
        <strong>{load.state === 'LOADED' ? load.data.name : '...'}</strong>
        <span className="adm-perm-id">{member.id}</span>
        <button type="button" className="kit-button" onClick={() => setPicking(true)}>
          Select member
        </button>
      </div>
      {load.state !== 'LOADED' ? (
        <LoadState load={load} />
      ) : (
        <>
          <h2>NHQ duty positions</h2>
          <DutyPositionList
            positions={load.data.dutyPositions.filter((p) => p.type === 'NHQ')}
            caption="NHQ duty positions"
          />
          <TemporaryDutyEditor
            key={`${load.data.member.type}-${load.data.member.id}`}
            member={load.data.member}
            positions={load.data.dutyPositions}
            onSaved={(dutyPositions) => setLoaded({ ...load.data, dutyPositions })}
          />
        </>
      )}
      <MemberPicker
        open={picking}
        onSelect={(chosen) => {
          setPicking(false);
          setMember(toMemberReference(chosen));
        }}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}

function DutyPositions({ me }: { me: Member }) {
  const { superUser } = useSession();
  const canAssign = superUser || hasPermission(me, 'AssignTemporaryDutyPositions', 'YES');
  return canAssign ? <AssignPositions me={me} /> : <OwnPositions me={me} />;
}

export function DutyPositionsPage() {
  return (
    <div className="adm-pm-page">
      <h1>Temporary duty positions</h1>
      <RequireSignIn>{(member) => <DutyPositions me={member} />}</RequireSignIn>
    </div>
  );
}
