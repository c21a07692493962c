// GET /api/member/search/{unitName?}/{lastName?}/{firstName?}/{dutyName?}/{includeAssts?}
// ('%' for an empty field). Who may: the Find Member rule (contracts canSearchMembers).
import { API_ERRORS, canSearchMembers, memberSearchParams } from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router, type Request } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { isSuperUserRequest, signedInMember } from '../http/permissions.ts';
import { selectMembers } from './repository.ts';
import { memberSearchKeys } from './searchQuery.ts';

const SEARCH_PATH = /^\/api\/member\/search(?:\/.*)?$/;
const FIELDS = ['unitName', 'lastName', 'firstName', 'dutyName', 'includeAssts'] as const;

/** Decodes a path segment; a bare '%' (the spec's empty marker) is not valid URL encoding, so kept as is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The raw path segments after /api/member/search, mapped onto the field names. */
function searchSegments(req: Request): Record<string, string> {
  const rawPath = req.originalUrl.split('?')[0] ?? '';
  const segments = rawPath.replace(/^\/api\/member\/search\/?/, '').split('/');
  const out: Record<string, string> = {};
  FIELDS.forEach((field, i) => {
    const segment = segments[i];
    if (segment !== undefined && segment !== '') out[field] = decodeSegment(segment);
  });
  if (segments.length > FIELDS.length && segments.slice(FIELDS.length).some((s) => s !== '')) {
    out.extra = 'yes';
  }
  return out;
}

export function memberSearchRoutes(deps: ServiceDeps): Router {
  const router = Router();

  router.get(SEARCH_PATH, async (req, res) => {
    const member = signedInMember(res);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    if (!canSearchMembers(member, isSuperUserRequest(deps, res))) throw httpError(API_ERRORS.forbidden);
    const segments = searchSegments(req);
    if (segments.extra) throw httpError(API_ERRORS.notFound);
    const keys = memberSearchKeys(parseOrThrow(memberSearchParams, segments));
    res.json(await selectMembers(deps.pool, contextOf(res).accountID, deps.clock(), keys));
  });

  return router;
}
