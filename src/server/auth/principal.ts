import type { FactoryRole } from '../../domain/accounts/factory-roles';

/** Who a signed-in request acts for, re-read from the database on every request (membership can change any time). */
export type Principal = {
  sessionId: number;
  userId: number;
  /** The clinic the session works in; null until a user of several clinics chooses one, and for factory users. */
  clinicId: number | null;
  isFactory: boolean;
  /** A factory user's role at their factory (active membership); null for clinic users and former staff. */
  factoryRole: FactoryRole | null;
  /** A factory user's factory (active membership): they see its queues and cases only. Null as factoryRole is. */
  factoryId: number | null;
  /** The role in `clinicId`; null without a clinic. */
  role: 'admin' | 'staff' | null;
  isDoctor: boolean;
  /** Staff whose product prices are hidden: the server leaves price fields out of every answer. */
  hidePrices: boolean;
  doctorAuthStatus: number;
};
