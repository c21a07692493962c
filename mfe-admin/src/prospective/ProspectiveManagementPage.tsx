// /admin/prospectivemembermanagement (platform §2 "Prospective member management"): the list of
// prospective members; each can be upgraded to a national member (by member number) or deleted
// (confirm dialog); either removes the entry from the list.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { memberFullName, type Member } from '@portal/contracts';
import { Dialog, IntegerInput, Loader, errorMessage, ColumnHeads } from '@portal/kit';
import { PermittedPage } from '../pageState/PermittedPage.tsx';
import { mayManageProspectives } from './access.ts';
import { deleteProspectiveMember, upgradeProspectiveMember } from './prospectiveCalls.ts';
import { useProspectiveMembers } from './useProspectiveMembers.ts';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import formsCss from './forms.css?raw';
import { Alert } from '../pageState/Alert.tsx';

adoptAdminStyles('mfe-admin-forms', formsCss);

type Action = { kind: 'delete' | 'upgrade'; member: Member } | null;

function ProspectiveList() {
  const load = useProspectiveMembers();
  // the last action stays set while the dialog fades out, so its text does not change meanwhile
  const [action, setAction] = useState<Action>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [capid, setCapid] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function open(kind: 'delete' | 'upgrade', member: Member) {
    setAction({ kind, member });
    setDialogOpen(true);
    setCapid(null);
    setActionError(null);
  }

  async function run(result: string) {
    if (!action || !dialogOpen || result === 'cancel' || result === 'no') {
      setDialogOpen(false);
      return;
    }
    const { member } = action;
    const id = String(member.id);
    if (action.kind === 'upgrade' && capid === null) {
      setActionError('Enter the member number (CAPID) of the national member');
      return;
    }
    setBusy(true);
    try {
      if (action.kind === 'delete') await deleteProspectiveMember(id);
      else await upgradeProspectiveMember(id, capid!);
      load.update((list) => list.filter((m) => String(m.id) !== id));
      setNotice(
        action.kind === 'delete'
          ? `${memberFullName(member)} was deleted`
          : `${memberFullName(member)} was replaced by member ${capid}`,
      );
      setDialogOpen(false);
    } catch (error) {
      setActionError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (load.state === 'ERROR') return <p className="adm-message adm-message-error">{load.message}</p>;
  if (load.state === 'LOADING') return <Loader />;
  const members = load.value;

  return (
    <>
      <div className="adm-actions" style={{ marginBottom: 16 }}>
        <Link className="kit-button kit-button-primary" to="/admin/createprospectiveaccount">
          Create prospective member
        </Link>
      </div>
      {notice ? (
        <p className="adm-message adm-message-ok" role="status">
          {notice}
        </p>
      ) : null}
      {members.length === 0 ? (
        <p className="adm-muted">There are no prospective members.</p>
      ) : (
        <table className="adm-table" aria-label="Prospective members">
          <ColumnHeads columns={['Name', 'ID', 'Flight']} hidden="Actions" />
          <tbody>
            {members.map((m) => (
              <tr key={String(m.id)}>
                <td>{memberFullName(m)}</td>
                <td className="adm-mono">{m.id}</td>
                <td>{m.flight ?? 'Unassigned'}</td>
                <td className="adm-row-actions">
                  <button type="button" className="kit-button" onClick={() => open('upgrade', m)}>
                    Upgrade<span className="kit-visually-hidden"> {memberFullName(m)}</span>
                  </button>
                  <button type="button" className="kit-button" onClick={() => open('delete', m)}>
                    Delete<span className="kit-visually-hidden"> {memberFullName(m)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog
        open={dialogOpen}
        title={action?.kind === 'upgrade' ? 'Upgrade to a national member' : 'Delete prospective member'}
        buttons={
          action?.kind === 'upgrade'
            ? [
                { label: 'Upgrade', value: 'ok', primary: true, disabled: busy },
                { label: 'Cancel', value: 'cancel' },
              ]
            : [
                { label: 'Yes', value: 'yes', primary: true, disabled: busy },
                { label: 'No', value: 'no' },
              ]
        }
        onResult={(value) => void run(value)}
      >
        {action?.kind === 'upgrade' ? (
          <>
            <p>
              Replace {memberFullName(action.member)} by the national member with this member number. Their
              login, permissions and temporary duty positions move to that member.
            </p>
            <IntegerInput label="Member number (CAPID)" value={capid} onChange={setCapid} />
          </>
        ) : action ? (
          <p>Really delete {memberFullName(action.member)}? Their login is removed too.</p>
        ) : null}
        <Alert message={actionError} className="kit-error" />
      </Dialog>
    </>
  );
}

export function ProspectiveManagementPage() {
  return (
    <PermittedPage title="Prospective Member Management" allowed={mayManageProspectives}>
      <ProspectiveList />
    </PermittedPage>
  );
}
