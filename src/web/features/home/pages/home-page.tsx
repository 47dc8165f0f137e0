import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { DATES } from '../../../../domain/constants';
import { PRODUCT_LINES } from '../../../../domain/product-lines';
import { ListFreshnessNotice } from '../../../components/cases/list-freshness-notice';
import { LoadError } from '../../../components/ui/load-error';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import { lacksClinic } from '../../../lib/session/access-rules';
import { useSession } from '../../../lib/session/session-store';
import { useWorktable } from '../api/get-worktable';
import { ProductLineCard } from '../components/product-line-card';
import { UpcomingDays } from '../components/upcoming-days';
import { groupUpcoming } from '../lib/group-upcoming';

/** The nine product lines (the points mall, code 20, is not one of them). */
const NINE_PRODUCT_LINES = PRODUCT_LINES.filter((line) => line.type !== 'mall');

type HomePageProps = {
  /** A served line's create route (the line registry); undefined while the portal does not serve the line yet. */
  createRouteOf: (code: number) => string | undefined;
  /** Shown instead of the worktable's figures while the user belongs to no clinic (the shell's no-certification notice). */
  noClinicNotice: ReactNode;
};

/**
 * /home, the worktable: the product lines to order from with the cases that wait for the clinic, and the model
 * pickups and deliveries of the coming 7 days.
 */
export function HomePage({ createRouteOf, noClinicNotice }: HomePageProps) {
  const { session } = useSession();
  const name = session?.name ?? '';
  const isOnline = useIsOnline();
  // The device's today, fixed for the visit: the window and the day headings must agree.
  const [now] = useState(() => new Date());
  // Without a clinic there are no cases to count: the worktable is not asked (it would answer "not a member").
  const hasClinic = session !== undefined && !lacksClinic(session);
  const worktable = useWorktable(now, hasClinic);
  const needsAction = new Map(worktable.data?.lines.map((line) => [line.productLine, line.needsAction]));
  const upcomingDays = groupUpcoming(worktable.data?.upcoming ?? [], now, DATES.upcomingDays);
  const failure = failureOf(worktable.error);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Worktable</Trans>
        </h1>
        <p className="mt-1 text-lg text-slate-700">{name ? <Trans>Hello, {name}</Trans> : <Trans>Hello</Trans>}</p>
      </div>
      {session && !hasClinic ? noClinicNotice : <ListFreshnessNotice isOnline={isOnline} query={worktable} />}
      {worktable.isError && !worktable.data && isOnline ? (
        <LoadError
          message={failure?.msg || <Trans>The worktable could not be loaded.</Trans>}
          onRetry={() => void worktable.refetch()}
          error={worktable.error}
        />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="flex flex-col gap-3">
          <h2 id="product-lines-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Product lines</Trans>
          </h2>
          <ul aria-labelledby="product-lines-heading" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {NINE_PRODUCT_LINES.map((line) => (
              <li key={line.code}>
                <ProductLineCard
                  line={line}
                  createRoute={createRouteOf(line.code)}
                  needsAction={needsAction.get(line.code)}
                />
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="upcoming-heading"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Coming up</Trans>
          </h2>
          {worktable.data ? (
            <UpcomingDays days={upcomingDays} />
          ) : worktable.isPending && worktable.fetchStatus === 'fetching' ? (
            <p className="text-base text-slate-600">
              <Trans>Loading…</Trans>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
