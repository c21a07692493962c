// Labelled native controls the kit has no input for (dates, text areas), in the kit's field look:
// the label tied to the control, and the page's error for it as an alert underneath.
import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Alert } from '../pageState/Alert.tsx';

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
      <Alert message={error} className="kit-error" as="div" />
    </div>
  );
}

/** Splits a field's props: the frame's (id, label, error) and the control's (the rest, wired up). */
function useFieldProps<Rest extends object>({
  label,
  value,
  onChange,
  error,
  id,
  className,
  ...rest
}: FieldProps & Rest) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    frame: { id: controlId, label, error },
    control: {
      ...rest,
      id: controlId,
      className: className ? `kit-input ${className}` : 'kit-input',
      value,
      'aria-invalid': error ? true : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    },
  };
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'type'>;
type TextAreaRest = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps>;

/** A date (or date and time) input. */
export function DateField({
  type = 'date',
  ...props
}: FieldProps & InputRest & { type?: 'date' | 'datetime-local' }) {
  const { frame, control } = useFieldProps<InputRest>(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} type={type} />
    </FieldFrame>
  );
}

/** A text area. */
export function TextAreaField(props: FieldProps & TextAreaRest) {
  const { frame, control } = useFieldProps<TextAreaRest>(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}
