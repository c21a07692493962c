// svc-identity's public calls (through the gateway). Paths as the services serve them; schemas from
// the call folders. `undefined` marks a body no contract schema describes yet (see ../types.ts).
import * as account from '../../account/calls.ts';
import { registerDiscordRequest } from '../../account/discordCode.ts';
import { z } from 'zod';
import {
  clientErrorReport,
  markErrorDoneRequest,
  markErrorDoneResponse,
} from '../../account/errorRecords.ts';
import { CONTACT_LIST_PATH, contactListResponse } from '../../contactLists/calls.ts';
import { changelogEntry, changelogListResponse, newChangelogEntryRequest } from '../../changelog/calls.ts';
import { memberDutyPositionsResponse, setTemporaryDutyPositionsRequest } from '../../dutyPositions/calls.ts';
import { errorCountResponse, errorListEntries, markErrorDoneByIdRequest } from '../../errorList/calls.ts';
import { createEventAccountRequest, createEventAccountResponse } from '../../eventAccounts/calls.ts';
import * as flights from '../../flights/calls.ts';
import { scanAddRequest } from '../../identity/scanAdd.ts';
import * as mfa from '../../identity/mfaEnrolment.ts';
import * as session from '../../identity/session.ts';
import * as signin from '../../identity/signin.ts';
import * as members from '../../members/calls.ts';
import { importStartResponse, importStatusResponse, MEMBER_IMPORT_PATH } from '../../memberImport/calls.ts';
import * as notifications from '../../notifications/calls.ts';
import * as permissions from '../../permissionManagement/calls.ts';
import * as prospective from '../../prospective/calls.ts';
import { Registry } from '../../entities/registry.ts';
import { registryUpdateRequest } from '../../registry/update.ts';
import * as keys from '../../signinKeys/calls.ts';
import {
  taskBulkUpdateRequest,
  taskListResponse,
  taskRequest,
  taskResponse,
  taskResultRequest,
} from '../../tasks/calls.ts';
import * as teams from '../../teams/calls.ts';
import * as cadetRecords from '../../cadetProgramme/entryCalls.ts';
import { CadetRecordEntryInput } from '../../cadetProgramme/entries.ts';
import { callsOf, noConsumer, type CallDescription } from '../types.ts';

const { get, post, put, del } = callsOf('identity');
/** POST /api/errors marks done by `{ id }` or by the spec's signature. */
const markErrorDone = z.union([markErrorDoneByIdRequest, markErrorDoneRequest]);
const ACCOUNT = '/api/member/account';
const PROSPECTIVE = `${ACCOUNT}/capprospective`;
const CADET_RECORDS = cadetRecords.CADET_RECORDS_PATH;

