import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  aspectRatioCss,
  blockStyle,
  borderWidthCss,
  boxLayout,
  boxStyle,
  bubbleSize,
  buttonKind,
  buttonStyle,
  childMargin,
  childMargins,
  colorCss,
  cornerRadiusCss,
  flexGrow,
  flexVersionNotes,
  fontStyle,
  gradientCss,
  iconStyle,
  imageSizeCss,
  imageStyle,
  itemStyle,
  lengthCss,
  maxLinesOf,
  offsetCss,
  paddingCss,
  spacingCss,
  textSizeCss,
  textStyle,
} from './flexStyle';
import { LinePreview, type LinePreviewMessage } from './LinePreview';

describe('キーワード → px（Messaging API リファレンスの表）', () => {
  it.each([
    [spacingCss, 'none', '0px'],
    [spacingCss, 'xs', '2px'],
    [spacingCss, 'sm', '4px'],
    [spacingCss, 'md', '8px'],
    [spacingCss, 'lg', '12px'],
    [spacingCss, 'xl', '16px'],
    [spacingCss, 'xxl', '20px'],
    [spacingCss, '7px', '7px'],
    [spacingCss, '10%', undefined],
    [paddingCss, '10%', '10%'],
    [paddingCss, 'xl', '16px'],
    [offsetCss, '-3px', undefined],
    [offsetCss, '5%', '5%'],
    [lengthCss, '120px', '120px'],
    [lengthCss, '50%', '50%'],
    [lengthCss, 'md', undefined],
    [borderWidthCss, 'light', '0.5px'],
    [borderWidthCss, 'normal', '1px'],
    [borderWidthCss, 'medium', '2px'],
    [borderWidthCss, 'semi-bold', '3px'],
    [borderWidthCss, 'bold', '4px'],
    [cornerRadiusCss, 'xxl', '20px'],
    [cornerRadiusCss, '6px', '6px'],
    [textSizeCss, 'xxs', '11px'],
    [textSizeCss, 'md', '16px'],
    [textSizeCss, 'xl', '22px'],
    [textSizeCss, '3xl', '35px'],
    [textSizeCss, '5xl', '74px'],
    [textSizeCss, '18px', '18px'],
    [textSizeCss, 'full', undefined],
    [imageSizeCss, 'xxs', '40px'],
    [imageSizeCss, 'md', '100px'],
    [imageSizeCss, '5xl', '240px'],
    [imageSizeCss, 'full', '100%'],
    [imageSizeCss, '60%', '60%'],
    [spacingCss, 'toString', undefined],
    [spacingCss, '__proto__', undefined],
    [spacingCss, 12, undefined],
    [spacingCss, '12', undefined],
  ] as const)('%o(%o) → %o', (fn, input, expected) => {
    expect(fn(input)).toBe(expected);
  });
});

describe('値の読み取り', () => {
  it.each([
    ['#17C950', '#17C950'],
    ['#17c95080', '#17c95080'],
    ['#fff', undefined],
    ['red', undefined],
    ['url(x)', undefined],
    [0x17c950, undefined],
  ])('色 %o → %o', (input, expected) => expect(colorCss(input)).toBe(expected));

  it.each([
    ['20:13', '20 / 13'],
    ['1.51:1', '1.51 / 1'],
    ['0:1', undefined],
    ['1:0', undefined],
    ['16/9', undefined],
    [1, undefined],
  ])('aspectRatio %o → %o', (input, expected) => expect(aspectRatioCss(input)).toBe(expected));

  it.each([
    ['nano', 'nano'],
    ['deca', 'deca'],
    ['giga', 'giga'],
    [undefined, 'mega'],
    ['huge', 'mega'],
    [3, 'mega'],
  ])('バブルの size %o → %o', (input, expected) => expect(bubbleSize(input)).toBe(expected));

  it.each([
    ['horizontal', 'horizontal'],
    ['baseline', 'baseline'],
    ['vertical', 'vertical'],
    ['grid', 'vertical'],
    [undefined, 'vertical'],
  ])('box の layout %o → %o', (input, expected) => expect(boxLayout(input)).toBe(expected));

  it.each([
    ['primary', 'primary'],
    ['secondary', 'secondary'],
    ['link', 'link'],
    [undefined, 'link'],
    ['fancy', 'link'],
  ])('ボタンの style %o → %o', (input, expected) => expect(buttonKind(input)).toBe(expected));
});

