// Tests only: a fictional signed-in member and the context the gateway would sign for them.
import type { RequestContext } from '../entities/context.ts';
import type { Member } from '../entities/member.ts';
import { fixtureMember } from './memberFixture.ts';

export function testMember(): Member {
  return fixtureMember(546319, 'Casey', 'Cadet', {
    memberRank: 'C/Amn',
    flight: 'Alpha',
    seniorMember: false,
    orgid: 916,
    permissions: {},
  });
}

/** testMember signed in with a Regular session on md001, issued now; override any field. */
export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    accountID: 'md001',
    account: null,
    session: { id: 'session-1', type: 'Regular', expires: Date.now() + 60_000 },
    member: testMember(),
    issuedAt: Date.now(),
    ...overrides,
  };
}
