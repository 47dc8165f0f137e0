import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../ui/data-table/data-table';

/**
 * A list page's paging: the page shown and its size. A new page size, or a new search or filter set through
 * `resetting(setter)`, goes back to page 1. `tableProps` is what the list's table takes of it.
 */
export function useListPaging() {
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const resetting =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageIndex(1);
    };
  const tableProps = {
    page: pageIndex,
    pageSize,
    onPageChange: setPageIndex,
    onPageSizeChange: resetting(setPageSize),
  };
  return { pageIndex, pageSize, resetting, tableProps };
}
