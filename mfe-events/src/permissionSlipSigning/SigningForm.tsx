// The guardian's answer: name, relationship, phone during the activity, an alternate
// phone, a typed signature and an explicit consent box; Sign or Decline. The contracts' schema
// checks the answer here first, so each field shows its own message before anything is sent; the
// server checks it again.
import { signSlipRequest, type SignSlipRequest } from '@portal/contracts';
import { useState, type FormEvent } from 'react';

type Values = Omit<SignSlipRequest, 'decision'>;
type FieldName = keyof Values;

const EMPTY: Required<Values> = {
  guardianName: '',
  relationship: '',
  phoneDuringActivity: '',
  alternatePhone: '',
  signature: '',
  consent: false,
};

function Text(props: {
  name: Exclude<FieldName, 'consent'>;
  label: string;
  hint?: string;
  type?: 'text' | 'tel';
  autoComplete: string;
  values: Required<Values>;
  errors: Partial<Record<FieldName, string>>;
  set(name: FieldName, value: string): void;
}) {
  const id = `slip-${props.name}`;
  const error = props.errors[props.name];
  return (
    <div className="evt-field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <span className="evt-hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      <input
        id={id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={props.values[props.name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => props.set(props.name, e.target.value)}
      />
      {error && (
        <span className="slip-field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export function SigningForm(props: {
  cadetName: string;
  busy: boolean;
  error: string | null;
  onAnswer(body: SignSlipRequest): void;
}) {
  const [values, setValues] = useState<Required<Values>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const answer = (decision: SignSlipRequest['decision']) => {
    const body: SignSlipRequest = { decision, ...values };
    const checked = signSlipRequest.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as FieldName | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    props.onAnswer(body);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answer('SIGN');
  };
  const common = { values, errors, set };

  return (
    <form className="slip-form" aria-labelledby="slip-form-title" onSubmit={submit} noValidate>
      <h2 id="slip-form-title">Parent or guardian</h2>
      <Text {...common} name="guardianName" label="Your full name" autoComplete="name" />
      <Text
        {...common}
        name="relationship"
        label="Relationship to the cadet"
        hint="For example: mother, father, legal guardian"
        autoComplete="off"
      />
      <Text
        {...common}
        name="phoneDuringActivity"
        label="Phone during the activity"
        type="tel"
        autoComplete="tel"
      />
      <Text
        {...common}
        name="alternatePhone"
        label="Alternate phone (optional)"
        type="tel"
        autoComplete="off"
      />
      <Text
        {...common}
        name="signature"
        label="Signature"
        hint="Type your full name: it is your signature"
        autoComplete="off"
      />
      <div className="slip-consent">
        <input
          id="slip-consent"
          type="checkbox"
          checked={values.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'slip-consent-error' : undefined}
          onChange={(e) => set('consent', e.target.checked)}
        />
        <label htmlFor="slip-consent">
          I give permission for {props.cadetName} to take part in this activity as described above, and I
          agree that my typed name is my signature.
        </label>
      </div>
      {errors.consent && (
        <p className="slip-field-error" id="slip-consent-error">
          {errors.consent}
        </p>
      )}
      {props.error && <p role="alert">{props.error}</p>}
      <div className="slip-buttons">
        <button type="submit" disabled={props.busy}>
          {props.busy ? 'Sending…' : 'Sign'}
        </button>
        <button type="button" disabled={props.busy} onClick={() => answer('DECLINE')}>
          Decline
        </button>
      </div>
    </form>
  );
}
