import { describe, expect, it } from 'vitest';
import { mayManageScope, signinKeyCovers, type SigninKeyScopeHolder } from './rules.ts';

const pat = { type: 'CAPNHQMember', id: 510004 } as const;
const other = { type: 'CAPNHQMember', id: 510003 } as const;

function key(scope: SigninKeyScopeHolder['scope'], revoked = false): SigninKeyScopeHolder {
  return { scope, accountID: 'md001', member: scope === 'User' ? pat : null, revoked };
}

describe('signature sign-in key scopes (Global, Account, User)', () => {
  it.each<[string, SigninKeyScopeHolder, string, typeof pat | typeof other | null, boolean]>([
    ['Global covers another account', key('Global'), 'md002', other, true],
    ['Account covers any member of its account', key('Account'), 'md001', other, true],
    ['Account covers an unknown username in its account', key('Account'), 'md001', null, true],
    ['Account does not cover another account', key('Account'), 'md002', pat, false],
    ['User covers its member', key('User'), 'md001', pat, true],
    ['User does not cover another member', key('User'), 'md001', other, false],
    ['User does not cover an unknown username', key('User'), 'md001', null, false],
    ['User does not cover its member id in another account', key('User'), 'md002', pat, false],
    ['a revoked key covers nothing', key('Global', true), 'md001', pat, false],
  ])('%s', (_label, k, accountID, member, expected) => {
    expect(signinKeyCovers(k, { accountID, member })).toBe(expected);
  });

  it.each([
    ['Global', false, false],
    ['Global', true, true],
    ['Account', false, true],
    ['User', false, true],
  ] as const)(
    'Global scope only for super users: %s by super user %s -> %s',
    (scope, superUser, expected) => {
      expect(mayManageScope(scope, superUser)).toBe(expected);
    },
  );
});
