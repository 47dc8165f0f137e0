import { Trans, useLingui } from '@lingui/react/macro';
import { ANESTHETIC_PRODUCTS } from '../../../../domain/anesthetics/drugs';
import { inputClass, labelClass, secondaryButtonClass } from '../../../components/ui/styles';
import { NumericInput } from '../../../components/ui/form/numeric-input';
import type { GivenLine } from '../hooks/use-calculator-form';
import { productName } from '../lib/format';

type GivenDosesProps = { lines: GivenLine[]; onChange: (lines: GivenLine[]) => void };

/** Anesthetic already injected in this visit: each line is a product and a number of its usual cartridges. */
export function GivenDoses({ lines, onChange }: GivenDosesProps) {
  const { i18n, t } = useLingui();
  const update = (key: number, change: Partial<GivenLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const nextKey = Math.max(0, ...lines.map((line) => line.key)) + 1;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={labelClass}>
        <Trans>Already given in this visit</Trans>
      </legend>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nothing yet. Add what was injected earlier in this visit: it reduces what is left.</Trans>
        </p>
      ) : null}
      {lines.map((line, index) => (
        <div key={line.key} className="flex flex-wrap items-end gap-2">
          <label className="min-w-56 flex-1">
            <span className="sr-only">{t`Anesthetic given, line ${index + 1}`}</span>
            <select
              className={inputClass}
              value={line.productId}
              onChange={(event) => update(line.key, { productId: event.target.value })}
            >
              {ANESTHETIC_PRODUCTS.map((product) => (
                <option key={product.id} value={product.id}>
                  {productName(i18n, product)}
                </option>
              ))}
            </select>
          </label>
          <label className="w-36">
            <span className="sr-only">{t`Cartridges given, line ${index + 1}`}</span>
            <NumericInput
              max={20}
              decimals={1}
              value={line.cartridges}
              placeholder={t`Cartridges`}
              onValueChange={(cartridges) => update(line.key, { cartridges })}
            />
          </label>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => onChange([...lines, { key: nextKey, productId: ANESTHETIC_PRODUCTS[0]!.id, cartridges: '1' }])}
        >
          <Trans>Add an anesthetic already given</Trans>
        </button>
      </div>
    </fieldset>
  );
}
