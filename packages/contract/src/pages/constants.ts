/*
 * Pages friends open (issue 33): landing pages and forms (回答フォーム・アンケート), made of blocks,
 * published to a public address `/p/{code}` that works in any browser and, through LIFF, inside
 * LINE. Sites and boards build on the same blocks (next parts of the issue).
 */

/**
 * What a page is for: a landing page (one goal, counted), a form / survey (answers listed), or a
 * page of a site (under the site's address, with its menu, theme and access).
 */
export const PAGE_KINDS = ['landing', 'form', 'site'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
/** The kinds with a list and operations of their own (a site's pages are listed by their site). */
export const PAGE_FAMILY_KINDS = ['landing', 'form'] as const satisfies readonly PageKind[];
export type PageFamilyKind = (typeof PAGE_FAMILY_KINDS)[number];

/** draft: never published; scheduled: waits for its time; published: open to the public. */
export const PAGE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** A landing page's goal, what its conversion count counts. */
export const LANDING_GOALS = ['form', 'follow', 'booking'] as const;
export type LandingGoal = (typeof LANDING_GOALS)[number];

export const BLOCK_TYPES = [
  'heading',
  'text',
  'image',
  'button',
  'form',
  'countdown',
  'divider',
  'columns',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** What a button does. `line`: add the account as a friend, or open the talk with a text typed. */
export const BUTTON_ACTION_KINDS = ['url', 'tracker', 'booking', 'line_follow', 'line_message'] as const;
export type ButtonActionKind = (typeof BUTTON_ACTION_KINDS)[number];

export const BUTTON_STYLES = ['primary', 'secondary'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'tel',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Field types whose answer is one of, or some of, the field's options. */
export const CHOICE_FIELD_TYPES = ['radio', 'checkbox', 'select'] as const satisfies readonly FormFieldType[];

/** The CSV of answers: UTF-8 with a BOM, or Shift_JIS (CP932) for Excel. */
export const ANSWER_CSV_ENCODINGS = ['utf8', 'cp932'] as const;
export type AnswerCsvEncoding = (typeof ANSWER_CSV_ENCODINGS)[number];

export const PAGE_TITLE_MAX_LENGTH = 100;
export const PAGE_DESCRIPTION_MAX_LENGTH = 300;
export const PAGE_MAX_BLOCKS = 100;
export const COLUMNS_MIN = 2;
export const COLUMNS_MAX = 3;
export const COLUMN_MAX_BLOCKS = 10;
export const BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const HEADING_MAX_LENGTH = 200;
export const TEXT_BLOCK_MAX_LENGTH = 5000;
export const BUTTON_LABEL_MAX_LENGTH = 40;
export const URL_MAX_LENGTH = 2000;
export const IMAGE_ALT_MAX_LENGTH = 200;
export const FORM_MAX_FIELDS = 50;
export const FORM_FIELD_LABEL_MAX_LENGTH = 200;
export const FORM_FIELD_HELP_MAX_LENGTH = 500;
export const FORM_MAX_OPTIONS = 50;
export const FORM_OPTION_MAX_LENGTH = 100;
export const FORM_SUBMIT_LABEL_MAX_LENGTH = 20;
export const FORM_THANKS_MAX_LENGTH = 1000;
export const FORM_MAX_TAGS = 10;
/** One text answer at most (a textarea's); a short field's own max_length may be lower. */
export const ANSWER_TEXT_MAX_LENGTH = 5000;
/** A file answer: images (JPEG, PNG, WebP, GIF, HEIC) and PDF, judged from their bytes. */
export const ANSWER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ANSWER_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'application/pdf',
] as const;

/**
 * A page's public code: 9 random bytes in base64url, 12 characters (72 bits; unguessable, since a
 * draft's preview and an unlisted form must not be found by counting).
 */
export const PAGE_CODE_BYTES = 9;
export const PAGE_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
/** The public address of a page on the server's own origin. */
export const PAGE_PUBLIC_PREFIX = '/p/';
/** A file answer's upload token (what the answer refers to), 16 random bytes in base64url. */
export const ANSWER_FILE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A LIFF app id as the LINE Developers console shows it: `{channel id}-{8 characters}`. */
export const LIFF_ID_PATTERN = /^\d{10}-[A-Za-z0-9]{8}$/;

// Sites (issue 33): pages grouped under one address `/s/{slug}` with a menu, a theme, OGP,
// analytics tags and an access rule.

/** Who may open a site: anyone, whoever knows its password, or friends of the account (through LIFF). */
export const SITE_ACCESS = ['public', 'password', 'friends'] as const;
export type SiteAccess = (typeof SITE_ACCESS)[number];

/** A site's address `/s/{slug}`: lower-case letters, digits and hyphens, 2–40, no hyphen at an end. */
export const SITE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/;
/** A page's path in its site (`/s/{slug}/{path}`); the home page's path is the empty string. */
export const SITE_PAGE_PATH_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$|^[a-z0-9]$/;
export const SITE_PUBLIC_PREFIX = '/s/';
export const SITE_NAME_MAX_LENGTH = 100;
export const SITE_OGP_TITLE_MAX_LENGTH = 100;
export const SITE_MAX_PAGES = 50;
export const SITE_MENU_MAX_ITEMS = 10;
export const SITE_MENU_LABEL_MAX_LENGTH = 20;
export const SITE_PASSWORD_MIN_LENGTH = 4;
export const SITE_PASSWORD_MAX_LENGTH = 64;
/** A Google Analytics 4 measurement id, e.g. G-AB12CD34EF. */
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;
/** A Meta (Facebook) pixel id: 10–20 digits. */
export const META_PIXEL_ID_PATTERN = /^\d{10,20}$/;
/** How long a person let in (password or friend) stays let in. */
export const PUBLIC_ACCESS_TTL_MS = 30 * 24 * 60 * 60_000;

// Boards (issue 33): a friends-only notice board `/b/{code}` of posts, pinned first, read counts.

export const BOARD_PUBLIC_PREFIX = '/b/';
export const BOARD_TITLE_MAX_LENGTH = 100;
export const BOARD_DESCRIPTION_MAX_LENGTH = 300;
export const BOARD_POST_TITLE_MAX_LENGTH = 100;
export const BOARD_POST_BODY_MAX_LENGTH = 5000;
export const BOARD_POST_MAX_IMAGES = 4;
/** draft: only operators see it; published: friends see it on the board. */
export const BOARD_POST_STATUSES = ['draft', 'published'] as const;
export type BoardPostStatus = (typeof BOARD_POST_STATUSES)[number];
