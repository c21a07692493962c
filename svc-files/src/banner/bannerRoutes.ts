// GET /api/banner (platform §7 "GET /banner (slideshow image ids)"): the home page's photo banner.
// Anonymous visitors call it, so it answers only what an anonymous visitor may read: ready image
// files (png, jpeg, gif, webp) of the host account's drive shared with everyone (§6: an OTHER entry
// holding READ), newest first, at most BANNER_MAX_IMAGES. The answer is the same for every viewer:
// a member's wider rights do not add private photos to a page anyone can see.
import {
  BANNER_IMAGE_CONTENT_TYPES,
  BANNER_MAX_IMAGES,
  canReadFile,
  FILE_PERMISSION_BITS,
  type FilePermission,
  type FileViewer,
  type MemberReference,
  type PhotoBannerResponse,
} from '@portal/contracts';
import { contextOf } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';

const ANONYMOUS: FileViewer = { member: null, superUser: false, teamIDs: [] };

interface BannerRow {
  id: string;
  owner: MemberReference;
  permissions: FilePermission[];
}

/**
 * The banner of an account. SQL narrows to public images (so LIMIT counts only those); the
 * contracts' canReadFile, the drive's own rule, has the last word on each row.
 */
export async function bannerImages(db: Pool, accountID: string): Promise<PhotoBannerResponse> {
  const { rows } = await db.query<BannerRow>(
    `SELECT id, owner, permissions FROM files.files f
      WHERE account_id = $1 AND status = 'ready' AND lower(content_type) = ANY($2::text[])
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(f.permissions) entry
                     WHERE entry->>'type' = 'OTHER' AND ((entry->>'permission')::int & $3) = $3)
      ORDER BY created DESC, id
      LIMIT $4`,
    [accountID, BANNER_IMAGE_CONTENT_TYPES, FILE_PERMISSION_BITS.READ, BANNER_MAX_IMAGES],
  );
  return { images: rows.filter((row) => canReadFile(row, ANONYMOUS)).map((row) => row.id.trim()) };
}

export function bannerRoutes(deps: { db: Pool }): Router {
  const router = Router();
  router.get('/api/banner', async (_req, res) => {
    res.json(await bannerImages(deps.db, contextOf(res).accountID));
  });
  return router;
}
