import { useLingui } from '@lingui/react/macro';
import { PRODUCT_LINES } from '../../../../domain/product-lines';

/** The nine product lines (the points mall, code 20, is not one of them). */
const NINE_PRODUCT_LINES = PRODUCT_LINES.filter((line) => line.type !== 'mall');

export function ProductLineList({ labelledBy }: { labelledBy: string }) {
  const { i18n } = useLingui();
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {NINE_PRODUCT_LINES.map((line) => (
        <li
          key={line.code}
          className="rounded-lg border border-slate-200 border-l-4 bg-white p-4"
          style={{ borderLeftColor: line.color }}
        >
          <h3 className="text-base font-semibold" style={{ color: line.color }}>
            {i18n._(line.name)}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{i18n._(line.intro)}</p>
        </li>
      ))}
    </ul>
  );
}
