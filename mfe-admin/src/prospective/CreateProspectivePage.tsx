// /admin/createprospectiveaccount and /admin/createcapprospectiveaccount (platform §2 "Create
// prospective member page", §5): sections General Information, Contact Information, Password
// Information (listed at the side), title Create Prospective Member; on success the management page.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkPasswordPolicy,
  FORM_MESSAGES,
  PASSWORD_CREATION_LABELS,
  PASSWORD_CREATION_TYPES,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_LABELS,
  prospectiveFormErrors,
  Registry,
} from '@portal/contracts';
import {
  apiClient,
  Checkbox,
  isApiError,
  PasswordInput,
  Select,
  TextInput,
  type TextInputProps,
  useLoadState,
} from '@portal/kit';
import { PermittedPage } from '../pageState/PermittedPage.tsx';
import { mayCreateProspectives } from './access.ts';
import { createProspectiveMember } from './prospectiveCalls.ts';
import { EMPTY_FORM, toRequest, toRuleInput, type ProspectiveFormValues } from './prospectiveForm.ts';
import { SubmitButton } from '../forms/saveState.tsx';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import formsCss from './forms.css?raw';
import { Alert } from '../pageState/Alert.tsx';

adoptAdminStyles('mfe-admin-forms', formsCss);

const SECTIONS = [
  { id: 'general-information', title: 'General Information' },
  { id: 'contact-information', title: 'Contact Information' },
  { id: 'password-information', title: 'Password Information' },
] as const;

/** The unit's flights for the flight choice; none while loading or when the registry fails. */
function useFlights(): string[] {
  const flights = useLoadState(
    async (signal) =>
      (await apiClient.get('/api/registry', { schema: Registry, signal })).RankAndFile.Flights,
    [],
  );
  return flights.state === 'LOADED' ? flights.value : [];
}

type TextFieldName =
  | 'nameFirst'
  | 'nameMiddle'
  | 'nameLast'
  | 'nameSuffix'
  | 'email'
  | 'cellPhone'
  | 'parentEmail'
  | 'parentPhone'
  | 'username';

function CreateProspectiveForm() {
  const navigate = useNavigate();
  const flights = useFlights();
  const [values, setValues] = useState<ProspectiveFormValues>(EMPTY_FORM);
  const [attempted, setAttempted] = useState(false);
  const [typeChanged, setTypeChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = prospectiveFormErrors(toRuleInput(values));
  const mismatch =
    values.passwordType === 'SetNow' && values.confirmPassword !== values.password
      ? PASSWORD_MESSAGES.mismatch
      : null;
  const set =
    <K extends keyof ProspectiveFormValues>(key: K) =>
    (value: ProspectiveFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const rules = checkPasswordPolicy(values.password);
  const fieldErrors: Partial<Record<TextFieldName, string>> = errors;
  /** A text field of the form; one with a rule shows its error from the first submit on. */
  const text = (name: TextFieldName, label: string, more: Omit<Partial<TextInputProps>, 'label'> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={fieldErrors[name] ?? null}
      showError={attempted}
      {...more}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(errors).length > 0 || mismatch) return;
    setSaving(true);
    setFailure(null);
    try {
      await createProspectiveMember(toRequest(values));
      navigate('/admin/prospectivemembermanagement');
    } catch (error) {
      // §8: prospective creation failure; a refusal's own reason (e.g. a taken username) follows
      const reason = isApiError(error) && error.status < 500 ? error.message : null;
      setFailure(
        reason
          ? `${FORM_MESSAGES.prospectiveCreateFailed}: ${reason}`
          : FORM_MESSAGES.prospectiveCreateFailed,
      );
      setSaving(false);
    }
  }

  return (
    <div className="adm-page-layout">
      <nav className="adm-sections" aria-label="Sections">
        <h2>Sections</h2>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Alert message={failure} className="adm-message adm-message-error" as="div" />
        <section className="adm-card" id="general-information" aria-labelledby="general-information-title">
          <h2 id="general-information-title">General Information</h2>
          <div className="adm-grid2">
            {text('nameFirst', 'First name')}
            {text('nameMiddle', 'Middle name')}
            {text('nameLast', 'Last name')}
            {text('nameSuffix', 'Suffix')}
            <Select
              label="Flight"
              value={values.flight}
              onChange={set('flight')}
              placeholder="Unassigned"
              options={flights.map((f) => ({ value: f, label: f }))}
            />
          </div>
          <Checkbox label="Senior member" checked={values.seniorMember} onChange={set('seniorMember')} />
        </section>

        <section className="adm-card" id="contact-information" aria-labelledby="contact-information-title">
          <h2 id="contact-information-title">Contact Information</h2>
          <div className="adm-grid2">
            {text('email', 'Email', { type: 'email', showError: attempted || typeChanged })}
            {text('cellPhone', 'Cell phone', { type: 'tel' })}
            {values.seniorMember ? null : (
              <>
                {text('parentEmail', 'Parent email', { type: 'email' })}
                {text('parentPhone', 'Parent phone', { type: 'tel' })}
              </>
            )}
          </div>
        </section>

        <section className="adm-card" id="password-information" aria-labelledby="password-information-title">
          <h2 id="password-information-title">Password Information</h2>
          <fieldset className="adm-radios">
            <legend>Password creation</legend>
            {PASSWORD_CREATION_TYPES.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="passwordType"
                  value={type}
                  checked={values.passwordType === type}
                  onChange={() => {
                    setTypeChanged(true);
                    set('passwordType')(type);
                  }}
                />
                {PASSWORD_CREATION_LABELS[type]}
              </label>
            ))}
          </fieldset>
          {errors.email && (attempted || typeChanged) ? (
            <p className="kit-error" role="alert">
              {errors.email}
            </p>
          ) : null}
          {values.passwordType === 'EmailLink' ? (
            <p className="adm-muted">The member chooses a username and password with the emailed link.</p>
          ) : (
            text('username', 'Username', { autoComplete: 'off' })
          )}
          {values.passwordType === 'SetNow' ? (
            <>
              <PasswordInput
                label="Password"
                value={values.password}
                onChange={set('password')}
                error={errors.password}
                showError={attempted}
                autoComplete="new-password"
              />
              <ul className="adm-rules" aria-label="Password rules">
                {(Object.keys(PASSWORD_RULE_LABELS) as (keyof typeof PASSWORD_RULE_LABELS)[]).map((rule) => (
                  <li key={rule} className={rules[rule] ? 'ok' : ''}>
                    {PASSWORD_RULE_LABELS[rule]}
                  </li>
                ))}
              </ul>
              <PasswordInput
                label="Confirm password"
                value={values.confirmPassword}
                onChange={set('confirmPassword')}
                error={mismatch}
                showError={attempted}
                autoComplete="new-password"
              />
            </>
          ) : null}
          {values.passwordType === 'RandomPassword' ? (
            <p className="adm-muted">
              A random password is emailed; the member chooses a new one at the first sign-in.
            </p>
          ) : null}
        </section>
        <div className="adm-actions">
          <SubmitButton label="Create account" busy={saving} busyLabel="Creating account…" />
        </div>
      </form>
    </div>
  );
}

export function CreateProspectivePage() {
  return (
    <PermittedPage title="Create Prospective Member" allowed={mayCreateProspectives}>
      <CreateProspectiveForm />
    </PermittedPage>
  );
}
