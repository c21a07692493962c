import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ensureKitStyles } from '../styles/kitStyles.ts';

/** Platform §2/§9: dialogs fade in over 250 ms and out over 150 ms. */
export const DIALOG_FADE_IN_MS = 250;
export const DIALOG_FADE_OUT_MS = 150;

export interface DialogButton {
  /** Visible name of the button. */
  label: string;
  /** Passed to onResult when pressed. */
  value: string;
  primary?: boolean;
  disabled?: boolean;
}

/** Preset button sets; results are 'ok', 'cancel', 'yes', 'no'. */
export type DialogButtonSet = 'OK' | 'OK_CANCEL' | 'YES_NO' | 'YES_NO_CANCEL';

const presets: Record<DialogButtonSet, DialogButton[]> = {
  OK: [{ label: 'OK', value: 'ok', primary: true }],
  OK_CANCEL: [
    { label: 'OK', value: 'ok', primary: true },
    { label: 'Cancel', value: 'cancel' },
  ],
  YES_NO: [
    { label: 'Yes', value: 'yes', primary: true },
    { label: 'No', value: 'no' },
  ],
  YES_NO_CANCEL: [
    { label: 'Yes', value: 'yes', primary: true },
    { label: 'No', value: 'no' },
    { label: 'Cancel', value: 'cancel' },
  ],
};

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** A preset or custom buttons. Default 'OK'. */
  buttons?: DialogButtonSet | DialogButton[];
  /** Called with the pressed button's value; Escape and the backdrop give `dismissAnswer(buttons)`. */
  onResult(value: string): void;
  /** Modal list overflow height in px (platform §9: 400 or 750). */
  maxBodyHeight?: 400 | 750;
}

type Phase = 'closed' | 'entering' | 'open' | 'leaving';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Fields a person types into or picks from; checkboxes and radios are left to the buttons. */
const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea:not([disabled]), select:not([disabled])';

/** A modal keeps Tab inside (WAI-ARIA dialog pattern): past the last stop to the first, and back. */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>, box: HTMLDivElement) {
  const stops = [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !box.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !box.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** What Escape and the backdrop answer: 'cancel', else 'no', else a lone button's value. */
export function dismissAnswer(list: readonly DialogButton[]): string {
  if (list.some((b) => b.value === 'cancel')) return 'cancel';
  if (list.some((b) => b.value === 'no')) return 'no';
  return list.length === 1 && list[0] ? list[0].value : 'cancel';
}

/** A modal dialog that fades in (250 ms) and out (150 ms). */
export function Dialog({ open, title, children, buttons = 'OK', onResult, maxBodyHeight }: DialogProps) {
  ensureKitStyles();
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const list = typeof buttons === 'string' ? presets[buttons] : buttons;
  // Dismissing never confirms: a Yes/No dialog answers 'no'; only a one-button dialog answers its button.
  const dismissValue = dismissAnswer(list);

  useEffect(() => {
    if (open) {
      setPhase('entering');
      // Next frame flips to 'open' so the CSS opacity transition runs.
      const frame = requestAnimationFrame(() => setPhase('open'));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((p) => (p === 'closed' ? 'closed' : 'leaving'));
    const t = setTimeout(() => setPhase('closed'), DIALOG_FADE_OUT_MS);
    return () => clearTimeout(t);
  }, [open]);

  // WCAG 2.4.3: the element that had focus when the dialog opened (its opener) gets it back when
  // the dialog closes, and on unmount; one that left the page is skipped
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const opener = returnTo.current;
      returnTo.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // On open, focus goes to the first field to fill in (a job, a name, a filter), else to the first
  // button: with the button focused, Enter in a dialog that asks for a value saved it unchanged.
  useEffect(() => {
    if (phase !== 'open') return;
    const box = boxRef.current;
    if (!box || box.contains(document.activeElement)) return; // something inside took focus already
    const field = box.querySelector<HTMLElement>(FIRST_FIELD);
    const first = box.querySelector<HTMLElement>('.kit-dialog-buttons button:not([disabled])');
    (field ?? first)?.focus();
  }, [phase]);

  if (phase === 'closed') return null;
  const visible = phase === 'open';
  return (
    <div
      className="kit-dialog-backdrop"
      style={{
        opacity: visible ? 1 : 0,
        transition: `opacity ${visible ? DIALOG_FADE_IN_MS : DIALOG_FADE_OUT_MS}ms ease`,
      }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onResult(dismissValue);
      }}
    >
      <div
        ref={boxRef}
        className="kit-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.defaultPrevented) return; // a dialog inside this one handled it
          if (e.key === 'Escape') {
            e.preventDefault();
            onResult(dismissValue);
          } else if (e.key === 'Tab') keepTabInside(e, e.currentTarget);
        }}
      >
        <h2 className="kit-dialog-title" id={titleId}>
          {title}
        </h2>
        <div
          className="kit-dialog-body"
          style={maxBodyHeight ? { maxHeight: maxBodyHeight, overflowY: 'auto' } : undefined}
        >
          {children}
        </div>
        <div className="kit-dialog-buttons">
          {list.map((b) => (
            <button
              key={b.value}
              type="button"
              className={b.primary ? 'kit-button kit-button-primary' : 'kit-button'}
              disabled={b.disabled}
              onClick={() => onResult(b.value)}
            >
              {b.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
