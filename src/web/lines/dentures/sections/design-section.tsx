import { Trans, useLingui } from '@lingui/react/macro';
import type { TDesignPreferences } from '../../../../domain/lines/dentures/design';
import { DetailFact } from '../../../features/orders/components/detail-fact';
import { designLines } from './denture-summary';
import { SectionCard } from './section-card';

/** The clinic's design preferences of this order: occlusion, proximal contact, edentulous area and the rest. */
export function DesignSection({ design }: { design: Partial<TDesignPreferences> }) {
  const { i18n } = useLingui();
  return (
    <SectionCard title={<Trans>Design preferences</Trans>} testId="denture-design">
      <dl className="grid gap-3 sm:grid-cols-2">
        {designLines(i18n, design).map(([term, value]) => (
          <DetailFact key={term} term={term}>
            {value}
          </DetailFact>
        ))}
      </dl>
    </SectionCard>
  );
}
