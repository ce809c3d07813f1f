/**
 * The one phone breakpoint (issue 27): below 768 px the console is read on a phone — ListTable's rows
 * become cards, SidePanel a full-screen sheet, the shell's menu a drawer, the salon's timeline an
 * agenda. One value, so a 767 px window never shows half of each layout.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

/** The same breakpoint for a vanilla-extract `@media` key. */
export const PHONE_MEDIA = `screen and ${PHONE_MEDIA_QUERY}`;
