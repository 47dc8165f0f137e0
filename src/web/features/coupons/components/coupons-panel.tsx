import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClaimableCoupon, TUserCoupon } from '../../../../domain/coupons/contracts';
import { USER_COUPON_STATES, type UserCouponState } from '../../../../domain/coupons/rules';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { LoadError } from '../../../components/ui/load-error';
import { secondaryButtonClass, tabClass, tabListClass, primaryButtonClass } from '../../../components/ui/styles';
import { COUPON_CLAIM_PAGE, COUPON_PAGE_PARAM } from '../../../lib/coupon-links';
import { formatMoney } from '../../../lib/money/format-money';
import { useClaimableCoupons, useClaimCoupon, useUserCoupons } from '../api/coupons-api';
import { CouponThreshold, CouponValidity } from './coupon-terms';

const STATE_LABELS = {
  available: msg({ context: 'coupons', message: 'Available' }),
  used: msg({ context: 'coupons', message: 'Used' }),
  expired: msg({ context: 'coupons', message: 'Expired' }),
} satisfies Record<UserCouponState, ReturnType<typeof msg>>;

function Amount({ amount }: { amount: number | undefined }) {
  const { i18n } = useLingui();
  return <span className="text-lg font-semibold text-teal-800">{formatMoney(amount, i18n.locale)}</span>;
}

const commonColumns = <Row extends TUserCoupon | TClaimableCoupon>(): DataTableColumn<Row>[] => [
  { id: 'amount', header: msg`Amount off`, cell: (row) => <Amount amount={row.amount} /> },
  { id: 'name', header: msg`Coupon`, cell: (row) => <span className="font-medium">{row.name}</span> },
  { id: 'threshold', header: msg`Condition`, cell: (row) => <CouponThreshold thresholdAmount={row.thresholdAmount} /> },
  {
    id: 'validTo',
    header: msg`Validity`,
    cell: (row) => <CouponValidity validTo={row.validTo} />,
    className: 'whitespace-nowrap',
  },
];

/** The clinic's claimed coupons, in three tabs: available, used, expired (couponUserPage). */
function MyCoupons() {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<UserCouponState>('available');
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const coupons = useUserCoupons({ state, pageIndex, pageSize });
  const page = coupons.data;
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t`Coupon state`} className={tabListClass}>
        {USER_COUPON_STATES.map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={entry === state}
            className={tabClass(entry === state)}
            onClick={() => {
              setState(entry);
              setPageIndex(1);
            }}
          >
            {i18n._(STATE_LABELS[entry])}
          </button>
        ))}
      </div>
      {coupons.isError && !page ? (
        <LoadError
          message={<Trans>Your coupons could not be loaded.</Trans>}
          onRetry={() => void coupons.refetch()}
          error={coupons.error}
        />
      ) : null}
      <DataTable
        label={t`Your clinic's coupons`}
        columns={commonColumns<TUserCoupon>()}
        rows={page?.list ?? []}
        getRowKey={(row) => row.id}
        total={page?.total ?? 0}
        page={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        isLoading={coupons.isFetching}
        emptyMessage={msg`No coupons here.`}
      />
    </div>
  );
}

function ClaimButton({ coupon }: { coupon: TClaimableCoupon }) {
  const { t } = useLingui();
  const claim = useClaimCoupon();
  const name = coupon.name;
  return (
    <button
      type="button"
      className={primaryButtonClass}
      disabled={claim.isPending}
      aria-label={t`Claim ${name}`}
      onClick={() => claim.mutate(coupon.couponId)}
    >
      <Trans>Claim</Trans>
    </button>
  );
}

/** The coupons the clinic may claim (receivePage), each with its claim button (receive/{id}). */
function ClaimCoupons() {
  const { t } = useLingui();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const coupons = useClaimableCoupons({ pageIndex, pageSize });
  const page = coupons.data;
  const columns: DataTableColumn<TClaimableCoupon>[] = [
    ...commonColumns<TClaimableCoupon>(),
    { id: 'remaining', header: msg`Left`, cell: (row) => row.remaining, align: 'end' },
    { id: 'claim', header: msg`Actions`, cell: (row) => <ClaimButton coupon={row} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      {coupons.isError && !page ? (
        <LoadError
          message={<Trans>The coupons could not be loaded.</Trans>}
          onRetry={() => void coupons.refetch()}
          error={coupons.error}
        />
      ) : null}
      <DataTable
        label={t`Coupons to claim`}
        columns={columns}
        rows={page?.list ?? []}
        getRowKey={(row) => row.couponId}
        total={page?.total ?? 0}
        page={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        isLoading={coupons.isFetching}
        emptyMessage={msg`No coupons to claim right now.`}
      />
    </div>
  );
}

/**
 * The personal center's coupons tab (location 5): the clinic's coupons, or with `couponPage=receive` (the top bar's
 * claim entry) the coupons to claim. The view is in the query, so the back button returns to the other.
 */
export function CouponsPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isClaiming = searchParams.get(COUPON_PAGE_PARAM) === COUPON_CLAIM_PAGE;
  const show = (claiming: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (claiming) next.set(COUPON_PAGE_PARAM, COUPON_CLAIM_PAGE);
      else next.delete(COUPON_PAGE_PARAM);
      return next;
    });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {isClaiming ? <Trans>Claim coupons</Trans> : <Trans>Your clinic's coupons</Trans>}
        </h2>
        <button type="button" className={secondaryButtonClass} onClick={() => show(!isClaiming)}>
          {isClaiming ? <Trans>Your clinic's coupons</Trans> : <Trans>Claim coupons</Trans>}
        </button>
      </div>
      {isClaiming ? <ClaimCoupons /> : <MyCoupons />}
    </div>
  );
}
