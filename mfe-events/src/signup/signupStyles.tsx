// Sign-up form CSS (the part-time bar, the form's fieldsets), a React 19 hoisted <style> like the
// event pages' own (deduplicated by href). Colours: the kit's variables.
const css = `
.signup-section{border-top:1px solid #edf0f3;padding-top:8px}
.signup-form{max-width:640px}
.signup-form fieldset{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);margin:0 0 14px;padding:10px 14px}
.signup-form textarea{width:100%;box-sizing:border-box}
.signup-bar-figure{margin:4px 0 0}
.signup-bar{display:flex;height:18px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);overflow:hidden;background:#f1f4f8}
.signup-bar-part{display:block;height:100%}
.signup-bar-before{background:#9aa5b1}
.signup-bar-after{background:#d5dbe2}
.signup-bar-during{background:var(--kit-primary,#1d3b63)}
.signup-bar-legend{display:flex;flex-wrap:wrap;gap:4px 18px;list-style:none;margin:6px 0 0;padding:0;font-size:.9rem}
.signup-bar-legend li::before{content:'';display:inline-block;width:10px;height:10px;margin-right:6px;border-radius:2px;vertical-align:baseline}
.signup-bar-legend li.signup-bar-before::before{background:#9aa5b1}
.signup-bar-legend li.signup-bar-after::before{background:#d5dbe2}
.signup-bar-legend li.signup-bar-during::before{background:var(--kit-primary,#1d3b63)}
.signup-bar-legend li{background:none}
.signup-bar-note{font-size:.9rem;color:#8a4b00;margin:4px 0 0}
.signup-field-title{font-weight:600}
.signup-refusal,.signup-error{color:#a61b1b}
.signup-saved{color:#1d6b2f}
.signup-waitlist{background:#fff6e0;border:1px solid #e5c07b;border-radius:var(--kit-radius,6px);padding:8px 12px;color:#5c3d00}
`;

export function SignupStyles() {
  return (
    <style href="mfe-events-signup" precedence="default">
      {css}
    </style>
  );
}
