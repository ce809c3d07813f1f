/**
 * The side menu badge's words (issue 31), apart from messages.ts: the badge loads with the shell on
 * every screen, and a bundle file holds whole modules, so importing messages.ts there would bring
 * every word of the chat screen (and the contract's refusals) into the login screen's files.
 */
export const CHAT_BADGE_TEXT = {
  unread: (count: number) => `未読 ${count.toLocaleString('ja-JP')}件`,
};
