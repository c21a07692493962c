// Why a step of `npm test` failed, in a few lines for the summary: CI shows the end of the output,
// and a failing journey's name without its error left the reader guessing at the cause.
// Reads node:test's spec "failing tests:" section, vitest's "Failed Tests"/"Failed Suites"
// sections, or else the step's last lines (typecheck, lint, a crash or a timeout).

const plainText = (text) => text.replace(/\x1b\[[0-9;]*m/g, '').replace(/\r/g, '');

/** Stack frames, code frames, object dumps and rules: not the reason itself. */
const noise = (line) =>
  /^\s*at\s/.test(line) ||
  /^\s*\d+\|/.test(line) ||
  /^\s*\|/.test(line) ||
  /^\s*❯\s/.test(line) ||
  /^\s*⎯+/.test(line) ||
  /^\s*(generatedMessage|code|actual|expected|operator):/.test(line) ||
  /^\s*[{}]\s*$/.test(line) ||
  /^\s*[-+] (Expected|Received)\s*$/.test(line);

/**
 * Up to `maxLines` lines saying why: the failing tests' names and first error lines.
 * @param {string} output a step's output (stdout and stderr as they came)
 * @param {number} [maxLines]
 * @returns {string[]}
 */
export function failureReasons(output, maxLines = 12) {
  const text = plainText(output);
  const lines = text.split('\n');
  const pick = (from) =>
    lines
      .slice(from)
      .filter((line) => line.trim() !== '' && !noise(line))
      .filter((line) => !/^\s*(Test Files|Tests|Start at|Duration)\s/.test(line))
      .filter((line) => !/^test at /.test(line))
      .map((line) => line.trimEnd().slice(0, 200))
      .slice(0, maxLines);

  const nodeAt = lines.findLastIndex((line) => /^✖ failing tests:/.test(line));
  if (nodeAt >= 0) return pick(nodeAt + 1);
  const vitestAt = lines.findIndex((line) => /Failed (Tests|Suites) \d+/.test(line));
  if (vitestAt >= 0) return pick(vitestAt + 1);
  return lines
    .filter((line) => line.trim() !== '' && !noise(line) && !/^npm (error|ERR!)/.test(line))
    .slice(-Math.min(maxLines, 8))
    .map((line) => line.trimEnd().slice(0, 200));
}
