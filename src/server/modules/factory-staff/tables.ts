/** Row type of migration 0015: a factory user's factory and role. */
export type FactoryStaffDatabase = {
  factory_members: FactoryMemberTable;
};

export type FactoryMemberTable = {
  user_id: number;
  factory_id: number;
  /** One of FACTORY_ROLES (domain/accounts/factory-roles.ts). */
  role: string;
  created_at: number;
  removed_at: number | null;
};
