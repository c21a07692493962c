// Member data calls of platform §7 "member other": list, by id, search, absent (owner: svc-identity).
import { z } from 'zod';
import { AbsenteeInformation, Member } from '../entities/member.ts';
import { MemberType } from '../entities/memberReference.ts';

/** `GET /api/member/list/{type?}`: the optional type segment. */
export const memberListType = MemberType;
export type MemberListType = z.infer<typeof memberListType>;

/** `GET /api/member/list/{type?}`: every member of the account (of that type). */
export const memberListResponse = z.array(Member);
export type MemberListResponse = z.infer<typeof memberListResponse>;

/** `GET /api/member/byid/{id}`: one member of the account. */
export const memberByIdResponse = Member;
export type MemberByIdResponse = z.infer<typeof memberByIdResponse>;

/** The most members one search answers (the front end says so when a search reaches it). */
export const MEMBER_SEARCH_LIMIT = 100;

/** Platform §2/§9 member search: debounce and minimum characters across the fields. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;
export const MEMBER_SEARCH_MIN_CHARACTERS = 3;

/** `GET /api/member/search/...`: the matching members, at most MEMBER_SEARCH_LIMIT. */
export const memberSearchResponse = z.array(Member);
export type MemberSearchResponse = z.infer<typeof memberSearchResponse>;

/** What a member search looks for; empty strings mean "any". */
export interface MemberSearchQuery {
  unitName: string;
  lastName: string;
  firstName: string;
  dutyName: string;
  includeAssistants: boolean;
}

/** §7: '%' stands for an empty field in the search path. */
export const MEMBER_SEARCH_EMPTY = '%';

/**
 * `/member/search/{unitName}/{lastName}/{firstName}/{dutyName}/{includeAssts}` with '%' for empty.
 * Every segment is URL-encoded, so the '%' travels as '%25' (a bare '%' is not a valid URL escape;
 * the server accepts both).
 */
export function memberSearchPath(query: MemberSearchQuery): string {
  const seg = (value: string) => {
    const trimmed = value.trim();
    return encodeURIComponent(trimmed === '' ? MEMBER_SEARCH_EMPTY : trimmed);
  };
  return `/member/search/${seg(query.unitName)}/${seg(query.lastName)}/${seg(query.firstName)}/${seg(
    query.dutyName,
  )}/${query.includeAssistants ? 'true' : 'false'}`;
}

const searchField = z
  .string()
  .max(100)
  .optional()
  .transform((value) => {
    const trimmed = (value ?? '').trim();
    return trimmed === MEMBER_SEARCH_EMPTY ? '' : trimmed;
  });

/** The path parameters of a member search as the server receives them (all optional). */
export const memberSearchParams = z
  .object({
    unitName: searchField,
    lastName: searchField,
    firstName: searchField,
    dutyName: searchField,
    includeAssts: z.enum(['true', 'false', MEMBER_SEARCH_EMPTY]).optional(),
  })
  .transform((p): MemberSearchQuery => ({
    unitName: p.unitName,
    lastName: p.lastName,
    firstName: p.firstName,
    dutyName: p.dutyName,
    includeAssistants: p.includeAssts === 'true',
  }));

/** `POST /api/member/absent`: the signed-in member's own absentee information (§3). */
export const absentRequest = z.object({
  /** ms since the epoch, within the range of a JavaScript date. */
  absentUntil: z.number().int().nonnegative().max(8_640_000_000_000_000),
  comments: z.string().max(1000),
  token: z.string().optional(),
});
export type AbsentRequest = z.infer<typeof absentRequest>;

/** Answer of `POST /api/member/absent`: the stored absentee information. */
export const absentResponse = AbsenteeInformation;
export type AbsentResponse = z.infer<typeof absentResponse>;
