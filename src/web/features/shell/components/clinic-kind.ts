import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TClinicChoice } from '../../../../domain/accounts/sign-in';

/**
 * What a clinic is within its company (docs/clinics.md): a chain's main clinic is the company clinic (`isCompany`), its
 * branches are chain clinics that are not; a single company's clinic is the company. A clinic on its own says nothing.
 */
export function clinicKindOf(clinic: Pick<TClinicChoice, 'isCompany' | 'isChain'>): MessageDescriptor | null {
  if (clinic.isChain) return clinic.isCompany ? msg`Main clinic` : msg`Branch`;
  return clinic.isCompany ? msg`Company` : null;
}
