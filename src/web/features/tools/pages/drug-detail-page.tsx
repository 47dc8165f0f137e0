import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { TDrugDetail } from '../../../../domain/drugs/drug-reference';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { ReferenceAge } from '../components/reference-age';
import { ToolPage } from '../components/tool-page';
import { useDrugReference } from '../hooks/use-drug-reference';

function Section({ title, children }: { title: ReactNode; children: string }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-base leading-relaxed text-slate-800">{children}</p>
    </section>
  );
}

function DrugSections({ detail }: { detail: TDrugDetail }) {
  return (
    <article className={`${cardClass} flex flex-col gap-4`}>
      <Section title={<Trans>Indications</Trans>}>{detail.indications}</Section>
      <Section title={<Trans>Adults</Trans>}>{detail.adultDose}</Section>
      <Section title={<Trans>Children</Trans>}>{detail.childDose}</Section>
      <Section title={<Trans>Contraindications</Trans>}>{detail.contraindications}</Section>
      <Section title={<Trans>Cautions and interactions</Trans>}>{detail.cautions}</Section>
      <Section title={<Trans>Pregnancy and breastfeeding</Trans>}>{detail.pregnancy}</Section>
    </article>
  );
}

/** /drugdetails?id=: one drug of the reference, from the copy on this device (spec sections 2, 7). */
export function DrugDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const { drugs, syncedAt, state } = useDrugReference();
  const drug = drugs?.find((candidate) => candidate.id === id);
  const backLink = (
    <Link href="/drugAdministration" className={linkClass}>
      <Trans>Back to the drug list</Trans>
    </Link>
  );

  if (!drug?.detail) {
    return (
      <ToolPage title={<Trans>Drug</Trans>}>
        {backLink}
        {drugs === undefined || (state === 'syncing' && !drug) ? (
          <p className="text-base text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <p className="text-base text-slate-700">
            <Trans>This drug is not in the reference on this device.</Trans>
          </p>
        )}
      </ToolPage>
    );
  }
  return (
    <ToolPage title={drug.detail.name} intro={drug.detail.category}>
      {backLink}
      <ReferenceAge syncedAt={syncedAt} state={state} />
      <DrugSections detail={drug.detail} />
    </ToolPage>
  );
}
