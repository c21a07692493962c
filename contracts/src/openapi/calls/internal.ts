// Service-to-service calls (`/internal/...`, svc-identity's and two of svc-files'; never routed by
// the gateway).
import {
  INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
  internalAccountCadetRecordsResponse,
  internalMemberCadetRecordsResponse,
} from '../../cadetProgramme/internalCadetRecords.ts';
import { internalDiscordCodeResponse } from '../../account/discordCode.ts';
import { internalContextResponse } from '../../entities/context.ts';
import { serverErrorReport } from '../../errorList/calls.ts';
import { internalMemberAccountsResponse } from '../../events/internalAccounts.ts';
import {
  INTERNAL_DOCUMENT_PATH,
  internalDocumentRequest,
  internalDocumentResponse,
} from '../../files/internalDocument.ts';
import { internalFileInfoResponse } from '../../files/internalFileInfo.ts';
import {
  INTERNAL_MEMBER_DETAILS_PATH,
  internalFlightMembersResponse,
  internalMemberDetailsRequest,
  internalMemberDetailsResponse,
} from '../../members/internalMemberDetails.ts';
import {
  INTERNAL_MEMBER_CONTACTS_PATH,
  internalMemberContactsRequest,
  internalMemberContactsResponse,
} from '../../members/internalMembers.ts';
import { internalMemberTeamsResponse, internalTeamMembersResponse } from '../../teams/internal.ts';
import { callsOf, noConsumer, type CallDescription } from '../types.ts';

const { get, post } = callsOf('identity', true);

export const INTERNAL_CALLS: readonly CallDescription[] = [
  get('/internal/context', 'Account and session of a gateway request', internalContextResponse),
  post(
    INTERNAL_MEMBER_CONTACTS_PATH,
    'Contacts of members',
    internalMemberContactsRequest,
    internalMemberContactsResponse,
  ),
  post(
    INTERNAL_MEMBER_DETAILS_PATH,
    'Details of members',
    internalMemberDetailsRequest,
    internalMemberDetailsResponse,
  ),
  get('/internal/members/{member}/flight', "A member's flight mates", internalFlightMembersResponse),
  get('/internal/members/{member}/accounts', "A member's accounts", internalMemberAccountsResponse),
  get('/internal/members/{member}/teams', "A member's teams", internalMemberTeamsResponse),
  get(
    '/internal/members/{member}/cadetrecords',
    "A cadet's imported records",
    internalMemberCadetRecordsResponse,
  ),
  get(
    INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
    "The account's imported cadet records",
    internalAccountCadetRecordsResponse,
  ),
  get('/internal/teams/{teamID}/members', "A team's members", internalTeamMembersResponse),
  // the Discord bot's side of binding a chat-service id (internalDiscordCodePath)
  noConsumer(
    post(
      '/internal/discord/{discordID}/code',
      'A one-time code for binding a Discord id',
      null,
      internalDiscordCodeResponse,
    ),
    'the Discord bot, which is not part of this repository, calls it; svc-identity tests it',
  ),
  // = SERVER_ERROR_REPORT_PATH of '../../server' (Node only, so not imported here; a test checks it)
  post('/internal/errors/server', 'Report a server error', serverErrorReport, null),
  // svc-files' (internalFileInfoPath): svc-identity checks the registry's favicon with it
  callsOf('files', true).get(
    '/internal/files/{fileid}/info',
    "A drive file's name and type",
    internalFileInfoResponse,
  ),
  // svc-files' (internalDocument.ts): svc-events stores a guardian's signed permission slip with it
  callsOf('files', true).post(
    INTERNAL_DOCUMENT_PATH,
    'Store a document another service made',
    internalDocumentRequest,
    internalDocumentResponse,
  ),
  // ... and reads it back by its key to serve it under its own rules (internalDocumentPath)
  callsOf('files', true).get(`${INTERNAL_DOCUMENT_PATH}/{key}`, 'A stored document (bytes) by its key', null),
];
