// The email selector of platform §2 (shared by the unit selector and the team selector): Select all,
// Select all visible, Deselect all; 'Add parent emails' (default on); 'Show advanced filters'; sort
// by Last name, First name, CAPID; the multi-select list; the missing-email warning; and the 400 px
// output box of unique addresses joined by '; ' (a click selects the text). Every rule is a pure
// function of contracts/src/emailSelector.
import {
  EMAIL_SELECTOR_MESSAGES,
  emailOutputText,
  filterMembers,
  memberKey,
  NO_FILTERS,
  someSelectedWithoutEmail,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  sortMembers,
  type EmailSelectorFilters,
  type SelectableMember,
  type SortOrder,
} from '@portal/contracts';
import { adoptStyles, Checkbox } from '@portal/kit';
import { useMemo, useState, type ReactNode } from 'react';
import { AdvancedFilters } from './AdvancedFilters.tsx';
import { MemberChecklist } from './MemberChecklist.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { SelectableTextBox } from './SelectableTextBox.tsx';
import emailSelectorCss from './emailSelector.css?raw';

adoptStyles('mfe-admin-email-selector', emailSelectorCss);

const sortOptions = SORT_ORDERS.map((value) => ({ value, label: SORT_ORDER_LABELS[value] }));

export interface EmailSelectorViewProps {
  title: string;
  members: readonly SelectableMember[];
  /** The registry's flights when the viewer may see several (adds the flight filter); else null. */
  flights?: readonly string[] | null;
  /** Text under the title (whose members these are). */
  intro?: ReactNode;
  now?: number;
}

export function EmailSelectorView({
  title,
  members,
  flights = null,
  intro,
  now = Date.now(),
}: EmailSelectorViewProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [sortOrder, setSortOrder] = useState<SortOrder>('LASTNAME');
  const [addParentEmails, setAddParentEmails] = useState(true);
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [filters, setFilters] = useState<EmailSelectorFilters>(NO_FILTERS);

  const sorted = useMemo(() => sortMembers(members, sortOrder), [members, sortOrder]);
  // Filters apply while they are shown: hiding them lists everyone again (the values are kept).
  const visible = useMemo(
    () => (showAdvanced ? filterMembers(sorted, filters) : sorted),
    [sorted, filters, showAdvanced],
  );
  const chosen = useMemo(() => sorted.filter((m) => selected.has(memberKey(m))), [sorted, selected]);
  const output = emailOutputText(chosen, addParentEmails);
  const warn = someSelectedWithoutEmail(chosen, addParentEmails);

  const toggle = (key: string, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <div className="adm-es">
      <h1>{title}</h1>
      {intro && <p className="adm-es-intro">{intro}</p>}
      <div className="adm-es-buttons">
        <button
          type="button"
          className="kit-button"
          onClick={() => setSelected(new Set(members.map(memberKey)))}
        >
          Select all
        </button>
        <button
          type="button"
          className="kit-button"
          onClick={() => setSelected((previous) => new Set([...previous, ...visible.map(memberKey)]))}
        >
          Select all visible
        </button>
        <button type="button" className="kit-button" onClick={() => setSelected(new Set())}>
          Deselect all
        </button>
      </div>
      <div className="adm-es-options">
        <Checkbox label="Add parent emails" checked={addParentEmails} onChange={setAddParentEmails} />
        <Checkbox label="Show advanced filters" checked={showAdvanced} onChange={setShowAdvanced} />
        <RadioGroup<SortOrder>
          legend="Sort by"
          value={sortOrder}
          options={sortOptions}
          onChange={setSortOrder}
        />
      </div>
      {showAdvanced && <AdvancedFilters filters={filters} onChange={setFilters} flights={flights} />}
      <p className="adm-es-count" aria-live="polite">
        {chosen.length} of {members.length} members selected
        {visible.length !== members.length ? `; ${visible.length} shown` : ''}
      </p>
      <MemberChecklist members={visible} selected={selected} onToggle={toggle} now={now} />
      <h2>Emails</h2>
      {warn && (
        <p className="adm-es-warning" role="status">
          {EMAIL_SELECTOR_MESSAGES.missingEmail}
        </p>
      )}
      <p className="adm-es-box-hint">Click the box to select every address, then copy them.</p>
      <SelectableTextBox label="Email addresses" text={output} testId="email-output" />
    </div>
  );
}
