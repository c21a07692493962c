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
  UNREAD_COUNTS_PATH,
  type Notification,
  type UnreadCounts,
} from '@portal/contracts';
import { httpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router, type Request, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { requireMember, signedInMember } from '../http/permissions.ts';
import { countOpenTasksFor } from '../tasks/repository.ts';
import { memberCause } from './events.ts';
import {
  countUnreadNotificationsFor,
  currentGlobalNotification,
  deleteNotification,
  endGlobalNotification,
  findNotification,
  listNotificationsFor,
  replaceGlobalNotification,
  toggleNotificationRead,
} from './repository.ts';

const notFound = () => httpError({ status: 404, code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.notFound });

export function notificationsRouter(deps: ServiceDeps): Router {
  const router = Router();
  const superUsers = deps.config.superUserIDs;
  const viewerOf = (res: Response) => signedInMember(res);

  /**
   * The notification of /notifications/{id} the caller may see; otherwise 400 (bad id),
   * 401 (anonymous, not the global one) or 404 (missing, or not theirs).
   */
  async function visible(req: Request, res: Response): Promise<Notification> {
    const id = parseNotificationID(String(req.params.id));
    if (id === null) throw invalid(NOTIFICATION_MESSAGES.invalidID);
    const notification = await findNotification(deps.pool, contextOf(res).accountID, id);
    const viewer = viewerOf(res);
    if (notification && maySeeNotification(viewer, notification.target, superUsers)) return notification;
    throw viewer ? notFound() : httpError(API_ERRORS.signInRequired);
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
    if (!mayCreateGlobalNotification(member, superUsers)) throw httpError(API_ERRORS.forbidden);
    const body = parseOrThrow(createGlobalNotificationRequest, req.body);
    const now = deps.clock();
    const problem = globalExpiryProblem(body.expires, now.getTime());
    if (problem) throw invalid(problem);
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

  // Before /:id, which would read 'unread' as a bad id. Counts only the caller's own rows, so it
  // needs no token: the task list's token rule guards task contents, and none is answered here.
  router.get(UNREAD_COUNTS_PATH, requireMember, async (_req, res) => {
    const member = viewerOf(res)!;
    const { accountID } = contextOf(res);
    const ref = toMemberReference(member);
    const [notifications, tasks] = await Promise.all([
      countUnreadNotificationsFor(deps.pool, accountID, ref, maySeeAdminNotifications(member, superUsers)),
      countOpenTasksFor(deps.pool, accountID, ref),
    ]);
    const counts: UnreadCounts = { notifications, tasks };
    res.json(counts);
  });

  router.get('/api/notifications/:id', async (req, res) => {
    res.json(await visible(req, res));
  });

  // POST /notifications/{id}: toggles read (§4 "Notifications can be toggled read").
  router.post('/api/notifications/:id', async (req, res) => {
    const notification = await visible(req, res);
    if (notification.target.type === 'Everyone') throw invalid(NOTIFICATION_MESSAGES.globalNotToggled);
    if (!mayChangeNotification(viewerOf(res), notification.target, 'toggleRead', superUsers)) {
      throw httpError(API_ERRORS.forbidden);
    }
    const toggled = await toggleNotificationRead(deps.pool, contextOf(res).accountID, notification.id);
    if (!toggled) throw notFound();
    res.json(toggled);
  });

  // DELETE: a member or admin notification is removed; the global one is ended early.
  router.delete('/api/notifications/:id', async (req, res) => {
    const notification = await visible(req, res);
    const viewer = viewerOf(res);
    if (!viewer) throw httpError(API_ERRORS.signInRequired);
    if (!mayChangeNotification(viewer, notification.target, 'delete', superUsers)) {
      throw httpError(API_ERRORS.forbidden);
    }
    const { accountID } = contextOf(res);
    const done =
      notification.target.type === 'Everyone'
        ? await endGlobalNotification(deps.pool, accountID, notification.id, deps.clock())
        : await deleteNotification(deps.pool, accountID, notification.id);
    if (!done) throw notFound();
    res.status(204).end();
  });

  return router;
}
