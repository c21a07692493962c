// Platform §2/§4 "Saved form state of another page is kept across sign-in", for every form without
// each page opting in: the values typed into a page's controls are recorded as they change, saved
// with the page's useSavedFormState values when the visitor goes to sign in, and written back into
// the controls when the page's form shows again. Controls are found again by what a person sees
// (name, accessible name, label, placeholder) and their order among controls with the same one.

/** The value of one control: text (inputs, selects, text areas) or checked (check boxes, radios). */
export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

/** Never kept: secrets, files, and what is not typed in. */
const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

export function isControl(node: unknown): node is Control {
  if (typeof node !== 'object' || node === null || !('tagName' in node)) return false;
  const tag = String((node as Element).tagName).toLowerCase();
  return tag === 'input' || tag === 'select' || tag === 'textarea';
}

/** React's generated ids (':r1:', '«r1»') change from one mount to the next: not a stable name. */
const stableId = (id: string) => (id && !/[:«»]/.test(id) ? id : '');

/** What a person would call the control, or '' when it has no stable name. */
function nameOf(el: Control): string {
  const label = el.labels?.[0]?.textContent?.trim() ?? '';
  return (
    el.getAttribute('name') ||
    el.getAttribute('aria-label') ||
    label ||
    el.getAttribute('placeholder') ||
    stableId(el.id)
  );
}

/**
 * The control's key without its position, or null for a control never kept: passwords, one-time
 * codes, files, hidden and button inputs, and anything inside [data-formstate="off"].
 */
export function baseKey(el: Control): string | null {
  const tag = el.tagName.toLowerCase();
  const type = tag === 'input' ? (el as HTMLInputElement).type.toLowerCase() : tag;
  if (SKIPPED_TYPES.has(type)) return null;
  const autocomplete = (el.getAttribute('autocomplete') ?? '').toLowerCase();
  if (autocomplete.includes('password') || autocomplete.includes('one-time-code')) return null;
  if (el.closest('[data-formstate="off"]')) return null;
  const name = nameOf(el);
  if (!name) return null;
  return type === 'radio' ? `radio:${name}=${el.value}` : `${type}:${name}`;
}

/** Every keepable control of the page with its key: base key and its place among equal ones. */
export function keyedControls(root: ParentNode): [string, Control][] {
  const seen = new Map<string, number>();
  const out: [string, Control][] = [];
  for (const el of root.querySelectorAll<Control>(CONTROLS)) {
    const base = baseKey(el);
    if (base === null) continue;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push([`${base}#${n}`, el]);
  }
  return out;
}

export function readControl(el: Control): FieldValue {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
  return el.value;
}

/**
 * Writes a value the way typing would, so React's controlled inputs take it: the prototype's value
 * setter (React tracks the instance's) and an input/change event; a check box or radio is clicked.
 * False when the control cannot take the value yet (a select without that option).
 */
export function writeControl(el: Control, value: FieldValue): boolean {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (typeof value === 'boolean' && el.checked !== value && !(el.type === 'radio' && !value)) el.click();
    return true;
  }
  if (typeof value !== 'string') return true;
  if (el.value === value) return true;
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  const set = (v: string) => (setter ? setter.call(el, v) : (el.value = v));
  const before = el.value;
  set(value);
  // a select whose options have not loaded yet keeps its value: tried again when the page changes
  if (el.value !== value) {
    set(before);
    return false;
  }
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

export interface FieldRecorder {
  /** The values changed on this page so far, or undefined when none. */
  values(): FieldValues | undefined;
  stop(): void;
}

/** Records every change the visitor makes to a keepable control of `doc` (input and change events). */
export function recordFields(doc: Document): FieldRecorder {
  const values = new Map<string, FieldValue>();
  const onEvent = (event: Event) => {
    const el = event.target;
    if (!isControl(el) || baseKey(el) === null) return;
    const entry = keyedControls(doc).find(([, control]) => control === el);
    if (!entry) return;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      // one choice of a group: the others are no longer checked
      for (const key of [...values.keys()]) {
        if (key.startsWith(`radio:${nameOf(el)}=`)) values.delete(key);
      }
    }
    values.set(entry[0], readControl(el));
  };
  doc.addEventListener('input', onEvent, true);
  doc.addEventListener('change', onEvent, true);
  return {
    values: () => (values.size > 0 ? Object.fromEntries(values) : undefined),
    stop() {
      doc.removeEventListener('input', onEvent, true);
      doc.removeEventListener('change', onEvent, true);
    },
  };
}

/**
 * Writes saved values into the controls as they appear (a page often loads before its form
 * shows), each once; when all are written or after `timeoutMs` it stops and calls onDone.
 * Returns the function that stops it early (without onDone).
 */
export function restoreFields(
  doc: Document,
  saved: FieldValues,
  timeoutMs = 15_000,
  onDone: () => void = () => undefined,
): () => void {
  const left = new Map(Object.entries(saved));
  let stopped = false;
  const apply = () => {
    if (stopped) return;
    for (const [key, el] of keyedControls(doc)) {
      if (!left.has(key)) continue;
      if (writeControl(el, left.get(key)!)) left.delete(key);
    }
    if (left.size === 0) {
      stop();
      onDone();
    }
  };
  const observer = new MutationObserver(apply);
  const timer = setTimeout(() => {
    stop();
    onDone(); // what never showed is given up
  }, timeoutMs);
  function stop() {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  apply();
  return stop;
}

/** Only plain JSON of the right shape is restored (sessionStorage can be edited). */
export function asFieldValues(value: unknown): FieldValues | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: FieldValues = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'boolean') out[key] = v;
  }
  return Object.keys(out).length > 0 ? out : null;
}