export const IDENTITY_CALLS: readonly CallDescription[] = [
  // sign-in and session (platform §7 "member session")
  get('/api/check', 'The signed-in member and their session, or none', signin.checkResponse),
  get('/api/token', 'A CSRF token for the session', signin.tokenResponse),
  get('/api/captcha', 'A sign-in challenge', signin.captchaResponse),
  post('/api/signin', 'Sign in', signin.signinRequest, signin.signinResponse),
  noConsumer(
    post(
      '/api/echo',
      'The JSON body sent, less its token (platform §7 "other")',
      signin.echoBody,
      signin.echoBody,
    ),
    'no page calls it: a round-trip check for outside clients (the session, the token and the JSON path)',
  ),
  noConsumer(
    get('/api/signin/nonce', 'A single-use nonce for a signature sign-in', keys.signinNonceResponse),
    'for non-browser clients signing in with a key; no code of ours signs in that way',
  ),
  get('/api/signin/keys', "The caller's sign-in keys", keys.signinKeyListResponse),
  post(
    '/api/signin/keys',
    'Register a sign-in key',
    keys.registerSigninKeyRequest,
    keys.registerSigninKeyResponse,
  ),
  del('/api/signin/keys/{id}', 'Remove a sign-in key', null),
  post('/api/member/session/logout', 'Sign out', null, null),
  post('/api/member/session/startmfasetup', 'Begin MFA set-up', null, session.startMfaSetupResponse),
  post(
    '/api/member/session/finishmfasetup',
    'Finish MFA set-up (current password; answers the recovery codes)',
    mfa.finishMfaSetupRequest,
    mfa.finishMfaSetupResponse,
  ),
  post('/api/member/session/removemfa', 'Turn MFA off (current password)', mfa.removeMfaRequest, null),
  post(
    '/api/member/session/finishmfa',
    'Finish an MFA sign-in (app code or recovery code)',
    mfa.finishMfaRequest,
    signin.signinResponse,
  ),
  post('/api/member/session/su', 'Become another member (super user)', session.suRequest, null),
  post('/api/member/session/scanadd', 'Scanner session for an event', scanAddRequest, null),
  noConsumer(
    post(
      '/api/member/session/clone',
      'A second session of the signed-in member (its cookie value), to hand to another device',
      session.cloneSessionRequest,
      session.cloneSessionResponse,
    ),
    'for handing a session to another device; no page of ours does it yet',
  ),
  post(
    '/api/member/passwordreset',
    "Set the caller's password",
    session.passwordResetRequest,
    session.passwordSetResponse,
  ),
  // account flows (platform §7 "member account")
  noConsumer(
    get(ACCOUNT, "The signed-in member's login", account.memberAccountResponse),
    'no page reads it: the shell learns the member from GET /api/check',
  ),
  post(`${ACCOUNT}/capnhq/requestaccount`, 'Request an account', account.requestAccountRequest, null),
  post(
    `${ACCOUNT}/capnhq/requestusername`,
    'Request a forgotten username',
    account.requestUsernameRequest,
    null,
  ),
  post(
    `${ACCOUNT}/requestpasswordreset`,
    'Request a password reset',
    account.requestPasswordResetRequest,
    null,
  ),
  post(
    `${ACCOUNT}/finishsetup`,
    'Finish account set-up',
    account.finishSetupRequest,
    account.accountSignedInResponse,
  ),
  post(
    `${ACCOUNT}/finishpasswordreset`,
    'Finish a password reset',
    account.finishPasswordResetRequest,
    account.accountSignedInResponse,
  ),
  post(
    `${ACCOUNT}/registerdiscord/{discordID}`,
    'Link a chat-service account (with the code its Discord bot sent)',
    registerDiscordRequest,
    null,
  ),
  post(
    `${PROSPECTIVE}/requestaccount`,
    'Create a prospective member',
    prospective.prospectiveMemberRequest,
    prospective.prospectiveMemberResponse,
  ),
  del(`${PROSPECTIVE}/{account}`, 'Delete a prospective member', null),
  post(
    `${PROSPECTIVE}/{account}`,
    'Upgrade a prospective member',
    prospective.upgradeProspectiveRequest,
    prospective.upgradeProspectiveResponse,
  ),
  post(
    '/api/events/account/',
    'Create a special event account',
    createEventAccountRequest,
    createEventAccountResponse,
  ),
  // members (platform §7 "member other")
  get('/api/member/list', 'Every member of the account', members.memberListResponse),
  get('/api/member/list/{type}', 'The members of one type', members.memberListResponse),
  get('/api/member/byid/{id}', 'One member', members.memberByIdResponse),
  get(
    '/api/member/search/{unitName}/{lastName}/{firstName}/{dutyName}/{includeAssts}',
    'Search members',
    members.memberSearchResponse,
  ),
  post('/api/member/absent', 'Record an absence', members.absentRequest, members.absentResponse),
  get(CONTACT_LIST_PATH, 'Contact lists', contactListResponse),
  noConsumer(
    post('/api/member/flight', 'Move a member to a flight', flights.memberFlightRequest, null),
    'the flight page saves every change in one POST /api/member/flight/bulk (all or none), one moved member too',
  ),
  post('/api/member/flight/bulk', 'Move several members', flights.memberFlightBulkRequest, null),
  noConsumer(
    get('/api/members/flight', 'Members by flight', flights.membersByFlightResponse),
    'the flight page needs the role codes of GET /api/members/flight/full; no other page groups members by flight',
  ),
  get('/api/members/flight/full', 'Members by flight, whole records', flights.membersByFlightFullResponse),
  get('/api/member/permissions', 'Permissions of every member', permissions.permissionListResponse),
  post(
    '/api/member/permissions',
    'Set permissions',
    permissions.setPermissionsRequest,
    permissions.permissionListResponse,
  ),
  get(
    '/api/member/permissions/audit',
    'Permission changes, newest first',
    permissions.permissionAuditResponse,
  ),
  get('/api/member/tempdutypositions/{id}', "A member's duty positions", memberDutyPositionsResponse),
  post(
    '/api/member/tempdutypositions/{id}',
    'Replace temporary duty positions',
    setTemporaryDutyPositionsRequest,
    memberDutyPositionsResponse,
  ),
  post(MEMBER_IMPORT_PATH, 'Start a member import (zip upload)', null, importStartResponse),
  get(`${MEMBER_IMPORT_PATH}/{jobID}`, 'A member import job', importStatusResponse),
  // cadet records (events spec §7)
  get(CADET_RECORDS, 'Cadets with records', cadetRecords.cadetRecordCadetsResponse),
  get(`${CADET_RECORDS}/{member}`, "A cadet's record editor", cadetRecords.cadetRecordEditorResponse),
  post(
    `${CADET_RECORDS}/{member}/entries`,
    "Add an entry to a cadet's record",
    CadetRecordEntryInput,
    cadetRecords.createCadetRecordEntryResponse,
  ),
  del(`${CADET_RECORDS}/{member}/entries/{id}`, 'Delete a record entry', null),
  // account site
  get('/api/registry', "The account's registry", Registry),
  put('/api/registry', 'Update the registry', registryUpdateRequest, Registry),
  get('/api/changelog', 'Change log, newest first', changelogListResponse),
  post('/api/changelog', 'Add a change log entry', newChangelogEntryRequest, changelogEntry),
  get('/api/errors', 'Error list', errorListEntries),
  post('/api/errors', 'Mark an error done', markErrorDone, markErrorDoneResponse),
  get('/api/errors/count', 'Open errors count', errorCountResponse),
  post('/api/errors/clienterror', 'Report a browser error', clientErrorReport, null),
  get('/api/notifications', "The caller's notifications", notifications.notificationListResponse),
  get('/api/notifications/global', 'The global notification', notifications.globalNotificationResponse),
  get(
    notifications.UNREAD_COUNTS_PATH,
    "The caller's unread notifications and open tasks, counted",
    notifications.unreadCountsResponse,
  ),
  post(
    '/api/notifications/global',
    'Post a global notification',
    notifications.createGlobalNotificationRequest,
    notifications.createGlobalNotificationResponse,
  ),
  noConsumer(
    get('/api/notifications/{id}', 'One notification', notifications.notificationResponse),
    'the notification pages read the lists, not one notification',
  ),
  post('/api/notifications/{id}', 'Toggle read', null, notifications.notificationResponse),
  del('/api/notifications/{id}', 'Delete a notification', null),
  // tasks and teams
  get('/api/tasks', 'Tasks the caller may see', taskListResponse),
  post('/api/tasks', 'Create a task', taskRequest, taskResponse),
  noConsumer(
    put('/api/tasks', 'Edit several tasks at once, all or none', taskBulkUpdateRequest, taskListResponse),
    'for clients changing many tasks (e.g. a new due date for a set); the task pages edit one at a time',
  ),
  get('/api/tasks/{id}', 'One task', taskResponse),
  put('/api/tasks/{id}', 'Edit a task', taskRequest, taskResponse),
  post('/api/tasks/{id}', "Record the caller's result", taskResultRequest, taskResponse),
  del('/api/tasks/{id}', 'Delete a task', null),
  get('/api/team', 'Teams', teams.teamListResponse),
  post('/api/team', 'Create a team', teams.teamRequest, teams.createTeamResponse),
  get('/api/team/{id}', 'One team', teams.teamResponse),
  put('/api/team/{id}', 'Update a team', teams.teamRequest, null),
  del('/api/team/{id}', 'Delete a team', null),
  get('/api/team/{id}/members', "A team's members with contact", teams.teamMembersResponse),
  noConsumer(
    put('/api/teams/{id}/members', 'Add a team member', teams.teamMemberRequest, null),
    'members are added in the team editor, which saves the whole team with PUT /api/team/{id}',
  ),
  // the team view page's Change job and Remove (mfe-admin/src/teams/TeamViewPage.tsx)
  post('/api/teams/{id}/members', "Change a member's job", teams.teamMemberRequest, null),
  del('/api/teams/{id}/members/{memberid}', 'Remove a team member', null),
];
