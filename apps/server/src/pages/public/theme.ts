import type { OemCode } from '@console/contract';

/** The few tokens a public page is drawn with: the OEM brand's colours and the Japanese font stack. */
export interface PublicTheme {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  text: string;
  textSubtle: string;
  background: string;
  surface: string;
  border: string;
  danger: string;
  focusRing: string;
  fontFamily: string;
}

/*
 * STOPGAP until @console/ui exports its plain token sets (report of issue 33, helper S2): the server
 * may not import @console/ui (no dependency, and its theme entries pull vanilla-extract), so these
 * are packages/ui/src/themes/<oem>/tokens.ts's values written out. tests/pages-public-render.test.ts
 * imports those token files and fails on any drift; replace this table with the import when the
 * export exists.
 */
const FONT =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "BIZ UDPGothic", Meiryo, sans-serif';
const SHARED = {
  onPrimary: '#ffffff',
  text: '#1d2330',
  textSubtle: '#545c6b',
  border: '#7b8494',
  fontFamily: FONT,
};

export const PUBLIC_THEMES: Readonly<Record<OemCode, PublicTheme>> = {
  console: {
    ...SHARED,
    primary: '#1f5fbf',
    primaryHover: '#184c99',
    background: '#ffffff',
    surface: '#f4f6f9',
    danger: '#c4252f',
    focusRing: '#1f5fbf',
  },
  sakura: {
    ...SHARED,
    primary: '#c2185b',
    primaryHover: '#9c1449',
    background: '#fffafb',
    surface: '#fbf1f4',
    danger: '#b5380c',
    focusRing: '#c2185b',
  },
  aozora: {
    ...SHARED,
    primary: '#0a6ca8',
    primaryHover: '#085583',
    background: '#ffffff',
    surface: '#f0f6fb',
    danger: '#c4252f',
    focusRing: '#0a6ca8',
  },
  wakaba: {
    ...SHARED,
    primary: '#2b7a2f',
    primaryHover: '#225f25',
    background: '#ffffff',
    surface: '#f1f7f1',
    danger: '#c4252f',
    focusRing: '#2b7a2f',
  },
  yuzu: {
    ...SHARED,
    primary: '#a85200',
    primaryHover: '#853f00',
    background: '#fffdf7',
    surface: '#fdf6e7',
    danger: '#b51d44',
    focusRing: '#a85200',
  },
  sumi: {
    ...SHARED,
    primary: '#2f3437',
    primaryHover: '#17191b',
    background: '#fbfaf7',
    surface: '#f1efea',
    danger: '#b0212a',
    focusRing: '#2f3437',
  },
};
