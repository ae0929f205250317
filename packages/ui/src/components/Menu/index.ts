export { Menu, MenuItem, type MenuItemProps, type MenuProps, MenuSeparator } from './Menu';
