// Malformed-input sweep of svc-files: every files call of the contracts'
// CALL_REGISTRY x every generated invalid variant (contracts/src/openapi/sweep) against the real app
// on its own database and storage folder, as the super user with the Admin preset (no permission
// check answers first) with a valid CSRF token: each answer is a 4xx in the error catalogue's shape
// and words (never a 5xx, never silence), and no refused request writes a row or a stored file.
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
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  contextFor,
  createDriveHarness,
  newID,
  SECRET,
  SUPER,
  tokenFor,
  type DriveHarness,
  type Viewer,
} from '../drive/testing.ts';

/** The super user, with the Admin preset besides. */
const ADMIN: Viewer = { ...SUPER, permissions: presetFor('Admin', 'CAPSQUADRON') };

let h: DriveHarness;
let params: Record<string, string>;

beforeAll(async () => {
  h = await createDriveHarness();
  const folder = await h.seed({ id: newID(), parentID: 'root', fileName: 'Sweep folder', owner: ADMIN.ref });
  const file = await h.seed({
    id: newID(),
    parentID: folder,
    fileName: 'notes.txt',
    owner: ADMIN.ref,
    bytes: Buffer.from('notes'),
    contentType: 'text/plain',
  });
  params = {
    id: file,
    fileid: file,
    parentid: folder,
    childid: file,
    parentFolderId: folder,
    name: 'New folder',
  };
}, 60_000);
afterAll(async () => {
  await h?.close();
});

async function send(variant: SweepVariant) {
  return sendVariant(
    request(h.app)
      [variant.method.toLowerCase() as 'get' | 'post' | 'delete'](variant.path)
      .set(CONTEXT_HEADER, signContext(contextFor(ADMIN), SECRET))
      .set(CSRF_HEADER, tokenFor(ADMIN)),
    variant,
  );
}

/** The catalogue's words: the contracts' and this service's own message tables (src/). */
const catalogue = catalogueFromSources([CONTRACTS_SOURCES, fileURLToPath(new URL('../', import.meta.url))]);

describe('malformed-input sweep of svc-files', () => {
  it('answers every invalid variant of every call with a catalogue 4xx and writes nothing', async () => {
    const snapshot = async () =>
      [
        await tableSnapshot(async (sql, values) => (await h.db.query(sql, values)).rows, 'files'),
        (await h.storedKeys()).join(','),
      ].join('\n');
    const report = await runSweep(
      CALL_REGISTRY.filter((call) => call.service === 'files'),
      { catalogue, concurrency: 4, optionsFor: () => ({ params }), send, snapshot },
    );
    reportSweep('svc-files', report, 10);
  }, 300_000);
});
