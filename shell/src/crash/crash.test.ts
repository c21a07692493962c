import { describe, expect, it } from 'vitest';
import { clientErrorReport } from '@portal/contracts';
import { parseStack } from './stack.ts';
import { buildCrashReport } from './reportCrash.ts';

describe('crash report (platform §2: the crash is reported; §7 POST /errors/clienterror)', () => {
  it('parses Chrome and Firefox stack frames into filename, line, column, name', () => {
    const chrome =
      'TypeError: x is undefined\n    at Page (http://h/main.js:10:5)\n    at http://h/470.js:2:30';
    expect(parseStack(chrome)).toEqual([
      { name: 'Page', filename: 'http://h/main.js', line: 10, column: 5 },
      { name: '<anonymous>', filename: 'http://h/470.js', line: 2, column: 30 },
    ]);
    expect(parseStack('render@http://h/main.js:3:7')).toEqual([
      { name: 'render', filename: 'http://h/main.js', line: 3, column: 7 },
    ]);
    expect(parseStack(undefined)).toEqual([]);
  });

  it('builds the report the server accepts: componentStack, message, pageURL, stack, timestamp, type Client', () => {
    const error = new Error('boom');
    const report = buildCrashReport(
      error,
      '\n    at Page\n    at App',
      'http://md001.localhost:8080/admin',
      1_700_000_000_000,
    );
    expect(report).toMatchObject({
      componentStack: '\n    at Page\n    at App',
      message: 'boom',
      pageURL: 'http://md001.localhost:8080/admin',
      timestamp: 1_700_000_000_000,
      type: 'Client',
    });
    expect(clientErrorReport.safeParse(report).success).toBe(true);
  });

  it('a thrown non-Error still gives a message', () => {
    expect(buildCrashReport('plain string', '', 'http://h/').message).toBe('plain string');
  });
});