describe('flex の既定値（横・ベースラインの box では 1、縦の box では 0）', () => {
  it.each([
    [{}, 'horizontal', 1],
    [{}, 'baseline', 1],
    [{}, 'vertical', 0],
    [{ flex: 0 }, 'horizontal', 0],
    [{ flex: 3 }, 'vertical', 3],
    [{ flex: 2.7 }, 'horizontal', 2],
    [{ flex: -1 }, 'horizontal', 1],
    [{ flex: '2' }, 'horizontal', 1],
    [{ flex: Number.NaN }, 'vertical', 0],
  ] as const)('%o in %s → %d', (node, parent, expected) => {
    expect(flexGrow(node, parent)).toBe(expected);
  });

  it('横の box では比で分ける（flex-basis 0）、縦では内容の高さから伸ばす', () => {
    expect(itemStyle({ flex: 2 }, 'horizontal', undefined)).toEqual({
      flexGrow: 2,
      flexShrink: 1,
      flexBasis: 0,
    });
    expect(itemStyle({ flex: 0 }, 'horizontal', undefined)).toEqual({
      flexGrow: 0,
      flexShrink: 0,
      flexBasis: 'auto',
    });
    expect(itemStyle({}, 'vertical', undefined)).toEqual({ flexGrow: 0, flexShrink: 0, flexBasis: 'auto' });
  });

  it('margin は主軸の始まりに、位置とオフセットは論理方向で', () => {
    expect(itemStyle({}, 'vertical', '8px')).toMatchObject({ marginBlockStart: '8px' });
    expect(itemStyle({}, 'horizontal', '8px')).toMatchObject({ marginInlineStart: '8px' });
    expect(
      itemStyle(
        { position: 'absolute', offsetTop: 'md', offsetEnd: '10px', offsetStart: 'bogus' },
        'vertical',
        undefined,
      ),
    ).toMatchObject({ position: 'absolute', insetBlockStart: '8px', insetInlineEnd: '10px' });
    expect(itemStyle({ offsetTop: 'md' }, 'vertical', undefined)).not.toHaveProperty('insetBlockStart');
    expect(itemStyle({ gravity: 'center' }, 'horizontal', undefined)).toMatchObject({ alignSelf: 'center' });
    expect(itemStyle({ gravity: 'center' }, 'baseline', undefined)).not.toHaveProperty('alignSelf');
  });

  it('absolute の子は spacing を取らず、流れの中の子だけを数える', () => {
    const badge = { type: 'box', position: 'absolute' };
    expect(childMargins([badge, { type: 'text' }, { type: 'text' }], '4px')).toEqual([
      undefined,
      undefined,
      '4px',
    ]);
    expect(childMargins([{ type: 'text' }, badge, { type: 'text', margin: 'xl' }], '4px')).toEqual([
      undefined,
      undefined,
      '16px',
    ]);
    expect(childMargins([], '4px')).toEqual([]);
  });

  it.each([
    [{ margin: 'xl' }, 0, '4px', '16px'],
    [{}, 0, '4px', undefined],
    [{}, 1, '4px', '4px'],
    [{ margin: 'none' }, 2, '4px', '0px'],
    [{ margin: 'huge' }, 1, '4px', '4px'],
    ['garbage', 1, undefined, undefined],
  ] as const)('子 %o（%d 番目、spacing %o）の前の間隔 → %o', (child, index, spacing, expected) => {
    expect(childMargin(child, index, spacing)).toBe(expected);
  });
});

