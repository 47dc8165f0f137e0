import type { MessageDescriptor } from '@lingui/core';

/** Icons the side menu can draw (components/menu-icon.tsx); an unknown entry gets the generic one. */
export type MenuIconName = 'worktable' | 'cases' | 'patients' | 'orders' | 'staff' | 'finance' | 'factory' | 'generic';

/**
 * Who sees an entry (spec section 2, side menu). `clinicAdmin`: clinic admins or iframe mode (Account management);
 * `clinicAdminWithQuota`: the same, and also the quota permission (Financial data).
 */
export type MenuAccess = 'everyone' | 'clinicAdmin' | 'clinicAdminWithQuota';

/** Factory users never see clinic screens, and clinic users never see the factory's. */
export type MenuAudience = 'clinic' | 'factory';

/** Route meta that puts a route in the side menu: the menu is derived from the route table, never listed apart. */
export type MenuMeta = {
  label: MessageDescriptor;
  /** Position in the menu, ascending. */
  order: number;
  icon?: MenuIconName;
  /** Defaults to `everyone`. */
  access?: MenuAccess;
  /** Defaults to `clinic`. */
  audience?: MenuAudience;
  /** Without an associated clinic the entry warns instead of opening (spec: every entry but home). Defaults to true. */
  needsClinic?: boolean;
};

export type MenuItem = MenuMeta & { path: string };
