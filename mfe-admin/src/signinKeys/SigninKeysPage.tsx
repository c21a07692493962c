// /admin/signinkeys (a page this portal adds): register, list and revoke the public keys of trusted
// clients that sign a sign-in nonce instead of solving a captcha (platform §3 Signature token).
// PermissionManagement FULL; the Global scope only for super users.
import { useState, type FormEvent } from 'react';
import {
  hasPermission,
  SIGNIN_KEY_MESSAGES,
  SIGNIN_KEY_SCOPE_LABELS,
  SIGNIN_KEY_SCOPES,
  type SigninKey,
  type SigninKeyScope,
} from '@portal/contracts';
import {
  Dialog,
  IntegerInput,
  Loader,
  Select,
  TextInput,
  errorMessage,
  useLoadState,
  ColumnHeads,
  DateTimeText,
} from '@portal/kit';
import { PermittedPage } from '../pageState/PermittedPage.tsx';
import { TextAreaField } from '../forms/FormFields.tsx';
import { SubmitButton } from '../forms/saveState.tsx';
import { listSigninKeys, registerSigninKey, revokeSigninKey } from './signinKeyCalls.ts';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import formsCss from '../prospective/forms.css?raw';
import { Alert } from '../pageState/Alert.tsx';

adoptAdminStyles('mfe-admin-forms', formsCss);

function RegisterForm({ superUser, onAdded }: { superUser: boolean; onAdded(key: SigninKey): void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<SigninKeyScope>('Account');
  const [capid, setCapid] = useState<number | null>(null);
  const [publicKey, setPublicKey] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = name.trim() === '' || publicKey.trim() === '' || (scope === 'User' && capid === null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (invalid) return;
    setSaving(true);
    setError(null);
    try {
      const key = await registerSigninKey({
        name: name.trim(),
        scope,
        publicKey,
        member: scope === 'User' && capid !== null ? { type: 'CAPNHQMember', id: capid } : null,
      });
      onAdded(key);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="adm-card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="register-key-title"
      noValidate
    >
      <h2 id="register-key-title">Register a key</h2>
      <Alert message={error} className="adm-message adm-message-error" as="div" />
      <div className="adm-grid2">
        <TextInput
          label="Key name"
          value={name}
          onChange={setName}
          error={name.trim() === '' ? SIGNIN_KEY_MESSAGES.nameEmpty : null}
        />
        <Select
          label="Scope"
          value={scope}
          onChange={(v) => setScope(v as SigninKeyScope)}
          options={SIGNIN_KEY_SCOPES.filter((s) => s !== 'Global' || superUser).map((s) => ({
            value: s,
            label: SIGNIN_KEY_SCOPE_LABELS[s],
          }))}
        />
        {scope === 'User' ? (
          <IntegerInput label="Member number (CAPID) it may sign in as" value={capid} onChange={setCapid} />
        ) : null}
      </div>
      <TextAreaField
        label="Public key (PEM, Ed25519 or ECDSA P-256)"
        id="signin-key-pem"
        className="adm-textarea"
        rows={6}
        value={publicKey}
        placeholder={'-----BEGIN PUBLIC KEY-----\n...\n-----END PUBLIC KEY-----'}
        onChange={setPublicKey}
      />
      <div className="adm-actions">
        <SubmitButton label="Register key" busy={saving} busyLabel="Registering…" disabled={invalid} />
      </div>
    </form>
  );
}

function KeyList({ superUser }: { superUser: boolean }) {
  const load = useLoadState((signal) => listSigninKeys(signal), []);
  // the key stays set while the dialog fades out, so its text does not change meanwhile
  const [revoking, setRevoking] = useState<SigninKey | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  async function revoke(result: string) {
    const key = revoking;
    if (!key || !dialogOpen || result !== 'yes') {
      setDialogOpen(false);
      return;
    }
    try {
      await revokeSigninKey(key.id);
      load.update((list) => list.map((k) => (k.id === key.id ? { ...k, revoked: Date.now() } : k)));
      setDialogOpen(false);
    } catch (err) {
      setRevokeError(errorMessage(err));
    }
  }

  if (load.state === 'ERROR') return <p className="adm-message adm-message-error">{load.message}</p>;
  if (load.state === 'LOADING') return <Loader />;
  const keys = load.value;
  return (
    <>
      {/* a new form (fresh fields, no "changed" errors) after each registered key */}
      <RegisterForm
        key={keys.length}
        superUser={superUser}
        onAdded={(key) => load.update((list) => [key, ...list])}
      />
      <section className="adm-card" aria-labelledby="keys-title">
        <h2 id="keys-title">Registered keys</h2>
        {keys.length === 0 ? (
          <p className="adm-muted">No sign-in keys are registered.</p>
        ) : (
          <table className="adm-table">
            <ColumnHeads
              columns={['Name', 'Scope', 'Algorithm', 'Fingerprint', 'Created', 'Status']}
              hidden="Actions"
            />
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>
                    {k.scope}
                    {k.member ? ` (${k.member.id})` : ''}
                  </td>
                  <td>{k.algorithm}</td>
                  <td className="adm-mono" title={k.fingerprint}>
                    {k.fingerprint.slice(0, 16)}…
                  </td>
                  <td>
                    <DateTimeText ms={k.created} />
                  </td>
                  <td>
                    {k.revoked === null ? (
                      'Active'
                    ) : (
                      <>
                        Revoked <DateTimeText ms={k.revoked} />
                      </>
                    )}
                  </td>
                  <td className="adm-row-actions">
                    {k.revoked === null && (k.scope !== 'Global' || superUser) ? (
                      <button
                        type="button"
                        className="kit-button"
                        onClick={() => {
                          setRevokeError(null);
                          setRevoking(k);
                          setDialogOpen(true);
                        }}
                      >
                        Revoke<span className="kit-visually-hidden"> {k.name}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Dialog open={dialogOpen} title="Revoke sign-in key" buttons="YES_NO" onResult={(v) => void revoke(v)}>
        <p>Really revoke {revoking?.name}? Clients using it can no longer sign in with it.</p>
        <Alert message={revokeError} className="kit-error" />
      </Dialog>
    </>
  );
}

export function SigninKeysPage() {
  return (
    <PermittedPage
      title="Sign-in Keys"
      intro={
        <p className="adm-muted">
          Trusted clients sign the server&apos;s single-use nonce (GET /api/signin/nonce) with a registered
          key instead of solving a captcha.
        </p>
      }
      allowed={(member, superUser) => superUser || hasPermission(member, 'PermissionManagement', 'FULL')}
    >
      {(_, superUser) => <KeyList superUser={superUser} />}
    </PermittedPage>
  );
}
