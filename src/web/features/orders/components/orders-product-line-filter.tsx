import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_LINES, type ProductLineCode } from '../../../../domain/product-lines';
import { focusRing } from '../../../components/ui/styles';

type OrdersProductLineFilterProps = {
  value: ProductLineCode | undefined;
  onChange: (productLine: ProductLineCode | undefined) => void;
};

const chipClass = `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium ${focusRing}`;

/** One chip per product line in its brand colour, and "All lines"; one choice at a time. */
export function OrdersProductLineFilter({ value, onChange }: OrdersProductLineFilterProps) {
  const { i18n, t } = useLingui();
  const chipTone = (isOn: boolean) =>
    isOn ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50';
  return (
    <div role="group" aria-label={t`Product line`} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
        className={`${chipClass} ${chipTone(value === undefined)}`}
      >
        <Trans>All lines</Trans>
      </button>
      {PRODUCT_LINES.map((line) => {
        const isOn = value === line.code;
        return (
          <button
            key={line.code}
            type="button"
            aria-pressed={isOn}
            onClick={() => onChange(isOn ? undefined : line.code)}
            className={`${chipClass} ${chipTone(isOn)}`}
            style={isOn ? { backgroundColor: line.color, borderColor: line.color } : undefined}
          >
            <span
              aria-hidden="true"
              className="size-3 rounded-full ring-1 ring-white"
              style={{ backgroundColor: line.color }}
            />
            {i18n._(line.name)}
          </button>
        );
      })}
    </div>
  );
}
