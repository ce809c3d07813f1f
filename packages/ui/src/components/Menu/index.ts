export { MENU_SEPARATOR, Menu, type MenuEntry, type MenuItem, type MenuProps, menuMessages } from './Menu';
