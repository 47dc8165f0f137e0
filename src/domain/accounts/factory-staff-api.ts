import { z } from 'zod';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';
import { ZPassword } from '../validation/password';
import { FACTORY_ROLES } from './factory-roles';

/**
 * The factory console's staff management (tenant service, factory admins only; issue 18, item 10). Members are named
 * by their phone, the account's sign-in. Every write answers the staff as they are after it.
 */
export const FACTORY_STAFF_PATHS = {
  list: '/factory/staff/list',
  add: '/factory/staff/add',
  role: '/factory/staff/role',
  remove: '/factory/staff/remove',
} as const;

const required = { error: messageId('required') };
const ZRole = z.enum(FACTORY_ROLES, { error: messageId('invalidValue') });

export const ZFactoryStaffMember = z.object({ phone: z.string(), name: z.string(), role: ZRole });
export const ZFactoryStaffListing = z.object({
  manufacturer: z.string().nullable(),
  factories: z.array(
    z.object({ code: z.string(), name: z.string(), city: z.string(), staff: z.array(ZFactoryStaffMember) }),
  ),
});
export type TFactoryStaffMember = z.infer<typeof ZFactoryStaffMember>;
export type TFactoryStaffListing = z.infer<typeof ZFactoryStaffListing>;

/** A new factory sign-in; the password is the one the admin typed or the one the page generated and shows once. */
export const ZAddFactoryUserRequest = z.object({
  factoryCode: z.string(required).trim().min(1, required),
  phone: ZMobile,
  name: z
    .string(required)
    .trim()
    .min(1, required)
    .max(100, { error: messageId('invalidValue') }),
  role: ZRole,
  password: ZPassword,
});
export type TAddFactoryUserRequest = z.infer<typeof ZAddFactoryUserRequest>;

export const ZSetFactoryRoleRequest = z.object({ phone: ZMobile, role: ZRole });
export type TSetFactoryRoleRequest = z.infer<typeof ZSetFactoryRoleRequest>;

export const ZRemoveFactoryUserRequest = z.object({ phone: ZMobile });
export type TRemoveFactoryUserRequest = z.infer<typeof ZRemoveFactoryUserRequest>;
