// The public signing calls (no sign-in, on the unit's host): the token in the path is the only key.
// A used, revoked, expired or unknown token gets SLIP_TOKEN_REFUSALS' status and message. Answers
// are never cached, never framed and never indexed; each call counts against the caller's address.
import {
  changedSlipFields,
  EVENT_TIME_ZONE,
  PERMISSION_SLIP_MESSAGES as M,
  signSlipRequest,
  slipFieldsOf,
  SLIP_TOKEN_PATTERN,
  SLIP_TOKEN_REFUSALS,
  type SlipForSigning,
  type SlipTokenRefusal,
} from '@portal/contracts';
import { contextOf, HttpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { PoolClient } from 'pg';
import { findEvent } from '../events/repository.ts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import {
  answerSlip,
  findSlip,
  isRetiredToken,
  isSpentToken,
  memberOfRow,
  recordSpentToken,
  slipByTokenHash,
  type SlipRow,
} from './slipRepository.ts';
import { siteNameOf } from './signedRecord.ts';
import type { SignedRecorder } from './signedRecorder.ts';
import { hashSlipToken, slipContentHash } from './slipTokens.ts';

const refuse = (why: SlipTokenRefusal) =>
  new HttpError(SLIP_TOKEN_REFUSALS[why].status, why.toUpperCase(), SLIP_TOKEN_REFUSALS[why].message);

/** The address the gateway saw (the last X-Forwarded-For hop it added), else the socket's. */
export function clientAddressOf(req: Request): string {
  const forwarded = req.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}

function privatePage(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
  });
  next();
}

/** The live slip a token names, locked, with its event; refusals for every other case. */
async function liveSlip(db: PoolClient, token: string, now: number) {
  if (!SLIP_TOKEN_PATTERN.test(token)) throw refuse('unknown');
  const hash = hashSlipToken(token);
  const row = await slipByTokenHash(db, hash, true);
  if (!row) {
    if (await isSpentToken(db, hash)) throw refuse('used');
    if (await isRetiredToken(db, hash)) throw refuse('revoked');
    throw refuse('unknown');
  }
  if (row.token_revoked) throw refuse('revoked');
  const stored = await findEvent(db, row.account_id, row.event_id);
  if (!stored) throw refuse('unknown');
  if (now >= stored.event.pickupDateTime) throw refuse('expired');
  return { row, hash, event: stored.event };
}

function changedSince(row: SlipRow, fields: ReturnType<typeof slipFieldsOf>): string[] {
  return row.state === 'NEEDS_RESIGNING' && row.signed_fields
    ? changedSlipFields(row.signed_fields, fields)
    : [];
}

export function signRoutes(deps: PermissionSlipDeps, recorder: SignedRecorder): Router {
  const router = Router();
  router.use('/api/permissionslips', privatePage, async (req, _res, next) => {
    if (deps.limiter && !(await deps.limiter.take(clientAddressOf(req))))
      return next(new HttpError(429, 'RATE_LIMITED', M.rateLimited));
    next();
  });

  router.get('/api/permissionslips/sign/:token', async (req, res) => {
    const now = deps.now?.() ?? Date.now();
    const answer = await inTransaction(deps.db, async (db) => {
      const { row, event } = await liveSlip(db, req.params.token, now);
      const fields = slipFieldsOf(event);
      const slip: SlipForSigning = {
        eventName: event.name,
        cadetName: row.member_name,
        fields,
        changed: changedSince(row, fields),
        timeZone: EVENT_TIME_ZONE,
      };
      return slip;
    });
    res.json(answer);
  });

  router.post('/api/permissionslips/sign/:token', async (req, res) => {
    const now = deps.now?.() ?? Date.now();
    const body = parseOrThrow(signSlipRequest, req.body);
    const ip = clientAddressOf(req);
    const userAgent = (req.get('user-agent') ?? '').slice(0, 500);
    const signed = await inTransaction(deps.db, async (db) => {
      const { row, hash, event } = await liveSlip(db, req.params.token, now);
      const fields = slipFieldsOf(event);
      const state = body.decision === 'SIGN' ? ('SIGNED' as const) : ('DECLINED' as const);
      const answer = {
        state,
        at: now,
        guardianName: body.guardianName.trim(),
        relationship: body.relationship.trim(),
        phoneDuringActivity: body.phoneDuringActivity.trim(),
        alternatePhone: body.alternatePhone.trim(),
        signature: body.signature.trim(),
        ip,
        userAgent,
        contentHash: slipContentHash(event, { member: memberOfRow(row), name: row.member_name }, fields),
        fields,
      };
      await answerSlip(db, row, answer);
      await recordSpentToken(db, hash, row);
      return { row, event, answer };
    });
    // the signature is committed; its PDF is made now, and a failure leaves it for the next read
    if (signed.answer.state === 'SIGNED') {
      const row = await findSlip(
        deps.db,
        signed.row.account_id,
        signed.row.event_id,
        memberOfRow(signed.row),
      );
      if (row) await recorder.record(row, siteNameOf(contextOf(res).account, row.account_id));
    }
    res.json({ state: signed.answer.state });
  });
  return router;
}
