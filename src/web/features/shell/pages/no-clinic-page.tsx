import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { primaryButtonClass } from '../../../components/ui/styles';
import { CLINIC_MANAGEMENT_PATH, noClinicMessages } from '../menu/no-clinic-messages';

/**
 * Shown in place of a page that works on a clinic's data while the user belongs to no clinic (spec section 2): the
 * account has no certification yet, and the way to create or associate a clinic.
 */
export function NoClinicPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="no-clinic-heading"
      className="flex max-w-xl flex-col items-start gap-4 rounded-xl border border-amber-200 bg-amber-50 p-6"
    >
      <Heading id="no-clinic-heading" className="text-xl font-semibold text-amber-950">
        {i18n._(noClinicMessages.title)}
      </Heading>
      <p className="text-base text-amber-950">{i18n._(noClinicMessages.body)}</p>
      <Link href={CLINIC_MANAGEMENT_PATH} className={primaryButtonClass}>
        {i18n._(noClinicMessages.action)}
      </Link>
    </section>
  );
}
