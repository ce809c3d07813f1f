import { lineLength } from '../line/length';
import {
  LINE_LIMITS,
  LINE_RICH_MENU_ALIAS_ID_PATTERN,
  LINE_RICH_MENU_IMAGE_TYPES,
  LINE_URI_SCHEMES,
} from '../line/limits';
import { RICHMENU_MESSAGES as M } from './messages';

/*
 * LINE's rules for rich menus as pure functions (issue 30), zod-free so the area editor can run
 * them on every drag. Sources: Messaging API reference (#rich-menu-object, #area-object,
 * #upload-rich-menu-image, #create-rich-menu-alias; read 2026-11-27) and line/line-openapi's
 * messaging-api.yml (limits.generated.ts).
 */

const L = LINE_LIMITS;

export interface RichMenuSize {
  width: number;
  height: number;
}

export interface RichMenuBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One failed rule: the field (`areas.2.bounds`, `image`) and the operator's words. */
export interface RichMenuProblem {
  field: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// The image

export interface RichMenuImageFacts {
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * What LINE says of an image. `refusals` keep it from being a menu's image; `notes` do not: an
 * image over 1 MB is compressed on the server before it goes to LINE, so at upload it is a note.
 */
export function richMenuImageProblems(image: RichMenuImageFacts): {
  refusals: RichMenuProblem[];
  notes: RichMenuProblem[];
} {
  const refusals: RichMenuProblem[] = [];
  const notes: RichMenuProblem[] = [];
  const refuse = (message: string) => refusals.push({ field: 'image', message });
  if (!(LINE_RICH_MENU_IMAGE_TYPES as readonly string[]).includes(image.contentType)) refuse(M.imageType);
  refusals.push(...sizeProblems({ width: image.width, height: image.height }, 'image'));
  if (image.bytes > L.RICH_MENU_IMAGE_MAX_BYTES) notes.push({ field: 'image', message: M.imageLarge });
  return { refusals, notes };
}

/** LINE's size rules, shared by an image and a menu's size (they must be equal). */
export function sizeProblems(size: RichMenuSize, field = 'size'): RichMenuProblem[] {
  const problems: RichMenuProblem[] = [];
  const fail = (message: string) => problems.push({ field, message });
  if (!Number.isInteger(size.width) || !Number.isInteger(size.height)) {
    fail(M.areaInteger);
    return problems;
  }
  if (size.width < L.RICH_MENU_IMAGE_MIN_WIDTH) fail(M.imageTooNarrow);
  if (size.width > L.RICH_MENU_IMAGE_MAX_WIDTH) fail(M.imageTooWide);
  if (size.height < L.RICH_MENU_IMAGE_MIN_HEIGHT) fail(M.imageTooLow);
  // Compared as width >= 1.45 × height in integers (×100), so 1450×1000 passes and no float rounds it.
  if (
    size.height > 0 &&
    size.width * 100 < size.height * Math.round(L.RICH_MENU_IMAGE_MIN_ASPECT_RATIO * 100)
  )
    fail(M.imageAspect);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The standard layouts (LINE Official Account Manager's templates)

/** The two sizes LINE Official Account Manager offers. */
export const RICHMENU_STANDARD_SIZES = {
  full: { width: 2500, height: 1686 },
  half: { width: 2500, height: 843 },
} as const satisfies Record<string, RichMenuSize>;
export type RichMenuStandardSize = keyof typeof RICHMENU_STANDARD_SIZES;
export const RICHMENU_MODES = ['full', 'half', 'free'] as const;
export type RichMenuMode = (typeof RICHMENU_MODES)[number];

/**
 * A layout as rows of cells: each row's share of the height, each cell's share of its row's
 * width. Data, not pictures: the areas are computed from it (richMenuLayoutAreas).
 */
export interface RichMenuLayout {
  id: string;
  size: RichMenuStandardSize;
  label: string;
  rows: readonly { height: number; cells: readonly number[] }[];
}

const row = (height: number, ...cells: number[]) => ({ height, cells });

/** LINE Official Account Manager's templates, in its order (large: 7, small: 4). */
export const RICHMENU_LAYOUTS: readonly RichMenuLayout[] = [
  { id: 'full-6', size: 'full', label: '6分割（3×2）', rows: [row(1, 1, 1, 1), row(1, 1, 1, 1)] },
  { id: 'full-4', size: 'full', label: '4分割（2×2）', rows: [row(1, 1, 1), row(1, 1, 1)] },
  { id: 'full-4-wide', size: 'full', label: '4分割（上1・下3）', rows: [row(1, 1), row(1, 1, 1, 1)] },
  { id: 'full-3-top', size: 'full', label: '3分割（上1・下2）', rows: [row(1, 1), row(1, 1, 1)] },
  { id: 'full-3-cols', size: 'full', label: '3分割（縦3列）', rows: [row(1, 1, 1, 1)] },
  { id: 'full-2', size: 'full', label: '2分割（上下）', rows: [row(1, 1), row(1, 1)] },
  { id: 'full-1', size: 'full', label: '1つ', rows: [row(1, 1)] },
  { id: 'half-3', size: 'half', label: '3分割（横3列）', rows: [row(1, 1, 1, 1)] },
  { id: 'half-2', size: 'half', label: '2分割（左右）', rows: [row(1, 1, 1)] },
  { id: 'half-2-wide', size: 'half', label: '2分割（左2/3・右1/3）', rows: [row(1, 2, 1)] },
  { id: 'half-1', size: 'half', label: '1つ', rows: [row(1, 1)] },
];

/** Splits `total` px by `weights` into whole px that add up to `total` exactly (no gap, no overlap). */
export function splitPixels(total: number, weights: readonly number[]): { start: number; length: number }[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let before = 0;
  let edge = 0;
  return weights.map((weight) => {
    before += weight;
    const next = Math.round((total * before) / sum);
    const part = { start: edge, length: next - edge };
    edge = next;
    return part;
  });
}

/** The areas of a layout, left to right, top to bottom, tiling the image exactly. */
export function richMenuLayoutAreas(layout: RichMenuLayout): RichMenuBounds[] {
  const size = RICHMENU_STANDARD_SIZES[layout.size];
  const rows = splitPixels(
    size.height,
    layout.rows.map((r) => r.height),
  );
  return layout.rows.flatMap((r, index) => {
    const band = rows[index] ?? { start: 0, length: 0 };
    return splitPixels(size.width, r.cells).map((cell) => ({
      x: cell.start,
      y: band.start,
      width: cell.length,
      height: band.length,
    }));
  });
}

export const richMenuLayout = (id: string): RichMenuLayout | undefined =>
  RICHMENU_LAYOUTS.find((l) => l.id === id);

// ---------------------------------------------------------------------------------------------
// Areas, texts, aliases

/** LINE's area rules against the menu's size: 1–20 areas, whole px, not empty, inside the image. */
export function areaProblems(
  size: RichMenuSize,
  areas: readonly { bounds: RichMenuBounds }[],
): RichMenuProblem[] {
  const problems: RichMenuProblem[] = [];
  if (areas.length < 1 || areas.length > L.RICH_MENU_AREAS_MAX)
    problems.push({ field: 'areas', message: M.areaCount });
  areas.forEach(({ bounds: b }, index) => {
    const field = `areas.${index}.bounds`;
    if (![b.x, b.y, b.width, b.height].every(Number.isInteger)) {
      problems.push({ field, message: M.areaInteger });
      return;
    }
    if (b.width < 1 || b.height < 1) problems.push({ field, message: M.areaEmpty });
    else if (b.x < 0 || b.y < 0 || b.x + b.width > size.width || b.y + b.height > size.height)
      problems.push({ field, message: M.areaOutside });
  });
  return problems;
}

export const chatBarTextFits = (text: string): boolean => {
  const length = lineLength(text);
  return length >= 1 && length <= L.RICH_MENU_CHAT_BAR_TEXT_MAX_LENGTH;
};

export const richMenuNameFits = (name: string): boolean => {
  const length = lineLength(name.trim());
  return length >= 1 && length <= L.RICH_MENU_NAME_MAX_LENGTH;
};

export const isRichMenuAliasId = (alias: string): boolean => LINE_RICH_MENU_ALIAS_ID_PATTERN.test(alias);

/** #uri-action: http, https, tel and line, at most 1,000 characters. */
export function uriProblem(uri: string): string | null {
  if (lineLength(uri) > L.URI_MAX_LENGTH) return M.uriLength;
  let scheme: string;
  try {
    const parsed = new URL(uri);
    scheme = parsed.protocol;
    if ((scheme === 'http:' || scheme === 'https:') && !parsed.hostname) return M.uri;
  } catch {
    return M.uri;
  }
  return (LINE_URI_SCHEMES as readonly string[]).includes(scheme) ? null : M.uri;
}

// ---------------------------------------------------------------------------------------------
// "Open a template": a postback our webhook understands

/**
 * A tap on an area that opens a message template becomes a postback whose data names the
 * template; the webhook worker reads it back (richMenuTemplateOf) and sends that template to the
 * friend who tapped. The prefix keeps it apart from postback data an operator types.
 */
export const RICHMENU_TEMPLATE_POSTBACK_PREFIX = 'console:template:';

export const richMenuTemplatePostback = (templateId: number): string =>
  `${RICHMENU_TEMPLATE_POSTBACK_PREFIX}${templateId}`;

/** The template id a postback's data asks for, or null when it is not ours. */
export function richMenuTemplateOf(data: string): number | null {
  if (!data.startsWith(RICHMENU_TEMPLATE_POSTBACK_PREFIX)) return null;
  const rest = data.slice(RICHMENU_TEMPLATE_POSTBACK_PREFIX.length);
  if (!/^[1-9]\d{0,8}$/.test(rest)) return null;
  return Number(rest);
}
