// Platform §2 Site configuration: sections Contact, Rank & File, Website of the registry (§3).
// The favicon (Website.FaviconID) is chosen with the drive's file-input control, loaded from
// mfe_drive at run time (FaviconField; a typed file id when the drive cannot be loaded).
import {
  parseBody,
  registryUpdateRequest,
  TIMEZONE_OPTIONS,
  type Registry,
  type RegistryAddress,
} from '@portal/contracts';
import { IntegerInput, Select, TextInput } from '@portal/kit';
import { useUnsavedChangesGuard } from '@portal/kit/leaveGuard';
import { useMemo, useState, type FormEvent } from 'react';
import { FaviconField } from './FaviconField.tsx';
import { FlightListEditor } from './FlightListEditor.tsx';
import {
  formFromRegistry,
  removedFlights,
  requestFromForm,
  SOCIAL_FIELDS,
  ADDRESS_FIELDS,
  WEBSITE_FIELDS,
  type RegistryForm,
} from './registryForm.ts';
import { SubmitButton } from '../forms/saveState.tsx';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import registryCss from './registry.css?raw';
import { Alert } from '../pageState/Alert.tsx';

adoptAdminStyles('mfe-admin-registry', registryCss);

export interface RegistryEditViewProps {
  registry: Registry;
  /** PUT /api/registry; resolves with the saved registry or rejects with the server's message. */
  onSave(body: ReturnType<typeof requestFromForm>): Promise<Registry>;
}

type Result = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

function AddressFields(props: {
  legend: string;
  value: RegistryAddress;
  onChange(v: RegistryAddress): void;
}) {
  const set = (field: keyof RegistryAddress) => (text: string) =>
    props.onChange({ ...props.value, [field]: text });
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {ADDRESS_FIELDS.map((f) => (
        <TextInput
          key={f.key}
          label={f.label}
          value={props.value[f.key]}
          onChange={set(f.key)}
          maxLength={200}
        />
      ))}
    </fieldset>
  );
}

export function RegistryEditView({ registry, onSave }: RegistryEditViewProps) {
  const [loaded, setLoaded] = useState(registry);
  const [form, setForm] = useState<RegistryForm>(() => formFromRegistry(registry));
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  // changes not yet saved: ask before leaving (compared as the bodies they would send: rows have ids)
  const saved = useMemo(() => JSON.stringify(requestFromForm(formFromRegistry(loaded))), [loaded]);
  const dirty = JSON.stringify(requestFromForm(form)) !== saved;
  const leaveGuard = useUnsavedChangesGuard(dirty && result.kind !== 'saving');

  const update = (next: RegistryForm) => {
    setForm(next);
    if (result.kind !== 'saving') setResult({ kind: 'idle' });
  };
  const setWebsite = <K extends keyof RegistryForm['website']>(key: K, value: RegistryForm['website'][K]) =>
    update({ ...form, website: { ...form.website, [key]: value } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = requestFromForm(form);
    // the same rules the server applies, so a mistake is named before anything is sent
    const checked = parseBody(registryUpdateRequest, body);
    if (!checked.ok) {
      setResult({ kind: 'error', message: checked.error.message });
      return;
    }
    setResult({ kind: 'saving' });
    try {
      const saved = await onSave(body);
      setLoaded(saved);
      setForm(formFromRegistry(saved));
      setResult({ kind: 'saved' });
    } catch (error) {
      setResult({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Could not complete request',
      });
    }
  };

  const timezoneKnown = TIMEZONE_OPTIONS.some((o) => o.value === form.website.Timezone);

  return (
    <form className="adm-regedit" onSubmit={(e) => void submit(e)} noValidate>
      <h1>Site configuration</h1>
      <p className="adm-regedit-intro">
        What visitors see in the header and footer, the unit's flights, and site settings.
      </p>

      <section className="adm-regedit-section" aria-labelledby="regedit-contact">
        <h2 id="regedit-contact">Contact</h2>
        <div className="adm-regedit-body">
          <fieldset>
            <legend>Social links</legend>
            <p className="adm-regedit-note">
              A handle or a full address; leave empty to hide the link in the footer.
            </p>
            <div className="adm-regedit-grid">
              {SOCIAL_FIELDS.map((f) => (
                <TextInput
                  key={f.key}
                  label={f.label}
                  value={form.social[f.key]}
                  onChange={(v) => update({ ...form, social: { ...form.social, [f.key]: v } })}
                  maxLength={300}
                />
              ))}
            </div>
          </fieldset>
          <p className="adm-regedit-note">An address left empty is saved as none and not shown.</p>
          <div className="adm-regedit-grid adm-regedit-addresses">
            <AddressFields
              legend="Meeting Address"
              value={form.meeting}
              onChange={(meeting) => update({ ...form, meeting })}
            />
            <AddressFields
              legend="Mailing Address"
              value={form.mailing}
              onChange={(mailing) => update({ ...form, mailing })}
            />
          </div>
        </div>
      </section>

      <section className="adm-regedit-section" aria-labelledby="regedit-rankandfile">
        <h2 id="regedit-rankandfile">Rank &amp; File</h2>
        <div className="adm-regedit-body">
          <FlightListEditor
            flights={form.flights}
            onChange={(flights) => update({ ...form, flights })}
            removed={removedFlights(form, loaded.RankAndFile.Flights)}
          />
        </div>
      </section>

      <section className="adm-regedit-section" aria-labelledby="regedit-website">
        <h2 id="regedit-website">Website</h2>
        <div className="adm-regedit-body adm-regedit-grid">
          {WEBSITE_FIELDS.map((f) => {
            const value = form.website[f.key];
            return typeof value === 'number' || value === null ? (
              <IntegerInput
                key={f.key}
                label={f.label}
                value={value}
                onChange={(v) => setWebsite(f.key, v)}
              />
            ) : (
              <TextInput
                key={f.key}
                label={f.label}
                {...('hint' in f ? { hint: f.hint } : {})}
                value={value}
                onChange={(v) => setWebsite(f.key, v)}
                maxLength={'maxLength' in f ? f.maxLength : undefined}
              />
            );
          })}
          <Select
            label="Timezone"
            value={form.website.Timezone}
            options={TIMEZONE_OPTIONS}
            onChange={(v) => setWebsite('Timezone', v)}
            {...(timezoneKnown ? {} : { placeholder: 'Choose a timezone' })}
          />
          <FaviconField value={form.website.FaviconID} onChange={(id) => setWebsite('FaviconID', id)} />
        </div>
      </section>

      <div className="adm-regedit-actions">
        <SubmitButton label="Save" busy={result.kind === 'saving'} />
        <span role="status">
          {result.kind === 'saved' ? (
            <span className="adm-regedit-saved">Site configuration saved.</span>
          ) : null}
        </span>
        <Alert message={result.kind === 'error' && result.message} className="adm-regedit-error" as="span" />
      </div>
      {leaveGuard}
    </form>
  );
}
