import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db';
import type { AccountFixture } from '../db/seed';
import type { MediaStorage } from '../storage';
import { media } from '../storage/schema';
import { createMedia, resizeUpload } from './service';

/** The demo images: drawn at seed time from SVG (no binary file in the repository). */
const DEMO_IMAGES = [
  {
    name: '冬のキャンペーン',
    from: '#1d4ed8',
    to: '#93c5fd',
    label: 'WINTER SALE',
    width: 2500,
    height: 1686,
  },
  { name: 'メニュー（小）', from: '#047857', to: '#6ee7b7', label: 'MENU', width: 2500, height: 843 },
  { name: '新商品のご案内', from: '#b45309', to: '#fde68a', label: 'NEW', width: 1040, height: 1040 },
  { name: '店内の様子', from: '#6d28d9', to: '#f0abfc', label: 'SHOP', width: 1600, height: 1200 },
] as const;

function demoSvg(image: (typeof DEMO_IMAGES)[number]): Buffer {
  const size = Math.round(Math.min(image.width, image.height) / 4);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${image.from}"/><stop offset="1" stop-color="${image.to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${image.width * 0.8}" cy="${image.height * 0.25}" r="${size}" fill="#ffffff" fill-opacity="0.25"/>
  <text x="50%" y="55%" font-family="sans-serif" font-size="${size * 0.6}" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${image.label}</text>
</svg>`);
}

/**
 * Demo images for the demo account (issue 30), so the rich menus' and templates' demo data can
 * show them. Needs the storage; does nothing without one, or when the account has images already.
 */
export async function seedMediaDemo(db: Db, demo: AccountFixture, storage?: MediaStorage): Promise<void> {
  if (!storage) return;
  const [existing] = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.accountId, demo.accountId))
    .limit(1);
  if (existing) return;
  for (const image of DEMO_IMAGES) {
    const jpeg = await sharp(demoSvg(image)).jpeg({ quality: 90 }).toBuffer();
    await createMedia(db, storage, demo.accountId, image.name, await resizeUpload(jpeg));
  }
}
