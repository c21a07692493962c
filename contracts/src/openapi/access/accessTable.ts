// The expected access of every call of CALL_REGISTRY, keyed `METHOD path`.
// Sources: platform §6 and events §6, and the pure permission functions of contracts the services
// enforce with. Object-level rules are written for MATRIX_SCENARIO (scenario.ts). Choices the spec
// leaves open are marked "(choice)" and listed in the issue note.
import { canSearchMembers } from '../../members/access.ts';
import { canAssignFlights } from '../../flights/permissions.ts';
import { isSiteAdministrator } from '../../dashboard/widgets.ts';
import { mayCreateEventAccount } from '../../eventAccounts/rules.ts';
import { mayEnterCadetRecords } from '../../cadetProgramme/rules/entryRules.ts';
import { mayCreateGlobalNotification } from '../../notifications/access.ts';
import { mayEditTask, mayRecordResult, mayViewTask, mayCreateTask } from '../../tasks/access.ts';
import { mayManageTeams } from '../../teams/visibility.ts';
import { effectiveEventLevel, mayCreateEvent } from '../../events/rules/effectivePermission.ts';
import { mayManageAttendance } from '../../events/attendance/rules.ts';
import { attendanceViewScope, mayViewMemberAttendance } from '../../events/attendanceView.ts';
import { contactListAccess } from '../../contactLists/access.ts';
import { holdsReportsRole } from '../../dashboard/widgets.ts';
import { canReadFile, canModifyFile } from '../../files/access.ts';
import { hasPermission } from '../../permissions/presets.ts';
import {
  anyone,
  internal,
  pendingSession,
  permission,
  rule,
  signedIn,
  superUserOnly,
  type AccessRule,
} from './rules.ts';
import { MATRIX_ACCOUNT, type AccessViewer } from './roles.ts';
import { isSubject, MATRIX_SCENARIO, scenarioTask } from './scenario.ts';

const ctx = () => ({ superUserIds: [] as number[], now: Date.now() });
/** The scenario event: the admin's, CONFIRMED, in the future, no points of contact, no team. */
const scenarioEvent = {
  author: MATRIX_SCENARIO.owner,
  pointsOfContact: [],
  type: 'REGULAR' as const,
  accountID: MATRIX_ACCOUNT.id,
  teamID: null,
};
const eventLevel = (v: AccessViewer) => effectiveEventLevel(v, scenarioEvent as never, ctx());
const account = { type: MATRIX_ACCOUNT.type, orgIDs: [] as number[] };

const siteAdministrator = rule('site administrator', (v) =>
  isSiteAdministrator({ member: v, superUser: false }),
);
const modifyEvent = rule('event level not NONE', (v) => eventLevel(v) !== 'NONE');
const fullEvent = rule('event level FULL', (v) => eventLevel(v) === 'FULL');
const attendanceManager = rule('attendance manager', (v) =>
  mayManageAttendance(v, scenarioEvent as never, null, ctx()),
);
const teamManager = rule('ManageTeam FULL', (v) => mayManageTeams({ member: v, superUser: false } as never));
const scenarioFolder = { owner: MATRIX_SCENARIO.owner, permissions: [] };
const fileViewer = (v: AccessViewer) => ({ member: v, superUser: false, teamIDs: [] });
const readFolder = rule('read the folder', (v) => canReadFile(scenarioFolder, fileViewer(v)));
const modifyFolder = rule('modify the folder', (v) => canModifyFile(scenarioFolder, fileViewer(v)));
const ownOr = <N extends Parameters<typeof hasPermission>[1]>(name: N, atLeast: string) =>
  rule(`own, or ${name} ${atLeast}`, (v) => isSubject(v) || hasPermission(v, name, atLeast as never));

