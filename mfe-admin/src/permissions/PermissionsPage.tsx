// /admin/permissions (platform §2 "Permission management"): add or remove members, edit each one's
// set with the level selector or the advanced options, then save the whole list at once.
// ?member= (Find Member) opens the page on that member: their card first and marked; a member
// without permissions yet is added with the account type's defaults, as Add member would.
import {
  ACCESS_MESSAGES,
  MEMBER_FOCUS_PARAM,
  parseMemberReference,
  PERMISSION_MANAGEMENT_MESSAGES,
  defaultPermissionsFor,
  derivedLevel,
  memberFullName,
  permissionSaveProblems,
  stringifyMemberReference,
  toMemberReference,
  type AccountType,
  type DerivedPermissionLevel,
  type Member,
  type PermissionAuditEntry,
  type PermissionEntry,
  type PermissionSet,
  UNKNOWN_ERROR_MESSAGE,
} from '@portal/contracts';
import { MemberPicker, RequireSignIn, isApiError, useLoadState, useSession } from '@portal/kit';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { PermissionEditor } from './PermissionEditor.tsx';
import { RecentChanges } from './RecentChanges.tsx';
import { ProblemList, SaveToolbar } from './SaveToolbar.tsx';
import {
  loadAccountType,
  loadMember,
  loadPermissionAudit,
  loadPermissionEntries,
  savePermissions,
} from './permissionCalls.ts';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import permissionsCss from './permissions.css?raw';

adoptAdminStyles('mfe-admin-permissions', permissionsCss);

interface Row {
  entry: Pick<PermissionEntry, 'member' | 'name'>;
  permissions: PermissionSet;
  chosenLevel: DerivedPermissionLevel;
}

type Status = { kind: 'ok'; message: string } | { kind: 'error'; message: string; issues: string[] } | null;

const rowsFrom = (entries: readonly PermissionEntry[]): Row[] =>
  entries.map((entry) => ({ entry, permissions: entry.permissions, chosenLevel: entry.level }));

/** §6: new members added in permission management get the account type's defaults. */
function newRow(member: Member, accountType: AccountType): Row {
  const permissions = defaultPermissionsFor(accountType);
  return {
    entry: { member: toMemberReference(member), name: memberFullName(member) },
    permissions,
    chosenLevel: derivedLevel(permissions, accountType),
  };
}

const keyOf = (row: Row) => stringifyMemberReference(row.entry.member);

