// The viewer's 'signup' anchor section (events §2, §4, §5): shown to signed-in members only while
// the event's pickup time is in the future. The member's own record (the viewer's attendees, record
// memberID = the session member) opens the form on that record (PUT; a member is not offered the
// manager-only 'No show': contracts attendanceStatusesOffered). Otherwise the §4 eligibility checks
// run in order (contracts signUpEligibility); the first failing one reads 'Cannot sign up for
// event: ' and its reason ('Member is already in attendance' is hidden: that member sees their
// record). A team event loads its team first ('Could not load team information'
// when that fails). A cancelled event reads 'This event has been cancelled' in place of the form,
// own record or not (decided beyond §4: README "Cancelled events"). After a successful save the
// viewer's data (and so its attendance) reloads.
import {
  areMemberReferencesEqual,
  isTeamOnlyEvent,
  mayManageAttendance,
  signUpEligibility,
  signUpOpen,
  signUpRefusalText,
  type AttendanceTeam,
  type MemberReference,
  type Team,
  type ViewerData,
} from '@portal/contracts';
import { adoptStyles, Loader, useLoadState, useSession, type ApiClient } from '@portal/kit';
import { useState } from 'react';
import { useEventActor } from '../eventData/eventActor.ts';
import { loadViewer } from '../eventData/eventCalls.ts';
import { loadTeam } from './signupCalls.ts';
import { SignupForm } from './SignupForm.tsx';
import { ownRecord } from './signupRules.ts';
import { WaitlistNote } from './WaitlistNote.tsx';
import signupCss from './signup.css?raw';

adoptStyles('mfe-events-signup', signupCss);

const leadersOf = (team: Team): MemberReference[] =>
  [team.cadetLeader, team.seniorMentor, team.seniorCoach].flatMap((l) => (l ? [l.reference] : []));

/** Whether the viewer offers the section (and its side anchor): signed in, pickup still ahead. */
export function showsSignup(signedIn: boolean, data: ViewerData, now: number): boolean {
  return signedIn && signUpOpen(data.event, now);
}

export function SignupSection(props: {
  data: ViewerData;
  client: ApiClient;
  onChange(data: ViewerData): void;
}) {
  const { data, client } = props;
  const event = data.event;
  const { member } = useSession();
  const { actor, ctx } = useEventActor();
  // an event without a team has nothing to load: null
  const team = useLoadState<Team | null>(
    (signal) => (event.teamID === null ? Promise.resolve(null) : loadTeam(event.teamID, client, signal)),
    [event.teamID, client],
  );
  const [saved, setSaved] = useState(false);

  if (!member || !showsSignup(true, data, ctx.now)) return null;
  const me: MemberReference = { type: member.type, id: member.id } as MemberReference;
  const record = ownRecord(data, me);
  const loaded = team.state === 'LOADED' ? team.value : null;
  const attendanceTeam: AttendanceTeam | null =
    loaded && event.teamID !== null
      ? { accountID: loaded.accountID, teamID: event.teamID, leaders: leadersOf(loaded) }
      : null;
  const managesAttendance = mayManageAttendance(actor, event, attendanceTeam, ctx);

  let body;
  let waitlist = null;
  if (team.state === 'LOADING' && record === null && isTeamOnlyEvent(event)) {
    body = <Loader label="Loading team..." />;
  } else {
    // on the team: its member list or one of its leaders; the session's own team list also counts
    // (a team whose membership the member may not see answers members null)
    const onTeam =
      loaded !== null
        ? [...(loaded.members ?? []).map((m) => m.reference), ...leadersOf(loaded)].some((m) =>
            areMemberReferencesEqual(m, me),
          ) || member.teamIDs.includes(loaded.id)
        : null;
    const eligibility = signUpEligibility({
      signedIn: true,
      alreadyInAttendance: record !== null,
      event,
      onTeam,
      now: ctx.now,
    });
    if (!eligibility.ok && eligibility.reason === 'eventCancelled') {
      body = <p className="signup-cancelled">{eligibility.message}</p>;
    } else if (!eligibility.ok && !eligibility.hiddenInViewer) {
      body = (
        <p role="alert" className="signup-refusal">
          {signUpRefusalText(eligibility.message)}
        </p>
      );
    } else {
      // the waitlist: 'on the waitlist (position N)' or 'this event is full'
      waitlist = <WaitlistNote data={data} record={record} managesAttendance={managesAttendance} />;
      body = (
        <SignupForm
          // a reload with a new or changed record starts the form again from it
          key={record ? `${record.timestamp}-${record.status}` : 'new'}
          event={event}
          member={me}
          record={record}
          managesAttendance={managesAttendance}
          client={client}
          onSaved={async () => {
            setSaved(true);
            // the save stands even if the reload fails: the saved note stays, the old data shows
            await loadViewer(event.id, client).then(props.onChange, () => undefined);
          }}
        />
      );
    }
  }

  return (
    <section id="signup" aria-labelledby="signup-title" className="signup-section">
      <h2 id="signup-title">Sign up</h2>
      {saved && (
        <p role="status" className="signup-saved">
          Your sign-up has been saved.
        </p>
      )}
      {waitlist}
      {body}
    </section>
  );
}
