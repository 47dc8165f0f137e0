import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { ZEditBase } from '../edits/field-merge';
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
/**
 * POST /api/tenant/v1/address/update: the whole form, with `base`, the address as the form opened on it: only what
 * the user changed is written, and a field changed elsewhere meanwhile is a conflict (domain/edits/field-merge.ts).
 */
export const ZUpdateAddressRequest = ZAddressFields.extend({ id: ZId, base: ZEditBase.optional() });
export type TUpdateAddressRequest = z.infer<typeof ZUpdateAddressRequest>;
/** The fields an address edit may change, in the form's order. */
export const ADDRESS_FIELDS = ['province', 'city', 'district', 'address', 'name', 'phone'] as const satisfies readonly (keyof TAddAddressRequest)[];

/** The form's field labels, as an edit conflict names them (the same texts as the address form's). */
export const addressFieldLabels = {
  province: msg`Province`,
  city: msg`City`,
  district: msg`District`,
  address: msg`Street address`,
  name: msg`Recipient`,
  phone: msg`Recipient's mobile number`,
} satisfies Record<(typeof ADDRESS_FIELDS)[number], MessageDescriptor>;

/** POST /api/tenant/v1/address/delete. */
export const ZDeleteAddressRequest = z.object({ id: ZId });
/** A user keeps at most this many addresses. */
export const MAX_ADDRESSES = 50;
