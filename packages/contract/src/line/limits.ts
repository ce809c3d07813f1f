import { LINE_SPEC_LIMITS } from './limits.generated';

export { LINE_SPEC_LIMITS, LINE_SPEC_SOURCE } from './limits.generated';

/*
 * LINE's limits on the message objects a template holds (issue 29). Those LINE's OpenAPI
 * description states are read from it (limits.generated.ts, scripts/line-limits.mjs); the rest are
 * written in the Messaging API reference only, each with its section:
 * https://developers.line.biz/en/reference/messaging-api/ (read 2026-11-27).
 * Lengths are in characters (code points), sizes in bytes of the UTF-8 JSON, 1 KB = 1,024 bytes.
 */
export const LINE_LIMITS = {
  ...LINE_SPEC_LIMITS,
  /** #text-message: text, max 5,000 characters. */
  TEXT_MAX_LENGTH: 5000,
  /** #image-message / #imagemap-message / #buttons: image URLs, max 2,000 characters, HTTPS. */
  URL_MAX_LENGTH: 2000,
  /** #template-messages: altText, max 400 characters. */
  TEMPLATE_ALT_TEXT_MAX_LENGTH: 400,
  /** #imagemap-message and #flex-message: altText, max 1,500 characters. */
  ALT_TEXT_MAX_LENGTH: 1500,
  /** #buttons: title, max 40 characters. */
  BUTTONS_TITLE_MAX_LENGTH: 40,
  /** #buttons: text, max 160 characters without an image or title, 60 with either. */
  BUTTONS_TEXT_MAX_LENGTH: 160,
  BUTTONS_TEXT_WITH_TITLE_MAX_LENGTH: 60,
  /** #buttons: actions, max 4. */
  BUTTONS_ACTIONS_MAX: 4,
  /** #confirm: text, max 240 characters; exactly 2 actions. */
  CONFIRM_TEXT_MAX_LENGTH: 240,
  CONFIRM_ACTIONS: 2,
  /** #carousel: columns, max 10; a column's title 40, text 120 (60 with an image or title), actions 1–3, the same count in every column. */
  CAROUSEL_COLUMNS_MAX: 10,
  CAROUSEL_TITLE_MAX_LENGTH: 40,
  CAROUSEL_TEXT_MAX_LENGTH: 120,
  CAROUSEL_TEXT_WITH_TITLE_MAX_LENGTH: 60,
  CAROUSEL_ACTIONS_MAX: 3,
  /** #image-carousel: columns, max 10, one action each. */
  IMAGE_CAROUSEL_COLUMNS_MAX: 10,
  /** #action-objects: a label, max 20 characters (12 in an image carousel column). */
  ACTION_LABEL_MAX_LENGTH: 20,
  IMAGE_CAROUSEL_LABEL_MAX_LENGTH: 12,
  /** #message-action: text, max 300 characters. */
  MESSAGE_ACTION_TEXT_MAX_LENGTH: 300,
  /** #uri-action: uri, max 1,000 characters; http, https, line and tel schemes. */
  URI_MAX_LENGTH: 1000,
  /** #postback-action: displayText, max 300 characters. */
  POSTBACK_DISPLAY_TEXT_MAX_LENGTH: 300,
  /** #clipboard-action: clipboardText, 1–1,000 characters. */
  CLIPBOARD_TEXT_MAX_LENGTH: 1000,
  /** #imagemap-message: actions, max 50; baseSize.width 1040. */
  IMAGEMAP_ACTIONS_MAX: 50,
  IMAGEMAP_BASE_WIDTH: 1040,
  /** #f-bubble / #f-carousel: a bubble's JSON max 30 KB, a carousel's max 50 KB with max 12 bubbles. */
  FLEX_BUBBLE_MAX_BYTES: 30 * 1024,
  FLEX_CAROUSEL_MAX_BYTES: 50 * 1024,
  FLEX_CAROUSEL_MAX_BUBBLES: 12,
  /** #rich-menu-object: areas, max 20. */
  RICH_MENU_AREAS_MAX: 20,
  /** #upload-rich-menu-image: width 800–2,500 px, height at least 250 px, width/height at least 1.45, max 1 MB. */
  RICH_MENU_IMAGE_MIN_WIDTH: 800,
  RICH_MENU_IMAGE_MAX_WIDTH: 2500,
  RICH_MENU_IMAGE_MIN_HEIGHT: 250,
  RICH_MENU_IMAGE_MIN_ASPECT_RATIO: 1.45,
  RICH_MENU_IMAGE_MAX_BYTES: 1024 * 1024,
} as const;

/** #upload-rich-menu-image: the image types a rich menu takes. */
export const LINE_RICH_MENU_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** #create-rich-menu-alias: richMenuAliasId (messaging-api.yml states the same pattern). */
export const LINE_RICH_MENU_ALIAS_ID_PATTERN = /^[a-z0-9_-]{1,32}$/;

/** #uri-action: the schemes a URI action may open. */
export const LINE_URI_SCHEMES = ['http:', 'https:', 'line:', 'tel:'] as const;

export { lineLength } from './length';

/** The message objects a template holds (the Messaging API's message types an account sends). */
export const LINE_MESSAGE_TYPES = ['text', 'image', 'sticker', 'imagemap', 'template', 'flex'] as const;
export type LineMessageType = (typeof LINE_MESSAGE_TYPES)[number];
