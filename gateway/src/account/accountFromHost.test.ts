import { describe, expect, it } from 'vitest';
import { accountFromHost } from './accountFromHost.ts';

describe('accountFromHost (foundation: {account}.{BASE_DOMAIN}[:port]; plain host -> default account)', () => {
  const cases: Array<[string | undefined, string | null]> = [
    ['md002.localhost:8080', 'md002'],
    ['MD002.LOCALHOST', 'md002'],
    ['localhost:8080', 'md001'],
    ['localhost', 'md001'],
    ['127.0.0.1:8080', 'md001'],
    ['[::1]:8080', 'md001'],
    ['example.com', null],
    ['a.b.localhost', null],
    ['notlocalhost', null],
  ];
  it.each(cases)('%s -> %s', (host, expected) => {
    expect(accountFromHost(host, 'localhost', 'md001')).toBe(expected);
  });

  it('uses BASE_DOMAIN', () => {
    expect(accountFromHost('md000.portal.example.org', 'portal.example.org', 'md001')).toBe('md000');
    expect(accountFromHost('portal.example.org:443', 'portal.example.org', 'md001')).toBe('md001');
  });
});
