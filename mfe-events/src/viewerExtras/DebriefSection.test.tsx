// @vitest-environment happy-dom
import type { DebriefItem, ViewerData } from '@portal/contracts';
import { apiClient } from '@portal/kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, JULY_4_10AM, testEvent, viewerData } from '../testing/testEvents.tsx';
import { DebriefSection, type DebriefSectionProps } from './DebriefSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { type: 'CAPNHQMember' as const, id: 510003 };
const item = (id: number, text: string, publicView: boolean, timeSubmitted: number): DebriefItem => ({
  debriefText: text,
  publicView,
  memberName: `Member ${id}`,
  memberRef: { type: 'CAPNHQMember', id },
  timeSubmitted,
});
const AFTER = JULY_4_10AM + 3 * 3_600_000;
const BEFORE = JULY_4_10AM;

function Harness(props: Omit<DebriefSectionProps, 'data' | 'onChange' | 'client'> & { data: ViewerData }) {
  const [data, setData] = useState(props.data);
  return <DebriefSection {...props} data={data} client={apiClient} onChange={setData} />;
}

describe('the viewer debrief table and form', () => {
  it('§6 "debrief submission (allowed when the pickup time has passed ...)": a member submits; publicView unticked by default (§5 managers only)', async () => {
    const stored = item(510003, 'We learned knots', false, AFTER);
    const net = fakeNetwork(null, (url, init) =>
      url === '/api/events/42/debrief' && init.method === 'POST' ? { status: 201, body: stored } : undefined,
    );
    render(<Harness data={viewerData(testEvent())} viewer={me} level="NONE" now={AFTER} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Visible to all members' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    const submit = screen.getByRole('button', { name: 'Submit debrief' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your debrief'), { target: { value: 'We learned knots' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Debrief submitted')).toBeDefined();
    expect(screen.getByRole('cell', { name: 'We learned knots' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Managers only' })).toBeDefined();
    const post = net.calls.find((c) => c.url === '/api/events/42/debrief');
    expect(post?.body).toEqual({ debriefText: 'We learned knots', publicView: false, token: 'csrf' });
  });

  it('no form before pickup unless cancelled', () => {
    fakeNetwork(null, () => undefined);
    render(<Harness data={viewerData(testEvent())} viewer={me} level="FULL" now={BEFORE} />);
    expect(screen.queryByRole('form', { name: 'Submit a debrief' })).toBeNull();
    cleanup();
    render(
      <Harness data={viewerData(testEvent({ status: 'CANCELLED' }))} viewer={me} level="NONE" now={BEFORE} />,
    );
    expect(screen.getByRole('form', { name: 'Submit a debrief' })).toBeDefined();
  });

  it('an anonymous visitor gets no form', () => {
    fakeNetwork(null, () => undefined);
    const data = viewerData(testEvent({ debrief: [item(510005, 'Public note', true, 1)] }));
    render(<Harness data={data} viewer={null} level="NONE" now={AFTER} />);
    expect(screen.getByText('Public note')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Submit a debrief' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('§6 "Any non-NONE level: ... all debrief items with delete"; a member only their own', async () => {
    const debrief = [item(510005, 'Theirs', true, 1), item(510003, 'Mine', false, 2)];
    const net = fakeNetwork(null, (url, init) =>
      init.method === 'DELETE' && url.startsWith('/api/events/42/debrief/') ? { status: 204 } : undefined,
    );
    render(<Harness data={viewerData(testEvent({ debrief }))} viewer={me} level="NONE" now={AFTER} />);
    expect(screen.queryByRole('button', { name: 'Delete debrief by Member 510005' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete debrief by Member 510003' }));
    await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
    expect(net.calls.some((c) => c.method === 'DELETE' && c.url === '/api/events/42/debrief/2')).toBe(true);
    cleanup();
    render(
      <Harness data={viewerData(testEvent({ debrief }))} viewer={me} level="ADDDRAFTEVENTS" now={AFTER} />,
    );
    expect(screen.getAllByRole('button', { name: /^Delete debrief by/ })).toHaveLength(2);
  });

  it("shows the server's message when a submission fails", async () => {
    fakeNetwork(null, () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Not yet' } }));
    render(<Harness data={viewerData(testEvent())} viewer={me} level="NONE" now={AFTER} />);
    fireEvent.change(screen.getByLabelText('Your debrief'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit debrief' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not yet');
  });
});
