export {
  InsertMenu,
  type InsertMenuGroup,
  type InsertMenuItem,
  type InsertMenuProps,
  insertMenuMessages,
} from './InsertMenu';
