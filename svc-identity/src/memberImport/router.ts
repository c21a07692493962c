// POST /api/member/capwatch/import (platform §7 "member other") and GET .../import/{jobID}.
// Upload: the zip is the raw body (Content-Type application/zip), the CSRF token travels in the
// x-csrf-token header (src/http/csrf.ts), DownloadCAPWATCH YES is needed; a refusal answers 403
// FORBIDDEN with §8's member CAPWATCH result (InvalidPermissions, NoNHQAction) in `result`, a field
// added beside code and message so that pages built for the plain 403 keep reading it. The zip waits in the
// database for the worker; the job id is the business key, so a double submit imports once.
import {
  API_ERRORS,
  canImportMembers,
  capwatchImportRefusal,
  MEMBER_CAPWATCH_MESSAGES,
  type CapwatchRefusalBody,
  type MemberCapwatchError,
  IMPORT_JOB_ID_PATTERN,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MESSAGES,
  MEMBER_IMPORT_PATH,
  type ImportStartResponse,
} from '@portal/contracts';
import { HttpError, httpError, withJobRequestId } from '@portal/contracts/server';
import express, { Router, type Request, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { signedInMember } from '../http/permissions.ts';
import { buildImportJob, importJobOptions, importQueueFor } from './queue.ts';
import { importStatus } from './status.ts';
import { storeUpload } from './uploads.ts';

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

const readZip = express.raw({ type: () => true, limit: MEMBER_IMPORT_MAX_BYTES });

class CapwatchRefusal extends HttpError {
  constructor(readonly result: MemberCapwatchError) {
    super(403, API_ERRORS.forbidden.code, MEMBER_CAPWATCH_MESSAGES[result]);
  }

  override toJSON(): CapwatchRefusalBody {
    return { ...super.toJSON(), result: this.result };
  }
}

const refused = (result: MemberCapwatchError) => new CapwatchRefusal(result);

const tooLarge = () => new HttpError(413, 'TOO_LARGE', MEMBER_IMPORT_MESSAGES.tooLarge);

/** The raw body; 400 (not a zip, empty) or 413 (over the limit) otherwise. */
async function zipBody(req: Request, res: Response): Promise<Buffer> {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ZIP_TYPES.includes(type)) throw invalid(MEMBER_IMPORT_MESSAGES.notZip);
  const declared = Number(req.get('content-length') ?? NaN);
  if (declared > MEMBER_IMPORT_MAX_BYTES) throw tooLarge();
  const error = await new Promise<unknown>((resolve) => readZip(req, res, resolve));
  if (error) {
    const status = (error as { status?: number }).status;
    throw status === 413 ? tooLarge() : invalid(MEMBER_IMPORT_MESSAGES.notZip);
  }
  const body = req.body as unknown;
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(MEMBER_IMPORT_MESSAGES.empty);
  // every zip starts with a local file header (PK\3\4) or, empty, with the end record (PK\5\6)
  if (body.length < 4 || body[0] !== 0x50 || body[1] !== 0x4b || (body[2] !== 3 && body[2] !== 5)) {
    throw invalid(MEMBER_IMPORT_MESSAGES.notZip);
  }
  return body;
}

export function memberImportRouter(deps: ServiceDeps): Router {
  const router = Router();

  router.post(MEMBER_IMPORT_PATH, async (req, res) => {
    const signedIn = signedInMember(res);
    if (!signedIn) throw httpError(API_ERRORS.signInRequired);
    const refusal = capwatchImportRefusal(signedIn, deps.config.superUserIDs);
    if (refusal || signedIn.type !== 'CAPNHQMember') throw refused(refusal ?? 'NoNHQAction');
    const member = signedIn;
    const zip = await zipBody(req, res);
    const { accountID } = contextOf(res);
    const { jobId, job } = buildImportJob({ accountID, submitterID: member.id, zip, now: deps.clock() });
    const { queue } = importQueueFor(deps.config);
    const existing = await queue.getJob(jobId);
    const existingState = existing ? await existing.getState() : null;
    // the same file again while its job waits, runs or has succeeded: the same job, imported once
    if (existing && existingState !== 'failed') {
      res.status(202).json({ jobID: jobId } satisfies ImportStartResponse);
      return;
    }
    // a failed job may be tried again with a new upload of the same file
    if (existing) await existing.remove();
    await storeUpload(deps.pool, {
      accountID,
      jobID: jobId,
      zip,
      submittedBy: `${member.type}-${member.id}`,
    });
    // with this request's id (x-request-id), which the import worker logs
    await queue.add(job.kind, withJobRequestId(job), importJobOptions(jobId));
    deps.logger.info({ jobId, accountID, size: zip.length }, 'member import queued');
    res.status(202).json({ jobID: jobId } satisfies ImportStartResponse);
  });

  router.get(`${MEMBER_IMPORT_PATH}/:jobID`, async (req, res) => {
    const member = signedInMember(res);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    const { accountID } = contextOf(res);
    const jobID = req.params.jobID;
    // another account's job is answered exactly like a job that does not exist
    if (!IMPORT_JOB_ID_PATTERN.test(jobID) || !jobID.startsWith(`capwatch-${accountID}-`)) {
      throw httpError(API_ERRORS.notFound);
    }
    const job = await importQueueFor(deps.config).queue.getJob(jobID);
    const data = job?.data as { accountID?: string; submitter?: { id?: number } } | undefined;
    if (!job || data?.accountID !== accountID) throw httpError(API_ERRORS.notFound);
    // the submitter sees their job (even after losing the permission: BadPerms); importers see all
    const isSubmitter = member.type === 'CAPNHQMember' && data.submitter?.id === member.id;
    if (!isSubmitter && !canImportMembers(member, deps.config.superUserIDs)) {
      throw refused('InvalidPermissions');
    }
    res.json(await importStatus(job));
  });

  return router;
}
