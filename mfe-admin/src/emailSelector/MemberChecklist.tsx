// The selector's multi-select list (platform §2): one checkbox per visible member, in the chosen
// sort order. A list of labelled checkboxes rather than a <select multiple>, so choosing several
// members needs no Ctrl-click and screen readers announce each member's state.
import { memberKey, type SelectableMember } from '@portal/contracts';
import { MemberName } from './MemberName.tsx';

export function MemberChecklist({
  members,
  selected,
  onToggle,
  now,
}: {
  members: readonly SelectableMember[];
  selected: ReadonlySet<string>;
  onToggle(key: string, checked: boolean): void;
  now: number;
}) {
  if (members.length === 0) {
    return <p className="adm-es-empty">No members match the filters</p>;
  }
  return (
    <ul className="adm-es-list" aria-label="Members">
      {members.map((member) => {
        const key = memberKey(member);
        const checked = selected.has(key);
        return (
          <li key={key} className={checked ? 'is-selected' : undefined}>
            <label>
              <input type="checkbox" checked={checked} onChange={(e) => onToggle(key, e.target.checked)} />
              <MemberName member={member} now={now} />
              <span className="adm-es-id">{member.id}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
