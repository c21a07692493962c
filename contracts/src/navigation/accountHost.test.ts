import { describe, expect, it } from 'vitest';
import { accountUrl } from './accountHost.ts';

describe("accountUrl: another account's page on its own host", () => {
  it.each([
    [
      { protocol: 'http:', hostname: 'md001.localhost', port: '8080' },
      'http://md000.localhost:8080/eventviewer/7',
    ],
    [
      { protocol: 'https:', hostname: 'md001.capunit.example', port: '' },
      'https://md000.capunit.example/eventviewer/7',
    ],
    // the plain base domain is the default account: the id goes in front
    [
      { protocol: 'https:', hostname: 'capunit.example', port: '' },
      'https://md000.capunit.example/eventviewer/7',
    ],
    [{ protocol: 'http:', hostname: 'localhost', port: '8080' }, 'http://md000.localhost:8080/eventviewer/7'],
    // a loopback IP has no account label: its sibling is {id}.localhost
    [{ protocol: 'http:', hostname: '127.0.0.1', port: '8080' }, 'http://md000.localhost:8080/eventviewer/7'],
  ])('%j -> %s', (location, expected) => {
    expect(accountUrl(location, 'md001', 'md000', '/eventviewer/7')).toBe(expected);
  });
});
