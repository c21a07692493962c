// Malformed-input sweep of svc-events: every events call of the contracts'
// CALL_REGISTRY x every generated invalid variant (contracts/src/openapi/sweep) against the real app
// on its own database, as the super user with ManageEvent FULL (no permission check answers first)
// with a valid CSRF token: each answer is a 4xx in the error catalogue's shape and words (never a
// 5xx, never silence), and no refused request writes a row.
import { fileURLToPath } from 'node:url';
import { presetFor } from '@portal/contracts';
import { CALL_REGISTRY } from '@portal/contracts/openapi';
import { CONTEXT_HEADER, CSRF_HEADER, signContext } from '@portal/contracts/server';
import {
  catalogueFromSources,
  CONTRACTS_SOURCES,
  reportSweep,
  runSweep,
  sendVariant,
  tableSnapshot,
  type SweepVariant,
} from '@portal/contracts/openapi/sweep';
import request from 'supertest';
import { directoryMemberAccounts, memberKey, membership } from '../links/testing.ts';
import { directoryMemberDetails } from '../orgInfo/testing.ts';
import { slipPactDeps } from '../permissionSlips/providerStates.ts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  contextFor,
  createEventsHarness,
  SECRET,
  SUPER,
  tokenFor,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

const DAY = 86_400_000;
/** The super user, with the Admin preset besides. */
const ADMIN: Viewer = { ...SUPER, permissions: presetFor('Admin', 'CAPSQUADRON') };

let h: EventsHarness;
let params: Record<string, string>;
// the permission slip calls are mounted too (their mails on a queue of their own)
const slips = slipPactDeps();

beforeAll(async () => {
  // svc-identity's answer for linking: the admin manages events in md001 and md002
  const admin = presetFor('Admin', 'CAPSQUADRON');
  h = await createEventsHarness({
    memberAccounts: directoryMemberAccounts(
      new Map([[memberKey(ADMIN.ref), [membership('md001', admin), membership('md002', admin)]]]),
    ),
    memberDetails: directoryMemberDetails(new Map()),
    permissionSlips: slips.deps,
  });
  const eventID = await h.seed(validContent(Date.now() + 7 * DAY), ADMIN);
  params = {
    id: String(eventID),
    eventid: String(eventID),
    targetaccount: 'md002',
    timestamp: '1',
    timestart: String(Date.now()),
    timeend: String(Date.now() + 30 * DAY),
    reference: 'CAPNHQMember-520002',
    file: 'feed.ics',
    memberType: 'CAPNHQMember',
    memberID: '520002',
    token: 'A'.repeat(43),
  };
}, 60_000);
afterAll(async () => {
  await h?.close();
  await slips.close();
});

async function send(variant: SweepVariant) {
  return sendVariant(
    request(h.app)
      [variant.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](variant.path)
      .set(CONTEXT_HEADER, signContext(contextFor(ADMIN), SECRET))
      .set(CSRF_HEADER, tokenFor(ADMIN)),
    variant,
  );
}

/** The catalogue's words: the contracts' and this service's own message tables (src/). */
const catalogue = catalogueFromSources([CONTRACTS_SOURCES, fileURLToPath(new URL('../', import.meta.url))]);

describe('malformed-input sweep of svc-events', () => {
  it('answers every invalid variant of every call with a catalogue 4xx and writes nothing', async () => {
    const report = await runSweep(
      CALL_REGISTRY.filter((call) => call.service === 'events'),
      {
        catalogue,
        concurrency: 4,
        optionsFor: () => ({ params }),
        send,
        snapshot: () => tableSnapshot(async (sql, values) => (await h.db.query(sql, values)).rows, 'events'),
      },
    );
    reportSweep('svc-events', report, 20);
  }, 300_000);
});
