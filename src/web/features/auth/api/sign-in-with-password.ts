import type { TCompanyChoice } from '../../../../domain/accounts/account-extras';
import type { TPcLoginRequest, TSession } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';
import { storeSignInCompanies } from '../../../lib/session/sign-in-companies';

export { ZPcLoginRequest } from '../../../../domain/accounts/sign-in';

/**
 * The password sign-in. Silent: the form puts the server's message on its fields (spec section 8, "Failed login:
 * the server message on both account and password fields").
 *
 * - With a company in the login link: POST tenant /v1/single-auth?companyId (type fixed to 1); the session starts in
 *   that company's clinic.
 * - Otherwise: POST user /v1/multiple-auth, pc-login's fields and checks, whose answer also lists the user's companies
 *   with their clinics in them: kept for the tab so the clinic choice (/selectClinic) groups the clinics by company
 *   (spec section 6: company versus individual matters at switching). See docs/clinics.md.
 */
export async function signInWithPassword(input: TPcLoginRequest, companyId: number | null = null) {
  if (companyId !== null) {
    return api.post<TSession>(
      'tenant',
      '/v1/single-auth',
      { ...input, type: 1 },
      { isSilent: true, query: { companyId } },
    );
  }
  const result = await api.post<TSession & { companies: TCompanyChoice[] }>('user', '/v1/multiple-auth', input, {
    isSilent: true,
  });
  if (!result.ok) return result;
  const { companies, ...session } = result.data;
  storeSignInCompanies(session.userId, companies);
  return { ...result, data: session as TSession };
}

/** The company a login link names (`/login?companyId=12`), or null for the usual sign-in. */
export function companyIdOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('companyId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
