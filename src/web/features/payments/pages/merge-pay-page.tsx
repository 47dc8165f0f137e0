import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentMessages } from '../../../../domain/payments/payment-messages';
import type { PaymentKindCode } from '../../../../domain/payments/kinds';
import type { ProductLineCode } from '../../../../domain/product-lines';
import { ListLoadNotices } from '../../../components/cases/list-load-notices';
import { useListPaging } from '../../../components/cases/use-list-paging';
import { FormAlert } from '../../../components/ui/form-alert';
import { useIsOnline } from '../../../lib/online-status';
import { confirmPaymentHref, PAY_QUERY } from '../../../lib/payments/pay-links';
import { useSession } from '../../../lib/session/session-store';
import { arePricesHidden, useUnpaidList, type UnpaidListRequest } from '../api/payments-api';
import { SelectionSummary } from '../components/selection-summary';
import { UnpaidFilters } from '../components/unpaid-filters';
import { UnpaidTable } from '../components/unpaid-table';
import { usePaymentSelection } from '../lib/payment-selection';

/**
 * /mergePay: the clinic's payment orders waiting to be paid (unPayList: kind, product line, patient; paging); several
 * are chosen for one payment, with their total. Reads offline from the pages last synced to this device, saying how
 * old they are; paying needs the network, and the choice is kept meanwhile (and across a reload of the tab).
 * `?orderId=&keyword=` (an order's "Pay") starts with that order's payment orders chosen.
 */
export function MergePayPage() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const linkedOrderId = Number(params.get(PAY_QUERY.orderId) ?? 0);
  const isOnline = useIsOnline();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  const [kind, setKind] = useState<PaymentKindCode | undefined>(undefined);
  const [productLine, setProductLine] = useState<ProductLineCode | undefined>(undefined);
  const [keyword, setKeyword] = useState(() => params.get(PAY_QUERY.keyword)?.trim().slice(0, 50) ?? '');
  const { pageIndex, pageSize, resetting, tableProps } = useListPaging();
  const request: UnpaidListRequest = {
    ...(kind === undefined ? {} : { kind }),
    ...(productLine === undefined ? {} : { productLine }),
    keyword,
    pageIndex,
    pageSize,
  };
  const query = useUnpaidList(request);
  const selection = usePaymentSelection(clinicId);
  const isHidden = arePricesHidden(query.data);
  const [linkHandled, setLinkHandled] = useState(false);
  const [readPage, setReadPage] = useState<unknown>(null);

  // Each page read afresh refreshes the chosen rows it holds (a due that changed) and, the first time, chooses the
  // linked order's payment orders.
  const rows = query.data?.list;
  if (rows && query.isSuccess && !query.isPlaceholderData && query.data !== readPage) {
    setReadPage(query.data);
    selection.refresh(rows);
    if (!linkHandled && linkedOrderId > 0) {
      setLinkHandled(true);
      if (!isHidden) selection.add(rows.filter((row) => row.orderId === linkedOrderId));
    }
  }

  const isFiltered = keyword !== '' || kind !== undefined || productLine !== undefined;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Payment orders</Trans>
        </h1>
        <p className="mt-1 text-base text-slate-700">
          <Trans>Choose one or several payment orders and pay them in one payment.</Trans>
        </p>
      </div>
      <UnpaidFilters
        values={{ kind, productLine, keyword }}
        onKindChange={resetting(setKind)}
        onProductLineChange={resetting(setProductLine)}
        onKeywordChange={resetting(setKeyword)}
      />
      <ListLoadNotices
        isOnline={isOnline}
        query={query}
        loadErrorMessage={<Trans>The payment orders could not be loaded.</Trans>}
      />
      {isHidden ? <FormAlert tone="info">{i18n._(paymentMessages.pricesHidden)}</FormAlert> : null}
      <UnpaidTable
        rows={rows ?? []}
        total={query.data?.total ?? 0}
        {...tableProps}
        isLoading={query.isFetching}
        emptyMessage={isFiltered ? msg`No payment order matches this search.` : msg`Nothing to pay.`}
        arePricesHidden={isHidden}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
      />
      {isHidden ? null : (
        <SelectionSummary
          rows={selection.rows}
          isOnline={isOnline}
          onClear={selection.clear}
          onPay={() => navigate(confirmPaymentHref(selection.rows.map((row) => row.payId)))}
        />
      )}
    </div>
  );
}
