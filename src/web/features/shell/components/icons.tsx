import { OutlineIcon as Icon } from '../../../components/ui/outline-icon';
import type { MenuIconName } from '../menu/menu-meta';

const MENU_ICON_PATHS: Record<MenuIconName, string> = {
  worktable: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  cases: 'M4 5h16v14H4zM4 9h16M9 13h6',
  patients: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M5 21v-1a7 7 0 0 1 14 0v1',
  orders: 'M6 3h12l2 4v13H4V7zM4 7h16M10 11h4',
  staff: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-2-2.8M4 19v-1a3 3 0 0 1 2-2.8',
  finance: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  factory: 'M3 21V10l6 3V10l6 3V6l6 3v12zM7 17h2M12 17h2M17 17h2',
  generic: 'M5 5h14v14H5z',
};

export function MenuIcon({ name }: { name: MenuIconName | undefined }) {
  return <Icon path={MENU_ICON_PATHS[name ?? 'generic'] ?? MENU_ICON_PATHS.generic} />;
}

export const MenuButtonIcon = () => <Icon path="M4 6h16M4 12h16M4 18h16" />;
export const CollapseIcon = ({ isCollapsed }: { isCollapsed: boolean }) => (
  <Icon path={isCollapsed ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} />
);
export const BellIcon = () => <Icon path="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />;
export const SignOutIcon = () => <Icon path="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" className="size-5" />;
