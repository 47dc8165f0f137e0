import type { MessageDescriptor } from '@lingui/core';

/** Icons the side menu can draw (components/menu-icon.tsx); an unknown entry gets the generic one. */
export type MenuIconName =
  | 'worktable'
  | 'wearing'
  | 'shipping'
  | 'cases'
  | 'patients'
  | 'orders'
  | 'staff'
  | 'finance'
  | 'payments'
  | 'factory'
  | 'calculator'
  | 'drugs'
  | 'symptoms'
  | 'calendar'
  | 'doctor'
  | 'generic';

/**
 * Who sees an entry (spec section 2, side menu). `clinicAdmin`: clinic admins or iframe mode (Account management);
 * `clinicAdminWithQuota`: the same, and also the quota permission (Financial data); `factoryAdmin`: factory users whose
 * role is admin (the factory staff); `doctorOfSeveral`: doctors of two or more clinics (/userDoctor, docs/clinics.md:
 * for one clinic the worktable already shows the same).
 */
export type MenuAccess = 'everyone' | 'clinicAdmin' | 'clinicAdminWithQuota' | 'factoryAdmin' | 'doctorOfSeveral';

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
};

/** A menu entry: its route's meta, path and whether the route needs a clinic (routes.tsx `needsClinic`). */
export type MenuItem = MenuMeta & { path: string; needsClinic: boolean };
