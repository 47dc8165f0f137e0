import { msg } from '@lingui/core/macro';
import type { Option } from './staff-options';

/** Professional titles a doctor declares when authenticating (GET /api/tenant/v1/titles). */
export const PROFESSIONAL_TITLES = [
  { value: 'chief-physician', label: msg({ context: 'professional title', message: 'chief physician' }) },
  {
    value: 'associate-chief-physician',
    label: msg({ context: 'professional title', message: 'associate chief physician' }),
  },
  { value: 'attending-physician', label: msg({ context: 'professional title', message: 'attending physician' }) },
  { value: 'resident-physician', label: msg({ context: 'professional title', message: 'resident physician' }) },
  { value: 'dental-technician', label: msg({ context: 'professional title', message: 'dental technician' }) },
  { value: 'nurse', label: msg({ context: 'professional title', message: 'nurse' }) },
  { value: 'other', label: msg({ context: 'professional title', message: 'other' }) },
] as const satisfies readonly Option<string>[];
export type ProfessionalTitle = (typeof PROFESSIONAL_TITLES)[number]['value'];
