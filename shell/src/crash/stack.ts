/** One stack frame as the error list stores it (platform §3 Error record). */
export interface StackEntry {
  filename: string;
  line: number;
  column: number;
  name: string;
}

// Chrome: "    at fn (https://x/main.js:10:5)" or "    at https://x/main.js:10:5";
// Firefox/Safari: "fn@https://x/main.js:10:5".
const chromeFrame = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const geckoFrame = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** Parses Error.stack into entries; lines that are not frames are skipped. */
export function parseStack(stack: string | undefined): StackEntry[] {
  if (!stack) return [];
  const entries: StackEntry[] = [];
  for (const line of stack.split('\n')) {
    const m = chromeFrame.exec(line) ?? geckoFrame.exec(line);
    if (!m) continue;
    entries.push({
      name: m[1] || '<anonymous>',
      filename: m[2] ?? '',
      line: Number(m[3]),
      column: Number(m[4]),
    });
  }
  return entries;
}
