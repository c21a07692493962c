// @vitest-environment happy-dom
// The home promotion panel (events §2 "a promotion requirements panel (cadets only)", §3 MaxAprvStatus
// "on the home page INC or PND", §9 eligibility 56 days, §6 "Senior members see no promotion panel
// on home", §8 "Promotion data failure on home: an error state"), inside HomePanels as the shell
// renders it.
import {
  defaultRegistry,
  PROMOTION_MESSAGES,
  PROMOTION_REQUIREMENTS_PATHS,
  type CadetAchievementProgress,
  type CadetRequirementsRecord,
  type Member,
} from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, plainMember, testMember } from '../testing/testEvents.tsx';
import HomePanels from './HomePanels.tsx';
import { APPROVAL_TEXT, PROMOTION_TEXT, PromotionPanel } from './PromotionPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOW = Date.UTC(2026, 10, 23, 12);
const day = (m: number, d: number) => Date.UTC(2026, m - 1, d);
const cadet: Member = { ...testMember(510004, 'Cadet'), memberRank: 'C/A1C', seniorMember: false };

function progress(CadetAchvID: number, dates: Partial<CadetAchievementProgress>): CadetAchievementProgress {
  return {
    CadetAchvID,
    CadetOath: false,
    LeadLabDateP: null,
    AEDateP: null,
    DrillDate: null,
    MoralLDateP: null,
    StaffServiceDate: null,
    TechnicalWritingAssignmentDate: null,
    OralPresentationDate: null,
    OtherReq: false,
    ...dates,
  };
}

/** Arnold approved 11/03, working on Feik: oath, leadership and character development done. */
const INC_RECORD: CadetRequirementsRecord = {
  CurrentCadetAchv: progress(3, { CadetOath: true, LeadLabDateP: day(10, 1), MoralLDateP: day(10, 8) }),
  NextCadetAchvID: 3,
  CurrentCadetGradeID: 2,
  NextCadetGradeID: 3,
  MaxAprvStatus: 'INC',
  LastAprvDate: day(11, 3),
  EncampDate: null,
  HFZRecord: { DateTaken: day(10, 20), IsPassed: true },
  oflights: [],
};

/** Feik submitted: everything done, Arnold approved long ago; the approval is pending. */
const PND_RECORD: CadetRequirementsRecord = {
  ...INC_RECORD,
  CurrentCadetAchv: progress(3, {
    CadetOath: true,
    LeadLabDateP: day(10, 1),
    AEDateP: day(10, 15),
    DrillDate: day(11, 10),
    MoralLDateP: day(10, 8),
  }),
  NextCadetGradeID: 23,
  MaxAprvStatus: 'PND',
  LastAprvDate: day(6, 1),
};

function show(member: Member | null, answer: { status?: number; body: unknown }) {
  const net = fakeNetwork(member, (url) => {
    if (url === PROMOTION_REQUIREMENTS_PATHS.currentUser) return answer;
    if (url === '/api/events/upcoming') return { body: [] };
    if (url === '/api/events/recurring') return { status: 204 };
    if (url === '/api/banner') return { body: { images: [] } };
    return undefined;
  });
  render(
    <SessionProvider>
      <MemoryRouter>
        <HomePanels registry={defaultRegistry('md001')} />
      </MemoryRouter>
    </SessionProvider>,
  );
  return net;
}

/** The panel alone, judged at NOW (the fixed dates above). */
function showAtNow(answer: { status?: number; body: unknown }) {
  fakeNetwork(cadet, (url) => (url === PROMOTION_REQUIREMENTS_PATHS.currentUser ? answer : undefined));
  render(
    <SessionProvider>
      <PromotionPanel now={NOW} />
    </SessionProvider>,
  );
}

const panel = () => screen.findByRole('region', { name: PROMOTION_TEXT.title });
const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });
const askedForRequirements = (calls: Array<{ url: string }>) =>
  calls.some((c) => c.url === PROMOTION_REQUIREMENTS_PATHS.currentUser);

