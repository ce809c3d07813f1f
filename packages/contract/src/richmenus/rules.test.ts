import { describe, expect, it } from 'vitest';
import { RICHMENU_MESSAGES as M } from './messages';
import {
  areaProblems,
  chatBarTextFits,
  isRichMenuAliasId,
  RICHMENU_LAYOUTS,
  RICHMENU_STANDARD_SIZES,
  richMenuImageProblems,
  richMenuLayoutAreas,
  richMenuNameFits,
  richMenuTemplateOf,
  richMenuTemplatePostback,
  splitPixels,
  uriProblem,
} from './rules';

// Source of every edge: Messaging API reference #upload-rich-menu-image (JPEG/PNG, width
// 800–2500 px, height ≥ 250 px, width/height ≥ 1.45, max 1 MB), #rich-menu-object (areas max 20,
// chatBarText max 14), #create-rich-menu-alias (^[a-z0-9_-]{1,32}$), read 2026-11-27.

const image = (
  over: Partial<{ contentType: string; width: number; height: number; bytes: number }> = {},
) => ({
  contentType: 'image/png',
  width: 2500,
  height: 1686,
  bytes: 500_000,
  ...over,
});
const messagesOf = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('a rich menu image, each rule at its edge', () => {
  it.each([
    ['a PNG', image(), []],
    ['a JPEG', image({ contentType: 'image/jpeg' }), []],
    ['a GIF', image({ contentType: 'image/gif' }), [M.imageType]],
    ['a WebP', image({ contentType: 'image/webp' }), [M.imageType]],
    ['800 px wide (the least)', image({ width: 800, height: 250 }), []],
    ['799 px wide', image({ width: 799, height: 250 }), [M.imageTooNarrow]],
    ['2500 px wide (the most)', image({ width: 2500 }), []],
    ['2501 px wide', image({ width: 2501 }), [M.imageTooWide]],
    ['250 px high (the least)', image({ width: 1200, height: 250 }), []],
    ['249 px high', image({ width: 1200, height: 249 }), [M.imageTooLow]],
    ['width/height exactly 1.45 (1450×1000)', image({ width: 1450, height: 1000 }), []],
    ['width/height just under 1.45 (1449×1000)', image({ width: 1449, height: 1000 }), [M.imageAspect]],
    ['a square', image({ width: 1000, height: 1000 }), [M.imageAspect]],
  ])('%s', (_name, facts, refusals) => {
    expect(messagesOf(richMenuImageProblems(facts).refusals)).toEqual(refusals);
  });

  it.each([
    ['1 MB exactly is sent as it is', 1024 * 1024, []],
    ['1 byte over 1 MB is a note (compressed on the server), not a refusal', 1024 * 1024 + 1, [M.imageLarge]],
  ])('%s', (_name, bytes, notes) => {
    const problems = richMenuImageProblems(image({ bytes }));
    expect(problems.refusals).toEqual([]);
    expect(messagesOf(problems.notes)).toEqual(notes);
  });
});

describe('the standard layouts', () => {
  it('offers LINE Official Account Manager’s 7 large and 4 small templates', () => {
    expect(
      RICHMENU_LAYOUTS.filter((l) => l.size === 'full').map((l) => richMenuLayoutAreas(l).length),
    ).toEqual([6, 4, 4, 3, 3, 2, 1]);
    expect(
      RICHMENU_LAYOUTS.filter((l) => l.size === 'half').map((l) => richMenuLayoutAreas(l).length),
    ).toEqual([3, 2, 2, 1]);
  });

  it.each(RICHMENU_LAYOUTS.map((layout) => [layout.id, layout] as const))(
    '%s tiles its image exactly: whole px, no gap, no overlap, inside, valid for LINE',
    (_id, layout) => {
      const size = RICHMENU_STANDARD_SIZES[layout.size];
      const areas = richMenuLayoutAreas(layout);
      expect(areas.reduce((sum, a) => sum + a.width * a.height, 0)).toBe(size.width * size.height);
      for (const [i, a] of areas.entries())
        for (const b of areas.slice(i + 1))
          expect(
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
          ).toBe(false);
      expect(
        areaProblems(
          size,
          areas.map((bounds) => ({ bounds })),
        ),
      ).toEqual([]);
    },
  );

  it('gives the full 6-grid the pixels LINE Official Account Manager uses (833/834/833 × 843)', () => {
    const layout = RICHMENU_LAYOUTS.find((l) => l.id === 'full-6');
    expect(layout && richMenuLayoutAreas(layout).slice(0, 3)).toEqual([
      { x: 0, y: 0, width: 833, height: 843 },
      { x: 833, y: 0, width: 834, height: 843 },
      { x: 1667, y: 0, width: 833, height: 843 },
    ]);
  });

  it.each([
    [2500, [1, 1, 1], [833, 834, 833]],
    [843, [1, 1], [422, 421]],
    [2500, [2, 1], [1667, 833]],
    [7, [1], [7]],
  ])('splits %i px by %j into %j', (total, weights, lengths) => {
    expect(splitPixels(total, weights).map((p) => p.length)).toEqual(lengths);
  });
});

