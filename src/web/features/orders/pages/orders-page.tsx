import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductLineCode } from '../../../../domain/product-lines';
import { ListLoadNotices } from '../../../components/cases/list-load-notices';
import { ListSearchField } from '../../../components/cases/list-search-field';
import { useListPaging } from '../../../components/cases/use-list-paging';
import { useIsOnline } from '../../../lib/online-status';
import { arePricesHidden, useOrderList, type OrderListRequest } from '../api/orders-list';
import { OrdersProductLineFilter } from '../components/orders-product-line-filter';
import { OrdersTable } from '../components/orders-table';

/**
 * /stagingBox, shown as "Orders": every order of the clinic across product lines, filtered by line and searched by
 * patient; each order opens where `orderLinkOf` (the line registry) says. Reads offline from the pages last synced to this device, and says how old they are.
 */
export function OrdersPage({ orderLinkOf }: { orderLinkOf: (orderType: number, orderId: number) => string | null }) {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  const [productLine, setProductLine] = useState<ProductLineCode | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const { pageIndex, pageSize, resetting, tableProps } = useListPaging();
  const request: OrderListRequest = { ...(productLine ? { productLine } : {}), keyword, pageIndex, pageSize };
  const query = useOrderList(request);
  const isFiltered = keyword !== '' || productLine !== undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Orders</Trans>
      </h1>
      <ListSearchField
        label={t`Search orders`}
        placeholder={t`Patient name or phone`}
        keyword={keyword}
        onKeywordChange={resetting(setKeyword)}
      />
      <OrdersProductLineFilter value={productLine} onChange={resetting(setProductLine)} />
      <ListLoadNotices
        isOnline={isOnline}
        query={query}
        loadErrorMessage={<Trans>The orders could not be loaded.</Trans>}
      />
      <OrdersTable
        rows={query.data?.list ?? []}
        total={query.data?.total ?? 0}
        {...tableProps}
        isLoading={query.isFetching}
        emptyMessage={isFiltered ? msg`No order matches this search.` : msg`No orders yet.`}
        arePricesHidden={arePricesHidden(query.data)}
        orderLinkOf={orderLinkOf}
      />
    </div>
  );
}
