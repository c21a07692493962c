// The matcher behind the contract coverage report (a pact's concrete path against
// the registry's method + path templates).
import { describe, expect, it } from 'vitest';
import { findCall, templateMatchScore, templateParams } from './pathTemplate.ts';
import { pactCoverage, type PactFile } from './pactCoverage.ts';
import type { CallDescription } from './types.ts';

const call = (method: CallDescription['method'], path: string): CallDescription => ({
  method,
  path,
  service: 'events',
  summary: path,
  request: null,
  response: null,
});
const calls = [
  call('GET', '/api/events/{id}'),
  call('GET', '/api/events/upcoming'),
  call('GET', '/api/events/{timestart}/{timeend}'),
  call('PUT', '/api/events/{id}'),
  call('GET', '/api/calendar/feed/{token}.ics'),
  call('POST', '/api/events/'),
];

describe('templateMatchScore', () => {
  it('counts literal segments of a fitting template, -1 otherwise', () => {
    expect(templateMatchScore('/api/events/{id}', '/api/events/12')).toBe(2);
    expect(templateMatchScore('/api/events/upcoming', '/api/events/upcoming')).toBe(3);
    expect(templateMatchScore('/api/events/{id}', '/api/events/12/viewer')).toBe(-1);
    expect(templateMatchScore('/api/events/{id}', '/api/files/12')).toBe(-1);
  });

  it('ignores case of literals, a trailing slash and the query', () => {
    expect(templateMatchScore('/api/events/', '/API/Events?x=1')).toBe(2);
    expect(templateMatchScore('/api/team/{id}', '/api/team/3/')).toBe(2);
  });

  it('takes a parameter with a literal suffix but never an empty one', () => {
    expect(templateMatchScore('/api/calendar/feed/{token}.ics', '/api/calendar/feed/abc.ics')).toBe(3);
    expect(templateMatchScore('/api/calendar/feed/{token}.ics', '/api/calendar/feed/.ics')).toBe(-1);
    expect(templateMatchScore('/api/calendar/feed/{token}.ics', '/api/calendar/feed/abc')).toBe(-1);
  });
});

describe('findCall', () => {
  it('prefers the template with the most literal segments', () => {
    expect(findCall(calls, 'GET', '/api/events/upcoming')?.path).toBe('/api/events/upcoming');
    expect(findCall(calls, 'GET', '/api/events/7')?.path).toBe('/api/events/{id}');
    expect(findCall(calls, 'GET', '/api/events/1/2')?.path).toBe('/api/events/{timestart}/{timeend}');
  });

  it('matches the method (case-insensitively) as well as the path', () => {
    expect(findCall(calls, 'put', '/api/events/7')?.method).toBe('PUT');
    expect(findCall(calls, 'DELETE', '/api/events/7')).toBeNull();
    expect(findCall(calls, 'POST', '/api/events')?.path).toBe('/api/events/');
  });

  it('lists template parameters in order', () => {
    expect(templateParams('/api/events/{eventid}/link/{targetaccount}')).toEqual([
      'eventid',
      'targetaccount',
    ]);
  });
});

describe('pactCoverage', () => {
  const pacts: PactFile[] = [
    {
      consumer: { name: 'mfe-events' },
      provider: { name: 'svc-events' },
      interactions: [
        { request: { method: 'GET', path: '/api/events/upcoming' } },
        { request: { method: 'PUT', path: '/api/events/3' } },
        { request: { method: 'GET', path: '/api/files/3' } },
      ],
    },
    { consumer: { name: 'worker' }, provider: { name: 'producer' } },
  ];

  it('splits the calls into covered (with their pacts) and uncovered, and lists unmatched interactions', () => {
    const result = pactCoverage(calls, pacts);
    expect(result.covered.map((c) => [c.call.method, c.call.path, c.pacts])).toEqual([
      ['GET', '/api/events/upcoming', ['mfe-events -> svc-events']],
      ['PUT', '/api/events/{id}', ['mfe-events -> svc-events']],
    ]);
    expect(result.uncovered.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/events/{id}',
      'GET /api/events/{timestart}/{timeend}',
      'GET /api/calendar/feed/{token}.ics',
      'POST /api/events/',
    ]);
    expect(result.unmatched).toEqual([
      { pact: 'mfe-events -> svc-events', method: 'GET', path: '/api/files/3' },
    ]);
  });
});
