// Pact consumer: mfe-admin's permission management, site configuration, change log and error list
// calls -> svc-identity (gateway paths), through the real call modules.
import { MatchersV3 } from '@pact-foundation/pact';
import {
  changelogEntry as changelogEntrySchema,
  errorListEntry,
  PermissionAuditEntry,
  PermissionEntry,
  presetFor,
  Registry,
  REGISTRY_CHANGED_EVENT,
} from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addChangelogNote, loadChangelog } from '../changelog/changelogCalls.ts';
import { loadErrors, markErrorDone } from '../errorList/errorListCalls.ts';
import {
  loadPermissionAudit,
  loadPermissionEntries,
  savePermissions,
} from '../permissions/permissionCalls.ts';
import { loadRegistry, saveRegistry } from '../registry/registryCalls.ts';
import {
  adminPact,
  expectTokenRequest,
  givenStates,
  json,
  signedInClient,
  STATES,
  tokenField,
  withCookie,
} from './adminPact.ts';
import {
  changelogEntry,
  MANAGED,
  permissionAuditEntry,
  permissionEntry,
  registry,
  serverErrorEntry,
} from './examples.ts';

const { like, eachLike, integer, fromProviderState } = MatchersV3;
const pact = adminPact();
const mutating = { ...withCookie, 'Content-Type': 'application/json' };

beforeAll(() => {
  // saveRegistry tells the shell through a window event; the node test gives it a window to tell
  (globalThis as { window?: EventTarget }).window ??= new EventTarget();
});

