// Attendance view CSS (React 19 hoisted <style>, deduplicated by href): the target buttons in a row
// and a bordered table that scrolls sideways on narrow screens rather than squeezing the comments.
const css = `
.evt-attendance-targets{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 16px}
.evt-attendance-scroll{overflow-x:auto}
.evt-attendance-view{border-collapse:collapse;min-width:640px;width:100%}
.evt-attendance-view th,.evt-attendance-view td{border:1px solid var(--kit-border,#c3cbd4);padding:4px 8px;text-align:left;vertical-align:top}
.evt-attendance-view th{background:#f4f5f7}
`;

export function AttendanceViewStyles() {
  return (
    <style href="mfe-events-attendance-view" precedence="default">
      {css}
    </style>
  );
}
