// @vitest-environment happy-dom
import type { FlightMemberFull, MemberFlightRequest, MembersByFlightFullResponse } from '@portal/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardFrom } from './flightBoard.ts';
import { FlightAssignView } from './FlightAssignView.tsx';

afterEach(cleanup);

function member(
  id: number,
  name: string,
  flight: string | null,
  roleCode: FlightMemberFull['roleCode'] = 'c',
) {
  return {
    member: { type: 'CAPNHQMember' as const, id },
    name,
    nameLast: name.split(' ').at(-1)!,
    memberRank: 'C/Amn',
    seniorMember: roleCode === 's',
    flight,
    roleCode,
    dutyPositions: [],
  } satisfies FlightMemberFull;
}

const response: MembersByFlightFullResponse = {
  flights: [
    {
      name: 'Alpha',
      members: [member(1, 'C/2dLt Ann Lead', 'Alpha', 'fc'), member(2, 'C/Amn Bo Able', 'Alpha')],
    },
    { name: 'Bravo', members: [member(3, 'C/Amn Cy Brave', 'Bravo')] },
  ],
  unassigned: [member(4, 'Capt Di Senior', null, 's'), member(5, 'C/Amn Ed Newman', null)],
};

function setup(onSave = vi.fn<(changes: MemberFlightRequest[]) => Promise<void>>().mockResolvedValue()) {
  render(<FlightAssignView board={boardFrom(response)} onSave={onSave} />);
  return onSave;
}

