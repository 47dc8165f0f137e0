import { z } from 'zod';

/** A button permission (spec section 6): `code` is granted on pages whose path matches `uri`. */
export const ZResource = z.object({ uri: z.string(), code: z.string() });
export type TResource = z.infer<typeof ZResource>;

export type ClinicRole = { role: 'admin' | 'staff'; isDoctor: boolean };

/**
 * The resource list per clinic role. The spec leaves the matrix open ("not shown"); this is the decision, and the
 * server enforces the same rules on every route whatever the buttons show.
 */
export function resourcesFor(member: ClinicRole | null): TResource[] {
  if (!member) return [];
  const doctor: TResource[] = member.isDoctor ? [{ uri: '/patientCenter/*', code: 'case:create' }] : [];
  const admin: TResource[] =
    member.role === 'admin'
      ? [
          { uri: '/baseEmployee', code: 'employee:manage' },
          { uri: '/baseEmployee', code: 'employee:hide-prices' },
          { uri: '/clinicManage', code: 'application:review' },
          { uri: '/myCompany', code: 'company:certify' },
        ]
      : [];
  return [...admin, ...doctor];
}
