import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { findProductLine } from '../../../../domain/product-lines';
import { linkClass, primaryButtonClass } from '../../../components/ui/styles';

/**
 * A product line's create or detail address (or `/confirmOrder?type=N`) when the portal does not serve that line yet:
 * names the line, says so plainly and leads back, instead of opening another line's wizard or a not-found page.
 */
export function LineNotAvailablePage({ code }: { code: number }) {
  const { i18n } = useLingui();
  const line = findProductLine(code);
  const lineName = line ? i18n._(line.name) : String(code);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 py-8" data-testid="line-not-available">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>{lineName}: not available in the portal yet</Trans>
      </h1>
      <p className="text-base text-slate-700">
        <Trans>
          Orders for this product line cannot be placed or opened here yet. Nothing was created. Please contact the
          manufacturer's service team to order it meanwhile.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link href="/home" className={primaryButtonClass}>
          <Trans>Back to the worktable</Trans>
        </Link>
        <Link href="/stagingBox" className={linkClass}>
          <Trans>Orders</Trans>
        </Link>
      </div>
    </main>
  );
}
