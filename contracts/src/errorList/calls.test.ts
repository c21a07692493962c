import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import { newChangelogEntryRequest } from '../changelog/calls.ts';
import { markErrorDoneByIdRequest, parseStackFrames, serverErrorReport } from './calls.ts';

describe('server crash stack entries (§3 Error record: filename, line, column, name)', () => {
  it('parses V8 frames with and without a function name, skipping the message line', () => {
    const stack = [
      'Error: boom',
      '    at crash (/srv/svc-events/src/app.ts:12:11)',
      '    at async Layer.handle (/srv/node_modules/router/lib/layer.js:152:17)',
      '    at /srv/svc-events/src/main.ts:3:1',
      '    at async Promise.all (index 0)',
    ].join('\n');
    expect(parseStackFrames(stack)).toEqual([
      { name: 'crash', filename: '/srv/svc-events/src/app.ts', line: 12, column: 11 },
      { name: 'Layer.handle', filename: '/srv/node_modules/router/lib/layer.js', line: 152, column: 17 },
      { name: '<anonymous>', filename: '/srv/svc-events/src/main.ts', line: 3, column: 1 },
    ]);
  });

  it('keeps at most the given number of frames and copes with no stack', () => {
    const stack = Array.from({ length: 80 }, (_, i) => `    at f${i} (/a.js:${i + 1}:1)`).join('\n');
    expect(parseStackFrames(stack)).toHaveLength(50);
    expect(parseStackFrames(undefined)).toEqual([]);
  });
});

describe('error list and change log call schemas', () => {
  it('a server report names a known service', () => {
    const report = {
      service: 'svc-mail',
      message: 'x',
      stack: [],
      requestMethod: 'GET',
      requestedPath: '/api/x',
      requestID: null,
      member: null,
    };
    const parsed = parseBody(serverErrorReport, report);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error.message).toMatch(/^service must be an element of the enum/);
    expect(parseBody(serverErrorReport, { ...report, service: 'svc-files' }).ok).toBe(true);
  });

  it('mark done by id needs a positive integer id', () => {
    expect(parseBody(markErrorDoneByIdRequest, { id: 3 }).ok).toBe(true);
    const missing = parseBody(markErrorDoneByIdRequest, {});
    expect(missing.ok ? '' : missing.error.message).toBe('id is required');
  });

  it("a change-log note needs a title ('Note title cannot be empty') and text", () => {
    const empty = parseBody(newChangelogEntryRequest, { noteDateTime: 0, noteTitle: '  ', noteText: 'x' });
    expect(empty.ok ? '' : empty.error.message).toBe('Note title cannot be empty');
    const ok = parseBody(newChangelogEntryRequest, {
      entryDateTime: 1,
      entryCAPID: 510001,
      noteDateTime: 0,
      noteTitle: ' Release 1.26.0 ',
      noteText: '* fixed',
    });
    expect(ok.ok && ok.value.noteTitle).toBe('Release 1.26.0');
  });
});
