import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
export type DialogButtonSet = 'OK' | 'OK_CANCEL' | 'YES_NO_CANCEL';

const presets: Record<DialogButtonSet, DialogButton[]> = {
  OK: [{ label: 'OK', value: 'ok', primary: true }],
  OK_CANCEL: [
    { label: 'OK', value: 'ok', primary: true },
    { label: 'Cancel', value: 'cancel' },
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
  /** Called with the pressed button's value; Escape and the backdrop give 'cancel' ('ok' for an OK-only dialog). */
  onResult(value: string): void;
  /** Modal list overflow height in px (platform §9: 400 or 750). */
  maxBodyHeight?: 400 | 750;
}

type Phase = 'closed' | 'entering' | 'open' | 'leaving';

/** A modal dialog that fades in (250 ms) and out (150 ms). */
export function Dialog({ open, title, children, buttons = 'OK', onResult, maxBodyHeight }: DialogProps) {
  ensureKitStyles();
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const list = typeof buttons === 'string' ? presets[buttons] : buttons;
  const dismissValue = list.some((b) => b.value === 'cancel') ? 'cancel' : (list[0]?.value ?? 'cancel');

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

  useEffect(() => {
    if (phase !== 'open') return;
    const first = boxRef.current?.querySelector<HTMLElement>('.kit-dialog-buttons button:not([disabled])');
    first?.focus();
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
          if (e.key === 'Escape') onResult(dismissValue);
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