const column = (name: string) => screen.getByRole('region', { name });
const card = (name: RegExp) => screen.getByRole('button', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('platform §2 Flight assignment board', () => {
  it('shows a column per registry flight plus Unassigned, with role codes on the cards', () => {
    setup();
    expect(within(column('Alpha')).getByText('fc')).toBeDefined();
    expect(within(column('Alpha')).getByText('C/Amn Bo Able')).toBeDefined();
    expect(within(column('Bravo')).getByText('C/Amn Cy Brave')).toBeDefined();
    expect(within(column('Unassigned')).getByText('C/Amn Ed Newman')).toBeDefined();
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('flights are cadet flights: a senior member listed by the server gets no card and cannot be dropped', async () => {
    const onSave = setup();
    expect(screen.queryByText('Capt Di Senior')).toBeNull();
    expect(screen.queryByRole('button', { name: /Di Senior/ })).toBeNull();
    fireEvent.drop(column('Alpha'), { dataTransfer: { getData: () => 'CAPNHQMember-4', dropEffect: '' } });
    expect(screen.queryByText('Capt Di Senior')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("'Dropping marks the member changed' (HTML5 drop onto a flight)", () => {
    setup();
    fireEvent.drop(column('Bravo'), { dataTransfer: { getData: () => 'CAPNHQMember-2', dropEffect: '' } });
    const moved = within(column('Bravo')).getByRole('button', { name: /Bo Able/ });
    expect(moved.textContent).toContain('Changed');
    expect(within(column('Alpha')).queryByText('C/Amn Bo Able')).toBeNull();
    expect(card(/Cy Brave/).textContent).not.toContain('Changed');
  });

  it('moves by keyboard: Space picks up, arrow keys choose the flight, Space drops; announced', () => {
    setup();
    const bo = card(/Bo Able/);
    bo.focus();
    fireEvent.keyDown(bo, { key: ' ' });
    expect(bo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Picked up C\/Amn Bo Able from Alpha/)).toBeDefined();
    fireEvent.keyDown(bo, { key: 'ArrowRight' });
    fireEvent.keyDown(bo, { key: 'ArrowRight' });
    expect(screen.getByText('Over Unassigned.')).toBeDefined();
    fireEvent.keyDown(bo, { key: ' ' });
    expect(within(column('Unassigned')).getByRole('button', { name: /Bo Able/ }).textContent).toContain(
      'Changed',
    );
    expect(screen.getByText('C/Amn Bo Able dropped in Unassigned.')).toBeDefined();
    expect(document.activeElement?.textContent).toContain('Bo Able');
  });

  it('Escape cancels a keyboard move; dropping back where a member was unmarks them', () => {
    setup();
    const ann = card(/Ann Lead/);
    fireEvent.keyDown(ann, { key: 'Enter' });
    fireEvent.keyDown(ann, { key: 'ArrowLeft' });
    fireEvent.keyDown(ann, { key: 'Escape' });
    expect(within(column('Alpha')).getByRole('button', { name: /Ann Lead/ }).textContent).not.toContain(
      'Changed',
    );

    fireEvent.drop(column('Bravo'), { dataTransfer: { getData: () => 'CAPNHQMember-1', dropEffect: '' } });
    expect(card(/Ann Lead/).textContent).toContain('Changed');
    fireEvent.drop(column('Alpha'), { dataTransfer: { getData: () => 'CAPNHQMember-1', dropEffect: '' } });
    expect(card(/Ann Lead/).textContent).not.toContain('Changed');
  });

  it("'Save sends only changed members', then 'Saved!' and nothing is marked any more", async () => {
    const onSave = setup();
    fireEvent.drop(column('Bravo'), { dataTransfer: { getData: () => 'CAPNHQMember-2', dropEffect: '' } });
    fireEvent.drop(column('Alpha'), { dataTransfer: { getData: () => 'CAPNHQMember-5', dropEffect: '' } });
    expect(screen.getByText('2 changed members not saved yet')).toBeDefined();
    await act(async () => {
      fireEvent.click(save());
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual([
      { member: { type: 'CAPNHQMember', id: 2 }, newFlight: 'Bravo' },
      { member: { type: 'CAPNHQMember', id: 5 }, newFlight: 'Alpha' },
    ]);
    expect(screen.getByText('Saved!')).toBeDefined();
    expect(screen.queryByText('Changed')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('a failed save shows the message and keeps the changes marked', async () => {
    setup(vi.fn().mockRejectedValue(new Error("'Delta' is not one of this unit's flights (Alpha, Bravo)")));
    fireEvent.drop(column('Unassigned'), {
      dataTransfer: { getData: () => 'CAPNHQMember-3', dropEffect: '' },
    });
    await act(async () => {
      fireEvent.click(save());
    });
    expect(screen.getByText("'Delta' is not one of this unit's flights (Alpha, Bravo)")).toBeDefined();
    expect(screen.queryByText('Saved!')).toBeNull();
    expect(card(/Cy Brave/).textContent).toContain('Changed');
  });
});

describe('the flight board opened on one member (from Find Member)', () => {
  it('shows them first with a list that moves them; Save sends the move', async () => {
    const onSave = vi.fn<(changes: MemberFlightRequest[]) => Promise<void>>().mockResolvedValue();
    render(<FlightAssignView board={boardFrom(response)} onSave={onSave} focus="CAPNHQMember-2" />);
    const panel = screen.getByRole('region', { name: 'Flight of C/Amn Bo Able' });
    expect(panel.textContent).toContain('In Alpha Flight.');
    expect(card(/Bo Able/).className).toContain('is-focused');
    expect(card(/Cy Brave/).className).not.toContain('is-focused');
    fireEvent.change(within(panel).getByLabelText('Move C/Amn Bo Able to'), { target: { value: 'Bravo' } });
    expect(within(column('Bravo')).getByRole('button', { name: /Bo Able/ }).textContent).toContain('Changed');
    expect(panel.textContent).toContain('Moved to Bravo: Save to keep it.');
    await act(async () => {
      fireEvent.click(save());
    });
    expect(onSave).toHaveBeenCalledWith([{ member: { type: 'CAPNHQMember', id: 2 }, newFlight: 'Bravo' }]);
  });

  it('a member not on the board (a senior member) is said to be so', () => {
    render(<FlightAssignView board={boardFrom(response)} onSave={vi.fn()} focus="CAPNHQMember-4" />);
    expect(screen.getByRole('alert').textContent).toBe("That member is not a cadet on this unit's flights.");
    expect(screen.queryByRole('region', { name: /Flight of/ })).toBeNull();
  });
});
