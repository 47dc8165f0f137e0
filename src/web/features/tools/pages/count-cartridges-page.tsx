import { Trans, useLingui } from '@lingui/react/macro';
import { ANESTHETIC_PRODUCTS, contentOf, epinephrineMgPerMl, mgPerMl } from '../../../../domain/anesthetics/drugs';
import { cardClass } from '../../../components/ui/styles';
import { CountDetailLinks } from '../components/count-detail-links';
import { ToolPage } from '../components/tool-page';
import { formatNumber, productName } from '../lib/format';

/** /countDetail31: what each cartridge holds, worked out from its strength, dilution and volume. */
export function CountCartridgesPage() {
  const { i18n } = useLingui();
  const n = (value: number, digits = 2) => formatNumber(i18n, value, digits);
  return (
    <ToolPage
      title={<Trans>Cartridges</Trans>}
      intro={
        <Trans>
          Percent × 10 = mg per mL. Epinephrine 1:n holds 1000 ÷ n mg per mL. Volumes are the usual ones; check your
          box.
        </Trans>
      }
    >
      <CountDetailLinks />
      <ul className="grid gap-4 md:grid-cols-2">
        {ANESTHETIC_PRODUCTS.map((product) => {
          const perCartridge = contentOf(product, product.cartridgeMl);
          return (
            <li key={product.id} className={`${cardClass} flex flex-col gap-1 text-base text-slate-800`}>
              <h2 className="text-lg font-semibold text-slate-900">{productName(i18n, product)}</h2>
              <span>
                <Trans>
                  {n(product.percent)}% = {n(mgPerMl(product.percent))} mg/mL
                </Trans>
              </span>
              <span>
                <Trans>
                  {n(product.cartridgeMl)} mL cartridge = {n(perCartridge.anestheticMg)} mg
                </Trans>
              </span>
              {product.epinephrineDilution ? (
                <span>
                  <Trans>
                    Epinephrine {n(epinephrineMgPerMl(product.epinephrineDilution), 3)} mg/mL,{' '}
                    {n(perCartridge.epinephrineMg, 4)} mg per cartridge
                  </Trans>
                </span>
              ) : (
                <span>
                  <Trans>No epinephrine</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </ToolPage>
  );
}