describe('areas against the menu', () => {
  const size = { width: 2500, height: 843 };
  const area = (x: number, y: number, width: number, height: number) => ({ bounds: { x, y, width, height } });
  it.each([
    ['one area covering the image', [area(0, 0, 2500, 843)], []],
    ['no area', [], [['areas', M.areaCount]]],
    ['20 areas (the most)', Array.from({ length: 20 }, (_, i) => area(i * 125, 0, 125, 843)), []],
    ['21 areas', Array.from({ length: 21 }, (_, i) => area(i * 100, 0, 100, 843)), [['areas', M.areaCount]]],
    ['reaching the right edge exactly', [area(2499, 0, 1, 1)], []],
    ['one px past the right edge', [area(2499, 0, 2, 1)], [['areas.0.bounds', M.areaOutside]]],
    ['reaching the bottom edge exactly', [area(0, 842, 1, 1)], []],
    ['one px past the bottom edge', [area(0, 842, 1, 2)], [['areas.0.bounds', M.areaOutside]]],
    ['starting left of the image', [area(-1, 0, 10, 10)], [['areas.0.bounds', M.areaOutside]]],
    ['1×1 px (the least)', [area(0, 0, 1, 1)], []],
    ['0 px wide', [area(0, 0, 0, 10)], [['areas.0.bounds', M.areaEmpty]]],
    ['0 px high', [area(0, 0, 10, 0)], [['areas.0.bounds', M.areaEmpty]]],
    ['half a pixel', [area(0.5, 0, 10, 10)], [['areas.0.bounds', M.areaInteger]]],
  ])('%s', (_name, areas, problems) => {
    expect(areaProblems(size, areas).map((p) => [p.field, p.message])).toEqual(problems);
  });
});

describe('texts and ids', () => {
  it.each([
    ['', false],
    ['メニュー', true],
    ['あ'.repeat(14), true],
    ['あ'.repeat(15), false],
    // Counted in code points as LINE does: 14 × 𠮷 is 14 characters (28 UTF-16 units).
    ['𠮷'.repeat(14), true],
  ])('chat bar text %j fits: %s', (text, fits) => {
    expect(chatBarTextFits(text)).toBe(fits);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['a'.repeat(300), true],
    ['a'.repeat(301), false],
  ])('menu name of %j fits: %s', (name, fits) => {
    expect(richMenuNameFits(name)).toBe(fits);
  });

  it.each([
    ['tab-a', true],
    ['richmenu_alias-1', true],
    ['a', true],
    ['a'.repeat(32), true],
    ['a'.repeat(33), false],
    ['', false],
    ['Tab-A', false],
    ['tab a', false],
    ['タブ', false],
    ['tab.a', false],
  ])('alias id %j is LINE’s: %s', (alias, ok) => {
    expect(isRichMenuAliasId(alias)).toBe(ok);
  });

  it.each([
    ['https://example.jp/menu', null],
    ['http://example.jp/', null],
    ['tel:0312345678', null],
    ['line://app/1234', null],
    ['https://line.me/R/ti/p/@abc', null],
    ['mailto:a@example.jp', M.uri],
    ['javascript:alert(1)', M.uri],
    ['example.jp', M.uri],
    ['https://', M.uri],
    [`https://example.jp/${'a'.repeat(1000 - 19)}`, null],
    [`https://example.jp/${'a'.repeat(1001 - 19)}`, M.uriLength],
  ])('uri %j: %s', (uri, problem) => {
    expect(uriProblem(uri)).toBe(problem);
  });
});

describe('the postback that opens a template', () => {
  it('round-trips a template id', () => {
    expect(richMenuTemplateOf(richMenuTemplatePostback(42))).toBe(42);
    expect(richMenuTemplatePostback(7)).toBe('console:template:7');
  });
  it.each([
    'console:template:',
    'console:template:0',
    'console:template:01',
    'console:template:12a',
    'template:5',
    'action=buy',
  ])('is not ours: %j', (data) => {
    expect(richMenuTemplateOf(data)).toBeNull();
  });
  it('fits LINE’s postback data (300 characters) for the largest id', () => {
    expect(richMenuTemplatePostback(999_999_999).length).toBeLessThanOrEqual(300);
  });
});
