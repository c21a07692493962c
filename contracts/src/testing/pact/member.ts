// The member the consumer pacts answer as a body: the fixture cadet, its fields pinned by type.
import { integer, like } from '@pact-foundation/pact/src/v3/matchers.js';
import { SIGNIN_CADET_EXAMPLE } from '../pactFixtures.ts';

type CadetExample = typeof SIGNIN_CADET_EXAMPLE;

/** The fixture cadet with other example values (another member number, rank or flight). */
export function pactCadet(changes: Partial<CadetExample> = {}): CadetExample {
  return { ...SIGNIN_CADET_EXAMPLE, ...changes };
}

/** The demo seed's cadet 510004 (Casey U Cadet, C/A1C of Alpha flight), as svc-identity answers it. */
export const DEMO_CADET_EXAMPLE = pactCadet({
  id: 510004,
  nameMiddle: 'U',
  memberRank: 'C/A1C',
  dateOfBirth: 1_336_176_000_000,
  joined: 1_651_708_800_000,
  expirationDate: 1_811_462_400_000,
  orgid: 9001,
});

/** A member body matcher: every field by type, numbers as integers, extra fields allowed. */
export function memberLike(example: CadetExample = SIGNIN_CADET_EXAMPLE) {
  return like({
    ...example,
    id: integer(example.id),
    dateOfBirth: integer(example.dateOfBirth),
    joined: integer(example.joined),
    expirationDate: integer(example.expirationDate),
    orgid: integer(example.orgid),
  });
}
