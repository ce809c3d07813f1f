export { checkInput, LoadError, useCanWrite, writeError } from '../shared/writes';

/**
 * Placeholder rows a list draws while it loads: about a phone's screenful, so what arrives lands
 * where the placeholders were (rows past the fold move nothing anyone sees).
 */
export const SKELETON_ROWS = 8;

/**
 * For the short lists with more of the page right below them (the API triggers and keys): an
 * account has one or two, and eight placeholders would pull the keys section up by six rows when
 * they arrive (CLS 0.237 measured at 360×740, against 0.002 with one).
 */
export const SHORT_LIST_SKELETON_ROWS = 1;
