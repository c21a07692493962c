// Platform §2 member picker ('Select a member'): filter by member-name pattern (§5: case-insensitive,
// an invalid pattern matches nothing); the chosen member's id and name are shown read-only.
import { memberFullName, memberNameFilter, stringifyMemberReference, type Member } from '@portal/contracts';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../dialog/Dialog.tsx';
import { TextInput } from '../inputs/TextInput.tsx';
import { Loader } from '../loader/Loader.tsx';
import { adoptStyles } from '../styles/adoptStyles.ts';
import pickerCss from './picker.css?raw';
import { useMemberCandidates } from './useMemberCandidates.ts';

export interface MemberPickerProps {
  open: boolean;
  /** Candidates; when omitted the picker loads GET /api/member/list itself. */
  members?: readonly Member[];
  /** Title of the dialog; default 'Select a member'. */
  title?: string;
  onSelect(member: Member): void;
  onCancel(): void;
}

function byName(a: Member, b: Member): number {
  return (
    a.nameLast.localeCompare(b.nameLast) ||
    a.nameFirst.localeCompare(b.nameFirst) ||
    String(a.id).localeCompare(String(b.id))
  );
}

export function MemberPicker({
  open,
  members,
  title = 'Select a member',
  onSelect,
  onCancel,
}: MemberPickerProps) {
  adoptStyles('portal-kit-picker-styles', pickerCss, 'kit');
  const candidates = useMemberCandidates(open, members);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Member | null>(null);

  // each opening starts afresh
  useEffect(() => {
    if (open) {
      setFilter('');
      setChosen(null);
    }
  }, [open]);

  const shown = useMemo(() => {
    if (candidates.state !== 'LOADED') return [];
    const matches = memberNameFilter(filter);
    return candidates.value.filter(matches).sort(byName);
  }, [candidates, filter]);

  const choose = (member: Member) => setChosen(member);
  const onOptionKey = (event: KeyboardEvent<HTMLLIElement>, member: Member) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(member);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      buttons={[
        { label: 'Select', value: 'select', primary: true, disabled: chosen === null },
        { label: 'Cancel', value: 'cancel' },
      ]}
      onResult={(value) => {
        if (value === 'select' && chosen) onSelect(chosen);
        else if (value !== 'select') onCancel();
      }}
    >
      <TextInput
        label="Filter by name"
        type="search"
        value={filter}
        onChange={setFilter}
        autoComplete="off"
        hint="Part of the name or a pattern, e.g. ^smith"
      />
      {candidates.state === 'LOADING' ? <Loader label="Loading members..." /> : null}
      {candidates.state === 'ERROR' ? (
        <p className="kit-error" role="alert">
          {candidates.message}
        </p>
      ) : null}
      {candidates.state === 'LOADED' && shown.length === 0 ? (
        <p className="kit-picker-empty">No members match the filter</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="kit-picker-list" role="listbox" aria-label="Members">
          {shown.map((member) => {
            const key = stringifyMemberReference(member);
            const selected = chosen !== null && stringifyMemberReference(chosen) === key;
            return (
              <li
                key={key}
                className="kit-picker-option"
                role="option"
                aria-selected={selected}
                tabIndex={0}
                onClick={() => choose(member)}
                onDoubleClick={() => onSelect(member)}
                onKeyDown={(event) => onOptionKey(event, member)}
              >
                <span>{memberFullName(member)}</span>
                <span className="kit-picker-option-id">{member.id}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="kit-picker-chosen">
        <TextInput
          label="Member ID"
          value={chosen ? String(chosen.id) : ''}
          onChange={() => undefined}
          readOnly
        />
        <TextInput
          label="Member name"
          value={chosen ? memberFullName(chosen) : ''}
          onChange={() => undefined}
          readOnly
        />
      </div>
    </Dialog>
  );
}
