// The banner's own styles, injected once (the shell's app.css belongs to the frame; this keeps the
// banner's look next to its code). Colours come from the kit's variables.
const css = `
.global-notification{background:#fff8e1;border-bottom:1px solid #e8d9a8;color:var(--kit-text)}
.global-notification-inner{display:flex;align-items:center;gap:16px;max-width:1280px;margin:0 auto;padding:10px 24px}
.global-notification-message{flex:1;margin:0;font-weight:600;white-space:pre-line;overflow-wrap:anywhere}
.global-notification-message::before{content:'';display:inline-block;width:8px;height:8px;margin-right:10px;
border-radius:50%;background:var(--kit-accent);vertical-align:middle}
.global-notification-dismiss{font:inherit;font-size:.9em;padding:6px 14px;min-height:36px;border-radius:var(--kit-radius);
border:1px solid var(--kit-border);background:#fff;color:var(--kit-text);cursor:pointer}
.global-notification-dismiss:hover{background:#f1f3f5}
.global-notification-dismiss:focus-visible{outline:none;box-shadow:var(--kit-focus)}
`;

let injected = false;

export function ensureBannerStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  if (document.getElementById('global-notification-styles')) return;
  const style = document.createElement('style');
  style.id = 'global-notification-styles';
  style.textContent = css;
  document.head.append(style);
}