function PermissionManagement({ me }: { me: Member }) {
  const { superUser } = useSession();
  const [audit, setAudit] = useState<PermissionAuditEntry[] | null>([]);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [params] = useSearchParams();
  const parsedFocus = parseMemberReference(params.get(MEMBER_FOCUS_PARAM) ?? '');
  const focus = parsedFocus.ok ? stringifyMemberReference(parsedFocus.value) : null;

  const refreshAudit = useCallback(() => {
    loadPermissionAudit().then(setAudit, () => setAudit(null));
  }, []);

  // the rows live in the loaded value: edits change it, a save replaces it
  const load = useLoadState(
    async () => {
      const [accountType, entries] = await Promise.all([loadAccountType(), loadPermissionEntries()]);
      refreshAudit();
      const rows = rowsFrom(entries);
      // the member the page opened on, not in the list yet: added (saved only by Save)
      if (focus && !rows.some((row) => keyOf(row) === focus)) {
        const member = await loadMember(focus).catch(() => null);
        if (member) rows.push(newRow(member, accountType));
      }
      return { accountType, rows };
    },
    [refreshAudit, focus],
    (error) =>
      isApiError(error) && error.status === 403
        ? ACCESS_MESSAGES.noPermissionViewPage
        : isApiError(error)
          ? error.message
          : UNKNOWN_ERROR_MESSAGE,
  );

  // the page may open scrolled (the link was far down the dashboard): the member's card comes into view
  const loaded = load.state === 'LOADED';
  useEffect(() => {
    if (loaded && focus)
      document
        .querySelector('.adm-perm-card.is-focused')
        ?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, [loaded, focus]);

  if (load.state !== 'LOADED') {
    return <LoadFallback load={load} label="Loading permissions..." className="kit-page-message" />;
  }
  const { accountType, rows } = load.value;
  const setRows = (change: (rows: Row[]) => Row[]) =>
    load.update((value) => ({ ...value, rows: change(value.rows) }));

  const update = (index: number, permissions: PermissionSet, chosenLevel: DerivedPermissionLevel) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, permissions, chosenLevel } : row)));
    setStatus(null);
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setStatus(null);
  };
  const add = (member: Member) => {
    setPicking(false);
    const key = stringifyMemberReference(member);
    if (rows.some((row) => stringifyMemberReference(row.entry.member) === key)) {
      setStatus({ kind: 'error', message: `${memberFullName(member)} is already in the list`, issues: [] });
      return;
    }
    setRows((current) => [...current, newRow(member, accountType)]);
    setStatus(null);
  };

  // the member the page opened on comes first; the others keep their order
  const order = rows.map((_, index) => index);
  const focusedIndex = rows.findIndex((row) => keyOf(row) === focus);
  if (focusedIndex > 0) {
    order.splice(focusedIndex, 1);
    order.unshift(focusedIndex);
  }

  const save = async () => {
    const newRoles = rows.map((row) => ({ member: row.entry.member, permissions: row.permissions }));
    // the server checks the same rules; saying so here saves a round trip
    const problems = permissionSaveProblems(newRoles, accountType, toMemberReference(me), superUser);
    if (problems.length > 0) {
      setStatus({ kind: 'error', message: PERMISSION_MANAGEMENT_MESSAGES.saveFailed, issues: problems });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const saved = await savePermissions(newRoles);
      setRows(() => rowsFrom(saved));
      setStatus({ kind: 'ok', message: PERMISSION_MANAGEMENT_MESSAGES.saved });
      refreshAudit();
    } catch (error) {
      setStatus({
        kind: 'error',
        message: PERMISSION_MANAGEMENT_MESSAGES.saveFailed,
        issues: isApiError(error) ? (error.issues ?? [error.message]) : [],
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <SaveToolbar
        addLabel="Add member"
        onAdd={() => setPicking(true)}
        onSave={() => void save()}
        saving={saving}
        status={
          status && {
            ok: status.kind === 'ok',
            content: (
              <>
                {status.message}
                {status.kind === 'error' ? <ProblemList problems={status.issues} /> : null}
              </>
            ),
          }
        }
      />
      {rows.length === 0 ? <p className="adm-pm-empty">No members have permissions yet</p> : null}
      <ul className="adm-perm-list" aria-label="Members with permissions">
        {order
          .map((index) => ({ row: rows[index]!, index }))
          .map(({ row, index }) => (
            <li key={keyOf(row)} className={`adm-perm-card${index === focusedIndex ? ' is-focused' : ''}`}>
              <div className="adm-perm-card-head">
                <h2>
                  {row.entry.name}
                  <span className="adm-perm-id">{row.entry.member.id}</span>
                </h2>
                <button
                  type="button"
                  className="kit-button adm-pm-remove"
                  aria-label={`Remove ${row.entry.name}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
              <PermissionEditor
                accountType={accountType}
                memberName={row.entry.name}
                permissions={row.permissions}
                chosenLevel={row.chosenLevel}
                onChange={(permissions, level) => update(index, permissions, level)}
              />
            </li>
          ))}
      </ul>
      <RecentChanges entries={audit} />
      <MemberPicker
        open={picking}
        title="Select a member"
        onSelect={add}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}

export function PermissionsPage() {
  return (
    <div className="adm-pm-page">
      <h1>Permission management</h1>
      <p className="adm-pm-intro">
        Choose a level for each member, or Custom to set each permission yourself. Changes take effect after
        Save.
      </p>
      <RequireSignIn>{(member) => <PermissionManagement me={member} />}</RequireSignIn>
    </div>
  );
}
