import type { TCompanyChoice } from '../../../../domain/accounts/account-extras';
import type { TClinicChoice } from '../../../../domain/accounts/sign-in';

export type ClinicGroup = {
  /** The company's name; null for the clinics no company of the sign-in named (the list changed since). */
  companyName: string | null;
  isChain: boolean;
  clinics: TClinicChoice[];
};

/**
 * The clinics to choose from, grouped by the companies multiple-auth answered, in that order; a company with none of
 * the clinics is left out, and clinics of no company come last in a group of their own.
 */
export function groupClinicsByCompany(
  clinics: readonly TClinicChoice[],
  companies: readonly TCompanyChoice[],
): ClinicGroup[] {
  const placed = new Set<number>();
  const groups: ClinicGroup[] = [];
  for (const company of companies) {
    const ids = new Set(company.clinics.map((clinic) => clinic.clinicId));
    const inCompany = clinics.filter((clinic) => ids.has(clinic.clinicId) && !placed.has(clinic.clinicId));
    inCompany.forEach((clinic) => placed.add(clinic.clinicId));
    if (inCompany.length > 0)
      groups.push({ companyName: company.companyName, isChain: company.isChain, clinics: inCompany });
  }
  const rest = clinics.filter((clinic) => !placed.has(clinic.clinicId));
  if (rest.length > 0) groups.push({ companyName: null, isChain: false, clinics: rest });
  return groups;
}
