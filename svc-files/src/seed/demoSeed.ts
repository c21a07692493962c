// The drive of the demo site ("Demo seed"): on md001 a folder tree with documents, banner
// images (public, so the home page banner can show them to visitors), a file shared with the
// team 'Color Guard' (team 1: the first team svc-identity's demo seed makes on md001; 'cadet',
// 510004, is on it and 'senior', 510005, is not), the personal folder of 'cadet', and the two
// attachments of svc-events' demo event 'Community Flag Ceremony' in the events folder: one shared
// with the unit's members, one private to its owner (the admin), so the event viewer shows a member
// one file and the admin both. Ids are derived from names (the attachments' are fixed, as svc-events'
// seed names them), so running it again changes nothing.
import { createHash } from 'node:crypto';
import type { FilePermission, MemberReference } from '@portal/contracts';
import type { Pool } from 'pg';
import type { FileStorage } from '../storage/storage.ts';
import { generatedPng, thumbnailOf } from './png.ts';
import { registerPersonalFolder } from '../drive/personalFolders.ts';
import { seedItem, type SeedItem } from './seedFiles.ts';

export const DEMO_ACCOUNT = 'md001';
export const COLOR_GUARD_TEAM_ID = 1;
const ADMIN: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };

export const demoID = (name: string): string =>
  createHash('sha256').update(`demo-drive:${name}`).digest('hex').slice(0, 32);

/** The demo event's attachments; svc-events/src/seed/demoEvents.ts lists the same ids in its fileIDs. */
export const DEMO_EVENT_ATTACHMENTS = {
  shared: 'de3a0000000000000000000000000001',
  private: 'de3a0000000000000000000000000002',
} as const;

const members: FilePermission[] = [{ type: 'ACCOUNTMEMBER', permission: 1 }];
const everyone: FilePermission[] = [{ type: 'OTHER', permission: 1 }];
const text = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

/** A one-page PDF (hand-made: the seed needs no PDF library). */
function onePagePdf(title: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function demoItems(): Promise<Omit<SeedItem, 'accountID'>[]> {
  const documents = demoID('Unit Documents');
  const minutes = demoID('Meeting Minutes');
  const photos = demoID('Photos');
  const cadetFolder = 'CAPNHQMember-510004';
  const banners: [string, number][] = [
    ['Banner - Flight line.png', 205],
    ['Banner - Color guard.png', 0],
    ['Banner - Rocketry launch.png', 30],
  ];
  const images = await Promise.all(
    banners.map(async ([name, hue]) => {
      const bytes = await generatedPng(1200, 400, hue);
      return { name, bytes, thumbnail: await thumbnailOf(bytes) };
    }),
  );
  return [
    { id: documents, parentID: 'root', fileName: 'Unit Documents', owner: ADMIN, permissions: members },
    { id: minutes, parentID: documents, fileName: 'Meeting Minutes', owner: ADMIN, permissions: members },
    {
      id: demoID('Cadet Handbook.pdf'),
      parentID: documents,
      fileName: 'Cadet Handbook.pdf',
      owner: ADMIN,
      permissions: members,
      bytes: onePagePdf('Cadet Handbook'),
      contentType: 'application/pdf',
      comments: 'Read before your first meeting.',
    },
    {
      id: demoID('Safety Briefing.txt'),
      parentID: documents,
      fileName: 'Safety Briefing.txt',
      owner: ADMIN,
      permissions: members,
      bytes: text(['Safety briefing', '', '1. Hydrate.', '2. Wear reflective belts after dark.']),
      contentType: 'text/plain',
    },
    {
      id: demoID('Color Guard Roster.txt'),
      parentID: documents,
      fileName: 'Color Guard Roster.txt',
      owner: ADMIN,
      permissions: [{ type: 'TEAM', teamID: COLOR_GUARD_TEAM_ID, permission: 1 }],
      bytes: text(['Color Guard roster', '', 'Guard commander', 'U.S. flag bearer', 'Rifle guards (2)']),
      contentType: 'text/plain',
      comments: 'Shared with the Color Guard team only.',
    },
    {
      id: demoID('Minutes 2024-09.txt'),
      parentID: minutes,
      fileName: 'Minutes 2024-09.txt',
      owner: ADMIN,
      permissions: members,
      bytes: text(['Staff meeting, September', '', 'Attendance: 12', 'Next meeting: first Tuesday']),
      contentType: 'text/plain',
    },
    { id: photos, parentID: 'root', fileName: 'Photos', owner: ADMIN, permissions: everyone },
    ...images.map((image) => ({
      id: demoID(image.name),
      parentID: photos,
      fileName: image.name,
      owner: ADMIN,
      permissions: everyone,
      bytes: image.bytes,
      contentType: 'image/png',
      thumbnail: image.thumbnail,
    })),
    {
      id: DEMO_EVENT_ATTACHMENTS.shared,
      parentID: 'events',
      fileName: 'Flag Ceremony - Order of Events.pdf',
      owner: ADMIN,
      permissions: members,
      bytes: onePagePdf('Flag Ceremony - Order of Events'),
      contentType: 'application/pdf',
      comments: 'Attached to the Community Flag Ceremony; shared with the unit.',
    },
    {
      id: DEMO_EVENT_ATTACHMENTS.private,
      parentID: 'events',
      fileName: 'Flag Ceremony - Staff Notes.txt',
      owner: ADMIN,
      bytes: text(['Staff notes', '', 'Replace the two flag harness straps before Memorial Day.']),
      contentType: 'text/plain',
      comments: 'Attached to the Community Flag Ceremony; not shared.',
    },
    {
      id: demoID('cadet: My Notes.txt'),
      parentID: cadetFolder,
      fileName: 'My Notes.txt',
      owner: CADET,
      bytes: text(['Things to study before the next promotion test:', '- Aerospace chapter 3']),
      contentType: 'text/plain',
    },
  ];
}

/** Seeds the demo drive; answers how many rows it added (0 on a second run). */
export async function seedDemoDrive(db: Pool, storage: FileStorage): Promise<number> {
  let added = 0;
  for (const item of await demoItems()) {
    if (await seedItem(db, storage, { accountID: DEMO_ACCOUNT, ...item })) added += 1;
  }
  await registerPersonalFolder(db, DEMO_ACCOUNT, 'CAPNHQMember-510004', 'Casey Cadet', { keepName: true });
  return added;
}
