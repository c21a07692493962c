// Fixtures of the task pages' component tests: tasks, members, a fake network (global fetch, as
// the kit's client and member picker use it) and a router around a page.
import { presetFor, taskStatus, type Member, type Task, type TaskResult } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeNetwork, testMember, type FakeRoute } from '../members/testMembers.ts';

export const STAFF: Member = testMember(510003, 'Sam', 'Staffer', {
  memberRank: 'C/2dLt',
  seniorMember: false,
  permissions: presetFor('CadetStaff', 'CAPSQUADRON'),
});
export const CADET: Member = testMember(510004, 'Casey', 'Cadet', {
  memberRank: 'C/A1C',
  seniorMember: false,
});
export const SENIOR: Member = testMember(510005, 'Sydney', 'Senior', { memberRank: '1stLt' });
export const ALPHA: Member = testMember(510021, 'Val', 'Dunmore', {
  memberRank: 'C/Amn',
  seniorMember: false,
});

export function result(member: Member, fields: Partial<TaskResult> = {}): TaskResult {
  return {
    tasked: { type: 'CAPNHQMember', id: member.id as number },
    taskedName: `${member.memberRank} ${member.nameFirst} ${member.nameLast}`,
    done: false,
    comments: '',
    completedAt: null,
    ...fields,
  };
}

export function sampleTask(id: number, fields: Partial<Task> = {}): Task {
  const results = fields.results ?? [result(CADET)];
  return {
    id,
    accountID: 'md001',
    title: `Task ${id}`,
    details: 'Count the supply room',
    dueDate: '2030-05-01',
    created: Date.UTC(2026, 0, 10),
    updated: Date.UTC(2026, 0, 10),
    tasker: { type: 'CAPNHQMember', id: 510003 },
    taskerName: 'C/2dLt Sam Staffer',
    ...fields,
    results,
    status: taskStatus(results),
  };
}

export interface SentCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Signs `member` in (null: nobody) and answers the rest with `route`; records every call. */
export function network(member: Member | null, route: FakeRoute) {
  const net = fakeNetwork({ member }, (url, init) => {
    if (url === '/api/member/list') return { body: [STAFF, CADET, SENIOR, ALPHA] };
    return route(url, init);
  });
  const sent = (): SentCall[] =>
    net.fetch.mock.calls.map(([url, init = {}]) => ({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    }));
  return { sent };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `page` at `path` (matched by `pattern`), with a marker of where navigation went. */
export function renderAt(page: ReactNode, path: string, pattern = path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}
