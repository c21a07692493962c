// Demo tasks ("Demo seed": a few tasks) in md001 between the demo users of
// seed/demoData.ts: admin 510001, manager 510002, staff 510003 (Cadet Flight Commander, Alpha),
// cadet 510004 (Alpha), senior 510005, and Alpha cadets 510021 and 510027. Idempotent: an account
// that already has tasks is left alone. Due dates are relative to `now`, so the demo always has an
// upcoming, an overdue and a finished task.
import type { MemberReference } from '@portal/contracts';
import type { Pool } from 'pg';
import { insertTask, recordResult, setTasked } from './repository.ts';

const DAY = 86_400_000;
const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });

interface DemoTask {
  tasker: number;
  title: string;
  details: string;
  /** Days from now; null: no due date. */
  dueInDays: number | null;
  createdDaysAgo: number;
  results: { tasked: number; done?: boolean; comments?: string }[];
}

const TASKS: DemoTask[] = [
  {
    tasker: 510003,
    title: 'Uniform inspection preparation',
    details:
      'Have your blues ready for Thursday: ribbons placed per the chart on the drive, shoes shined, ' +
      'name tag on. Note anything you still need from supply in the comments.',
    dueInDays: 5,
    createdDaysAgo: 2,
    results: [
      { tasked: 510004 },
      { tasked: 510021, done: true, comments: 'Ready. I need a new name tag, ordered it.' },
      { tasked: 510027 },
    ],
  },
  {
    tasker: 510002,
    title: 'Plan the Alpha flight drill practice',
    details:
      'A 45-minute drill block for next meeting night: warm-up, facing movements, then the open ranks sequence.',
    dueInDays: 3,
    createdDaysAgo: 4,
    results: [{ tasked: 510003 }],
  },
  {
    tasker: 510001,
    title: 'Update the safety briefing slides',
    details:
      'The winter weather section is out of date. Replace the pictures and add the new cold-weather checklist.',
    dueInDays: -2,
    createdDaysAgo: 12,
    results: [{ tasked: 510002, done: true, comments: 'Pictures replaced.' }, { tasked: 510005 }],
  },
  {
    tasker: 510003,
    title: 'Read aerospace chapter 3',
    details: 'Read chapter 3 of the aerospace module before the test next month.',
    dueInDays: null,
    createdDaysAgo: 20,
    results: [{ tasked: 510004, done: true, comments: 'Done, the part on jet engines was great.' }],
  },
];

export async function seedTasksDemo(client: Pick<Pool, 'query'>, now: Date): Promise<void> {
  const accountID = 'md001';
  const { rows } = await client.query<{ ready: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM identity.accounts WHERE id = $1)
            AND NOT EXISTS (SELECT 1 FROM identity.tasks WHERE account_id = $1) AS ready`,
    [accountID],
  );
  if (!rows[0]?.ready) return;
  for (const demo of TASKS) {
    const created = new Date(now.getTime() - demo.createdDaysAgo * DAY);
    const due = demo.dueInDays === null ? null : new Date(now.getTime() + demo.dueInDays * DAY);
    const id = await insertTask(client, {
      accountID,
      title: demo.title,
      details: demo.details,
      dueDate: due ? due.toISOString().slice(0, 10) : null,
      tasker: nhq(demo.tasker),
      now: created,
    });
    await setTasked(
      client,
      accountID,
      id,
      demo.results.map((r) => nhq(r.tasked)),
    );
    for (const result of demo.results) {
      if (!result.done && !result.comments) continue;
      const finished = new Date(created.getTime() + DAY);
      await recordResult(
        client,
        accountID,
        id,
        nhq(result.tasked),
        { done: result.done ?? false, comments: result.comments ?? '' },
        finished,
      );
    }
  }
}
