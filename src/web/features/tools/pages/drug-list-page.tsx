import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/form/text-field';
import { cardClass, focusRing } from '../../../components/ui/styles';
import { ReferenceAge } from '../components/reference-age';
import { ToolPage } from '../components/tool-page';
import { useDrugReference } from '../hooks/use-drug-reference';
import { matchesDrugSearch } from '../lib/drug-search';

/** /drugAdministration: the dental drug reference, searchable, from the copy on this device (spec sections 2, 7). */
export function DrugListPage() {
  const { t } = useLingui();
  const { drugs, syncedAt, state } = useDrugReference();
  const [search, setSearch] = useState('');
  const shown = drugs?.filter((drug) => matchesDrugSearch(drug, search));

  return (
    <ToolPage
      title={<Trans>Drug list</Trans>}
      intro={
        <Trans>Doses and cautions of drugs used in dentistry. Check the package insert of the product you use.</Trans>
      }
    >
      <ReferenceAge syncedAt={syncedAt} state={state} />
      <TextField
        label={<Trans>Search by name or group</Trans>}
        type="search"
        value={search}
        maxLength={50}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t`For example: amoxicillin`}
      />
      {shown === undefined ? null : shown.length === 0 ? (
        <p className="text-base text-slate-600">
          {drugs?.length === 0 ? (
            state === 'syncing' ? (
              <Trans>Loading the drug list…</Trans>
            ) : (
              <Trans>The drug list is not on this device yet. Open this page once while online.</Trans>
            )
          ) : (
            <Trans>No drug matches this search.</Trans>
          )}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((drug) => (
            <li key={drug.id}>
              <Link
                href={`/drugdetails?id=${drug.id}`}
                className={`${cardClass} flex min-h-11 flex-col gap-1 hover:border-teal-600 ${focusRing}`}
              >
                <span className="text-lg font-semibold text-teal-800">{drug.name}</span>
                <span className="text-sm text-slate-600">{drug.category}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ToolPage>
  );
}
