// Service test (real PostgreSQL) of the §5 requirement-tag rule on a member's own sign-up: "A member
// cannot sign up when they already hold a requirement tag the event fulfils". The member's completed
// training is svc-identity's cadet records, read through the real client (promotion/testing.ts).
import {
  emptyCadetRows,
  type CapwatchCadetRowsAnswer,
  type InternalCadetRecords,
  type Member,
} from '@portal/contracts';
import { testMember } from '@portal/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import { directoryCadetRecords } from '../promotion/testing.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

const FUTURE = Date.now() + 10 * 86_400_000;
const TRAINED: Viewer = { ref: nhq(520040), name: ['Tara', 'Trained'] };
const UNTRAINED: Viewer = { ref: nhq(520041), name: ['Uma', 'Untrained'] };
const REFUSAL = 'You have already completed the academic requirements that attending this event fulfills';

const cadet = (v: Viewer): Member => ({ ...testMember(), ...v.ref, seniorMember: false }) as Member;
const ENCAMPMENT_DONE: CapwatchCadetRowsAnswer = {
  ...emptyCadetRows(),
  CadetActivities: [{ CAPID: '520040', Type: 'ENCAMP', Name: 'Wing Encampment', Completed: '7/20/2025' }],
};
const records = (v: Viewer, rows = emptyCadetRows()): InternalCadetRecords => ({ member: cadet(v), rows });

let h: EventsHarness;
let down: EventsHarness;
beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    ...[TRAINED, UNTRAINED].map((v) => directoryEntry(v.ref, (v.name ?? []).join(' '))),
  ]);
  const cadetRecords = new Map([['md001', [records(TRAINED, ENCAMPMENT_DONE), records(UNTRAINED)]]]);
  h = await createEventsHarness({
    memberContacts: directoryMemberContacts(directory),
    cadetRecords: directoryCadetRecords(cadetRecords),
  });
  down = await createEventsHarness({
    memberContacts: directoryMemberContacts(directory),
    cadetRecords: directoryCadetRecords(cadetRecords, [], { fail: true }),
  });
});
afterAll(async () => {
  await h?.close();
  await down?.close();
});

const signUp = (harness: EventsHarness, id: number, who: Viewer) =>
  harness.call('post', `/api/events/${id}/attendance`, who).send({ memberID: who.ref });
const seed = (harness: EventsHarness, requirementTag: string | null) =>
  harness.seed(validContent(FUTURE, { status: 'CONFIRMED', requirementTag }));

describe("§5 'A member cannot sign up when they already hold a requirement tag the event fulfils'", () => {
  it(`a member holding the event's tag (Encampment done) is refused: '${REFUSAL}'`, async () => {
    const id = await seed(h, 'Encampment');
    const res = await signUp(h, id, TRAINED);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REFUSAL);
  });

  it("a member without the tag signs up; so does anyone for an event whose tag is 'Not Needed' (null)", async () => {
    const id = await seed(h, 'Encampment');
    expect((await signUp(h, id, UNTRAINED)).status).toBe(201);
    const open = await seed(h, null);
    expect((await signUp(h, open, TRAINED)).status).toBe(201);
  });

  it('a tag the member does not hold (another course) does not refuse them', async () => {
    const id = await seed(h, 'Curry leadership');
    expect((await signUp(h, id, TRAINED)).status).toBe(201);
  });

  it('a manager adds a member holding the tag (the rule is for own sign-ups)', async () => {
    const id = await seed(h, 'Encampment');
    const res = await h.call('post', `/api/events/${id}/attendance`, FULL).send({ memberID: TRAINED.ref });
    expect(res.status).toBe(201);
  });

  it('svc-identity failing: 503, never a sign-up the rule could not check', async () => {
    const id = await seed(down, 'Encampment');
    expect((await signUp(down, id, UNTRAINED)).status).toBe(503);
    const open = await seed(down, null);
    expect((await signUp(down, open, UNTRAINED)).status).toBe(201);
  });
});
