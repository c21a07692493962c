/**
 * The kit's own CSS, injected once as a <style> element so kit components look right in the shell
 * and in a remote running standalone, without any CSS loader in the consumer's build.
 * Colours come from CSS variables the shell may override (--kit-primary, ...).
 */
const css = `
:root{--kit-primary:#1d3b63;--kit-primary-hover:#14304f;--kit-accent:#b8860b;--kit-text:#1f2933;--kit-muted:#52606d;
--kit-border:#c3cbd4;--kit-bg:#fff;--kit-danger:#b42318;--kit-success:#116a3a;--kit-radius:6px;--kit-focus:0 0 0 3px rgba(29,59,99,.3)}
.kit-field{display:flex;flex-direction:column;gap:4px;margin:0 0 16px}
.kit-label{font-weight:600;color:var(--kit-text);font-size:.95rem}
.kit-input{font:inherit;padding:9px 11px;border:1px solid var(--kit-border);border-radius:var(--kit-radius);background:#fff;color:var(--kit-text);min-height:40px;width:100%;box-sizing:border-box}
.kit-input:focus{outline:none;border-color:var(--kit-primary);box-shadow:var(--kit-focus)}
.kit-input:disabled{background:#f1f3f5;color:var(--kit-muted)}
.kit-field-invalid .kit-input{border-color:var(--kit-danger)}
.kit-hint{color:var(--kit-muted);font-size:.85rem}
.kit-error{color:var(--kit-danger);font-size:.875rem}
.kit-password{display:flex;gap:6px}
.kit-password .kit-input{flex:1}
.kit-password-toggle{font:inherit;font-size:.85rem;padding:0 12px;border:1px solid var(--kit-border);border-radius:var(--kit-radius);background:#f6f7f9;cursor:pointer;color:var(--kit-text)}
.kit-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.kit-checkbox{display:flex;align-items:center;gap:8px;margin:0 0 12px}
.kit-checkbox input{width:18px;height:18px}
.kit-button{display:inline-flex;align-items:center;justify-content:center;font:inherit;font-weight:600;padding:9px 18px;min-height:40px;border-radius:var(--kit-radius);
border:1px solid var(--kit-border);background:#fff;color:var(--kit-text);cursor:pointer;text-decoration:none;box-sizing:border-box}
.kit-button:hover{background:#f1f3f5}
.kit-button:focus-visible{outline:none;box-shadow:var(--kit-focus)}
.kit-button:disabled{opacity:.55;cursor:not-allowed}
.kit-button-primary{background:var(--kit-primary);border-color:var(--kit-primary);color:#fff}
.kit-button-primary:hover{background:var(--kit-primary-hover)}
.kit-loader{display:flex;align-items:center;gap:10px;padding:24px;color:var(--kit-muted)}
.kit-loader-spinner{width:22px;height:22px;border:3px solid #d5dbe1;border-top-color:var(--kit-primary);border-radius:50%;animation:kit-spin .8s linear infinite}
@keyframes kit-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.kit-loader-spinner{animation-duration:2.4s}}
.kit-dialog-backdrop{position:fixed;inset:0;background:rgba(15,23,42,.45);display:flex;align-items:center;justify-content:center;z-index:1000;padding:16px}
.kit-dialog{background:#fff;border-radius:10px;box-shadow:0 20px 50px rgba(0,0,0,.25);max-width:520px;width:100%;padding:22px 24px}
.kit-dialog-title{margin:0 0 12px;font-size:1.2rem;color:var(--kit-text)}
.kit-dialog-body{color:var(--kit-text);line-height:1.5}
.kit-dialog-buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:20px;flex-wrap:wrap}
.kit-page-message{padding:8px 0}
.kit-page-message h1{font-size:1.6rem;margin:0 0 12px;color:var(--kit-text)}
.kit-page-message p{color:var(--kit-muted);margin:0 0 18px}
`;

let injected = false;

export function ensureKitStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  if (document.getElementById('portal-kit-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-kit-styles';
  style.textContent = css;
  document.head.prepend(style);
}
