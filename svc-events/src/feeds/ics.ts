// A small iCalendar (RFC 5545) writer: components of properties, TEXT escaping (3.3.11), UTC
// DATE-TIME values (3.3.5 form 2) and content lines folded at 75 octets (3.1) without splitting a
// UTF-8 sequence, all lines ended by CRLF. Pure (no clock, no I/O) so table tests pin every rule.

export type IcsProperty = readonly [name: string, value: string];

export interface IcsComponent {
  name: string;
  properties: readonly IcsProperty[];
  components?: readonly IcsComponent[];
}

const CRLF = '\r\n';
/** RFC 5545 3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break." */
export const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks written as \n. Other
 * control characters are not allowed in TEXT (3.1 CONTROL), so they are dropped (tab is kept).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n|\r/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** RFC 5545 3.3.5 form 2 (UTC): 20261031T130000Z. UTC keeps daylight-saving changes exact. */
export function icsUtc(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a time: ${ms}`);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * RFC 5545 3.1 folding: a line longer than 75 octets is split, each continuation starting with one
 * space (which counts in its 75). Splits fall between code points, so a multi-byte UTF-8 character
 * (or a surrogate pair) is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0)!);
    if (size + n > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A TEXT property (escaped). */
export const textProperty = (name: string, value: string): IcsProperty => [name, escapeText(value)];
/** A UTC DATE-TIME property. */
export const utcProperty = (name: string, ms: number): IcsProperty => [name, icsUtc(ms)];

function lines(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(([name, value]) => foldLine(`${name}:${value}`)),
    ...(component.components ?? []).flatMap(lines),
    `END:${component.name}`,
  ];
}

/** The iCalendar stream of one component (a VCALENDAR), every line ended by CRLF. */
export function writeIcs(calendar: IcsComponent): string {
  return lines(calendar).join(CRLF) + CRLF;
}
