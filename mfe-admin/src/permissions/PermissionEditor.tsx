// One member's permission set: the level selector (Custom, Member, Cadet Staff, Manager, Admin),
// the derived level (§4), and the advanced options of the account type (§2).
import {
  PERMISSION_LEVEL_LABELS,
  derivedLevel,
  permissionOptionsFor,
  type AccountType,
  type DerivedPermissionLevel,
  type PermissionName,
  type PermissionSet,
} from '@portal/contracts';
import { Select } from '@portal/kit';
import { useId, useState } from 'react';
import { permissionsForLevel } from './levelSelection.ts';

const LEVEL_ORDER: readonly DerivedPermissionLevel[] = ['Custom', 'Member', 'CadetStaff', 'Manager', 'Admin'];
const LEVEL_OPTIONS = LEVEL_ORDER.map((level) => ({ value: level, label: PERMISSION_LEVEL_LABELS[level] }));

export interface PermissionEditorProps {
  accountType: AccountType;
  memberName: string;
  permissions: PermissionSet;
  /** What the level selector shows: the level last chosen (Custom after an advanced change). */
  chosenLevel: DerivedPermissionLevel;
  onChange(permissions: PermissionSet, chosenLevel: DerivedPermissionLevel): void;
}

export function PermissionEditor({
  accountType,
  memberName,
  permissions,
  chosenLevel,
  onChange,
}: PermissionEditorProps) {
  const [advanced, setAdvanced] = useState(chosenLevel === 'Custom');
  const panelId = useId();
  const derived = derivedLevel(permissions, accountType);
  const options = permissionOptionsFor(accountType);

  const chooseLevel = (value: string) => {
    const level = value as DerivedPermissionLevel;
    onChange(permissionsForLevel(level, permissions, accountType), level);
    if (level === 'Custom') setAdvanced(true);
  };
  const setOption = (name: PermissionName, value: string) => {
    onChange({ ...permissions, [name]: value }, 'Custom');
  };

  return (
    <div className="adm-perm-editor">
      <div className="adm-perm-editor-head">
        <Select
          label={`Permission level for ${memberName}`}
          value={chosenLevel}
          options={LEVEL_OPTIONS}
          onChange={chooseLevel}
        />
        <p className="adm-perm-derived">
          Derived level: <strong data-testid="derived-level">{PERMISSION_LEVEL_LABELS[derived]}</strong>
        </p>
        <button
          type="button"
          className="kit-button adm-perm-toggle"
          aria-expanded={advanced}
          aria-controls={panelId}
          onClick={() => setAdvanced((open) => !open)}
        >
          {advanced ? 'Hide advanced options' : 'Show advanced options'}
        </button>
      </div>
      {advanced ? (
        <fieldset className="adm-perm-options" id={panelId}>
          <legend>Advanced options</legend>
          {options.map((option) => (
            <Select
              key={option.name}
              label={option.label}
              value={permissions[option.name] ?? option.defaultValue}
              options={option.choices}
              onChange={(value) => setOption(option.name, value)}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
