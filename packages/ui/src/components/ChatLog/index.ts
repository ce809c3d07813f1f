export { ChatLog, type ChatLogProps } from './ChatLog';
export {
  type ChatLogDirection,
  type ChatLogKind,
  type ChatLogMessage,
  type ChatLogRow,
  type ChatLogStatus,
  chatLogRows,
  formatChatDate,
  japanDate,
  japanTime,
} from './chatLogRows';
export { type ChatLogMessages, chatLogMessages } from './messages';