describe('box・テキスト・画像・ボタン', () => {
  it('box: padding は個別の指定が paddingAll より優先、枠と角と大きさ、配置', () => {
    expect(
      boxStyle({
        paddingAll: 'md',
        paddingTop: '20px',
        backgroundColor: '#ff0000',
        borderWidth: 'bold',
        borderColor: '#00ff00',
        cornerRadius: 'lg',
        width: '50%',
        maxWidth: '200px',
        height: '40px',
        justifyContent: 'space-between',
        alignItems: 'center',
      }),
    ).toEqual({
      paddingBlockStart: '20px',
      paddingBlockEnd: '8px',
      paddingInlineStart: '8px',
      paddingInlineEnd: '8px',
      backgroundColor: '#ff0000',
      borderStyle: 'solid',
      borderWidth: '4px',
      borderColor: '#00ff00',
      borderRadius: '12px',
      inlineSize: '50%',
      maxInlineSize: '200px',
      blockSize: '40px',
      justifyContent: 'space-between',
      alignItems: 'center',
    });
    expect(boxStyle({ justifyContent: 'stretch', alignItems: 'baseline', width: 'wide' })).toEqual({});
  });

  it.each([
    [
      { type: 'linearGradient', angle: '90deg', startColor: '#ff0000', endColor: '#0000ff' },
      'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)',
    ],
    [
      {
        type: 'linearGradient',
        startColor: '#ff0000',
        endColor: '#0000ff',
        centerColor: '#00ff00',
        centerPosition: '30%',
      },
      'linear-gradient(0deg, #ff0000 0%, #00ff00 30%, #0000ff 100%)',
    ],
    [{ type: 'linearGradient', startColor: '#ff0000' }, undefined],
    [{ type: 'radialGradient', startColor: '#ff0000', endColor: '#0000ff' }, undefined],
    ['linear-gradient(red, blue)', undefined],
  ])('グラデーション %o → %o', (input, expected) => expect(gradientCss(input)).toBe(expected));

  it('テキスト: 文字・揃え・行間・行数', () => {
    expect(
      textStyle({
        size: 'xl',
        weight: 'bold',
        color: '#999999',
        style: 'italic',
        decoration: 'line-through',
        align: 'center',
        lineSpacing: '6px',
        wrap: true,
        maxLines: 2,
      }),
    ).toEqual({
      fontSize: '22px',
      fontWeight: 'bold',
      color: '#999999',
      fontStyle: 'italic',
      textDecorationLine: 'line-through',
      textAlign: 'center',
      lineHeight: 'calc(1.4em + 6px)',
      WebkitLineClamp: 2,
    });
    expect(fontStyle({ size: 'gigantic', weight: 'heavy', decoration: 'blink' })).toEqual({});
  });

  it.each([
    [{ wrap: true, maxLines: 3 }, 3],
    [{ wrap: false, maxLines: 3 }, 0],
    [{ wrap: true, maxLines: 0 }, 0],
    [{ wrap: true, maxLines: '3' }, 0],
    [{ wrap: true, maxLines: 2.5 }, 2],
  ])('maxLines %o → %d', (node, expected) => expect(maxLinesOf(node)).toBe(expected));

  it('画像: 既定は md（100px、ヒーローでも）の 1:1、full は全幅、fit は contain（CSS の既定）', () => {
    expect(imageStyle({})).toEqual({ frame: {}, picture: { inlineSize: '100px' } });
    expect(imageStyle({ size: 'full' }).picture.inlineSize).toBe('100%');
    expect(
      imageStyle({ size: 'sm', aspectRatio: '4:3', aspectMode: 'cover', align: 'end', gravity: 'bottom' }),
    ).toEqual({
      frame: { justifyContent: 'flex-end', alignItems: 'flex-end' },
      picture: { inlineSize: '80px', aspectRatio: '4 / 3', objectFit: 'cover' },
    });
    expect(iconStyle({ size: 'xl', aspectRatio: '2:1' })).toEqual({
      blockSize: '22px',
      aspectRatio: '2 / 1',
    });
  });

  it('ボタン: color は primary・secondary では地の色、link では文字の色', () => {
    expect(buttonStyle({ style: 'primary', color: '#123456' })).toEqual({ backgroundColor: '#123456' });
    expect(buttonStyle({ style: 'link', color: '#123456' })).toEqual({ color: '#123456' });
    expect(buttonStyle({ color: 'blue' })).toEqual({});
  });

  it('ブロックの styles: 区切り線は先頭のブロックには付かない', () => {
    const styles = { body: { backgroundColor: '#eeeeee', separator: true, separatorColor: '#ff0000' } };
    expect(blockStyle(styles, 'body', false)).toEqual({
      style: { backgroundColor: '#eeeeee', borderBlockStartColor: '#ff0000' },
      separator: true,
    });
    expect(blockStyle(styles, 'body', true).separator).toBe(false);
    expect(blockStyle('nonsense', 'footer', false)).toEqual({ style: {}, separator: false });
  });
});

