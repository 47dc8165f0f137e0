import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductLine } from '../../../../domain/product-lines';

type ProductLineCardProps = { line: ProductLine; isAvailable: boolean };

/** One product line on the worktable: a link to its order form, or "Coming soon" while that form does not exist. */
export function ProductLineCard({ line, isAvailable }: ProductLineCardProps) {
  const { i18n } = useLingui();
  const name = i18n._(line.name);
  const body = (
    <>
      <h3 className="text-lg font-semibold" style={{ color: line.color }}>
        {name}
      </h3>
      <p className="mt-1 flex-1 text-sm leading-relaxed text-slate-600">{i18n._(line.intro)}</p>
      {isAvailable ? (
        <span className="mt-3 text-base font-medium text-teal-800">
          <Trans>Create an order</Trans>
        </span>
      ) : (
        <span className="mt-3 inline-flex w-fit rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-600">
          <Trans>Coming soon</Trans>
        </span>
      )}
    </>
  );
  const className = 'flex h-full min-h-11 flex-col rounded-xl border border-slate-200 border-l-4 bg-white p-4';
  return isAvailable ? (
    <Link
      href={line.createRoute}
      style={{ borderLeftColor: line.color }}
      className={`${className} hover:border-teal-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700`}
    >
      {body}
    </Link>
  ) : (
    <div style={{ borderLeftColor: line.color }} className={className}>
      {body}
    </div>
  );
}
