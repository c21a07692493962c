// CSS of the kit's pickers, injected once beside the kit's own styles (same approach as kitStyles.ts).
const css = `
.kit-picker-list{list-style:none;margin:0 0 12px;padding:0;border:1px solid var(--kit-border,#c3cbd4);border-radius:6px;max-height:400px;overflow-y:auto}
.kit-picker-option{display:flex;justify-content:space-between;gap:12px;padding:8px 12px;cursor:pointer;border-bottom:1px solid #eef1f4}
.kit-picker-option:last-child{border-bottom:none}
.kit-picker-option:hover{background:#f1f3f5}
.kit-picker-option:focus-visible{outline:none;box-shadow:inset 0 0 0 3px rgba(29,59,99,.3)}
.kit-picker-option[aria-selected="true"]{background:var(--kit-primary,#1d3b63);color:#fff}
.kit-picker-option-id{font-variant-numeric:tabular-nums;opacity:.8}
.kit-picker-empty{padding:8px 0;color:var(--kit-muted,#52606d)}
.kit-picker-chosen{display:grid;grid-template-columns:1fr 2fr;gap:0 12px}
`;

let injected = false;

export function ensurePickerStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  if (document.getElementById('portal-kit-picker-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-kit-picker-styles';
  style.textContent = css;
  document.head.append(style);
}
