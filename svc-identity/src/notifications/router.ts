// Notification calls (platform §7 "notifications"). Every object is looked up
// inside the caller's account; one the caller may not see answers 404 (ids are sequential, so a
// 403 would confirm that another member's notification exists).
import {
  API_ERRORS,
  createGlobalNotificationRequest,
  globalExpiryProblem,
  mayChangeNotification,
  mayCreateGlobalNotification,
  maySeeAdminNotifications,
  maySeeNotification,
  NOTIFICATION_MESSAGES,
  parseNotificationID,
  toMemberReference,
  VALIDATION_ERROR_CODE,
  type Notification,
} from '@portal/contracts';
import { Router, type Request, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { requireMember, signedInMember } from '../http/permissions.ts';
import { inTransaction } from '../prospective/transaction.ts';
import { memberCause } from './events.ts';
import {
  currentGlobalNotification,
  deleteNotification,
  endGlobalNotification,
  findNotification,
  listNotificationsFor,
  replaceGlobalNotification,
  toggleNotificationRead,
} from './repository.ts';

function badRequest(res: Response, message: string): void {
  res.status(400).json({ code: VALIDATION_ERROR_CODE, message, issues: [message] });
}

const notFound = (res: Response) =>
  res.status(404).json({ code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.notFound });

export function notificationsRouter(deps: ServiceDeps): Router {
  const router = Router();
  const superUsers = deps.config.superUserIDs;
  const viewerOf = (res: Response) => signedInMember(res);

  /**
   * The notification of /notifications/{id} the caller may see, or null after answering
   * 400 (bad id), 401 (anonymous, not the global one) or 404 (missing, or not theirs).
   */
  async function visible(req: Request, res: Response): Promise<Notification | null> {
    const id = parseNotificationID(String(req.params.id));
    if (id === null) {
      badRequest(res, NOTIFICATION_MESSAGES.invalidID);
      return null;
    }
    const notification = await findNotification(deps.pool, contextOf(res).accountID, id);
    const viewer = viewerOf(res);
    if (notification && maySeeNotification(viewer, notification.target, superUsers)) return notification;
    if (!viewer) sendError(res, API_ERRORS.signInRequired);
    else notFound(res);
    return null;
  }

  // Anyone, signed in or not: the banner is part of the public site (a "meeting cancelled" notice
  // must reach visitors too). 204 when nothing is shown.
  router.get('/api/notifications/global', async (_req, res) => {
    const current = await currentGlobalNotification(deps.pool, contextOf(res).accountID, deps.clock());
    if (current) res.json(current);
    else res.status(204).end();
  });

  router.post('/api/notifications/global', requireMember, async (req, res) => {
    const member = viewerOf(res)!;
    if (!mayCreateGlobalNotification(member, superUsers)) {
      sendError(res, API_ERRORS.forbidden);
      return;
    }
    const body = bodyOrReject(createGlobalNotificationRequest, req, res);
    if (!body) return;
    const now = deps.clock();
    const problem = globalExpiryProblem(body.expires, now.getTime());
    if (problem) {
      badRequest(res, problem);
      return;
    }
    const created = await inTransaction(deps.pool, (client) =>
      replaceGlobalNotification(client, {
        accountID: contextOf(res).accountID,
        cause: memberCause(member),
        extraData: { type: 'Message', message: body.message },
        expires: new Date(body.expires),
        now,
      }),
    );
    res.status(201).json(created);
  });

  router.get('/api/notifications', requireMember, async (_req, res) => {
    const member = viewerOf(res)!;
    const list = await listNotificationsFor(
      deps.pool,
      contextOf(res).accountID,
      toMemberReference(member),
      maySeeAdminNotifications(member, superUsers),
    );
    res.json(list);
  });

  router.get('/api/notifications/:id', async (req, res) => {
    const notification = await visible(req, res);
    if (notification) res.json(notification);
  });

  // POST /notifications/{id}: toggles read (§4 "Notifications can be toggled read").
  router.post('/api/notifications/:id', async (req, res) => {
    const notification = await visible(req, res);
    if (!notification) return;
    if (notification.target.type === 'Everyone') {
      badRequest(res, NOTIFICATION_MESSAGES.globalNotToggled);
      return;
    }
    if (!mayChangeNotification(viewerOf(res), notification.target, 'toggleRead', superUsers)) {
      sendError(res, API_ERRORS.forbidden);
      return;
    }
    const toggled = await toggleNotificationRead(deps.pool, contextOf(res).accountID, notification.id);
    if (toggled) res.json(toggled);
    else notFound(res);
  });

  // DELETE: a member or admin notification is removed; the global one is ended early.
  router.delete('/api/notifications/:id', async (req, res) => {
    const notification = await visible(req, res);
    if (!notification) return;
    const viewer = viewerOf(res);
    if (!viewer) {
      sendError(res, API_ERRORS.signInRequired);
      return;
    }
    if (!mayChangeNotification(viewer, notification.target, 'delete', superUsers)) {
      sendError(res, API_ERRORS.forbidden);
      return;
    }
    const { accountID } = contextOf(res);
    const done =
      notification.target.type === 'Everyone'
        ? await endGlobalNotification(deps.pool, accountID, notification.id, deps.clock())
        : await deleteNotification(deps.pool, accountID, notification.id);
    if (done) res.status(204).end();
    else notFound(res);
  });

  return router;
}
