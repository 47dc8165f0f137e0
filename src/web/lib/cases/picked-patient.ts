/**
 * A patient recorded from the case wizard ("Record a new patient"): the patient form hands it back to the wizard it
 * came from, which picks it. Kept in this tab's session storage for the one hand-over (features do not import each
 * other, so the patients feature and the cases feature meet here).
 */
export type PickedPatient = { key: string; name: string; phone: string; gender?: number; birthDate?: string };

const STORAGE_KEY = 'cuspid.case-wizard.picked-patient';
const RETURN_PREFIX = '/confirmOrder';

/** Where the patient form may send the user back to: only the case wizard of this site. */
export function isWizardReturnPath(path: string | null): path is string {
  return typeof path === 'string' && path.startsWith(`${RETURN_PREFIX}?`) && !path.includes('//');
}

export function rememberPickedPatient(patient: PickedPatient): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(patient));
  } catch {
    // Storage unavailable: the user picks the patient by searching for it.
  }
}

/** The patient handed over, once: reading it forgets it. */
export function takePickedPatient(): PickedPatient | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<PickedPatient>;
    if (typeof value.key !== 'string' || typeof value.name !== 'string' || typeof value.phone !== 'string') return null;
    return {
      key: value.key,
      name: value.name,
      phone: value.phone,
      ...(typeof value.gender === 'number' ? { gender: value.gender } : {}),
      ...(typeof value.birthDate === 'string' ? { birthDate: value.birthDate } : {}),
    };
  } catch {
    return null;
  }
}
