import { useState, type ReactNode } from 'react';
import { Captcha } from '../captcha/Captcha.tsx';
import { FormCard, FormPage } from './FormCard.tsx';
import { useFormSubmit } from './useFormSubmit.ts';

export interface CaptchaRequestFormProps {
  id: string;
  title: string;
  intro: ReactNode;
  /** Field errors: submitting only shows them. */
  invalid: boolean;
  /** The request, with the solved captcha value. */
  send(captcha: string): Promise<unknown>;
  /** §8: the failure message when the server gives none. */
  fallback: string;
  /** The banner after success; the fields are disabled and submit stays off (§4). */
  successMessage: string;
  submitLabel: string;
  busyLabel: string;
  /** The page's fields; `disabled` once the request succeeded. */
  fields(state: { showError: boolean; disabled: boolean }): ReactNode;
  footer: ReactNode;
  /** Beside the form, outside it: help for someone the form cannot serve. */
  aside?: ReactNode;
}

/** The request pages (password reset, username, account): fields + captcha, sent once. */
export function CaptchaRequestForm(props: CaptchaRequestFormProps) {
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [done, setDone] = useState(false);
  const form = useFormSubmit({
    invalid: props.invalid || done,
    // a press while the captcha is still coming sends once it is there
    ready: captcha !== '',
    fallback: props.fallback,
    async send() {
      await props.send(captcha);
      setDone(true);
    },
    // Each solved challenge is usable once: a failed request needs a fresh one.
    onFailure: () => setCaptchaKey((k) => k + 1),
  });

  return (
    <FormPage>
      <FormCard
        id={props.id}
        title={props.title}
        intro={props.intro}
        form={form}
        success={done ? props.successMessage : null}
        submit={{ label: props.submitLabel, busyLabel: props.busyLabel, disabled: done }}
        footer={<p className="form-fineprint">{props.footer}</p>}
      >
        {props.fields({ showError: form.attempted, disabled: done })}
        {done ? null : <Captcha onChange={setCaptcha} resetKey={captchaKey} />}
      </FormCard>
      {props.aside}
    </FormPage>
  );
}
