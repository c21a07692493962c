// Events §2 Event viewer /eventviewer/{id}: the id before the first dash ('Could not find event
// specified' otherwise); GET /api/events/{id}/viewer answers the event already redacted for this
// viewer (§6), so the page shows what it gets. Side anchors information, attendance (members) and
// signup (signed-in members while pickup is ahead: src/signup, the form or why they cannot). Anonymous
// visitors also read 'Sign in to see more information'. Manager actions per the effective level.
// Load failure: the server's message with only Home and Calendar breadcrumbs. The information also
// lists the attachments this viewer may read (AttachmentsSection) and the event's team (TeamSection).
import {
  calendarPathForEvent,
  DEFAULT_TIMEZONE,
  EVENT_MESSAGES,
  EVENT_STATUS_VIEWER_LABELS,
  eventLevelAtLeast,
  effectiveEventLevel,
  formatEventID,
  formatViewerDateTime,
  formatViewerPhone,
  parseEventUrlId,
  type ViewerData,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  EventCrumbName,
  Loader,
  useLoadState,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { Markdown } from '@portal/kit/markdown';
import { useContext, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AttendanceList } from '../attendanceList/AttendanceList.tsx';
import { TimeZoneContext, useAccountZone } from '../timeZone/accountZone.tsx';
import { useEventActor } from '../eventData/eventActor.ts';
import { loadViewer } from '../eventData/eventCalls.ts';
import { LinkedBanner, LinkedEventsList } from '../linking/LinkedEvents.tsx';
import { PermissionSlipsPanel } from '../permissionSlip/PermissionSlipsPanel.tsx';
import { SlipStatusProvider } from '../permissionSlip/slipStatuses.tsx';
import { SignupSection, showsSignup } from '../signup/SignupSection.tsx';
import { AttendanceExtras } from '../viewerExtras/AttendanceExtras.tsx';
import { DebriefSection } from '../viewerExtras/DebriefSection.tsx';
import { AttachmentsSection } from './AttachmentsSection.tsx';
import { ManagerActions } from './ManagerActions.tsx';
import { CopiedNote } from './CopiedNote.tsx';
import { StatusLine } from './StatusLine.tsx';
import { TeamSection } from './TeamSection.tsx';
import { chosen, pocName } from './viewerText.ts';
import { WaitlistSection } from './WaitlistSection.tsx';
import eventPageCss from '../eventPage/eventPage.css?raw';

adoptStyles('mfe-events-pages', eventPageCss);

function Failure({ message }: { message: string }) {
  return (
    <main className="evt-page">
      <nav aria-label="Breadcrumbs">
        <Link to="/">Home</Link> / <Link to="/calendar">Calendar</Link>
      </nav>
      <p role="alert">{message}</p>
    </main>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="evt-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const when = (ms: number, place: string, zone: string) =>
  `${formatViewerDateTime(ms, zone)}${place ? ` at ${place}` : ''}`;

function Information({ data, signedIn, client }: { data: ViewerData; signedIn: boolean; client: ApiClient }) {
  const e = data.event;
  // times read in the account's zone, the one its pickers write (timeZone/accountZone.tsx)
  const zone = useContext(TimeZoneContext) ?? DEFAULT_TIMEZONE;
  return (
    <section id="information" aria-labelledby="information-title">
      <h2 id="information-title">Information</h2>
      <dl>
        <Row label="Event ID">{formatEventID(e.accountID, e.id)}</Row>
        <Row label="Meet">{when(e.meetDateTime, e.meetLocation, zone)}</Row>
        <Row label="Start">{when(e.startDateTime, e.location, zone)}</Row>
        <Row label="End">{formatViewerDateTime(e.endDateTime, zone)}</Row>
        <Row label="Pickup">{when(e.pickupDateTime, e.pickupLocation, zone)}</Row>
        <Row label="Status">{EVENT_STATUS_VIEWER_LABELS[e.status]}</Row>
        <Row label="Transportation provided">
          {e.transportationProvided ? `Yes: ${e.transportationDescription}` : 'No'}
        </Row>
        {/* §3 smuniform and cuniform are separate senior-member and cadet lists: one labelled row each */}
        <Row label="Senior member uniform">{chosen(e.smuniform)}</Row>
        <Row label="Cadet uniform">{chosen(e.cuniform)}</Row>
        {/* §2 "comments (markdown)": the kit's safe renderer (raw HTML as text, unsafe links dropped);
            headings inside sit below the section's h2. memberComments arrive blank for anonymous (§6). */}
        <Row label="Comments">
          {e.comments && <Markdown className="evt-markdown" text={e.comments} headingOffset={2} />}
        </Row>
        {signedIn && (
          <Row label="Member comments">
            {e.memberComments && (
              <Markdown className="evt-markdown" text={e.memberComments} headingOffset={2} />
            )}
          </Row>
        )}
        <Row label="Activity">{chosen(e.activity)}</Row>
        <Row label="Required forms">{chosen(e.requiredForms)}</Row>
        <Row label="Required equipment">{e.requiredEquipment.join(', ')}</Row>
        <Row label="Meals">{chosen(e.mealsDescription)}</Row>
        <Row label="Desired number of participants">
          {e.desiredNumberOfParticipants === null ? '' : String(e.desiredNumberOfParticipants)}
        </Row>
        <Row label="Website">{e.eventWebsite && <a href={e.eventWebsite}>{e.eventWebsite}</a>}</Row>
        {signedIn && <Row label="Author">{data.authorFullName ?? ''}</Row>}
      </dl>
      {/* §3 fileIDs, each only if the drive lets this viewer read it (platform §6 sharing bits) */}
      <AttachmentsSection fileIDs={e.fileIDs} client={client} />
      {/* §3 teamID; §8 'Could not load team membership information' */}
      <TeamSection event={e} client={client} />
      <Contacts data={data} />
    </section>
  );
}

function Contacts({ data }: { data: ViewerData }) {
  if (data.pointsOfContact.length === 0) return null;
  return (
    <section aria-labelledby="contacts-title">
      <h3 id="contacts-title">Contact information</h3>
      <ul className="evt-contacts">
        {data.pointsOfContact.map((poc, i) => (
          <li key={i}>
            <strong>{pocName(poc)}</strong>
            {poc.position && <span> ({poc.position})</span>}
            {poc.email && (
              <span>
                {' '}
                <a href={`mailto:${poc.email}`}>{poc.email}</a>
              </span>
            )}
            {poc.phone && <span> {formatViewerPhone(poc.phone)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Viewer({
  data,
  client,
  onChange,
}: {
  data: ViewerData;
  client: ApiClient;
  onChange(data: ViewerData): void;
}) {
  const { member } = useSession();
  const { actor, ctx } = useEventActor();
  const e = data.event;
  const level = effectiveEventLevel(actor, e, ctx);
  const signedIn = member !== null;
  return (
    <main className="evt-page evt-viewer">
      {/* the shell's breadcrumbs lead home; §2: the calendar link names the event's month */}
      <p>
        <Link to={calendarPathForEvent(e.meetDateTime, Date.now())}>Calendar</Link>
      </p>
      <LinkedBanner data={data} />
      <EventCrumbName event={e} />
      <h1>{e.name}</h1>
      {e.subtitle && <p className="evt-subtitle">{e.subtitle}</p>}
      <StatusLine event={e} />
      <CopiedNote event={e} />
      <nav aria-label="Sections" className="evt-side-nav">
        <ul>
          <li>
            <a href="#information">Information</a>
          </li>
          {showsSignup(signedIn, data, Date.now()) && (
            <li>
              <a href="#signup">Sign up</a>
            </li>
          )}
          {signedIn && (
            <li>
              <a href="#attendance">Attendance</a>
            </li>
          )}
        </ul>
      </nav>
      {eventLevelAtLeast(level, 'ADDDRAFTEVENTS') && (
        <ManagerActions
          event={e}
          full={level === 'FULL'}
          client={client}
          onMoved={(event) => onChange({ ...data, event })}
          onLinked={(link) => onChange({ ...data, linkedEvents: [...data.linkedEvents, link] })}
        />
      )}
      {!signedIn && <p>{EVENT_MESSAGES.signInForMore}</p>}
      <Information data={data} signedIn={signedIn} client={client} />
      {/* §2 debrief table, §6 submission and delete (src/viewerExtras) */}
      <DebriefSection
        data={data}
        client={client}
        onChange={onChange}
        viewer={actor ?? null}
        level={level}
        now={Date.now()}
      />
      <LinkedEventsList data={data} />
      {signedIn && <SignupSection data={data} client={client} onChange={onChange} />}
      {signedIn && <PermissionSlipsPanel eventID={e.id} client={client} />}
      {signedIn && (
        <section id="attendance" aria-labelledby="attendance-title">
          <h2 id="attendance-title">Attendance</h2>
          <p>
            {data.attendees.length} attendance {data.attendees.length === 1 ? 'record' : 'records'}
          </p>
          {/* who attends, and §6 attendance managers' edit and removal (src/attendanceList) */}
          <AttendanceList data={data} client={client} onChange={onChange} />
          {/* the waitlist: places taken, waiting members apart with their position */}
          <WaitlistSection data={data} level={level} />
          {/* §2 'Show emails', 'Show CAP IDs', the §9 spreadsheet (non-NONE; src/viewerExtras) */}
          {eventLevelAtLeast(level, 'ADDDRAFTEVENTS') && <AttendanceExtras data={data} client={client} />}
        </section>
      )}
    </main>
  );
}

export function EventViewerScreen({ id, client = apiClient }: { id: string; client?: ApiClient }) {
  const parsed = parseEventUrlId(id);
  const { status } = useSession();
  const zone = useAccountZone(client);
  const eventId = parsed.ok ? parsed.id : null;
  // the viewer data depends on who asks: wait for the session, then load
  const load = useLoadState(
    eventId === null || status === 'LOADING'
      ? null
      : (signal): Promise<ViewerData> => loadViewer(eventId, client, signal),
    [eventId, client, status],
    serverMessage,
  );

  if (!parsed.ok) return <Failure message={parsed.error} />;
  if (load.state === 'ERROR') return <Failure message={load.message} />;
  if (load.state === 'LOADING' || zone === null) return <Loader label="Loading event..." />;
  const data = load.value;
  return (
    <TimeZoneContext.Provider value={zone}>
      {/* the online 60-80's states, read by the slips panel, the attendance list and the spreadsheet */}
      <SlipStatusProvider data={data} client={client}>
        <Viewer data={data} client={client} onChange={(changed) => load.set(changed)} />
      </SlipStatusProvider>
    </TimeZoneContext.Provider>
  );
}

export function EventViewerPage() {
  const { id = '' } = useParams();
  return <EventViewerScreen key={id} id={id} />;
}
