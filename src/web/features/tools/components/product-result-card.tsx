import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductResult } from '../../../../domain/anesthetics/dose-calculation';
import { cardClass } from '../../../components/ui/styles';
import { formatNumber, productName } from '../lib/format';
import { SourceNote } from './source-note';

/** One product's answer: the cartridges left, the maximum dose and how it was reached, each figure with its source. */
export function ProductResultCard({ result, weightKg }: { result: ProductResult; weightKg: number }) {
  const { i18n } = useLingui();
  const n = (value: number, digits = 1) => formatNumber(i18n, value, digits);
  const name = productName(i18n, result.product);
  const isAllowed = result.reason === 'perKg' || result.reason === 'cap';
  return (
    <article className={`${cardClass} flex flex-col gap-2`} aria-label={name}>
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="text-sm text-slate-600">
        <Trans>
          {n(result.cartridgeMl, 2)} mL cartridge · {n(result.mgPerCartridge)} mg per cartridge
        </Trans>
        {result.epinephrineMgPerCartridge > 0 ? (
          <>
            {' · '}
            <Trans>{n(result.epinephrineMgPerCartridge, 4)} mg epinephrine</Trans>
          </>
        ) : null}
      </p>
      {result.reason === 'tooYoung' && result.minAgeYears ? (
        <p className="text-base font-medium text-red-800">
          <Trans>Not for patients under {n(result.minAgeYears.value)} years.</Trans>
          <SourceNote figure={result.minAgeYears} />
        </p>
      ) : null}
      {result.reason === 'notCovered' ? (
        <p className="text-base text-slate-700">
          <Trans>This rule set gives no maximum for this drug. Choose another rule set.</Trans>
        </p>
      ) : null}
      {isAllowed ? (
        <>
          <p className="text-3xl font-semibold text-teal-800" data-testid="cartridges">
            <Trans>Cartridges: {n(result.cartridges)}</Trans>
          </p>
          <p className="text-base text-slate-800">
            {result.bindingLimit === 'epinephrine' ? (
              <Trans>
                Limited by the epinephrine ceiling ({n(result.cartridgesByDose)} cartridges by the anesthetic alone).
              </Trans>
            ) : (
              <Trans>
                {n(result.remainingMg)} mg left of a {n(result.limitMg)} mg maximum.
              </Trans>
            )}
          </p>
          <ul className="flex flex-col gap-1 text-base text-slate-700">
            {result.mgPerKg ? (
              <li className={result.reason === 'perKg' ? 'font-medium' : ''}>
                <Trans>
                  {n(result.mgPerKg.value)} mg/kg × {n(weightKg)} kg = {n(result.mgPerKg.value * weightKg)} mg
                </Trans>
                <SourceNote figure={result.mgPerKg} />
              </li>
            ) : null}
            {result.maxMg ? (
              <li className={result.reason === 'cap' ? 'font-medium' : ''}>
                <Trans>Absolute maximum {n(result.maxMg.value)} mg</Trans>
                <SourceNote figure={result.maxMg} />
              </li>
            ) : null}
            {result.elderlyFactor ? (
              <li>
                <Trans>Elderly patient: × {n(result.elderlyFactor.value, 2)}</Trans>
                <SourceNote figure={result.elderlyFactor} />
              </li>
            ) : null}
          </ul>
          <p className="text-sm text-slate-600">
            {result.reason === 'perKg' ? (
              <Trans>The weight-based maximum applies.</Trans>
            ) : (
              <Trans>The absolute maximum applies.</Trans>
            )}
          </p>
        </>
      ) : null}
    </article>
  );
}
