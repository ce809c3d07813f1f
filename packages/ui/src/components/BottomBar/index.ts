export { BottomBar, type BottomBarProps } from './BottomBar';
