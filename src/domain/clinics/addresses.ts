import { z } from 'zod';
import { ZMobile } from '../validation/mobile';
import { ZId, requiredText } from './fields';

/** A shipping address of the signed-in user (personal center). */
export const ZAddressFields = z.object({
  province: requiredText(25),
  city: requiredText(25),
  district: requiredText(25),
  address: requiredText(100),
  name: requiredText(25),
  phone: ZMobile,
});
export const ZAddress = ZAddressFields.extend({ id: z.number().int() });
export type TAddress = z.infer<typeof ZAddress>;

/** POST /api/tenant/v1/address/add. */
export const ZAddAddressRequest = ZAddressFields;
export type TAddAddressRequest = z.infer<typeof ZAddAddressRequest>;
/** POST /api/tenant/v1/address/update. */
export const ZUpdateAddressRequest = ZAddressFields.extend({ id: ZId });
export type TUpdateAddressRequest = z.infer<typeof ZUpdateAddressRequest>;
/** POST /api/tenant/v1/address/delete. */
export const ZDeleteAddressRequest = z.object({ id: ZId });
/** A user keeps at most this many addresses. */
export const MAX_ADDRESSES = 50;
