import { RICHMENU_MESSAGES as M, richMenuImageProblems } from '@console/contract/richmenus';
import { describe, expect, it } from 'vitest';
import { imageFacts, mediaChoiceOf, mediaChoicesOf, mediaVariantOf, menuVariant } from './media';

const image = {
  id: 1,
  name: '春のメニュー',
  width: 2500,
  height: 1686,
  bytes: 200_000,
  content_type: 'image/png',
  preview_url: '/media/abc/preview',
  created_at: '2026-11-27T00:00:00.000Z',
};

describe('mediaChoicesOf', () => {
  it.each([
    ['an array', [image], 1],
    ['a page object', { items: [image] }, 1],
    ['an image without its size', [{ ...image, width: undefined }], 0],
    ['an id that is not whole', [{ ...image, id: 1.5 }], 0],
    ['nothing useful', 'oops', 0],
  ])('%s gives %i choices', (_, body, count) => {
    expect(mediaChoicesOf(body)).toHaveLength(count);
  });

  it('takes the fields the editor uses under its own names', () => {
    expect(mediaChoiceOf(image)).toEqual({
      id: 1,
      name: '春のメニュー',
      width: 2500,
      height: 1686,
      bytes: 200_000,
      contentType: 'image/png',
      previewUrl: '/media/abc/preview',
    });
  });
});

describe('mediaVariantOf and imageFacts', () => {
  const detail = {
    ...image,
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
  it.each([
    ['half', '/media/abc/richmenu-half'],
    ['free', '/media/abc/original'],
    ['full', null],
  ] as const)('a %s menu uses %s', (mode, url) => {
    expect(mediaVariantOf(detail, menuVariant(mode))?.url ?? null).toBe(url);
  });

  it('judges the size the menu uses: a 3000 px original is refused as a free menu, its half variant is not', () => {
    const choice = mediaChoiceOf(image);
    if (!choice) throw new Error('a choice');
    const original = mediaVariantOf(detail, 'original');
    expect(richMenuImageProblems(imageFacts(choice, original)).refusals.map((p) => p.message)).toEqual([
      M.imageTooWide,
    ]);
    expect(
      richMenuImageProblems(imageFacts(choice, mediaVariantOf(detail, 'richmenu-half'))).refusals,
    ).toEqual([]);
  });
});