describe('mfe-admin permission management calls -> svc-identity', () => {
  it('GET /api/member/permissions (loadPermissionEntries) answers every managed member', async () => {
    expect(PermissionEntry.safeParse(permissionEntry).success).toBe(true);
    givenStates(pact, STATES.admin)
      .uponReceiving('a permission list request from admin')
      .withRequest({ method: 'GET', path: '/api/member/permissions', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(like(permissionEntry)) });
    await pact.executeTest(async (mock) => {
      const entries = await loadPermissionEntries(signedInClient(mock.url));
      expect(entries[0]?.level).toBe('Admin');
    });
  });

  it('GET /api/member/permissions/audit (loadPermissionAudit) answers who changed what, when', async () => {
    expect(PermissionAuditEntry.safeParse(permissionAuditEntry).success).toBe(true);
    givenStates(pact, STATES.admin, [STATES.auditedPermissionChange])
      .uponReceiving('a permission audit request from admin')
      .withRequest({ method: 'GET', path: '/api/member/permissions/audit', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(like(permissionAuditEntry)) });
    await pact.executeTest(async (mock) => {
      const audit = await loadPermissionAudit(signedInClient(mock.url));
      expect(audit[0]).toMatchObject({ oldLevel: 'Member', newLevel: 'CadetStaff' });
    });
  });

  it('POST /api/member/permissions (savePermissions) answers the saved list', async () => {
    // the fixture's list sent back unchanged: other interactions keep their permissions
    const newRoles = MANAGED.map(({ member, level }) => ({
      member,
      permissions: presetFor(level, 'CAPSQUADRON'),
    }));
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('a permission save by admin')
      .withRequest({
        method: 'POST',
        path: '/api/member/permissions',
        headers: mutating,
        body: { newRoles, ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: eachLike(like(permissionEntry)) });
    await pact.executeTest(async (mock) => {
      const saved = await savePermissions(newRoles, signedInClient(mock.url));
      expect(saved[0]?.member).toEqual(MANAGED[0]!.member);
    });
  });
});

describe('mfe-admin site configuration calls -> svc-identity', () => {
  it('GET /api/registry (loadRegistry) answers the registry of the account', async () => {
    expect(Registry.safeParse(registry).success).toBe(true);
    givenStates(pact, STATES.admin)
      .uponReceiving('a registry request from admin')
      .withRequest({ method: 'GET', path: '/api/registry', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: like(registry) });
    await pact.executeTest(async (mock) => {
      const loaded = await loadRegistry(signedInClient(mock.url));
      expect(loaded.Website.Name).toBe(registry.Website.Name);
    });
  });

  it('PUT /api/registry (saveRegistry) answers the saved registry and tells the shell', async () => {
    const { accountID: _account, ...withoutAccount } = registry;
    const { FaviconID: _favicon, ...website } = registry.Website;
    // the fixture's values sent back unchanged: other pacts see the same registry
    const body = { ...withoutAccount, Website: website };
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('a registry save by admin')
      .withRequest({
        method: 'PUT',
        path: '/api/registry',
        headers: mutating,
        body: { ...body, ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: like(registry) });
    await pact.executeTest(async (mock) => {
      let told = 0;
      window.addEventListener(REGISTRY_CHANGED_EVENT, () => (told += 1));
      const saved = await saveRegistry(body, signedInClient(mock.url));
      expect(saved.RankAndFile.Flights).toEqual(registry.RankAndFile.Flights);
      expect(told).toBe(1);
    });
  });
});

describe('mfe-admin change log calls -> svc-identity', () => {
  it('GET /api/changelog (loadChangelog) answers the entries', async () => {
    expect(changelogEntrySchema.safeParse(changelogEntry).success).toBe(true);
    givenStates(pact, STATES.admin, [STATES.changelogEntries])
      .uponReceiving('a change log request from admin')
      .withRequest({ method: 'GET', path: '/api/changelog', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(like(changelogEntry)) });
    await pact.executeTest(async (mock) => {
      const entries = await loadChangelog(signedInClient(mock.url));
      expect(entries[0]?.noteTitle).toBe(changelogEntry.noteTitle);
    });
  });

  it('POST /api/changelog (addChangelogNote) by the privileged user answers 201 and the entry', async () => {
    const note = {
      noteDateTime: Date.UTC(2026, 10, 1),
      noteTitle: 'Release notes',
      noteText: 'Added **pacts**',
    };
    expectTokenRequest(pact, STATES.privilegedUser);
    givenStates(pact, STATES.privilegedUser)
      .uponReceiving('a change log note by the privileged user')
      .withRequest({
        method: 'POST',
        path: '/api/changelog',
        headers: mutating,
        body: { ...note, ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: like({ ...changelogEntry, ...note, noteDateTime: integer(note.noteDateTime) }),
      });
    await pact.executeTest(async (mock) => {
      const entry = await addChangelogNote(note, signedInClient(mock.url));
      expect(entry).toMatchObject(note);
    });
  });
});

describe('mfe-admin error list calls -> svc-identity', () => {
  it('GET /api/errors (loadErrors) by the privileged user answers the open errors', async () => {
    expect(errorListEntry.safeParse(serverErrorEntry).success).toBe(true);
    givenStates(pact, STATES.privilegedUser, [STATES.openServerError])
      .uponReceiving('an error list request from the privileged user')
      .withRequest({ method: 'GET', path: '/api/errors', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(like(serverErrorEntry)) });
    await pact.executeTest(async (mock) => {
      const errors = await loadErrors(signedInClient(mock.url));
      expect(errors[0]).toMatchObject({ type: 'Server', service: 'svc-identity', resolved: false });
    });
  });

  it('POST /api/errors { id } (markErrorDone) answers how many were marked done', async () => {
    expectTokenRequest(pact, STATES.privilegedUser);
    givenStates(pact, STATES.privilegedUser, [STATES.openServerError])
      .uponReceiving('an error marked done by the privileged user')
      .withRequest({
        method: 'POST',
        path: '/api/errors',
        headers: mutating,
        body: { id: fromProviderState('${errorID}', serverErrorEntry.id), ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: { resolved: 1 } });
    await pact.executeTest(async (mock) => {
      await expect(markErrorDone(serverErrorEntry.id, signedInClient(mock.url))).resolves.toBe(1);
    });
  });
});
