import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const loggerUrl = new URL('./serviceLogger.ts', import.meta.url).href;

/** Runs a process that logs `count` lines with the service logger and exits at once; its stdout. */
function logThenExit(count: number): string {
  const script = `import { createServiceLogger } from '${loggerUrl}';
const log = createServiceLogger('svc-test', 'info');
for (let i = 0; i < ${count}; i++) log.info({ i }, 'line');
log.debug('below the level');
process.exit(0);`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

describe('createServiceLogger: lines written without blocking', () => {
  it('every line reaches stdout, in order and with the service name, even when the process exits at once', () => {
    const lines = logThenExit(500)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { service: string; i: number; msg: string });
    expect(lines).toHaveLength(500);
    expect(lines.map((line) => line.i)).toEqual([...Array(500).keys()]);
    expect(lines[499]).toMatchObject({ service: 'svc-test', msg: 'line' });
  });
});
