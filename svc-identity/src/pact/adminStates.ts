// Provider states of the mfe-admin pact (contracts/pacts/mfe-admin-svc-identity.json). Data is
// seeded through the services' own functions (demo seeds, repositories), on top of the fixtures.
import { IDENTITY_STATES } from '@portal/contracts/testing';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { presetFor, type MemberReference } from '@portal/contracts';
import { seedChangelogDemo } from '../changelog/demoSeed.ts';
import type { ServiceDeps } from '../deps.ts';
import { insertServerError } from '../errors/repository.ts';
import { auditChanges } from '../permissions/repository.ts';
import { createProspectiveMember } from '../prospective/create.ts';
import { insertKey } from '../signinKeys/repository.ts';

/** The privileged user (platform §6) of the provider verification: the fixture 'senior'. */
export const PACT_SUPER_USER_ID = 510005;

const ADMIN: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
/** Prospective members created by the states so far (their usernames must differ). */
let prospects = 0;

export function mfeAdminStates(
  deps: ServiceDeps,
  seed: () => Promise<unknown>,
  signedIn: (username: string) => Promise<{ sessionID: string }>,
) {
  return {
    [IDENTITY_STATES.privilegedUser]: () => signedIn('senior'),

    [IDENTITY_STATES.changelogEntries]: async () => {
      await seed();
      await seedChangelogDemo(deps.pool, deps.clock());
      return undefined;
    },

    /** A server crash of svc-identity in md001; returns { errorID } (the id "mark done" sends). */
    [IDENTITY_STATES.openServerError]: async () => {
      await seed();
      await insertServerError(deps.pool, {
        accountID: 'md001',
        service: 'svc-identity',
        message: 'Pact example crash',
        stack: [{ filename: '/app/src/example.ts', line: 10, column: 5, name: 'handler' }],
        requestMethod: 'GET',
        requestedPath: '/api/example',
        requestID: 'pact-request-1',
        member: ADMIN,
        receivedAt: deps.clock(),
      });
      const { rows } = await deps.pool.query<{ id: string }>(
        `SELECT max(id) AS id FROM identity.error_records WHERE account_id = 'md001'`,
      );
      return { errorID: Number(rows[0]!.id) };
    },

    /** An audit entry only (cadet Member -> Cadet Staff by admin): the fixture sets stay as they are. */
    [IDENTITY_STATES.auditedPermissionChange]: async () => {
      await seed();
      await auditChanges(deps.pool, 'md001', ADMIN, deps.clock(), [
        {
          member: CADET,
          old: presetFor('Member', 'CAPSQUADRON'),
          next: presetFor('CadetStaff', 'CAPSQUADRON'),
        },
      ]);
      return undefined;
    },

    /** A new prospective member of md001 (flight Unassigned); returns { prospectiveID }. */
    [IDENTITY_STATES.prospectiveMember]: async () => {
      await seed();
      prospects += 1;
      const member = await createProspectiveMember(deps, 'md001', {
        member: {
          contact: { EMAIL: { PRIMARY: 'listed.prospect@example.com' } },
          flight: null,
          nameFirst: 'Lee',
          nameLast: 'Listed',
          nameMiddle: '',
          nameSuffix: '',
          seniorMember: false,
        },
        login: {
          type: 'SetNow',
          username: `pact-prospect-${prospects}-${Date.now()}`,
          password: 'Pact-Prospect-Password-2024!',
        },
      });
      return { prospectiveID: member.id };
    },

    /** An Account-scope Ed25519 key registered by admin (a real public key); returns { keyID }. */
    [IDENTITY_STATES.signinKey]: async () => {
      await seed();
      // the keys listed are then all live: one revoked by an earlier interaction is forgotten
      await deps.pool.query(
        `DELETE FROM identity.signin_keys WHERE account_id = 'md001' AND revoked_at IS NOT NULL`,
      );
      const { publicKey } = generateKeyPairSync('ed25519');
      const der = publicKey.export({ type: 'spki', format: 'der' });
      const key = await insertKey(deps.pool, {
        accountID: 'md001',
        name: 'Pact example client',
        scope: 'Account',
        algorithm: 'Ed25519',
        pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        fingerprint: createHash('sha256').update(der).digest('hex'),
        member: null,
        createdBy: ADMIN,
        now: deps.clock(),
      });
      return { keyID: key.id };
    },
  };
}
