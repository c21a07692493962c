// Service tests of permission management (platform §6/§7) on the seeded fixtures: md001 (squadron)
// users admin (Admin), manager (Manager), staff (Cadet Staff), cadet and senior (Member); md002's
// admin is a member of another account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSION_MANAGEMENT_MESSAGES,
  permissionAuditResponse,
  permissionListResponse,
  presetFor,
  type MemberReference,
  type PermissionEntry,
} from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

const ADMIN: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const MANAGER: MemberReference = { type: 'CAPNHQMember', id: 510002 };
const STAFF: MemberReference = { type: 'CAPNHQMember', id: 510003 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const SENIOR: MemberReference = { type: 'CAPNHQMember', id: 510005 };
const UNMANAGED: MemberReference = { type: 'CAPNHQMember', id: 510020 };
const OTHER_ACCOUNT: MemberReference = { type: 'CAPNHQMember', id: 510101 };
const URL = '/api/member/permissions';
const preset = (level: 'Member' | 'CadetStaff' | 'Manager' | 'Admin') => presetFor(level, 'CAPSQUADRON');

let t: TestApp;
const signedIn: Record<string, Browser> = {};

async function as(username: string, accountID = 'md001'): Promise<Browser> {
  const key = `${accountID}/${username}`;
  if (!signedIn[key]) {
    const browser = t.browser(accountID);
    const r = await browser.signin(username, TEST_PASSWORD);
    expect(r.body.result).toBe('None');
    signedIn[key] = browser;
  }
  return signedIn[key];
}

async function list(): Promise<PermissionEntry[]> {
  const r = await (await as('admin')).get(URL);
  expect(r.status).toBe(200);
  return permissionListResponse.parse(r.body);
}

/** The list as the page would send it back: every entry with its set. */
function asRoles(entries: readonly PermissionEntry[]) {
  return entries.map((e) => ({ member: e.member, permissions: e.permissions }));
}

async function auditCount(): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM identity.permission_audit`,
  );
  return Number(rows[0]!.n);
}

async function storedRows(): Promise<unknown[]> {
  const { rows } = await t.db.pool.query(
    `SELECT account_id, member_type, member_id, permissions FROM identity.permissions ORDER BY 1, 2, 3`,
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('who may use permission management (§6 "Permission management needs PermissionManagement FULL")', () => {
  it('anonymous: 401 Please sign in, for the list, the audit and a save', async () => {
    const browser = t.browser();
    for (const r of [
      await browser.get(URL),
      await browser.get(`${URL}/audit`),
      await browser.postWithToken(URL, { newRoles: [] }),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Please sign in');
    }
  });

  it.each(['manager', 'staff', 'cadet', 'senior'])(
    '%s (no PermissionManagement FULL): 403 and no data',
    async (username) => {
      const browser = await as(username);
      for (const r of [
        await browser.get(URL),
        await browser.get(`${URL}/audit`),
        await browser.postWithToken(URL, { newRoles: [] }),
      ]) {
        expect(r.status).toBe(403);
        expect(r.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
      }
    },
  );

  it('admin lists the managed members of the account with name, set and derived level', async () => {
    const entries = await list();
    expect(entries.map((e) => [e.member.id, e.level])).toEqual(
      expect.arrayContaining([
        [510001, 'Admin'],
        [510002, 'Manager'],
        [510003, 'CadetStaff'],
        [510004, 'Member'],
        [510005, 'Member'],
      ]),
    );
    expect(entries.find((e) => e.member.id === 510004)).toMatchObject({
      name: 'C/A1C Casey U Cadet',
      permissions: preset('Member'),
    });
  });

  it("a member of another account (md002's admin) sees only md002's entries", async () => {
    const r = await (await as('admin', 'md002')).get(URL);
    expect(r.status).toBe(200);
    const ids = permissionListResponse.parse(r.body).map((e) => e.member.id);
    expect(ids).toContain(510101);
    expect(ids.some((id) => Number(id) >= 510001 && Number(id) <= 510060)).toBe(false);
  });

  it("md002's admin cannot give an md001 member permissions: not a member of this account", async () => {
    const own = permissionListResponse.parse((await (await as('admin', 'md002')).get(URL)).body);
    const before = await storedRows();
    const r = await (
      await as('admin', 'md002')
    ).postWithToken(URL, {
      newRoles: [...asRoles(own), { member: CADET, permissions: preset('Admin') }],
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('CAPNHQMember-510004 is not a member of this account');
    expect(await storedRows()).toEqual(before);
  });
});

describe('saving the list (§7 POST /member/permissions { newRoles })', () => {
  it('admin gives the cadet Manager level: saved, audited, and the cadet session has the new set', async () => {
    const before = await list();
    const newRoles = asRoles(before).map((role) =>
      role.member.id === CADET.id ? { ...role, permissions: preset('Manager') } : role,
    );
    const r = await (await as('admin')).postWithToken(URL, { newRoles });
    expect(r.status).toBe(200);
    const after = permissionListResponse.parse(r.body);
    expect(after.find((e) => e.member.id === CADET.id)?.level).toBe('Manager');

    // the change reaches the cadet's session (the gateway re-resolves it within its cache time)
    const check = await (await as('cadet')).get('/api/check');
    expect(check.body.member.permissions).toEqual(preset('Manager'));

    const audit = permissionAuditResponse.parse((await (await as('admin')).get(`${URL}/audit`)).body);
    expect(audit[0]).toMatchObject({
      changedBy: ADMIN,
      changedByName: 'Maj Alex F Administrator',
      member: CADET,
      memberName: 'C/A1C Casey U Cadet',
      oldPermissions: preset('Member'),
      newPermissions: preset('Manager'),
      oldLevel: 'Member',
      newLevel: 'Manager',
    });
    expect(Math.abs(audit[0]!.changedAt - t.now().getTime())).toBeLessThan(5000);
    // unchanged entries are not audited
    expect(audit.filter((a) => a.changedAt === audit[0]!.changedAt)).toHaveLength(1);
  });

  it('a member added gets their set; a member missing from newRoles leaves (back to the member preset)', async () => {
    const before = await list();
    const newRoles = [
      ...asRoles(before).filter((role) => role.member.id !== SENIOR.id),
      { member: UNMANAGED, permissions: preset('CadetStaff') },
    ];
    const r = await (await as('admin')).postWithToken(URL, { newRoles });
    expect(r.status).toBe(200);
    const after = permissionListResponse.parse(r.body);
    expect(after.some((e) => e.member.id === SENIOR.id)).toBe(false);
    expect(after.find((e) => e.member.id === UNMANAGED.id)?.level).toBe('CadetStaff');

    const senior = await (await as('senior')).get('/api/check');
    expect(senior.body.member.permissions).toEqual(preset('Member'));

    const audit = permissionAuditResponse.parse((await (await as('admin')).get(`${URL}/audit`)).body);
    const latest = audit.filter((a) => a.changedAt === audit[0]!.changedAt);
    expect(latest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ member: SENIOR, newPermissions: null, newLevel: null, oldLevel: 'Member' }),
        expect.objectContaining({ member: UNMANAGED, oldPermissions: null, newLevel: 'CadetStaff' }),
      ]),
    );
    const { rows } = await t.db.pool.query(
      `SELECT changed_by_id, member_id, old_permissions, new_permissions FROM identity.permission_audit
        WHERE account_id = 'md001' AND member_id = '510005'`,
    );
    expect(rows).toEqual([
      {
        changed_by_id: '510001',
        member_id: '510005',
        old_permissions: preset('Member'),
        new_permissions: null,
      },
    ]);
  });

  it("saves are atomic: one bad entry (another account's member) among good ones writes nothing", async () => {
    const before = await storedRows();
    const audits = await auditCount();
    const entries = await list();
    const r = await (
      await as('admin')
    ).postWithToken(URL, {
      newRoles: [
        ...asRoles(entries).map((role) =>
          role.member.id === STAFF.id ? { ...role, permissions: preset('Admin') } : role,
        ),
        { member: OTHER_ACCOUNT, permissions: preset('Manager') },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'VALIDATION',
      message: 'CAPNHQMember-510101 is not a member of this account',
    });
    expect(await storedRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('each set is checked against the account type: CreateEventAccount (wing and region only) in a squadron writes nothing', async () => {
    const before = await storedRows();
    const entries = await list();
    const r = await (
      await as('admin')
    ).postWithToken(URL, {
      newRoles: asRoles(entries).map((role) =>
        role.member.id === STAFF.id
          ? { ...role, permissions: { ...preset('Manager'), CreateEventAccount: 'YES' } }
          : role.member.id === MANAGER.id
            ? { ...role, permissions: preset('Admin') }
            : role,
      ),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'CAPNHQMember-510003: CreateEventAccount is not available to a CAPSQUADRON account',
    );
    expect(await storedRows()).toEqual(before);
  });

  it('bad input gets the §5 validator messages and writes nothing', async () => {
    const before = await storedRows();
    const admin = await as('admin');
    const notArray = await admin.postWithToken(URL, { newRoles: 'everyone' });
    expect(notArray.status).toBe(400);
    expect(notArray.body.message).toBe('newRoles must be an array');
    const badValue = await admin.postWithToken(URL, {
      newRoles: [{ member: ADMIN, permissions: { ...preset('Admin'), ManageEvent: 'SOMETIMES' } }],
    });
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toBe(
      "newRoles[0].permissions.ManageEvent must be an element of the enum 'ManageEventLevel'",
    );
    const duplicate = await admin.postWithToken(URL, {
      newRoles: [
        { member: ADMIN, permissions: preset('Admin') },
        { member: CADET, permissions: preset('Member') },
        { member: CADET, permissions: preset('Admin') },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('CAPNHQMember-510004 appears more than once');
    expect(await storedRows()).toEqual(before);
  });

  it('a save without the CSRF token is refused', async () => {
    const r = await (await as('admin')).post(URL, { newRoles: [] });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('TOKEN_INVALID');
  });
});

describe('lock-out rule: a member cannot remove their own PermissionManagement', () => {
  it('leaving oneself out of the list is refused and writes nothing', async () => {
    const before = await storedRows();
    const entries = await list();
    const r = await (
      await as('admin')
    ).postWithToken(URL, {
      newRoles: asRoles(entries).filter((role) => role.member.id !== ADMIN.id),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(PERMISSION_MANAGEMENT_MESSAGES.selfLockout);
    expect(await storedRows()).toEqual(before);
  });

  it("lowering one's own PermissionManagement to No is refused", async () => {
    const entries = await list();
    const r = await (
      await as('admin')
    ).postWithToken(URL, {
      newRoles: asRoles(entries).map((role) =>
        role.member.id === ADMIN.id
          ? { ...role, permissions: { ...role.permissions, PermissionManagement: 'NONE' } }
          : role,
      ),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('You cannot remove your own permission management');
  });

  it('super users bypass every check: a configured super user without the permission lists and saves', async () => {
    const superUser = t.variant({ superUserIDs: [SENIOR.id] }).browser();
    expect((await superUser.signin('senior', TEST_PASSWORD)).body.result).toBe('None');
    const r = await superUser.get(URL);
    expect(r.status).toBe(200);
    const entries = permissionListResponse.parse(r.body);
    // not in the list themself, and that is allowed
    expect(entries.some((e) => e.member.id === SENIOR.id)).toBe(false);
    const saved = await superUser.postWithToken(URL, {
      newRoles: asRoles(entries).map((role) =>
        role.member.id === UNMANAGED.id ? { ...role, permissions: preset('Manager') } : role,
      ),
    });
    expect(saved.status).toBe(200);
    expect(permissionListResponse.parse(saved.body).find((e) => e.member.id === UNMANAGED.id)?.level).toBe(
      'Manager',
    );
    const audit = permissionAuditResponse.parse((await superUser.get(`${URL}/audit`)).body);
    expect(audit[0]).toMatchObject({ changedBy: SENIOR, member: UNMANAGED, newLevel: 'Manager' });
  });
});
