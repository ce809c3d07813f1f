import type { Media, MediaListItem } from '@console/contract/media';
import { RICHMENU_MESSAGES as M, richMenuImageProblems } from '@console/contract/richmenus';
import { describe, expect, it } from 'vitest';
import { imageFacts, mediaVariantOf, menuVariant } from './media';

const image: MediaListItem = {
  id: 1,
  name: '横長の写真',
  width: 3000,
  height: 1000,
  bytes: 3_000_000,
  content_type: 'image/jpeg',
  preview_url: '/media/abc/preview',
  preview_width: 240,
  preview_height: 80,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};
const detail: Media = {
  ...image,
  imagemap_base_url: '/media/abc/imagemap',
  variants: [
    {
      variant: 'original',
      url: '/media/abc/original',
      width: 3000,
      height: 1000,
      bytes: 3_000_000,
      content_type: 'image/jpeg',
    },
    {
      variant: 'richmenu-half',
      url: '/media/abc/richmenu-half',
      width: 2500,
      height: 843,
      bytes: 400_000,
      content_type: 'image/jpeg',
    },
  ],
};

describe('mediaVariantOf', () => {
  it.each([
    ['half', '/media/abc/richmenu-half'],
    ['free', '/media/abc/original'],
    // The library lacks it: no URL (the editor shows a blank of the menu's size).
    ['full', null],
  ] as const)('a %s menu shows %s', (mode, url) => {
    expect(mediaVariantOf(detail, menuVariant(mode))?.url ?? null).toBe(url);
  });

  it('has nothing while the details load', () => {
    expect(mediaVariantOf(undefined, 'original')).toBeNull();
  });
});

describe('imageFacts', () => {
  it('judges the size the menu uses: the 3000 px original is refused as a free menu, its half variant is not', () => {
    expect(
      richMenuImageProblems(imageFacts(image, mediaVariantOf(detail, 'original'))).refusals.map(
        (p) => p.message,
      ),
    ).toEqual([M.imageTooWide]);
    expect(
      richMenuImageProblems(imageFacts(image, mediaVariantOf(detail, 'richmenu-half'))).refusals,
    ).toEqual([]);
  });

  it('an original over 1 MB is a note, not a refusal (the server compresses it for LINE)', () => {
    const facts = imageFacts({ ...image, width: 2500, height: 1686 }, null);
    expect(richMenuImageProblems(facts)).toEqual({
      refusals: [],
      notes: [{ field: 'image', message: M.imageLarge }],
    });
  });
});
