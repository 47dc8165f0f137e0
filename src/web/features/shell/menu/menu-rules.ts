import { lacksClinic } from '../../../lib/session/access-rules';
import type { TWebSession } from '../../../lib/session/session-store';
import type { MenuItem } from './menu-meta';

export type MenuContext = {
  isFactory: boolean;
  /** A factory user whose role at their factory is admin. */
  isFactoryAdmin: boolean;
  isClinicAdmin: boolean;
  isEmbedded: boolean;
  hasQuotaPermission: boolean;
  /** The user belongs to at least one clinic. */
  hasClinic: boolean;
  /** In how many clinics the user is a doctor. */
  doctorClinics: number;
};

export function menuContextFor(session: TWebSession, isEmbedded: boolean): MenuContext {
  const currentClinic = session.clinicList.find((clinic) => clinic.clinicId === session.clinicId);
  return {
    isFactory: session.isFactory,
    isFactoryAdmin: session.isFactory && session.factoryRole === 'admin',
    isClinicAdmin: currentClinic?.isAdmin ?? false,
    isEmbedded,
    hasQuotaPermission: session.hasQuotaPermission === true,
    hasClinic: !lacksClinic(session),
    doctorClinics: session.clinicList.filter((clinic) => clinic.isDoctor === true).length,
  };
}

function isAllowed(item: MenuItem, context: MenuContext): boolean {
  const isAdminView = context.isClinicAdmin || context.isEmbedded;
  switch (item.access ?? 'everyone') {
    case 'everyone':
      return true;
    case 'clinicAdmin':
      return isAdminView;
    case 'clinicAdminWithQuota':
      return isAdminView && context.hasQuotaPermission;
    case 'factoryAdmin':
      return context.isFactoryAdmin;
    case 'doctorOfSeveral':
      return context.doctorClinics >= 2;
  }
}

/** The side menu for this user (spec section 2): their audience's entries they may see, in menu order. */
export function visibleMenuItems(items: readonly MenuItem[], context: MenuContext): MenuItem[] {
  const audience = context.isFactory ? 'factory' : 'clinic';
  return items
    .filter((item) => (item.audience ?? 'clinic') === audience && isAllowed(item, context))
    .sort((first, second) => first.order - second.order);
}

/** Without an associated clinic every entry but home warns instead of opening. */
export function isBlockedWithoutClinic(item: MenuItem, context: MenuContext): boolean {
  return !context.hasClinic && item.needsClinic;
}

/** The reminder badge shows at most 99, then "99+" (spec section 9). */
export function formatBadgeCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