describe('flexVersionNotes（LINE のバージョンによる違い）', () => {
  const bubble = (extra: object) => ({
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [] },
    ...extra,
  });

  it.each([
    [bubble({ size: 'deca' }), ['deca'], '13.6.0'],
    [bubble({ size: 'hecto' }), ['hecto'], '13.6.0'],
    [bubble({ size: 'giga' }), [], undefined],
    [
      bubble({ hero: { type: 'video', url: 'x', previewUrl: 'y', aspectRatio: '16:9' } }),
      ['video'],
      '11.22.0',
    ],
    [bubble({ body: { type: 'box', maxWidth: '100px', contents: [] } }), ['maxWidth'], '11.22.0'],
    [bubble({ body: { type: 'box', maxHeight: '100px', contents: [] } }), ['maxHeight'], '11.22.0'],
    [
      bubble({ body: { type: 'box', contents: [{ type: 'text', text: 'a', lineSpacing: '4px' }] } }),
      ['lineSpacing'],
      '11.22.0',
    ],
    [
      bubble({ footer: { type: 'box', contents: [{ type: 'button', scaling: true, action: {} }] } }),
      ['scaling'],
      '13.6.0',
    ],
  ])('%#: %o', (contents, features, version) => {
    const notes = flexVersionNotes(contents);
    expect(notes.map((note) => note.feature)).toEqual(features);
    if (version) {
      expect(notes[0]?.line).toBe(version);
      expect(notes[0]?.text).toContain(`LINE ${version} 以降`);
    }
  });

  it('カルーセルの中の機能を一度ずつ、決まった順で', () => {
    const notes = flexVersionNotes({
      type: 'carousel',
      contents: [
        bubble({ size: 'hecto', body: { type: 'box', maxWidth: '50%', contents: [] } }),
        bubble({ size: 'deca' }),
        bubble({ size: 'deca' }),
      ],
    });
    expect(notes.map((note) => note.feature)).toEqual(['deca', 'hecto', 'maxWidth']);
    expect(notes[0]?.text).toBe(
      'deca サイズのバブルは LINE 13.6.0 以降（PC 版 7.17.0 以降）で表示されます。それより前の LINE では kilo サイズで表示されます。',
    );
  });

  it.each([[null], [undefined], ['bubble'], [42], [[]], [{ type: 'carousel', contents: 'x' }]])(
    '読めない %o には何も言わない',
    (contents) => expect(flexVersionNotes(contents)).toEqual([]),
  );
});

