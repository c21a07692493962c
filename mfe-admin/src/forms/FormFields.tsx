// Labelled native controls the kit has no input for (dates, text areas), in the kit's field look:
// the label tied to the control, and the page's error for it as an alert underneath.
import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Shown when set; the page decides when (after a change, after a submit). */
  error?: string | null | false | undefined;
  /** A fixed id (one a page or its styles refer to); a generated one otherwise. */
  id?: string | undefined;
  /** Classes after kit-input. */
  className?: string | undefined;
}

function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: FieldProps['error'];
  children: ReactNode;
}) {
  return (
    <div className={`kit-field${error ? ' kit-field-invalid' : ''}`}>
      <label className="kit-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div className="kit-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The props a control takes from the field: id, look, value, validity and the change. */
function useControlProps({ value, onChange, error, id, className }: Omit<FieldProps, 'label'>) {
  const generated = useId();
  return {
    id: id ?? generated,
    className: className ? `kit-input ${className}` : 'kit-input',
    value,
    'aria-invalid': error ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'type'>;

/** A date (or date and time) input. */
export function DateField({
  label,
  value,
  onChange,
  error,
  id,
  className,
  type = 'date',
  ...rest
}: FieldProps & InputRest & { type?: 'date' | 'datetime-local' }) {
  const control = useControlProps({ value, onChange, error, id, className });
  return (
    <FieldFrame id={control.id} label={label} error={error}>
      <input {...rest} {...control} type={type} />
    </FieldFrame>
  );
}

/** A text area. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  id,
  className,
  ...rest
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps>) {
  const control = useControlProps({ value, onChange, error, id, className });
  return (
    <FieldFrame id={control.id} label={label} error={error}>
      <textarea {...rest} {...control} />
    </FieldFrame>
  );
}
