import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseModel } from '../../../../domain/orders/order-model';
import type { TDentureOrder } from '../../../../domain/lines/dentures/requests';
import { CaseTime } from '../../../components/cases/case-timeline';
import { DetailFact } from '../../../features/orders/components/detail-fact';
import { linkClass } from '../../../components/ui/styles';
import { SectionCard } from './section-card';

type FilesSectionProps = { model: TCaseModel; files: TDentureOrder['files'] };

/** The models: the patient's upper and lower scans as links, or the mailed model's pickup. */
export function FilesSection({ model, files }: FilesSectionProps) {
  const { t } = useLingui();
  const scans = [
    [t`Upper scan`, files.upper],
    [t`Lower scan`, files.lower],
  ] as const;
  return (
    <SectionCard title={<Trans>Models</Trans>} testId="denture-files">
      {model.kind === 'digital' ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {scans.map(([term, file]) => (
            <DetailFact key={term} term={term}>
              {file ? (
                <a href={file.url} target="_blank" rel="noreferrer" className={`${linkClass} break-all`}>
                  {file.name}
                </a>
              ) : (
                '—'
              )}
            </DetailFact>
          ))}
        </dl>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailFact term={<Trans>Mailed model, picked up</Trans>}>
            <CaseTime at={model.pickupAt} />
          </DetailFact>
          {model.note ? <DetailFact term={<Trans>Note</Trans>}>{model.note}</DetailFact> : null}
        </dl>
      )}
    </SectionCard>
  );
}