/** Any JSON value, and objects that look like Flex nodes with fields of any type. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const fieldNames = [
  'type',
  'layout',
  'contents',
  'text',
  'size',
  'flex',
  'margin',
  'spacing',
  'paddingAll',
  'paddingTop',
  'width',
  'maxWidth',
  'height',
  'position',
  'offsetTop',
  'offsetStart',
  'background',
  'backgroundColor',
  'borderWidth',
  'cornerRadius',
  'color',
  'aspectRatio',
  'aspectMode',
  'align',
  'gravity',
  'wrap',
  'maxLines',
  'lineSpacing',
  'style',
  'decoration',
  'action',
  'url',
  'previewUrl',
  'adjustMode',
  'scaling',
  'hero',
  'body',
  'footer',
  'header',
  'styles',
  'direction',
];
const { node: flexLike } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyJson,
    fc.dictionary(
      fc.constantFrom(...fieldNames),
      fc.oneof(
        anyJson,
        fc.constantFrom(
          'box',
          'text',
          'span',
          'image',
          'video',
          'icon',
          'button',
          'separator',
          'filler',
          'spacer',
        ),
        fc.constantFrom(
          'bubble',
          'carousel',
          'horizontal',
          'baseline',
          'md',
          'xl',
          '10px',
          '50%',
          '1:1',
          '#ff0000',
        ),
        fc.array(tie('node'), { maxLength: 4 }),
        tie('node'),
      ),
      { maxKeys: 8 },
    ),
  ),
}));

describe('壊れた JSON でも例外を出さない', () => {
  const readers = [
    spacingCss,
    paddingCss,
    offsetCss,
    lengthCss,
    borderWidthCss,
    cornerRadiusCss,
    textSizeCss,
    imageSizeCss,
    colorCss,
    aspectRatioCss,
    bubbleSize,
    boxLayout,
    buttonKind,
    gradientCss,
    flexVersionNotes,
  ];

  it('値を読む関数はどんな値でも文字列か undefined（か決まった形）を返す', () => {
    fc.assert(
      fc.property(flexLike, (value) => {
        for (const read of readers) read(value);
      }),
      { numRuns: 300 },
    );
  });

  it('ノードのスタイルの関数はどんなオブジェクトでも CSS の値を返す', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fieldNames), anyJson),
        fc.constantFrom('vertical', 'horizontal', 'baseline'),
        (node, parent) => {
          for (const style of [
            itemStyle(node, parent, undefined),
            boxStyle(node),
            textStyle(node),
            fontStyle(node),
            iconStyle(node),
            buttonStyle(node),
            imageStyle(node).picture,
            blockStyle(node, 'body', false).style,
          ]) {
            for (const value of Object.values(style)) expect(['string', 'number']).toContain(typeof value);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  const flexMessage = (contents: unknown): LinePreviewMessage[] =>
    [
      { type: 'flex', altText: 'x', contents: contents as LinePreviewMessage & object },
    ] as LinePreviewMessage[];

  it.each([
    ['文字列の contents', { type: 'bubble', body: { type: 'box', layout: 'vertical', contents: 'oops' } }],
    ['null の子', { type: 'bubble', body: { type: 'box', contents: [null, 3, 'x', [], { type: 'text' }] } }],
    [
      '数値の代わりの文字列',
      {
        type: 'bubble',
        body: { type: 'box', contents: [{ type: 'text', text: 'a', flex: '2', maxLines: 'two', size: 12 }] },
      },
    ],
    [
      'text がオブジェクト',
      {
        type: 'bubble',
        body: {
          type: 'box',
          contents: [{ type: 'text', text: { a: 1 }, contents: [{ type: 'span', text: 5 }, 'span'] }],
        },
      },
    ],
    [
      'カルーセルの中のごみ',
      {
        type: 'carousel',
        contents: [
          null,
          { type: 'bubble', hero: 'img' },
          7,
          { type: 'bubble', styles: 'blue', size: ['giga'] },
        ],
      },
    ],
    [
      '深すぎる入れ子',
      (() => {
        let node: object = { type: 'text', text: 'deep' };
        for (let i = 0; i < 500; i++) node = { type: 'box', layout: 'vertical', contents: [node] };
        return { type: 'bubble', body: node };
      })(),
    ],
    [
      'ボタンとアクションの型違い',
      {
        type: 'bubble',
        footer: {
          type: 'box',
          contents: [
            { type: 'button', action: 'go', style: 3, height: {} },
            { type: 'video', previewUrl: 9 },
          ],
        },
      },
    ],
  ])('%s を描画できる', (_name, contents) => {
    expect(() =>
      renderToStaticMarkup(createElement(LinePreview, { messages: flexMessage(contents) })),
    ).not.toThrow();
  });

  it('ランダムな木を描画できる', () => {
    fc.assert(
      fc.property(flexLike, (contents) => {
        renderToStaticMarkup(createElement(LinePreview, { messages: flexMessage(contents) }));
        renderToStaticMarkup(
          createElement(LinePreview, {
            messages: flexMessage({ type: 'bubble', body: contents, hero: contents }),
          }),
        );
      }),
      { numRuns: 200 },
    );
  });
});
