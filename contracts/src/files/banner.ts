// Platform §7 "GET /banner (slideshow image ids)" (owner: svc-files, mounted at /api/banner): the
// photo banner of the home page. Anonymous visitors may call it, so it only ever names images
// anyone may read (§6: an OTHER entry with READ), never a file shared with members only.
//   GET /api/banner -> photoBannerResponse { images: drive file ids }, newest first
// (Named photoBanner*: the events contracts carry an older draft called bannerResponse.)
import { z } from 'zod';
import { ORDINARY_FILE_ID } from './file.ts';

/** At most this many images are answered (the newest). */
export const BANNER_MAX_IMAGES = 20;

/** Content types the banner shows (what a browser's <img> shows everywhere). */
export const BANNER_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const isBannerImageContentType = (contentType: string): boolean =>
  (BANNER_IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType.toLowerCase());

/** Ids of drive files: show each with GET /api/files/{id}/download (or /export for the thumbnail). */
export const photoBannerResponse = z.object({
  images: z.array(z.string().regex(ORDINARY_FILE_ID)).max(BANNER_MAX_IMAGES),
});
export type PhotoBannerResponse = z.infer<typeof photoBannerResponse>;

/** Where the browser asks for it (through the gateway). */
export const PHOTO_BANNER_PATH = '/api/banner';
