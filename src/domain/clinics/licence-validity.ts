import { z } from 'zod';
import { dateRangeProblem } from '../validation/date-range';
import { expiryStatus, type ExpiryStatus } from '../validation/expiry';
import { messageId } from '../validation/messages';
import { ZDate, type DateValue } from '../validation/typed-date';

/**
 * The validity period printed on a licence (both days included), as the clinic reads it off the paper. A licence
 * without one (a business licence of unlimited term, or one sent before periods were asked for) has null.
 */
export const ZLicenceValidity = z.object({ validFrom: ZDate, validTo: ZDate }).superRefine((value, context) => {
  if (dateRangeProblem(value.validFrom, value.validTo) === 'dateRangeStartAfterEnd')
    context.addIssue({ code: 'custom', path: ['validTo'], message: messageId('dateRangeStartAfterEnd') });
});
export type TLicenceValidity = z.infer<typeof ZLicenceValidity>;

/** A validity as the form holds it: both days blank means none; one blank is refused by ZLicenceValidity. */
export function validityOf(validFrom: string, validTo: string): TLicenceValidity | null {
  return validFrom.trim() === '' && validTo.trim() === ''
    ? null
    : { validFrom: validFrom.trim(), validTo: validTo.trim() };
}

/**
 * The one expiry rule of certifications and licences (spec section 4, the expiry status of a period): 'ended' after
 * the last valid day, 'near-expiry' when fewer than a third of its days remain, else 'normal'; null with no period.
 */
export function licenceExpiryStatus(
  validity: TLicenceValidity | null,
  today: DateValue = new Date(),
): ExpiryStatus | null {
  if (!validity) return null;
  return expiryStatus({ start: validity.validFrom, end: validity.validTo, today });
}
