import { z } from 'zod';
import { ZCompanyChoice, type TCompanyChoice } from '../../../domain/accounts/account-extras';
import { SESSION_KEYS } from './session-keys';

const ZStored = z.object({ userId: z.number().int(), companies: z.array(ZCompanyChoice) });

/**
 * The companies a sign-in by multiple-auth answered (each with the user's clinics in it), kept for the tab until
 * sign-out, so the clinic choice can group the clinics by company. Storage failing only loses the grouping.
 */
export function storeSignInCompanies(userId: number, companies: readonly TCompanyChoice[]): void {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.signInCompanies, JSON.stringify({ userId, companies }));
  } catch {
    // Without sessionStorage the clinic choice is a flat list.
  }
}

/** The companies stored for `userId` by the last sign-in in this tab; null if none (or another user's). */
export function readSignInCompanies(userId: number): TCompanyChoice[] | null {
  try {
    const parsed = ZStored.safeParse(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.signInCompanies) ?? 'null'));
    return parsed.success && parsed.data.userId === userId ? parsed.data.companies : null;
  } catch {
    return null;
  }
}
