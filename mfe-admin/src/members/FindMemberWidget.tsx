// Platform §2 dashboard widget 9, Find Member: search by unit name, first name, last name, duty
// name, include assistants. Each result links to what the searcher may do with that member (their
// attendance, flight, permissions: contracts findMemberActions), each page opened on the member;
// for the privileged user each result can also be signed in as (su).
import {
  MEMBER_SEARCH_LIMIT,
  canSearchMembers,
  findMemberActions,
  memberFocusPath,
  memberFullName,
  type AccountType,
  type FindMemberAction,
  type Member,
} from '@portal/contracts';
import { adoptStyles, Checkbox, TextInput, useSession } from '@portal/kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { WidgetCard } from '../dashboard/WidgetCard.tsx';
import { useAccount } from '../dashboard/useAccountType.ts';
import { SignInAsButton } from './SignInAsButton.tsx';
import { useMemberSearch } from './useMemberSearch.ts';
import membersCss from './members.css?raw';

adoptStyles('mfe-admin-members', membersCss);

/** §2 member search messages, word for word. */
export const FIND_MEMBER_MESSAGES = {
  beforeInput: 'Enter a first or last name to search for',
  empty: 'Could not find members',
  failure: 'Error loading data!',
} as const;

/** The links' visible words; their names add the member's ("Flight of Casey Cadet"). */
const PAGE_LINKS: readonly { action: Exclude<FindMemberAction, 'signInAs'>; label: string }[] = [
  { action: 'attendance', label: 'Attendance' },
  { action: 'flight', label: 'Flight' },
  { action: 'permissions', label: 'Permissions' },
];

function ResultRow({ member, actions }: { member: Member; actions: readonly FindMemberAction[] }) {
  const duties = member.dutyPositions.map((d) => (d.assistant ? `Assistant ${d.duty}` : d.duty));
  const name = `${member.nameFirst} ${member.nameLast}`;
  const links = PAGE_LINKS.filter((link) => actions.includes(link.action));
  return (
    <li className="mem-result">
      <div>
        <div className="mem-result-name">{memberFullName(member)}</div>
        <div className="mem-result-detail">
          {member.id}
          {member.squadron ? ` · ${member.squadron}` : ''}
          {member.flight ? ` · ${member.flight} Flight` : ''}
          {duties.length > 0 ? ` · ${duties.join(', ')}` : ''}
        </div>
      </div>
      {links.length > 0 || actions.includes('signInAs') ? (
        <div className="mem-result-actions">
          {links.map((link) => (
            <Link
              key={link.action}
              className="mem-result-link"
              to={memberFocusPath(link.action, member)}
              aria-label={`${link.label} of ${name}`}
            >
              {link.label}
            </Link>
          ))}
          {actions.includes('signInAs') ? <SignInAsButton member={member} /> : null}
        </div>
      ) : null}
    </li>
  );
}

export function FindMemberWidget() {
  const { member, superUser } = useSession();
  const [unitName, setUnitName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dutyName, setDutyName] = useState('');
  const [includeAssistants, setIncludeAssistants] = useState(false);
  const search = useMemberSearch({ unitName, firstName, lastName, dutyName, includeAssistants });
  // the flight link needs the account type (flights exist in squadron and event accounts only)
  const accountType: AccountType | null = useAccount()?.type ?? null;
  const now = Date.now();

  if (!canSearchMembers(member, superUser)) return null;

  return (
    <WidgetCard title="Find Member" headingId="mem-find-title">
      <form className="mem-widget-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextInput label="Unit name" value={unitName} onChange={setUnitName} autoComplete="off" />
        <div className="mem-search-grid">
          <TextInput label="First name" value={firstName} onChange={setFirstName} autoComplete="off" />
          <TextInput label="Last name" value={lastName} onChange={setLastName} autoComplete="off" />
        </div>
        <TextInput label="Duty name" value={dutyName} onChange={setDutyName} autoComplete="off" />
        <Checkbox label="Include assistants" checked={includeAssistants} onChange={setIncludeAssistants} />
      </form>
      <div aria-live="polite">
        {search.state === 'IDLE' ? <p className="mem-message">{FIND_MEMBER_MESSAGES.beforeInput}</p> : null}
        {search.state === 'LOADING' ? <p className="mem-message">Searching...</p> : null}
        {search.state === 'ERROR' ? (
          <p className="mem-error" role="alert">
            {FIND_MEMBER_MESSAGES.failure} {search.message}
          </p>
        ) : null}
        {search.state === 'LOADED' && search.members.length === 0 ? (
          <p className="mem-message">{FIND_MEMBER_MESSAGES.empty}</p>
        ) : null}
      </div>
      {search.state === 'LOADED' && search.members.length > 0 ? (
        <>
          <ul className="mem-results" aria-label="Members found">
            {search.members.map((m) => (
              <ResultRow
                key={`${m.type}-${m.id}`}
                member={m}
                actions={findMemberActions(member, m, { superUser, accountType, now })}
              />
            ))}
          </ul>
          {search.members.length >= MEMBER_SEARCH_LIMIT ? (
            <p className="mem-note">
              Only the first {MEMBER_SEARCH_LIMIT} members are shown; add to the search to narrow it.
            </p>
          ) : null}
        </>
      ) : null}
    </WidgetCard>
  );
}
