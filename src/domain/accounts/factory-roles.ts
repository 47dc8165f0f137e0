/**
 * What a factory user does at their factory (issue 18, item 10). `admin` manages the factory's staff (the operator's
 * first user is one) and may make every factory move; the others name the desk a person works at: reviewing cases,
 * designing plans, producing and shipping, and money. Each factory move of a product line's status table names its
 * desk (`MoveDefinition.desk`); the decision is written in docs/orders.md ("Factory roles").
 */
export const FACTORY_ROLES = ['admin', 'reviewer', 'designer', 'production', 'finance'] as const;
export type FactoryRole = (typeof FACTORY_ROLES)[number];

/** The desk a factory move belongs to: the role that works it (admin works every desk). */
export type FactoryDesk = Exclude<FactoryRole, 'admin'>;

export function isFactoryRole(value: string): value is FactoryRole {
  return (FACTORY_ROLES as readonly string[]).includes(value);
}

/** Whether a factory user in `role` may make a move of `desk`; no role (no active membership) may make none. */
export function mayWorkAtDesk(role: FactoryRole | null | undefined, desk: FactoryDesk | undefined): boolean {
  if (!role) return false;
  return role === 'admin' || role === desk;
}