describe('home promotion panel (events §2 cadets only)', () => {
  it('§3 INC cadet: current and next achievement, each requirement done or missing with dates and links, the §9 eligibility date, and what still blocks the promotion', async () => {
    showAtNow({ body: INC_RECORD });
    const region = await panel();
    await within(region).findByText('Arnold (C/A1C)');
    expect(within(region).getByRole('link', { name: 'Feik' }).getAttribute('href')).toMatch(/feik/);
    expect(within(region).getByText(APPROVAL_TEXT.INC)).toBeInstanceOf(HTMLElement);
    // §9: 56 days after 11/03/2026
    expect(within(region).getAllByText('on 12/29/2026').length).toBe(2);

    const table = within(region).getByRole('table', { name: 'Requirements for Feik' });
    expect(row(table, /Leadership.*Done.*10\/01\/2026/).textContent).toContain('Learn to Lead module 3');
    expect(
      within(row(table, /Leadership/))
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/capnhq\.gov/);
    expect(row(table, /Aerospace.*Missing/)).toBeInstanceOf(HTMLElement);
    expect(row(table, /^Drill.*Missing/)).toBeInstanceOf(HTMLElement);
    expect(row(table, /Character development.*Done.*10\/08\/2026/)).toBeInstanceOf(HTMLElement);
    // fitness: a test taken 10/20 counts for about six months
    expect(row(table, /Fitness.*Done.*credit until 04\/2\d\/2027/)).toBeInstanceOf(HTMLElement);
    expect(row(table, /Time in grade.*Missing.*on 12\/29\/2026/)).toBeInstanceOf(HTMLElement);

    const blockers = within(region).getByRole('list', { name: PROMOTION_TEXT.blockersTitle });
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Aerospace: Aerospace Dimensions module',
      'Drill: Drill test 3: 8 of 11 items',
      'Eligible on 12/29/2026',
    ]);
  });

  it('§3 PND cadet: pending approval, every requirement done, eligible since the date; only the approval blocks', async () => {
    showAtNow({ body: PND_RECORD });
    const region = await panel();
    await within(region).findByText(APPROVAL_TEXT.PND);
    const table = within(region).getByRole('table', { name: 'Requirements for Feik' });
    expect(within(table).queryByText('Missing')).toBeNull();
    expect(row(table, /Time in grade.*Done.*since 07\/27\/2026/)).toBeInstanceOf(HTMLElement);
    const blockers = within(region).getByRole('list', { name: PROMOTION_TEXT.blockersTitle });
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Awaiting approval of the achievement']);
  });

  it('§6 a senior member sees no promotion panel and nothing is asked', async () => {
    const net = show(plainMember, { body: INC_RECORD });
    await screen.findByRole('region', { name: 'Next meeting' });
    await screen.findByText('No meeting is scheduled.');
    expect(screen.queryByRole('region', { name: PROMOTION_TEXT.title })).toBeNull();
    expect(askedForRequirements(net.calls)).toBe(false);
  });

  it('§2 an anonymous visitor sees no promotion panel and nothing is asked', async () => {
    const net = show(null, { body: INC_RECORD });
    await screen.findByText('No meeting is scheduled.');
    expect(screen.queryByRole('region', { name: PROMOTION_TEXT.title })).toBeNull();
    expect(askedForRequirements(net.calls)).toBe(false);
  });

  it('a cadet on the home page sees the panel with the server record', async () => {
    const net = show(cadet, { body: INC_RECORD });
    const region = await panel();
    await within(region).findByRole('table', { name: 'Requirements for Feik' });
    expect(askedForRequirements(net.calls)).toBe(true);
  });

  it("the server refuses (403 'Only cadets have promotion requirements'): no panel", async () => {
    const net = show(cadet, {
      status: 403,
      body: { code: 'FORBIDDEN', message: PROMOTION_MESSAGES.cadetsOnly },
    });
    await vi.waitFor(() => expect(askedForRequirements(net.calls)).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: PROMOTION_TEXT.title })).toBeNull());
  });

  it('§8 promotion data failure on home: an error state', async () => {
    show(cadet, { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } });
    const region = await panel();
    expect((await within(region).findByRole('alert')).textContent).toBe(PROMOTION_TEXT.failed);
  });

  it('programme complete (after Spaatz): no next achievement, no checklist', async () => {
    showAtNow({
      body: {
        ...INC_RECORD,
        CurrentCadetAchv: progress(21, {}),
        CurrentCadetGradeID: 21,
        NextCadetAchvID: 22,
        NextCadetGradeID: 22,
        MaxAprvStatus: 'APR',
      },
    });
    const region = await panel();
    await within(region).findByText(PROMOTION_TEXT.complete);
    expect(within(region).queryByRole('table')).toBeNull();
  });
});
