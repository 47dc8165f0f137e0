import { OutlineIcon as Icon } from '../../../components/ui/outline-icon';
import type { MenuIconName } from '../menu/menu-meta';

const MENU_ICON_PATHS: Record<MenuIconName, string> = {
  worktable: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  cases: 'M4 5h16v14H4zM4 9h16M9 13h6',
  patients: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M5 21v-1a7 7 0 0 1 14 0v1',
  orders: 'M6 3h12l2 4v13H4V7zM4 7h16M10 11h4',
  staff: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-2-2.8M4 19v-1a3 3 0 0 1 2-2.8',
  finance: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  payments: 'M3 6h18v13H3zM3 10h18M7 15h4',
  factory: 'M3 21V10l6 3V10l6 3V6l6 3v12zM7 17h2M12 17h2M17 17h2',
  calculator: 'M6 3h12v18H6zM9 7h6M9 12h1M14 12h1M9 16h1M14 16h1',
  drugs: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 10l7 7',
  symptoms:
    'M7 4c-2 0-3 2-3 4 0 3 1 5 2 8 .5 2 1 4 2 4s1.5-3 2-5h4c.5 2 1 5 2 5s1.5-2 2-4c1-3 2-5 2-8 0-2-1-4-3-4-1.5 0-3 1-5 1S8.5 4 7 4z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  wearing: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 7v5l3 2',
  shipping: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  doctor: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M5 21v-1a7 7 0 0 1 14 0v1M12 14v5M9.5 16.5h5',
  generic: 'M5 5h14v14H5z',
};

export function MenuIcon({ name }: { name: MenuIconName | undefined }) {
  return <Icon path={MENU_ICON_PATHS[name ?? 'generic'] ?? MENU_ICON_PATHS.generic} />;
}

/** A card: payment orders to pay (the top bar's badge and the menu's entry). */
export const PaymentsIcon = () => <Icon path={MENU_ICON_PATHS.payments} />;
export const MenuButtonIcon = () => <Icon path="M4 6h16M4 12h16M4 18h16" />;
export const CollapseIcon = ({ isCollapsed }: { isCollapsed: boolean }) => (
  <Icon path={isCollapsed ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} />
);
export const BellIcon = () => <Icon path="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />;
export const SignOutIcon = () => <Icon path="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" className="size-5" />;
/** A building with a door: clinic management. */
export const ClinicManagementIcon = () => (
  <Icon path="M4 21V5l8-3 8 3v16M4 21h16M10 21v-5h4v5M8 8h2M14 8h2M8 12h2M14 12h2" />
);
/** A headset: the service desk. */
export const ServiceIcon = () => (
  <Icon path="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 2h-1" />
);
/** A ticket with a notch: coupons to claim. */
export const CouponIcon = () => <Icon path="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />;