export const ACCESS_TABLE: Readonly<Record<string, AccessRule>> = {
  // sign-in and session
  'GET /api/check': anyone(),
  'GET /api/token': anyone(),
  'POST /api/echo': anyone(),
  'GET /api/captcha': anyone(),
  'POST /api/signin': anyone(),
  'GET /api/signin/nonce': anyone(),
  'GET /api/signin/keys': permission('PermissionManagement', 'FULL'),
  'POST /api/signin/keys': permission('PermissionManagement', 'FULL'),
  'DELETE /api/signin/keys/{id}': permission('PermissionManagement', 'FULL'),
  'POST /api/member/session/logout': anyone('(choice) ending no session answers like ending one'),
  'POST /api/member/session/startmfasetup': signedIn(),
  'POST /api/member/session/finishmfasetup': signedIn(),
  'POST /api/member/session/removemfa': signedIn(),
  'POST /api/member/session/finishmfa': pendingSession('an MFA-pending session'),
  'POST /api/member/session/su': superUserOnly,
  'POST /api/member/session/scanadd': permission('ScanAdd', 'YES'),
  'POST /api/member/session/clone': signedIn('a Regular session only'),
  'POST /api/member/passwordreset': pendingSession('a password-expired session'),
  // account flows: before sign-in by nature
  'GET /api/member/account': signedIn(),
  'POST /api/member/account/capnhq/requestaccount': anyone(),
  'POST /api/member/account/capnhq/requestusername': anyone(),
  'POST /api/member/account/requestpasswordreset': anyone(),
  'POST /api/member/account/finishsetup': anyone(),
  'POST /api/member/account/finishpasswordreset': anyone(),
  'POST /api/member/account/registerdiscord/{discordID}': signedIn(),
  // §6 "Creating prospective accounts requires a signed-in member"; upgrade and delete are
  // "prospective member management", which needs ProspectiveMemberManagement FULL
  'POST /api/member/account/capprospective/requestaccount': signedIn(
    'any member (mayCreateProspectiveMember)',
  ),
  'DELETE /api/member/account/capprospective/{account}': permission('ProspectiveMemberManagement', 'FULL'),
  'POST /api/member/account/capprospective/{account}': permission('ProspectiveMemberManagement', 'FULL'),
  'POST /api/events/account/': rule('event account creator (wing, region)', (v) =>
    mayCreateEventAccount(v, account, []),
  ),
  // members
  'GET /api/member/list': signedIn(),
  'GET /api/member/list/{type}': signedIn(),
  'GET /api/member/byid/{id}': signedIn(),
  'GET /api/member/search/{unitName}/{lastName}/{firstName}/{dutyName}/{includeAssts}': rule(
    'member search',
    (v) => canSearchMembers(v, false),
  ),
  'POST /api/member/absent': signedIn(),
  'GET /api/member/contacts': rule(
    'contact lists (senior, command or flight duty, staff)',
    (v) => contactListAccess({ ...v, flight: 'Alpha' } as never, false, Date.now()).scope !== 'None',
  ),
  'POST /api/member/flight': rule('flight assign', (v) => canAssignFlights(v, MATRIX_ACCOUNT.type)),
  'POST /api/member/flight/bulk': rule('flight assign', (v) => canAssignFlights(v, MATRIX_ACCOUNT.type)),
  'GET /api/members/flight': rule('flight assign', (v) => canAssignFlights(v, MATRIX_ACCOUNT.type)),
  'GET /api/members/flight/full': rule('flight assign', (v) => canAssignFlights(v, MATRIX_ACCOUNT.type)),
  'GET /api/member/permissions': permission('PermissionManagement', 'FULL'),
  'POST /api/member/permissions': permission('PermissionManagement', 'FULL'),
  'GET /api/member/permissions/audit': permission('PermissionManagement', 'FULL'),
  'GET /api/member/tempdutypositions/{id}': ownOr('AssignTemporaryDutyPositions', 'YES'),
  'POST /api/member/tempdutypositions/{id}': permission('AssignTemporaryDutyPositions', 'YES'),
  'POST /api/member/capwatch/import': permission('DownloadCAPWATCH', 'YES'),
  'GET /api/member/capwatch/import/{jobID}': permission('DownloadCAPWATCH', 'YES', 404),
  // cadet records
  'GET /api/member/cadetrecords': rule('PromotionManagement FULL', (v) =>
    mayEnterCadetRecords({ member: v }),
  ),
  'GET /api/member/cadetrecords/{member}': rule('PromotionManagement FULL', (v) =>
    mayEnterCadetRecords({ member: v }),
  ),
  'POST /api/member/cadetrecords/{member}/entries': rule('PromotionManagement FULL', (v) =>
    mayEnterCadetRecords({ member: v }),
  ),
  'DELETE /api/member/cadetrecords/{member}/entries/{id}': rule('PromotionManagement FULL', (v) =>
    mayEnterCadetRecords({ member: v }),
  ),
  // account site
  'GET /api/registry': anyone(),
  'PUT /api/registry': permission('RegistryEdit', 'YES'),
  'GET /api/changelog': anyone(),
  'POST /api/changelog': superUserOnly,
  'GET /api/errors': siteAdministrator,
  'POST /api/errors': siteAdministrator,
  'GET /api/errors/count': siteAdministrator,
  'POST /api/errors/clienterror': anyone(),
  'GET /api/notifications': signedIn(),
  'GET /api/notifications/global': anyone(),
  // counts of the caller's own notifications and tasks only
  'GET /api/notifications/unread': signedIn(),
  'POST /api/notifications/global': rule('CreateNotifications GLOBAL', (v) => mayCreateGlobalNotification(v)),
  // the cadet's notification of the scenario task: its member's alone, hidden (404) from others
  'GET /api/notifications/{id}': rule('its member', isSubject, 404),
  'POST /api/notifications/{id}': rule('its member', isSubject, 404),
  'DELETE /api/notifications/{id}': rule('its member', isSubject, 404),
  // tasks: the admin's task for the cadet
  'GET /api/tasks': signedIn(),
  'POST /api/tasks': rule('AssignTasks YES', (v) => mayCreateTask(v)),
  // several tasks at once: the matrix's body lists the scenario task only
  'PUT /api/tasks': rule('tasker or AssignTasks, for every task listed', (v) => mayEditTask(v, scenarioTask)),
  'GET /api/tasks/{id}': rule('tasker, tasked or AssignTasks', (v) => mayViewTask(v, scenarioTask), 404),
  'PUT /api/tasks/{id}': rule('tasker or AssignTasks', (v) => mayEditTask(v, scenarioTask)),
  'POST /api/tasks/{id}': rule('the tasked member', (v) => mayRecordResult(v, scenarioTask)),
  'DELETE /api/tasks/{id}': rule('tasker or AssignTasks', (v) => mayEditTask(v, scenarioTask)),
  // teams: the admin's PROTECTED team
  'GET /api/team': anyone(),
  'POST /api/team': teamManager,
  'GET /api/team/{id}': anyone(),
  'PUT /api/team/{id}': teamManager,
  'DELETE /api/team/{id}': teamManager,
  'GET /api/team/{id}/members': signedIn('a PROTECTED team'),
  'PUT /api/teams/{id}/members': teamManager,
  'POST /api/teams/{id}/members': teamManager,
  'DELETE /api/teams/{id}/members/{memberid}': teamManager,
  // events: the admin's CONFIRMED event
  'GET /api/events': anyone(),
  'POST /api/events/': rule('event level not NONE', (v) => mayCreateEvent(v, ctx())),
  'GET /api/events/upcoming': anyone(),
  'GET /api/events/recurring': anyone(),
  'GET /api/events/{timestart}/{timeend}': anyone(),
  'GET /api/events/{id}': anyone(),
  'PUT /api/events/{id}': modifyEvent,
  'DELETE /api/events/{id}': modifyEvent,
  'GET /api/events/{id}/viewer': anyone(),
  'GET /api/events/{id}/audit': modifyEvent,
  'POST /api/events/{id}/copy': fullEvent,
  // (choice) below a non-NONE level it answers an empty list, as the service is written
  'GET /api/events/{id}/linkable': anyone('an empty list below a non-NONE level'),
  'POST /api/events/{eventid}/link/{targetaccount}': rule(
    'event level not NONE, member of the target',
    (v) => eventLevel(v) !== 'NONE' && v.role === 'admin',
  ),
  'POST /api/events/{id}/debrief': signedIn('refused as invalid before pickup'),
  'DELETE /api/events/{id}/debrief/{timestamp}': signedIn('a timestamp of nothing: 404 once signed in'),
  // the online 60-80: managers request, list and revoke; a cadet reads their own row only
  'POST /api/events/{id}/permissionslips': rule(
    'event level FULL (refused as invalid without the 60-80)',
    (v) => eventLevel(v) === 'FULL',
  ),
  'GET /api/events/{id}/permissionslips': rule(
    'event level FULL, or a cadet (own row only)',
    (v) => eventLevel(v) === 'FULL' || !v.seniorMember,
  ),
  'DELETE /api/events/{id}/permissionslips/{memberType}/{memberID}': rule(
    'event level FULL (a cadet without a slip: 404)',
    (v) => eventLevel(v) === 'FULL',
  ),
  'GET /api/events/{id}/permissionslips/{memberType}/{memberID}/pdf': rule(
    'event level FULL, or the cadet named (no signed PDF: 404)',
    (v) => eventLevel(v) === 'FULL' || isSubject(v),
  ),
  'GET /api/permissionslips/sign/{token}': anyone('a revocable token in the path: 404 for a wrong one'),
  'POST /api/permissionslips/sign/{token}': anyone('a revocable token in the path: 404 for a wrong one'),
  'GET /api/events/{id}/attendance': signedIn(),
  'POST /api/events/{id}/attendance': signedIn('members sign themselves up'),
  'PUT /api/events/{id}/attendance': signedIn('own record (none yet: 404) or attendance manager'),
  'DELETE /api/events/{id}/attendance': attendanceManager,
  // (choice, as the service reads events §2 "actions for managers: ... Add attendance"): any
  // non-NONE level besides the attendance managers of events §6
  'POST /api/events/{id}/attendance/bulk': rule(
    'attendance manager or event level not NONE',
    (v) => mayManageAttendance(v, scenarioEvent as never, null, ctx()) || eventLevel(v) !== 'NONE',
  ),
  // (choice) the viewer's 'Show emails' is among events §2 "actions for managers" (non-NONE level)
  'GET /api/events/{id}/attendance/contacts': modifyEvent,
  'GET /api/member/attendance': signedIn(),
  'GET /api/member/attendance/group': rule('attendance view scope Account or Flight', (v) =>
    ['Account', 'Flight'].includes(attendanceViewScope(v as never, [], Date.now())),
  ),
  'GET /api/member/attendance/{reference}': rule(
    'own, flight leader of their flight, AttendanceView OTHER',
    (v) =>
      mayViewMemberAttendance(v as never, MATRIX_SCENARIO.subject, {
        superUserIds: [],
        now: Date.now(),
        inViewersFlight: v.role === 'staff',
      }),
  ),
  'GET /api/member/promotionrequirements/currentuser': rule('cadets', (v) => !v.seniorMember),
  'GET /api/member/promotionrequirements/account': rule('reports widget holders', (v) =>
    holdsReportsRole(
      {
        member: v,
        dutyPositions: v.dutyPositions,
        seniorMember: v.seniorMember,
        superUser: false,
        accountType: null,
      } as never,
      Date.now(),
    ),
  ),
  'GET /api/calendar/public.ics': anyone(),
  'GET /api/calendar/feed': signedIn(),
  'POST /api/calendar/feed/reset': signedIn(),
  'GET /api/calendar/feed/{file}': anyone('a revocable token in the name: 404 for a wrong one'),
  'GET /api/events/health': signedIn(),
  // files: the admin's folder in root, default sharing (nobody but the owner and FileManagement FULL)
  'GET /api/files/info': signedIn(),
  'GET /api/files/quota': signedIn(),
  'GET /api/files/{id}': readFolder,
  'GET /api/files/{id}/dirty': readFolder,
  'POST /api/files/{fileid}': modifyFolder,
  'DELETE /api/files/{fileid}': modifyFolder,
  'GET /api/files/{parentid}/children': readFolder,
  'GET /api/files/{parentid}/children/dirty': readFolder,
  'POST /api/files/{parentid}/children': modifyFolder,
  'DELETE /api/files/{parentid}/children/{childid}': rule(
    'modify the folder',
    (v) => canModifyFile(scenarioFolder, fileViewer(v)),
    404,
  ),
  'POST /api/files/{parentid}/createfolder/{name}': modifyFolder,
  'GET /api/files/{id}/download': readFolder,
  'GET /api/files/{id}/export': readFolder,
  'POST /api/files/upload/{parentFolderId}': modifyFolder,
  // finding files: every listed file is judged by §6 read for the caller (svc-files/src/finding)
  'GET /api/files/shared': signedIn(),
  'GET /api/files/search': signedIn(),
  'GET /api/files/team/{teamID}': anyone('lists only the team files the caller may read'),
  'GET /api/banner': anyone(),
  'GET /api/files/health': signedIn(),
  // service to service
  'GET /internal/context': internal,
  'POST /internal/members/contacts': internal,
  'POST /internal/members/details': internal,
  'GET /internal/members/{member}/flight': internal,
  'GET /internal/members/{member}/accounts': internal,
  'GET /internal/members/{member}/teams': internal,
  'GET /internal/members/{member}/cadetrecords': internal,
  'GET /internal/cadetrecords': internal,
  'GET /internal/teams/{teamID}/members': internal,
  'GET /internal/files/{fileid}/info': internal,
  'POST /internal/files/documents': internal,
  'GET /internal/files/documents/{key}': internal,
  'POST /internal/discord/{discordID}/code': internal,
  'POST /internal/errors/server': internal,
};
