// /admin/tempdutypositions (platform §2 "Temporary duty positions"): with AssignTemporaryDutyPositions
// YES pick a member and edit their temporary positions; without it, one's own current positions
// (temporary and NHQ) read-only (§2 "any signed-in user sees their own").
import {
  hasPermission,
  memberFullName,
  toMemberReference,
  type Member,
  type MemberReference,
} from '@portal/contracts';
import { MemberPicker, RequireSignIn, useLoadState, useSession } from '@portal/kit';
import { useState } from 'react';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { DutyPositionList } from './DutyPositionList.tsx';
import { TemporaryDutyEditor } from './TemporaryDutyEditor.tsx';
import { loadDutyPositions } from './dutyPositionCalls.ts';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import permissionsCss from '../permissions/permissions.css?raw';

adoptAdminStyles('mfe-admin-permissions', permissionsCss);

/** A member's positions, loaded again when another member is chosen. */
function useDutyPositions(member: MemberReference) {
  // the reference's string form is the member's identity (a new object for the same member loads nothing)
  return useLoadState(() => loadDutyPositions(member), [`${member.type}-${member.id}`]);
}

const LOADING_LABEL = 'Loading duty positions...';

/** Without the permission: the member's own current positions, read-only. */
function OwnPositions({ me }: { me: Member }) {
  const load = useDutyPositions(toMemberReference(me));
  if (load.state !== 'LOADED')
    return <LoadFallback load={load} label={LOADING_LABEL} className="kit-page-message" />;
  return (
    <>
      <p className="adm-pm-intro">Your current duty positions, {memberFullName(me)}.</p>
      <DutyPositionList positions={load.value.dutyPositions} caption="Your duty positions" />
    </>
  );
}

/** With the permission: pick a member, then edit their temporary positions. */
function AssignPositions({ me }: { me: Member }) {
  const [member, setMember] = useState<MemberReference>(toMemberReference(me));
  const [picking, setPicking] = useState(false);
  const load = useDutyPositions(member);

  return (
    <>
      <div className="adm-duty-member">
        <span>Member:</span>
        <strong>{load.state === 'LOADED' ? load.value.name : '...'}</strong>
        <span className="adm-perm-id">{member.id}</span>
        <button type="button" className="kit-button" onClick={() => setPicking(true)}>
          Select member
        </button>
      </div>
      {load.state !== 'LOADED' ? (
        <LoadFallback load={load} label={LOADING_LABEL} className="kit-page-message" />
      ) : (
        <>
          <h2>NHQ duty positions</h2>
          <DutyPositionList
            positions={load.value.dutyPositions.filter((p) => p.type === 'NHQ')}
            caption="NHQ duty positions"
          />
          <TemporaryDutyEditor
            key={`${load.value.member.type}-${load.value.member.id}`}
            member={load.value.member}
            positions={load.value.dutyPositions}
            onSaved={(dutyPositions) => load.set({ ...load.value, dutyPositions })}
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
