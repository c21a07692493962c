// The pair most member lists answer with: who the member is and the name to show for them.
import { z } from 'zod';
import { MemberReference } from './memberReference.ts';

/** Spread into a list entry's schema: `member` (the reference) then `name` (the display name). */
export const namedMemberFields = { member: MemberReference, name: z.string() };
