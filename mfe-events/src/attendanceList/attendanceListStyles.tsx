// Attendance list CSS, a React 19 hoisted <style> like the sign-up form's (deduplicated by href).
const css = `
.att-list{list-style:none;margin:8px 0 14px;padding:0;display:grid;gap:8px}
.att-card{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);padding:8px 12px;background:#fff}
.att-head{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px}
.att-status{font-size:.9rem;background:#eef2f7;border-radius:10px;padding:1px 8px}
.att-status.att-waiting{background:#fff6e0;color:#5c3d00}
.att-actions{margin-left:auto;display:flex;gap:6px}
.att-line{margin:4px 0 0;font-size:.92rem}
.att-details{color:#4a5562}
.att-comments{margin-top:4px}
.att-custom{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:6px 0 0;font-size:.92rem}
.att-custom div{display:contents}
.att-custom dt{font-weight:600}
.att-custom dd{margin:0}
.att-edit{display:grid;gap:6px;max-width:520px}
.att-edit textarea{width:100%;box-sizing:border-box}
.att-edit .att-actions{margin-left:0}
.att-error{color:#a61b1b;margin:4px 0 0}
`;

export function AttendanceListStyles() {
  return (
    <style href="mfe-events-attendance-list" precedence="default">
      {css}
    </style>
  );
}
