import { Link } from 'wouter';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductLine } from '../../../../domain/product-lines';
import { focusRing } from '../../../components/ui/styles';
import { useLingui as useLanguageChanges } from '@lingui/react';

/** Where the "needs your action" count leads: the cases waiting for the clinic. */
export const PENDING_CASES_PATH = '/caseList?tab=pending';

type ProductLineCardProps = {
  line: ProductLine;
  /** Where its order form is; undefined while the portal does not serve the line ("Coming soon"). */
  createRoute: string | undefined;
  /** How many of the line's cases wait for the clinic's action (undefined while unknown). */
  needsAction: number | undefined;
};

function NeedsActionBadge({ count }: { count: number }) {
  // Re-rendered when the language changes (plural() reads the app's one i18n).
  useLanguageChanges();
  return (
    <Link
      href={PENDING_CASES_PATH}
      className={`inline-flex min-h-11 w-fit items-center gap-2 rounded-full bg-amber-50 px-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100 ${focusRing}`}
    >
      {plural(count, { one: '# case needs your action', other: '# cases need your action' })}
    </Link>
  );
}

/**
 * One product line on the worktable: its name in the brand colour and its intro, a link to its order form (or
 * "Coming soon" while that form does not exist), and how many of its cases wait for the clinic.
 */
export function ProductLineCard({ line, createRoute, needsAction }: ProductLineCardProps) {
  const { i18n } = useLingui();
  const body = (
    <>
      <h3 className="text-lg font-semibold" style={{ color: line.color }}>
        {i18n._(line.name)}
      </h3>
      <p className="mt-1 flex-1 text-sm leading-relaxed text-slate-600">{i18n._(line.intro)}</p>
      {createRoute ? (
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
  return (
    <div
      style={{ borderLeftColor: line.color }}
      className="flex h-full flex-col gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 has-[a:first-child:hover]:border-teal-600"
    >
      {createRoute ? (
        <Link href={createRoute} className={`flex min-h-11 flex-1 flex-col rounded-lg ${focusRing}`}>
          {body}
        </Link>
      ) : (
        <div className="flex flex-1 flex-col">{body}</div>
      )}
      {needsAction ? <NeedsActionBadge count={needsAction} /> : null}
    </div>
  );
}
