import { describe, expect, it } from 'vitest';
import { newEventContent } from '../entities.ts';
import {
  DEFAULT_SIGNUP_EMAIL_BODY,
  fillSignupEmailBody,
  SIGNUP_EMAIL_PLACEHOLDERS,
  type SignupEmailValues,
} from './emailBody.ts';

// 2026-07-04 18:30 UTC = 14:30 in New York (EDT); 2026-01-10 15:05 UTC = 10:05 (EST).
const JULY = Date.UTC(2026, 6, 4, 18, 30);
const JANUARY = Date.UTC(2026, 0, 10, 15, 5);
const values: SignupEmailValues = {
  memberName: 'C/Amn Ann Able',
  eventName: 'Drill night',
  eventStart: JULY,
  eventLink: 'http://md001.localhost:8080/eventviewer/7',
};

describe('events §5 sign-up email body placeholders', () => {
  it.each<[string, string, Partial<SignupEmailValues>, string]>([
    ['no placeholder: unchanged', 'See you there.', {}, 'See you there.'],
    ['%%MEMBER_NAME%%', 'Hi %%MEMBER_NAME%%!', {}, 'Hi C/Amn Ann Able!'],
    [
      'every occurrence of %%MEMBER_NAME%%',
      '%%MEMBER_NAME%%, %%MEMBER_NAME%% and %%MEMBER_NAME%%',
      {},
      'C/Amn Ann Able, C/Amn Ann Able and C/Amn Ann Able',
    ],
    ['%%EVENT_NAME%%', '**%%EVENT_NAME%%** / %%EVENT_NAME%%', {}, '**Drill night** / Drill night'],
    ['%%EVENT_START%% in New York summer time', 'at %%EVENT_START%%', {}, 'at 14:30 on 07/04/2026'],
    [
      '%%EVENT_START%% in New York winter time',
      '%%EVENT_START%%',
      { eventStart: JANUARY },
      '10:05 on 01/10/2026',
    ],
    ['%%EVENT_START%% in another zone', '%%EVENT_START%%', { zone: 'UTC' }, '18:30 on 07/04/2026'],
    [
      '%%EVENT_LINK%% twice',
      '%%EVENT_LINK%% %%EVENT_LINK%%',
      {},
      'http://md001.localhost:8080/eventviewer/7 http://md001.localhost:8080/eventviewer/7',
    ],
    ['adjacent placeholders', '%%EVENT_NAME%%%%MEMBER_NAME%%', {}, 'Drill nightC/Amn Ann Able'],
    [
      'unknown and lower-case placeholders are kept',
      '%%OTHER%% %%member_name%%',
      {},
      '%%OTHER%% %%member_name%%',
    ],
    [
      'a value holding a placeholder is not replaced again',
      '%%MEMBER_NAME%% %%EVENT_NAME%%',
      { memberName: '%%EVENT_LINK%%' },
      '%%EVENT_LINK%% Drill night',
    ],
    [
      'a value with $ patterns is inserted as written',
      '%%EVENT_NAME%%',
      { eventName: "$& $1 $'" },
      "$& $1 $'",
    ],
  ])('%s', (_, body, overrides, expected) => {
    expect(fillSignupEmailBody(body, { ...values, ...overrides })).toBe(expected);
  });

  it('the default template carries every placeholder and none is left after filling', () => {
    for (const placeholder of Object.values(SIGNUP_EMAIL_PLACEHOLDERS)) {
      expect(DEFAULT_SIGNUP_EMAIL_BODY).toContain(placeholder);
    }
    const filled = fillSignupEmailBody(DEFAULT_SIGNUP_EMAIL_BODY, values);
    expect(filled).not.toMatch(/%%[A-Z_]+%%/);
    expect(filled).toContain('Hello C/Amn Ann Able,');
    expect(filled).toContain('**Drill night**, which starts at 14:30 on 07/04/2026.');
    expect(filled).toContain('<http://md001.localhost:8080/eventviewer/7>');
  });

  it('a new event starts with the default template as its email body (§5)', () => {
    expect(newEventContent(JULY).emailBody).toEqual({ body: DEFAULT_SIGNUP_EMAIL_BODY });
    expect(newEventContent(JULY).useEmailBody).toBe(false);
  });
});
