// GET /api/{service}/health: a signed-in-only probe that the service, its database and the signed
// context work; it counts only the caller's account's objects (the account filter in action).
import express, { type Router } from 'express';
import { contextOf, requireSignedIn } from '../http/signedContext.ts';

/** Answers { status: 'ok', service, accountID, [counted]: count of the caller's account }. */
export function accountHealthRoute(
  service: string,
  counted: string,
  count: (accountID: string) => Promise<number>,
): Router {
  return express.Router().get(`/api/${service}/health`, requireSignedIn, async (_req, res) => {
    const { accountID } = contextOf(res);
    res.json({ status: 'ok', service, accountID, [counted]: await count(accountID) });
  });
}
